import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A Blueprint button that is a real link (opens in a new tab, crawlable) but navigates in-app on click. */
export function RouterButton({ to, ...props }: Omit<AnchorButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <AnchorButton {...props} href={to} onClick={onClick} />;
}
