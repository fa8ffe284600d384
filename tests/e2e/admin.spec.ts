import fs from 'node:fs';
import { startProductionServer } from '../helpers/server';
import { baseUrl, EN_HOST, expect, FR_HOST, poll, seriousA11yViolations, test, urlOn } from './fixtures';

// The operator view in real Chromium against the production server (ADMIN_PASSWORD is set for
// the E2E server): login, a lead visible (its script payload shown as text, never run), search,
// CSV download.

const ADMIN_PASSWORD = 'e2e-admin-password';

async function submitLead(company: string, contactName: string) {
  const res = await fetch(`${baseUrl()}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: company,
      contactName,
      email: 'ops@exemple.fr',
      phone: '+33 6 12 34 56 78',
      fillMs: 5000,
      message: '=1+1',
    }),
  });
  expect(res.status).toBe(201);
}

test.describe('admin', () => {
  test('logs in, shows the lead as text, searches, downloads the CSV, logs out', async ({ context: ctx, page }) => {
    // Two leads under one run-unique prefix: other spec files add leads to the same server in
    // parallel, so order is checked among these two (found by search), not on the whole table.
    const run = `Admin E2E ${Date.now()}`;
    const older = `${run} older`;
    const company = `${run} newer`;
    const payload = '<img src=x onerror="window.__pwned=1">';
    await submitLead(older, 'Jeanne Martin');
    await submitLead(company, payload);

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
    // The lead's payload is rendered as plain text.
    const row = table.locator('tbody tr').filter({ hasText: company });
    expect(await row.innerText()).toContain(payload);
    expect(await table.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('input[name="q"]').fill(run);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=/);
    // Newest first.
    const rows = page.getByTestId('admin-table-leads').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain(company);
    expect(await rows.last().innerText()).toContain(older);
    await page.locator('input[name="q"]').fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/newer/);
    await poll(() => page.getByTestId('admin-table-leads').locator('tbody tr').count()).toBe(1);

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
  });

  test('follows the site locale (French on receptio.fr)', async ({ page }) => {
    await page.goto(urlOn(FR_HOST, '/admin'));
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  });

  test('refuses the CSV export without credentials', async () => {
    const res = await fetch(`${baseUrl()}/api/admin/export?type=leads`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('is off (404 page, 404 API) on a server without ADMIN_PASSWORD', async () => {
    test.setTimeout(120_000);
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
