import { defineConfig } from 'vitest/config';
import path from 'node:path';

// server-only throws outside React's server build; in tests every module is server-side anyway.
const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
};

// Two levels, run separately by scripts/test-all.mjs: unit (pure functions) and integration (real
// route handlers + real DB). E2E in real Chromium runs on Playwright Test (playwright.config.ts).
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
          environment: 'node',
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
