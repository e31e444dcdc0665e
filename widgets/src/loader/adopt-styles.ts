/**
 * Styles go into each shadow root as constructable stylesheets (`adoptedStyleSheets`): no
 * `<style>` element and no `style` attribute anywhere, so a host page's `style-src` needs no
 * 'unsafe-inline', and nothing is added to the host document. One sheet per text is shared by
 * every widget on the page.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    // A browser without constructable stylesheets shows the widget unstyled rather than failing.
  }
}
