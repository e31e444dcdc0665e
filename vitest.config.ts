import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure domain and components, nothing external), `api` (a real
// PocketBase per test file, started by tests/support) and `conformance` (the TypeScript rules
// against the Go code of pocketbase/market, tests/conformance). `npm test` runs all three.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'web/src/**/*.test.{ts,tsx}',
            'widgets/src/**/*.test.{ts,tsx}',
            'desktop/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/build/**/*.test.ts',
            'pocketbase/hooks/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own PocketBase; two cores, so keep it to two at once.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.ts'],
          environment: 'node',
          // The first run builds pocketbase/tools/conformance (the Go build cache serves later ones).
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
