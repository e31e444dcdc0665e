// Lint rules, including the dependency direction of DESIGN.md enforced as lint (Excalidraw's habit):
// domain ← data ← apps, domain ← ui ← apps; ui never imports data; apps never import each other;
// nobody deep-imports past a package's index.ts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepImports = {
  group: ['@partilha/*/*', '!@partilha/ui/styles.css', '!@partilha/domain/portuguese'],
  message: 'Import a package through its index (no deep imports).',
};
const apps = ['web', 'desktop', 'widgets'];
const noAppImports = (self) => ({
  group: apps.filter((a) => a !== self).flatMap((a) => [`**/${a}/**`, `@partilha/${a}`]),
  message: 'Apps never import each other.',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'out/**',
      '.tsbuild/**',
      'storybook-static/**',
      'pocketbase/pb_hooks/**',
      'pocketbase/pb_data/**',
      'pocketbase/pb_public/**',
      'pocketbase/pb_migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@partilha/*', 'react', 'react-dom', 'pocketbase', '@blueprintjs/*'],
              message: 'domain is pure: zod only.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Hooks run under goja, which has no Intl.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time is a parameter in domain code.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time is a parameter in domain code.',
        },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@partilha/data', 'pocketbase', '@partilha/web', '@partilha/desktop', '@partilha/widgets'],
              message: 'ui is presentational: it never imports data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['@partilha/ui', '@blueprintjs/*', '@partilha/web'], message: 'data depends on domain only.' },
          ],
        },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, noAppImports(app)] }] },
  })),
);
