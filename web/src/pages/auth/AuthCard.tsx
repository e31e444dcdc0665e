import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../frame/use-document-title';

/** The frame of every authentication screen: a centred card with the page heading. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <Card className="auth-card">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro && <div className="auth-card__intro">{intro}</div>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </Card>
    </section>
  );
}
