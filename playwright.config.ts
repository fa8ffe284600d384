import { defineConfig } from '@playwright/test';

// E2E: Playwright Test in Debian's Chromium against the production server (`npm run build` first;
// tests/e2e/global-setup.ts starts `npm start` once for the run). How to write a spec:
// tests/e2e/README.md.

const CI = !!process.env.CI;

// Flags that keep a headless Chromium quiet and offline-friendly. The two site hosts are mapped to
// the test server by the `test` fixture of tests/e2e/fixtures.ts (the port is known only once the
// server runs); voice specs add a fake microphone per test.
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // `server-only` resolves to an empty module here, as in vitest.config.ts; `@/` is the repo root.
  tsconfig: './tests/e2e/tsconfig.json',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'bench-results/e2e/artifacts',
  timeout: 60_000,
  expect: { timeout: 5_000 },
  globalTimeout: 25 * 60_000,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: one worker per core. Files run in parallel, the tests of a file in order (several
  // share a browser flow or a server started in beforeAll).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  reporter: [
    [CI ? 'line' : 'list'],
    ['html', { open: 'never', outputFolder: 'bench-results/e2e/report' }],
    ['json', { outputFile: 'bench-results/test-results/e2e.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    // Generous for a loaded 2-core machine (a cold page of a server started in a beforeAll).
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
