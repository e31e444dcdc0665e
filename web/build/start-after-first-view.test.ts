import { describe, expect, it } from 'vitest';
import { startAfterFirstView } from './start-after-first-view';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/pocketbase-Cd34.js">
    <link rel="modulepreload" crossorigin href="/assets/booking-Ef56.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">
  </head>`;

function transform(html: string): string {
  const hook = startAfterFirstView().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe('startAfterFirstView', () => {
  it('starts the app through /start-app.js, naming the entry and its modules, and keeps the preloads', () => {
    const html = transform(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/index-Ab12.js" data-preload="/assets/pocketbase-Cd34.js /assets/booking-Ef56.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-Ef56.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">');
  });

  it('fails the build when the entry script is not where it expects', () => {
    expect(() => transform('<head></head>')).toThrow(/entry module script/);
  });
});
