import type { Plugin } from 'vite';

/**
 * The built index.html starts the app through /start-app.js instead of its module script, so a
 * page the server sends with its first view can be painted before the app's code is fetched and
 * run (docs/adr/0018). The script names the entry (`data-entry`) and the modules it imports
 * (`data-preload`, the same as the head's modulepreload links): the server takes those links out
 * of a page with a first view, and the script asks for the modules once the view is on screen.
 */
export function startAfterFirstView(): Plugin {
  return {
    name: 'partilha-start-after-first-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const found = entry.exec(html);
        if (!found) throw new Error('start-after-first-view: the entry module script is not in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map(
          (link) => link[1],
        );
        return html.replace(
          entry,
          `<script defer src="/start-app.js" data-entry="${found[1]}" data-preload="${preloads.join(' ')}"></script>`,
        );
      },
    },
  };
}
