import { consoleCount } from '@partilha/domain';
import { Card } from '@blueprintjs/core';

export interface FigureCardProps {
  label: string;
  value: number;
  /** The filtered table this figure counts; without it the card is not a link. */
  href?: string | undefined;
  intent?: 'warning' | 'danger' | 'success' | 'none';
}

/** One figure of the Overview; a link to the table it counts, so the number can be checked. */
export function FigureCard({ label, value, href, intent = 'none' }: FigureCardProps) {
  const body = (
    <>
      <span className="console-figure__label">{label}</span>
      <span className={`console-figure__value console-figure__value--${intent}`}>{consoleCount(value)}</span>
    </>
  );
  if (!href) return <Card className="console-figure">{body}</Card>;
  return (
    <Card interactive className="console-figure console-figure--link">
      <a href={href} className="console-figure__link">
        {body}
      </a>
    </Card>
  );
}
