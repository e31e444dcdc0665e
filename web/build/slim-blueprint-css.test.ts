import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIconGlyphRule, NEVER_DARK_COMPONENTS, selectorCanMatch, UNUSED_COMPONENTS } from './slim-blueprint-css';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What the website's code (web/src and packages/ui/src) imports from Blueprint and the classes it names. */
const websiteCode = [...sources(join(root, 'web', 'src')), ...sources(join(root, 'packages', 'ui', 'src'))].map(
  (path) => readFileSync(path, 'utf8'),
);
const blueprintImports = new Set(
  websiteCode.flatMap((code) =>
    [...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@blueprintjs\/core'/g)].flatMap((match) =>
      match[1]!.split(',').map((name) => name.replace(/\btype\b/, '').trim()),
    ),
  ),
);

/** The Blueprint components whose CSS the plugin drops, by family. */
const COMPONENTS_OF: Record<(typeof UNUSED_COMPONENTS)[number], string[]> = {
  breadcrumb: ['Breadcrumb', 'Breadcrumbs'],
  breadcrumbs: ['Breadcrumbs'],
  'card-list': ['CardList'],
  'compound-tag': ['CompoundTag'],
  'context-menu': ['ContextMenu', 'ContextMenuPopover', 'showContextMenu'],
  'dialog-step': ['DialogStep', 'MultistepDialog'],
  'editable-text': ['EditableText'],
  'entity-title': ['EntityTitle'],
  'file-input': ['FileInput'],
  'file-upload-input': ['FileInput'],
  hotkey: ['HotkeysDialog2', 'HotkeysProvider', 'HotkeysTarget2', 'useHotkeys'],
  key: ['KeyComboTag'],
  'key-combo': ['KeyComboTag'],
  'multistep-dialog': ['MultistepDialog'],
  navbar: ['Navbar', 'NavbarGroup', 'NavbarHeading', 'NavbarDivider'],
  'numeric-input': ['NumericInput'],
  'overflow-list': ['OverflowList'],
  'panel-stack2': ['PanelStack2'],
  'running-text': [],
  section: ['Section', 'SectionCard'],
  select: [],
  submenu: [],
  'tag-input': ['TagInput'],
  tooltip: ['Tooltip'],
  tree: ['Tree', 'TreeNode'],
};

describe('the Blueprint components whose CSS the website build drops', () => {
  it('are not imported by web/src or packages/ui/src', () => {
    expect(blueprintImports.size).toBeGreaterThan(20);
    const used = UNUSED_COMPONENTS.flatMap((family) => COMPONENTS_OF[family]).filter((name) =>
      blueprintImports.has(name),
    );
    expect(used).toEqual([]);
  });

  it('have no class named in the code either (bp6-… or Classes.…)', () => {
    for (const family of UNUSED_COMPONENTS) {
      const constant = family.toUpperCase().replaceAll('-', '_');
      const named = websiteCode.filter((code) =>
        new RegExp(`bp6-${family}(?![a-z0-9-])|Classes\\.${constant}\\b`).test(code),
      );
      expect(named, family).toEqual([]);
    }
  });

  it('render no submenu: no MenuItem of the website has children', () => {
    const withChildren = websiteCode.filter((code) => code.includes('</MenuItem>'));
    expect(withChildren).toEqual([]);
  });

  it('never sit in the dark newsletter form, which has only an input group and a button', () => {
    const darkAreas = websiteCode.filter(
      (code) => /bp6-dark|Classes\.DARK\b/.test(code) && !/^\s*\.bp6-dark/m.test(code),
    );
    expect(darkAreas).toHaveLength(1);
    expect(darkAreas[0]).toMatch(/className="newsletter bp6-dark"/);
    const blueprintTags = [...darkAreas[0]!.matchAll(/(?<![\w.])<([A-Z][A-Za-z]+)/g)].map((match) => match[1]);
    expect(new Set(blueprintTags)).toEqual(new Set(['InputGroup', 'Button']));
    expect(darkAreas[0]).not.toMatch(/\b(minimal|outlined)\b/);
    expect(NEVER_DARK_COMPONENTS).not.toContain('button');
    expect(NEVER_DARK_COMPONENTS).not.toContain('input-group');
  });
});

describe('selectorCanMatch', () => {
  it('keeps the selectors of components the website renders, dark or not, where they can be dark', () => {
    expect(selectorCanMatch('.bp6-button.bp6-intent-primary')).toBe(true);
    expect(selectorCanMatch('.bp6-dark .bp6-button.bp6-intent-primary')).toBe(true);
    expect(selectorCanMatch('.bp6-dark .bp6-input-group .bp6-input')).toBe(true);
    expect(selectorCanMatch('.bp6-tab-list > *:not(:last-child)')).toBe(true);
    expect(selectorCanMatch('.bp6-dark .partilha-notification-item')).toBe(true);
  });

  it('drops the selectors of components it does not render, and dark ones of components never dark', () => {
    expect(selectorCanMatch('.bp6-tree-node-content-3')).toBe(false);
    expect(selectorCanMatch('.bp6-navbar .bp6-button')).toBe(false);
    expect(selectorCanMatch('.bp6-tooltip .bp6-popover-content')).toBe(false);
    expect(selectorCanMatch('.bp6-dark .bp6-tab')).toBe(false);
    expect(selectorCanMatch('.bp6-dark .bp6-button.bp6-minimal')).toBe(false);
    expect(selectorCanMatch('.bp6-card.bp6-dark')).toBe(false);
  });

  it('tells families apart by their whole name: tabs is not tab, tag is not tag-input', () => {
    expect(selectorCanMatch('.bp6-tag')).toBe(true);
    expect(selectorCanMatch('.bp6-tag-input .bp6-tag')).toBe(false);
    expect(selectorCanMatch('.bp6-key')).toBe(false);
    expect(selectorCanMatch('.bp6-keyboard-thing')).toBe(true);
  });
});

describe('isIconGlyphRule', () => {
  it("is the icon font's content rule of one glyph", () => {
    expect(isIconGlyphRule(['.bp6-icon-add::before'], ['content'])).toBe(true);
    expect(isIconGlyphRule(['.bp6-icon-wrench-time::before'], ['content'])).toBe(true);
  });

  it('is not the icon size rules that reserve the icons’ space', () => {
    expect(isIconGlyphRule(['span.bp6-icon-standard'], ['font-family', 'width', 'height'])).toBe(false);
    expect(isIconGlyphRule(['.bp6-icon-add::before'], ['content', 'color'])).toBe(false);
  });
});
