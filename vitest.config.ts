import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure domain and components, nothing external) and `api` (a real
// PocketBase per test file, started by tests/support). `npm test` runs both.
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
    ],
  },
});
