import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { baseUrl, EN_HOST, expect, seriousA11yViolations, test, urlOn } from './fixtures';

// Working the lead list in real Chromium against the production server: a lead sent like a script
// (the documented body, no fill time) waits under "Suspected" with its reason and comes back to the
// main list in one click; a status set in one click survives a reload, filters the list and is in
// the CSV export; phones and e-mails are links.

const ADMIN_PASSWORD = 'e2e-admin-password';

async function sendLead(company: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl()}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: company,
      contactName: 'Inès Roche',
      email: 'ines@roche.example',
      phone: '06 12 34 56 78',
      ...extra,
    }),
  });
  expect(res.status).toBe(201);
}

async function signIn(page: Page) {
  await page.goto(urlOn(EN_HOST, '/admin'));
  await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Operator view' }).waitFor();
}

/** Clicks a button of a plain form and waits for the redirected page to load. */
async function submitAndReload(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/admin/leads/') && r.status() === 303), click()]);
  await page.waitForLoadState('load');
}

test.describe('admin lead list', () => {
  test('shows a suspected lead with its reason under its own filter, and restores it to the main list', async ({ page }) => {
    const run = Date.now();
    const suspect = `Suspect E2E ${run}`;
    // A genuine lead sent alongside: the main list then has a table even on a fresh server (this
    // file alone), and the check below compares the two leads instead of relying on other files' rows.
    const genuine = `Genuine E2E ${run}`;
    await sendLead(suspect); // exactly the documented body: no fillMs
    await sendLead(genuine, { fillMs: 6000 });
    await signIn(page);

    const main = page.getByTestId('admin-table-leads');
    await main.locator('tbody tr', { hasText: genuine }).waitFor();
    expect(await main.locator('tbody tr', { hasText: suspect }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Lead lists' }).getByRole('link', { name: 'Suspected' }).click();
    await page.waitForURL(/view=suspected/);
    const row = page.getByTestId('admin-table-leads').locator('tbody tr', { hasText: suspect });
    await row.waitFor();
    expect(await row.innerText()).toContain('no form fill time');
    expect(await page.getByRole('link', { name: 'Export CSV (suspected included)' }).getAttribute('href')).toContain('includeSuspected=1');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await submitAndReload(page, () => row.getByRole('button', { name: `Restore ${suspect} to the main list` }).click());
    expect(page.url()).toContain('view=suspected');
    await row.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Lead lists' }).getByRole('link', { name: 'Main list' }).click();
    await page.waitForURL((u) => !u.search.includes('view=suspected'));
    const restored = page.getByTestId('admin-table-leads').locator('tbody tr', { hasText: suspect });
    await restored.waitFor();
    // Contact details are links: a readable, dialable phone and a mailto.
    const phone = restored.getByRole('link', { name: '+33 6 12 34 56 78' });
    expect(await phone.getAttribute('href')).toBe('tel:+33612345678');
    expect(await restored.getByRole('link', { name: 'ines@roche.example' }).getAttribute('href')).toBe('mailto:ines@roche.example');
  });

  test('changes a status in one click; it survives a reload, filters the list and is exported', async ({ page }) => {
    const company = `Status E2E ${Date.now()}`;
    await sendLead(company, { fillMs: 6000 });
    await signIn(page);

    const row = () => page.getByTestId('admin-table-leads').locator('tbody tr', { hasText: company });
    await row().waitFor();
    expect(await row().getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('true');
    await submitAndReload(page, () =>
      row()
        .getByRole('group', { name: `Status of ${company}` })
        .getByRole('button', { name: 'Contacted' })
        .click(),
    );

    await page.reload();
    await row().waitFor();
    expect(await row().getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true');
    expect(await row().getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('false');
    expect(await row().getByTestId('status-since').innerText()).toMatch(/^since \d/);

    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    await filters.getByRole('link', { name: 'Won' }).click();
    await page.waitForURL(/status=won/);
    expect(await page.locator('tbody tr', { hasText: company }).count()).toBe(0);
    await filters.getByRole('link', { name: 'Contacted' }).click();
    await page.waitForURL(/status=contacted/);
    await row().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV', exact: true }).click(),
    ]);
    const csv = fs.readFileSync(await download.path()).toString('utf8');
    const line = csv.split('\r\n').find((l) => l.includes(company));
    expect(line).toMatch(/"contacted","\d{4}-\d{2}-\d{2}T[^"]+","form","false",""$/);
  });
});
