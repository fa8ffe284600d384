import type { Page, Request as PwRequest } from '@playwright/test';
import { baseUrl, EN_HOST, expect, FR_HOST, poll, test, trackHydration, urlOn } from './fixtures';

// Prerendered pages start their script chunks after the first paint or the first input
// (lib/serve/hydrate-after-paint.ts). Here the chunks are held back on the network, so everything
// below happens while the page is still plain HTML; then they are let through and what the visitor
// did must reach the live page: typed values, one submit for a double click, a button's click.

const ADMIN_PASSWORD = 'e2e-admin-password';
const MIN_FILL_MS = 2100; // LEAD_MIN_FILL_MS = 2000

/** Holds every /_next/static chunk request until `release()`; `hydrated()` resolves once React is live. */
async function holdChunks(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  const live = await trackHydration(page);
  return { release, held: () => held, ...live };
}

async function exportedLeads(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/export?type=leads`, {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

test('without any input, the page paints with no script requested, then goes live once loaded and idle', async ({ page }) => {
  const chunks = await holdChunks(page);
  const t0 = Date.now();
  await page.goto(urlOn(FR_HOST, '/'), { waitUntil: 'load' });
  expect(await page.locator('h1').innerText()).not.toBe('');
  expect(chunks.held()).toBe(0);
  chunks.release();
  await chunks.hydrated();
  expect(Date.now() - t0).toBeGreaterThanOrEqual(4000);
});

test('the first input starts the scripts at once', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto(urlOn(EN_HOST, '/'), { waitUntil: 'load' });
  expect(chunks.held()).toBe(0);
  await page.mouse.move(200, 300);
  await poll(() => chunks.held(), { timeout: 1500 }).toBeGreaterThan(0);
  chunks.release();
  await chunks.hydrated();
});

test('lead form: typed before hydration, double-clicked before hydration -> one lead with the typed values', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto(urlOn(FR_HOST, '/lead-form'), { waitUntil: 'domcontentloaded' });
  const company = `Avant hydratation ${Date.now()}`;
  const form = page.locator('[data-testid="lead-form"]');
  await form.locator('[name="companyName"]').fill(company);
  await form.locator('[name="contactName"]').fill('Inès Garnier');
  await form.locator('[name="email"]').fill('ines@exemple.fr');
  await form.locator('[name="phone"]').fill('+33 6 98 76 54 32');
  await page.waitForTimeout(MIN_FILL_MS);
  const sent: PwRequest[] = [];
  page.on('request', (r) => r.url().endsWith('/api/leads') && sent.push(r));
  await form.locator('button[type="submit"]').dblclick();
  await page.waitForTimeout(300);
  // Still plain HTML: nothing sent, and no native submit navigated away with the values in the URL.
  expect(await chunks.isHydrated()).toBe(false);
  expect(sent).toHaveLength(0);
  expect(new URL(page.url()).search).toBe('');
  chunks.release();
  await page.getByTestId('lead-thank-you').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(1);
  const body = JSON.parse(sent[0].postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({ companyName: company, contactName: 'Inès Garnier', email: 'ines@exemple.fr', phone: '+33 6 98 76 54 32' });
  // Counted from the first paint, the fill time is the visitor's, not the time since hydration.
  expect(body.fillMs as number).toBeGreaterThanOrEqual(2000);
  // Stored once, and as a trusted lead (suspected ones are left out of the default export).
  expect((await exportedLeads()).split(company).length - 1).toBe(1);
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a button clicked before hydration does its job once the page is live', async ({ page }) => {
    const chunks = await holdChunks(page);
    await page.goto(urlOn(EN_HOST, '/'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await chunks.isHydrated()).toBe(false);
    chunks.release();
    await chunks.hydrated();
    await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });
});
