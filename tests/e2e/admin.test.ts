import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer } from '../helpers/server';
import { baseUrl, EN_HOST, FR_HOST, launchBrowser, newContext, seriousA11yViolations, urlOn } from './helpers';

// The operator view in real Chromium against the production server (ADMIN_PASSWORD is set for
// the E2E server): login, a lead visible (its script payload shown as text, never run), search,
// CSV download.

const ADMIN_PASSWORD = 'e2e-admin-password';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function submitLead(company: string, contactName: string) {
  const res = await fetch(`${baseUrl()}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: company, contactName, email: 'ops@exemple.fr', phone: '+33 6 12 34 56 78', fillMs: 5000, message: '=1+1' }),
  });
  expect(res.status).toBe(201);
}

describe('admin', () => {
  it('logs in, shows the lead as text, searches, downloads the CSV, logs out', async () => {
    const company = `Admin E2E ${Date.now()}`;
    const payload = '<img src=x onerror="window.__pwned=1">';
    await submitLead(company, payload);

    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    const res = await page.goto(urlOn(EN_HOST, '/admin'));
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.locator('input[name="password"]').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong password.').waitFor();

    await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Operator view' }).waitFor();
    const cookies = await ctx.cookies();
    const session = cookies.find((c) => c.name === 'receptio_admin');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');

    const table = page.getByTestId('admin-table-leads');
    await table.waitFor();
    // Newest first: the lead just sent is on the first row, its payload rendered as plain text.
    const firstRow = table.locator('tbody tr').first();
    expect(await firstRow.innerText()).toContain(company);
    expect(await firstRow.innerText()).toContain(payload);
    expect(await table.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('input[name="q"]').fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=/);
    expect(await page.getByTestId('admin-table-leads').locator('tbody tr').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv).toContain(company);
    expect(csv).toContain(`"'=1+1"`);

    for (const [tab, slug] of [
      ['Bookings', 'bookings'],
      ['Caller messages', 'messages'],
      ['Calls', 'calls'],
      ['Agents', 'agents'],
      ['Knowledge gaps', 'gaps'],
    ]) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await page.waitForURL(new RegExp(`tab=${slug}`));
      expect(await page.getByRole('link', { name: tab, exact: true }).getAttribute('aria-current')).toBe('page');
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('input[name="password"]').waitFor();
    await ctx.close();
  });

  it('follows the site locale (French on receptio.fr)', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto(urlOn(FR_HOST, '/admin'));
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await ctx.close();
  });

  it('refuses the CSV export without credentials', async () => {
    const res = await fetch(`${baseUrl()}/api/admin/export?type=leads`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('is off (404 page, 404 API) on a server without ADMIN_PASSWORD', async () => {
    const server = await startProductionServer({ env: { ADMIN_PASSWORD: undefined }, readyPath: '/lead-form' });
    try {
      const page = await fetch(`${server.url}/admin`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Oops');
      expect((await fetch(`${server.url}/api/admin/export?type=leads`)).status).toBe(404);
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'password=anything',
      });
      expect(login.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
