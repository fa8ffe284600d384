import { EN_HOST, expect, FR_HOST, test, urlOn, watchConsole } from './fixtures';
import { PAGE_PATHS } from './ops-helpers';

// Loads every page on both hosts in Chromium and fails on any CSP violation or console error.
// Violations are collected with a `securitypolicyviolation` listener installed before any page
// script runs (Playwright init scripts are injected by the browser, outside the page's CSP).

type Violation = { directive: string; blocked: string; source: string; sample: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

const totals = { pages: 0, violations: 0, consoleErrors: 0 };
test.afterAll(() =>
  console.log(`csp-console: ${totals.pages} page loads, ${totals.violations} CSP violations, ${totals.consoleErrors} console errors`),
);

for (const host of [FR_HOST, EN_HOST])
  test.describe(`no CSP violation or console error on ${host}`, () => {
    for (const path of PAGE_PATHS)
      test(path, async ({ context, page }) => {
        await context.addInitScript(() => {
          window.__cspViolations = [];
          document.addEventListener('securitypolicyviolation', (e) => {
            window.__cspViolations!.push({
              directive: e.violatedDirective,
              blocked: e.blockedURI,
              source: `${e.sourceFile}:${e.lineNumber}`,
              sample: e.sample,
            });
          });
        });
        const errors = watchConsole(page);
        const res = await page.goto(urlOn(host, path), { waitUntil: 'load' });
        expect(res?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        // Let hydration and idle-time work run, then scroll through the page (lazy sections).
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
        });
        await page.waitForTimeout(300);
        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        // The 404 page's own request for the missing document is expected in the console.
        const consoleErrors = errors.filter((e) => !(path === '/no-such-page' && /status of 404/.test(e)));
        totals.pages++;
        totals.violations += violations.length;
        totals.consoleErrors += consoleErrors.length;
        expect(violations, `${host}${path}: CSP violations`).toEqual([]);
        expect(consoleErrors, `${host}${path}: console errors`).toEqual([]);
        // Hydration really happened under the policy (a blocked runtime would leave no React root).
        const hydrated = await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));
        expect(hydrated, `${host}${path}: Next runtime ran`).toBe(true);
      });
  });
