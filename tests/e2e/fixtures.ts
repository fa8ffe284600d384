import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type BrowserType, type LaunchOptions, type Page } from '@playwright/test';

// What every spec imports instead of @playwright/test: `test` whose browser maps the two site
// identities to the production server of global-setup.ts, so host-based locale is tested as a
// visitor meets it: http://receptio.fr/… (French) and http://receptio.com/… (English).

export { expect } from '@playwright/test';

/**
 * expect.poll that looks every 50 ms: Playwright's default (100, 250, 500, then every 1000 ms)
 * can miss a state that lasts a fraction of a second ("agent speaking" before a barge-in).
 */
export function poll<T>(fn: () => T | Promise<T>, opts: { timeout?: number; intervals?: number[]; message?: string } = {}) {
  return expect.poll(fn, { intervals: [50], ...opts });
}

export const FR_HOST = 'receptio.fr';
export const EN_HOST = 'receptio.com';

/** Port and URL of the shared production server (set by global-setup.ts before the workers start). */
function serverPort(): number {
  const port = Number(process.env.E2E_PORT);
  if (!port) throw new Error('E2E_PORT is not set: run the E2E tests through `npx playwright test` (global-setup.ts starts the server).');
  return port;
}

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${serverPort()}`;
}

/** URL on a given host: 'receptio.fr' | 'receptio.com' | 'localhost'. */
export function urlOn(host: string, path = '/'): string {
  return host === 'localhost' ? `${baseUrl()}${path}` : `http://${host}${path}`;
}

const HOST_RULES = '--host-resolver-rules=';

/** The launch options of the config, with both site hosts resolved to 127.0.0.1:`port`. */
function launchOptionsFor(
  launchOptions: LaunchOptions,
  port: number,
  extra: { args?: string[]; ignoreDefaultArgs?: string[] } = {},
): LaunchOptions {
  const args = (launchOptions.args ?? []).filter((a) => !a.startsWith(HOST_RULES));
  return {
    ...launchOptions,
    args: [...args, `${HOST_RULES}MAP ${FR_HOST} 127.0.0.1:${port},MAP ${EN_HOST} 127.0.0.1:${port}`, ...(extra.args ?? [])],
    ignoreDefaultArgs: extra.ignoreDefaultArgs ?? launchOptions.ignoreDefaultArgs,
  };
}

export const test = base.extend<object, { serverPort: number }>({
  serverPort: [async ({}, use) => use(serverPort()), { scope: 'worker' }],
  // The worker's browser (behind `page`, `context`, `browser`) resolves the site hosts to the server.
  launchOptions: [async ({ launchOptions, serverPort }, use) => use(launchOptionsFor(launchOptions, serverPort)), { scope: 'worker' }],
});

/** A browser of its own, for tests that need other flags (a fake microphone) or another server. */
export async function launchBrowser(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  opts: { args?: string[]; ignoreDefaultArgs?: string[]; port?: number } = {},
): Promise<Browser> {
  return browserType.launch(launchOptionsFor(launchOptions, opts.port ?? serverPort(), opts));
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
} as const;

/** A second context in a test (another visitor); the test's own is the `context` fixture. */
export async function newContext(
  browser: Browser,
  opts: { viewport?: keyof typeof VIEWPORTS; permissions?: string[] } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    isMobile: opts.viewport === 'phone',
    hasTouch: opts.viewport === 'phone',
    permissions: opts.permissions,
  });
  ctx.setDefaultTimeout(15_000);
  ctx.setDefaultNavigationTimeout(30_000); // as playwright.config.ts
  return ctx;
}

/**
 * Records when React is live on the page (the event of components/site/hydration-signal.tsx):
 * prerendered pages start their scripts at the first input or once idle
 * (lib/serve/hydrate-after-paint.ts). Call before page.goto.
 */
export async function trackHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('receptio:hydrated', () => ((window as unknown as { __hydrated: boolean }).__hydrated = true));
  });
  const isHydrated = () => page.evaluate(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  return { isHydrated, hydrated: () => poll(isHydrated, { timeout: 20_000 }).toBe(true) };
}

/** Collects console errors and uncaught page errors, for tests that assert a clean page. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** axe-core: violations of impact serious or critical (WCAG 2.x A/AA rules). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
