import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Real Chromium (Debian's) against the production server of global-setup.ts. The two site
// identities are real host names mapped to the local server, so host-based locale is tested as
// a visitor meets it: http://receptio.fr/… (French) and http://receptio.com/… (English).

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const FR_HOST = 'receptio.fr';
export const EN_HOST = 'receptio.com';

export function serverPort(): number {
  return inject('port');
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** URL on a given host: 'receptio.fr' | 'receptio.com' | 'localhost'. */
export function urlOn(host: string, path = '/'): string {
  return host === 'localhost' ? `${baseUrl()}${path}` : `http://${host}${path}`;
}

export const BASE_ARGS = [
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

export async function launchBrowser(opts: { args?: string[]; ignoreDefaultArgs?: string[]; port?: number } = {}): Promise<Browser> {
  const port = opts.port ?? serverPort();
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, `--host-resolver-rules=MAP ${FR_HOST} 127.0.0.1:${port},MAP ${EN_HOST} 127.0.0.1:${port}`, ...(opts.args ?? [])],
    ignoreDefaultArgs: opts.ignoreDefaultArgs,
  });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
} as const;

export async function newContext(browser: Browser, opts: { viewport?: keyof typeof VIEWPORTS; permissions?: string[] } = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    isMobile: opts.viewport === 'phone',
    hasTouch: opts.viewport === 'phone',
    permissions: opts.permissions,
  });
  ctx.setDefaultTimeout(15_000);
  return ctx;
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
