import { defineConfig } from 'vitest/config';
import path from 'node:path';

// server-only throws outside React's server build; in tests every module is server-side anyway.
const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
};

// Three levels, run separately by scripts/test-all.mjs:
// unit (pure functions), integration (real route handlers + real DB), e2e (real Chromium).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node', globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node', globals: true,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
