// A PostCSS plugin for the website's build: drops the parts of Blueprint's stylesheet (blueprint.css,
// 560 kB, all of it render-blocking) that can never match on the website. It runs after @import is
// inlined (Vite's own PostCSS step), so it sees @partilha/ui's stylesheet with Blueprint inside.
// Dropped, selector by selector (a rule goes when none of its selectors is left):
//   - the icon font's glyph rules (`.bp6-icon-add::before { content: "\f109" }`, ~1,000 of them, twice):
//     icons are drawn as inline SVG from web/src/app/icon-paths.ts and the icon font is never loaded;
//   - selectors that need a class of a Blueprint component the website does not render;
//   - dark-theme selectors (`.bp6-dark …`) of components that never sit in a dark area: the only
//     dark part of the website is the footer's newsletter form (an input group and a button).
// The desktop console and the widgets build their own CSS and keep all of Blueprint.

/** Blueprint components with CSS that neither web/ nor packages/ui render (checked by a unit test). */
export const UNUSED_COMPONENTS = [
  'breadcrumb',
  'breadcrumbs',
  'card-list',
  'compound-tag',
  'context-menu',
  'dialog-step',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload-input',
  'hotkey',
  'key',
  'key-combo',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'panel-stack2',
  'running-text',
  'section',
  // Blueprint's Select (package @blueprintjs/select); HTMLSelect has its own class.
  'select',
  // A MenuItem's nested menu: the website's menu items have no children.
  'submenu',
  'tag-input',
  'tooltip',
  'tree',
] as const;

/**
 * Components and variants the website renders, but never inside `.bp6-dark`: the newsletter form is
 * a plain input group (danger intent on a refused address) and a primary button.
 */
export const NEVER_DARK_COMPONENTS = [
  'alert',
  'button-group',
  'callout',
  'card',
  'checkbox',
  'compound-tag',
  'control',
  'control-card',
  'control-group',
  'dialog',
  'drawer',
  'form-group',
  'html-select',
  'html-table',
  'intent-success',
  'intent-warning',
  'menu',
  'menu-item',
  'minimal',
  'non-ideal-state',
  'outlined',
  'overlay',
  'popover',
  'progress-bar',
  'radio',
  'segmented-control',
  'skeleton',
  'slider',
  'switch',
  'tab',
  'tab-list',
  'tab-panel',
  'tabs',
  'tag',
  'text-area',
  'toast',
  'toast-container',
] as const;

const PREFIX = 'bp6-';
const CLASS = new RegExp(`\\.${PREFIX}([a-z0-9-]+)`, 'g');
const ICON_GLYPH = new RegExp(`^\\.${PREFIX}icon-[a-z0-9-]+::?before$`);

/** "tab-indicator" belongs to "tab"; "tab" belongs to "tab"; "tabs" does not belong to "tab". */
const inFamily = (name: string, families: readonly string[]) =>
  families.some((family) => name === family || name.startsWith(`${family}-`));

/** The Blueprint classes a selector needs, without their prefix. */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(CLASS)].map((match) => match[1]!);
}

/** Whether a selector can match an element of the website (false: it is dead weight). */
export function selectorCanMatch(selector: string): boolean {
  const classes = classesOf(selector);
  if (classes.some((name) => inFamily(name, UNUSED_COMPONENTS))) return false;
  if (classes.includes('dark') && classes.some((name) => inFamily(name, NEVER_DARK_COMPONENTS))) return false;
  return true;
}

/** The icon font's rule for one glyph: `.bp6-icon-<name>::before { content: … }`. */
export function isIconGlyphRule(selectors: readonly string[], properties: readonly string[]): boolean {
  return (
    selectors.every((selector) => ICON_GLYPH.test(selector)) &&
    properties.length > 0 &&
    properties.every((p) => p === 'content')
  );
}

/** The few PostCSS node members the plugin uses (PostCSS itself comes with Vite). */
interface CssRule {
  selectors: string[];
  nodes?: { type: string; prop?: string }[];
  remove(): void;
}
interface CssRoot {
  walkRules(callback: (rule: CssRule) => void): void;
  walkAtRules(callback: (atRule: { nodes?: unknown[]; remove(): void }) => void): void;
}

export function slimBlueprintCss() {
  return {
    postcssPlugin: 'partilha-slim-blueprint-css',
    Once(root: CssRoot) {
      root.walkRules((rule) => {
        const properties = (rule.nodes ?? []).filter((node) => node.type === 'decl').map((node) => node.prop ?? '');
        if (isIconGlyphRule(rule.selectors, properties)) return rule.remove();
        const kept = rule.selectors.filter(selectorCanMatch);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      // @media / @supports blocks left empty by the above.
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
