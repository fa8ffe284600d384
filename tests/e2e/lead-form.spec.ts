import type { Page, Request as PwRequest } from '@playwright/test';
import { baseUrl, EN_HOST, expect, FR_HOST, poll, seriousA11yViolations, test, urlOn, watchConsole } from './fixtures';

// /lead-form in real Chromium against the production server: fill, submit, thank-you card, back
// home, in both languages; server failures (forced with page.route) keep the values; the idempotency
// key makes retries and double clicks harmless. Stored leads are checked through the operator's
// CSV export (ADMIN_PASSWORD is set for the E2E server).

const ADMIN_PASSWORD = 'e2e-admin-password';
const MIN_FILL_MS = 2100; // the form must look filled by a person (LEAD_MIN_FILL_MS = 2000)

test.beforeAll(async () => {
  // Open the server's database (first use runs migrations) before any test times a submission.
  await exportedLeads();
});
async function exportedLeads(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/export?type=leads`, {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** axe once the toasts are gone (sonner's are the layout's, checked by its own tests; mid-animation
 * their translucent colours read as low contrast). */
async function a11yViolationsAfterToasts(page: Page) {
  await page
    .locator('[data-sonner-toast]')
    .first()
    .waitFor({ state: 'detached', timeout: 12_000 })
    .catch(() => {});
  return seriousA11yViolations(page);
}

const countIn = (csv: string, needle: string) => csv.split(needle).length - 1;

async function openForm(page: Page, host: string, path = '/lead-form') {
  const errors = watchConsole(page);
  const res = await page.goto(urlOn(host, path), { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  return { errors };
}

async function fill(page: Page, values: Partial<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`[data-testid="lead-form"] [name="${name}"]`).fill(value ?? '');
  }
}

const lead = (company: string) => ({
  companyName: company,
  contactName: 'Élodie Martin',
  email: 'elodie@exemple.fr',
  phone: '+33 6 12 34 56 78',
  website: 'boulangerie-martin.fr',
  message: 'Bonjour,\nnous ratons des appels le samedi 😅',
});

test.describe('lead form', () => {
  test('French (receptio.fr): fill, submit, spinner, toast, thank-you card, stored once, back home', async ({ page }) => {
    const { errors } = await openForm(page, FR_HOST);
    expect(await page.locator('h1').innerText()).toBe('Contactez-nous');
    expect(await page.getByText('+33 6 12 34 56 78 ou +1 514 555 0123').count()).toBe(1);
    // required markers and native constraints
    for (const name of ['companyName', 'contactName', 'email', 'phone']) {
      expect(await page.locator(`[name="${name}"]`).getAttribute('required')).not.toBeNull();
    }
    expect(await page.locator('[name="phone"]').getAttribute('type')).toBe('tel');
    expect(await page.locator('[name="website"]').getAttribute('type')).toBe('url');
    expect(await page.locator('[name="message"]').getAttribute('rows')).toBe('4');
    expect(await page.locator('label .text-destructive').count()).toBe(4);

    const company = `Boulangerie E2E ${Date.now()}`;
    await fill(page, { ...lead(company), website: 'https://boulangerie-martin.fr' });
    await page.waitForTimeout(MIN_FILL_MS);
    // Hold the answer a moment to see the submitting state.
    await page.route('**/api/leads', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.locator('button[type="submit"]').click();
    const button = page.locator('button[type="submit"]');
    await poll(() => button.innerText()).toBe('Envoi en cours...');
    expect(await button.isDisabled()).toBe(true);

    await page.getByTestId('lead-thank-you').waitFor();
    expect(await page.getByTestId('lead-thank-you').innerText()).toContain('Merci\u00a0!');
    await page.getByText('Demande envoyée\u00a0!').waitFor();
    await page.getByText('Nous vous contacterons très prochainement.').first().waitFor();
    expect(await page.getByRole('link', { name: 'Créer mon agent maintenant' }).getAttribute('href')).toBe('/onboarding');

    const csv = await exportedLeads();
    expect(countIn(csv, company)).toBe(1);
    expect(csv).toContain('nous ratons des appels le samedi 😅');

    await page.getByTestId('lead-thank-you').getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(`http://${FR_HOST}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(errors).toEqual([]);
  });

  test('English (receptio.com): submit → "Request sent!" and the English thank-you card', async ({ page }) => {
    await openForm(page, EN_HOST);
    expect(await page.locator('h1').innerText()).toBe('Contact Us');
    const company = `Bakery E2E ${Date.now()}`;
    await fill(page, { ...lead(company), phone: '+1 514 555 0123', message: '' });
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('lead-thank-you').waitFor();
    expect(await page.getByTestId('lead-thank-you').innerText()).toContain('Thank you!');
    await page.getByText('Request sent!').waitFor();
    await page.getByText('We will contact you very soon.').first().waitFor();
    expect(await a11yViolationsAfterToasts(page)).toEqual([]);
    const csv = await exportedLeads();
    expect(countIn(csv, company)).toBe(1);
    expect(csv).toContain('+15145550123');
    expect(csv).toContain('https://boulangerie-martin.fr/'); // the bare domain typed got its scheme
    await page.getByTestId('lead-thank-you').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`http://${EN_HOST}/`);
  });

  test('?lang=en shows the English form on the French host', async ({ page }) => {
    await openForm(page, FR_HOST, '/lead-form?lang=en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe('Contact Us');
  });

  test('a server failure (forced 500) shows the error toast and keeps every value', async ({ page }) => {
    await openForm(page, FR_HOST);
    const values = lead(`Kept ${Date.now()}`);
    await fill(page, values);
    await page.waitForTimeout(MIN_FILL_MS);
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
    );
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.locator('button[type="submit"]').click();
    await page.getByText('Une erreur est survenue. Veuillez réessayer.').waitFor();
    expect(await page.getByText('Erreur', { exact: true }).count()).toBeGreaterThan(0);
    // (the bare domain got its https:// when the button was clicked, before the browser's check)
    for (const [name, value] of Object.entries({ ...values, website: `https://${values.website}` })) {
      expect(await page.locator(`[data-testid="lead-form"] [name="${name}"]`).inputValue()).toBe(value);
    }
    expect(await page.locator('button[type="submit"]').isEnabled()).toBe(true);
    expect(consoleErrors.some((e) => e.includes('[lead-form] submission failed'))).toBe(true);
  });

  test('a retry after a lost answer reuses the idempotency key: one lead (network failure, then success)', async ({ page }) => {
    await openForm(page, EN_HOST);
    const company = `Retry E2E ${Date.now()}`;
    await fill(page, lead(company));
    await page.waitForTimeout(MIN_FILL_MS);
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (first) {
        first = false;
        // The server stores the lead but the answer never reaches the browser. (Sent from Node:
        // route.fetch would not see the browser's host mapping.)
        const req = route.request();
        const res = await fetch(`${baseUrl()}/api/leads`, { method: 'POST', headers: req.headers(), body: req.postData() });
        expect(res.status).toBe(201);
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.locator('button[type="submit"]').click();
    await page.getByText('An error occurred. Please try again.').waitFor();
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('lead-thank-you').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(countIn(await exportedLeads(), company)).toBe(1);
  });

  test('a double click sends one request', async ({ page }) => {
    await openForm(page, FR_HOST);
    const company = `Double E2E ${Date.now()}`;
    await fill(page, lead(company));
    await page.waitForTimeout(MIN_FILL_MS);
    const sent: PwRequest[] = [];
    page.on('request', (r) => r.url().endsWith('/api/leads') && sent.push(r));
    await page.locator('button[type="submit"]').dblclick();
    await page.getByTestId('lead-thank-you').waitFor();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
    expect(countIn(await exportedLeads(), company)).toBe(1);
  });

  test('shows field errors next to their fields (client check, and server answers mocked as 400 / 429)', async ({ page }) => {
    await openForm(page, FR_HOST);
    await fill(page, { ...lead('Field errors'), phone: '12' });
    await page.waitForTimeout(MIN_FILL_MS);
    await page.locator('button[type="submit"]').click();
    const phone = page.locator('[name="phone"]');
    await poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby'))!.split(' ');
    const errorText = await page.locator(`[id="${describedBy.find((id) => id.endsWith('-error'))}"]`).innerText();
    expect(errorText).toContain('Numéro de téléphone invalide');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);

    await fill(page, { phone: '+33 6 12 34 56 78' });
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: { email: { code: 'invalid_email', message: 'Adresse e-mail invalide.' } },
          },
        }),
      }),
    );
    await page.locator('button[type="submit"]').click();
    const email = page.locator('[name="email"]');
    await poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Adresse e-mail invalide.').count()).toBe(1);
    expect(await a11yViolationsAfterToasts(page)).toEqual([]);

    await page.unroute('**/api/leads');
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '30' },
        contentType: 'application/json',
        body: '{"error":{"code":"lead_rate_limited","message":"x"}}',
      }),
    );
    await page.locator('button[type="submit"]').click();
    await page.getByText('Vous avez envoyé plusieurs demandes en peu de temps. Réessayez un peu plus tard.').waitFor();
  });
});
