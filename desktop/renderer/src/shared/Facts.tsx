import type { ReactNode } from 'react';

/** A record's facts as a description list: term, value; empty values read "—". */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="console-facts">
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a drawer. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="console-detail-section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
