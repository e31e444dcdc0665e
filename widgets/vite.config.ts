import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import dts from 'vite-plugin-dts';

// Three library builds (docs: widgets/README.md):
//   `vite build`               dist/embed/widgets/: one ES module per widget and their shared chunks;
//   `vite build --mode loader` dist/embed/partilha-widgets.js, the loader (a classic script);
//                              both served by PocketBase at /embed/ on the marketplace.
//   `vite build --mode react`  dist/react/: @partilha/widgets/react, typed React
//                              components around the elements (React is the partner's), with the
//                              event types, declarations emitted by vite-plugin-dts.
// Widget code is written for Preact. As in web/vite.config.ts (docs/adr/0005), anything that
// imports React in the browser build gets preact/compat instead.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.module.js` },
  { find: /^react\/jsx-runtime$/, replacement: `${preact}/compat/jsx-runtime.mjs` },
  { find: /^react$/, replacement: `${preact}/compat/dist/compat.module.js` },
];

const WIDGETS = ['listing', 'listings', 'reviews', 'rating', 'book'] as const;
const OUT = 'dist/embed';
const WIDGET_ENTRY = /\/src\/widgets\/[a-z]+-widget\.tsx$/;

// The widgets' code: one ES module per widget and the chunks they share, names hashed (cached for
// a year by /embed/), listed in a manifest for the loader build.
const widgets: UserConfig = {
  resolve: { alias: REACT_ON_PREACT },
  build: {
    outDir: OUT,
    emptyOutDir: true,
    manifest: true,
    minify: true,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: Object.fromEntries(WIDGETS.map((name) => [name, `src/widgets/${name}-widget.tsx`])),
      formats: ['es'],
    },
    rollupOptions: {
      output: {
        entryFileNames: 'widgets/[name]-[hash].js',
        chunkFileNames: 'widgets/[name]-[hash].js',
        // Everything the widgets share (Preact, the views, the styles, the data hook) in one chunk:
        // a widget then costs two code requests, both started at once by the loader, instead of
        // the seven small chunks Rollup's default split gave (their queueing over HTTP/1.1's six
        // connections, beside the data request, was most of the first paint on a loaded machine).
        manualChunks: (id) => (WIDGET_ENTRY.test(id) ? undefined : 'runtime'),
      },
      // The domain's zod schemas sit beside the rules the widgets use (getReliabilityRating);
      // building a schema has no side effect, so unused ones are dropped with zod itself.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
};

/**
 * Each widget's file and the chunks it imports, as the widgets build named them (its manifest):
 * the loader imports them all at once instead of discovering them one level at a time.
 */
function widgetFiles(): Record<string, string[]> {
  type Entry = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8')) as Record<string, Entry>;
  const filesOf = (key: string, seen: Set<string>): string[] => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return [];
    seen.add(key);
    return [entry.file, ...(entry.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
  };
  return Object.fromEntries(
    WIDGETS.map((name) => {
      const files = filesOf(`src/widgets/${name}-widget.tsx`, new Set());
      if (files.length === 0) throw new Error(`The widgets build has no ${name} widget: run \`vite build\` first.`);
      return [name, files];
    }),
  );
}

// partilha-widgets.js: a classic script (partners include it without type="module"), so the
// elements are defined while the page is parsed and reserve their size before its first paint.
// It imports each widget's module by the name the widgets build gave it.
const loader = (): UserConfig => ({
  define: { __PARTILHA_WIDGET_FILES__: JSON.stringify(widgetFiles()) },
  build: {
    outDir: OUT,
    emptyOutDir: false,
    minify: true,
    target: 'es2022',
    sourcemap: false,
    lib: { entry: 'src/loader.ts', formats: ['iife'], name: 'partilhaWidgets', fileName: () => 'partilha-widgets.js' },
  },
});

const react: UserConfig = {
  plugins: [
    dts({
      tsconfigPath: './tsconfig.json',
      entryRoot: 'src',
      include: ['src/react', 'src/events.ts'],
    }),
  ],
  build: {
    outDir: 'dist/react',
    emptyOutDir: true,
    minify: false,
    target: 'es2022',
    lib: { entry: { react: 'src/react/index.ts', events: 'src/events.ts' }, formats: ['es'] },
    rollupOptions: { external: ['react', 'react/jsx-runtime', 'react-dom'] },
  },
};

export default defineConfig(({ mode }) => (mode === 'react' ? react : mode === 'loader' ? loader() : widgets));
