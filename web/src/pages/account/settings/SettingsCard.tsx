import { Card } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

/** One titled part of the Settings page. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="settings-card" role="region" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
