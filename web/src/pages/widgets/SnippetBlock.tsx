import { Button } from '@blueprintjs/core';
import { WIDGET_EMBED_TEXTS } from '@partilha/domain';
import { useId, useState } from 'react';

/** A snippet to copy, with a button that copies it and says so. */
export function SnippetBlock({ title, code }: { title: string; code: string }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="widgets-embed__snippet" aria-labelledby={titleId}>
      <div className="widgets-embed__snippet-head">
        <h2 id={titleId} className="widgets-embed__subtitle">
          {title}
        </h2>
        <Button onClick={() => void copy()}>
          {copied ? WIDGET_EMBED_TEXTS.copied : WIDGET_EMBED_TEXTS.copy(title)}
        </Button>
      </div>
      <pre className="widgets-embed__code">
        <code>{code}</code>
      </pre>
    </section>
  );
}
