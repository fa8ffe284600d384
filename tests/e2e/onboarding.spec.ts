import { startFixtureServer, html, type FixtureServer } from '@/tests/helpers/fixture-server';
import type { Page } from '@playwright/test';
import { baseUrl, EN_HOST, expect, FR_HOST, newContext, poll, seriousA11yViolations, test, urlOn, watchConsole } from './fixtures';

// The agent builder as an owner meets it, in real Chromium against the production server:
// /onboarding in French and English → the creation overlay's real stages → /agent?id=… showing the
// facts read from a website served by this test process on 127.0.0.1 (the server runs with
// SCRAPER_ALLOW_HOSTS=127.0.0.1,localhost, a test-only allowlist). No mocks: real scraper, real
// extractor, real database.

const SALON_HOME = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Salon Élise – Coiffeur à Lyon</title></head>
<body><header><nav><a href="horaires.html">Horaires et contact</a> <a href="tarifs.html">Tarifs</a></nav></header>
<h1>Salon Élise</h1><p>Salon de coiffure mixte au cœur de Lyon, avec ou sans rendez-vous.</p></body></html>`;
const SALON_HOURS = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Horaires et contact – Salon Élise</title></head>
<body><h1>Horaires et contact</h1>
<p>Adresse : 12 rue Mercière, 69002 Lyon</p>
<p>Téléphone : <a href="tel:+33478000000">04 78 00 00 00</a></p>
<h2>Horaires d’ouverture</h2>
<p>Du mardi au samedi de 9h à 12h et de 14h à 19h. Fermé le dimanche et le lundi.</p></body></html>`;
const SALON_PRICES = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Tarifs – Salon Élise</title></head>
<body><h1>Nos tarifs</h1><ul><li>Coupe homme : 25 €</li><li>Coupe femme : 38 €</li><li>Couleur : 55 €</li></ul></body></html>`;

const LAW_HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Carter &amp; Bloom LLP</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'LegalService',
  name: 'Carter & Bloom LLP',
  telephone: '+1 312-555-0142',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '200 W Madison St',
    addressLocality: 'Chicago',
    addressRegion: 'IL',
    postalCode: '60606',
    addressCountry: 'US',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:30',
      closes: '17:30',
    },
  ],
})}</script></head>
<body><h1>Carter &amp; Bloom LLP</h1><p>Business and family law in downtown Chicago.</p>
<p>Call us: <a href="tel:+13125550142">(312) 555-0142</a></p></body></html>`;

let site: FixtureServer;

test.beforeAll(async () => {
  site = await startFixtureServer({
    routes: {
      '/salon/': html(SALON_HOME),
      '/salon/horaires.html': html(SALON_HOURS),
      '/salon/tarifs.html': html(SALON_PRICES),
      '/law/': html(LAW_HOME),
    },
  });
  // The first database query of a fresh server opens the embedded database and runs the
  // migrations: do it here, not inside a timed creation.
  await fetch(`${baseUrl()}/api/agents/00000000-0000-4000-8000-000000000000`).catch(() => {});
});

test.afterAll(async () => {
  await site?.close();
});

/** Records every stage the overlay shows (and its progress value) while creation runs. */
async function recordStages(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __stages: string[] };
    w.__stages = [];
    const read = () => {
      const overlay = document.querySelector('[data-testid="creation-overlay"]');
      const bar = overlay?.querySelector('[role="progressbar"]');
      if (!overlay || !bar) return;
      const entry = `${overlay.getAttribute('data-stage')}:${bar.getAttribute('aria-valuenow')}`;
      if (w.__stages.at(-1) !== entry) w.__stages.push(entry);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).filter({ hasText: title }).last();
  await toast.waitFor({ state: 'visible' });
  if (description) expect(await toast.innerText()).toContain(description);
}

async function expectedServerMessage(url: string, locale: 'fr' | 'en') {
  const res = await fetch(`${baseUrl()}/api/scrape-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ url }),
  });
  const body = await res.json();
  return body.error as { code: string; message: string };
}

test.describe('onboarding → agent, in French', () => {
  test('validates each step, shows the real stages, and opens /agent?id with the extracted facts', async ({ browser, page }) => {
    const errors = watchConsole(page);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && !/favicon|\/api\/scrape-website/.test(r.url())) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(urlOn(FR_HOST, '/onboarding'));
    await expect(page.getByTestId('step-indicator')).toHaveText('Étape 1 sur 2');

    // Step 1: SPEC §5 toast when something required is missing.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expectToast(page, 'Informations manquantes', 'Veuillez remplir tous les champs obligatoires');

    await page.getByLabel('Nom de l’entreprise').fill('Salon Élise');
    // The type tiles are a radio group: a click selects, arrow keys move the selection.
    await page.getByText('Restaurant', { exact: true }).click();
    await page.getByRole('radio', { name: 'Restaurant' }).press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Salon de coiffure' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Précisez votre type d’activité').count()).toBe(0);
    await page.getByLabel('Téléphone').fill('+33 4 78 00 00 00');
    expect(await page.getByText('Au format international avec l’indicatif du pays').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('step-indicator')).toHaveText('Étape 2 sur 2');

    // Back goes to step 1 with everything kept, then forward again.
    await page.getByRole('button', { name: 'Retour' }).click();
    expect(await page.getByLabel('Nom de l’entreprise').inputValue()).toBe('Salon Élise');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await page.getByRole('button', { name: 'Créer mon agent' }).click();
    await expectToast(page, 'Site web requis', 'Veuillez indiquer l’adresse de votre site web');

    await page.getByRole('textbox', { name: 'Site web' }).fill(site.url('/salon/'));
    const stages = await recordStages(page);
    await page.getByRole('button', { name: 'Créer mon agent' }).click();
    const overlay = page.getByRole('dialog', { name: 'Création de votre agent' });
    await overlay.waitFor({ state: 'visible' });
    expect(await overlay.getAttribute('aria-busy')).toBe('true');
    expect(await overlay.innerText()).toContain('Cette opération peut prendre jusqu’à 30 secondes');

    await expectToast(page, 'Agent créé\u00a0!');
    await page.waitForURL(/\/agent\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
    expect(await stages()).toEqual(['scraping:33', 'generating:66', 'finalizing:100']);

    await page.getByTestId('agent-name').waitFor();
    expect(await page.getByTestId('agent-name').innerText()).toBe('Salon Élise');
    expect(await page.getByTestId('agent-ready').innerText()).toBe('Prêt');
    const hours = await page.getByTestId('agent-hours').innerText();
    expect(hours).toMatch(/Mardi\s+09h00–12h00, 14h00–19h00/);
    expect(hours).toMatch(/Samedi\s+09h00–12h00, 14h00–19h00/);
    expect(hours).toMatch(/Dimanche\s+Fermé/);
    expect(await page.getByTestId('agent-transfer-phone').innerText()).toBe('+33 4 78 00 00 00');
    expect(await page.getByTestId('agent-phones').innerText()).toContain('04 78 00 00 00');
    expect(await page.getByTestId('agent-address').innerText()).toContain('69002 Lyon');
    expect(await page.getByTestId('agent-services').innerText()).toContain('Coupe homme');
    expect(await page.getByTestId('agent-tone').innerText()).toBe('Chaleureux et professionnel');
    expect(await page.getByTestId('agent-max-duration').innerText()).toBe('5 minutes');
    expect(await page.getByTestId('agent-questions').innerText()).toContain('Êtes-vous ouverts dimanche\u00a0?');
    expect(await page.getByTestId('agent-prompt').textContent()).toContain('Vous êtes le réceptionniste téléphonique virtuel');
    // The text test talks to this agent through the receptionist engine.
    const chat = page.getByTestId('chat-test-panel');
    await chat.getByRole('textbox').fill('Êtes-vous ouverts dimanche ?');
    const answered = page.waitForResponse((r) => /\/api\/agents\/[0-9a-f-]{36}\/chat$/.test(r.url()));
    await chat.getByRole('textbox').press('Enter');
    expect((await answered).status()).toBe(200);
    await poll(async () => (await page.getByTestId('chat-log').innerText()).split('\n').filter(Boolean).length).toBeGreaterThan(2);

    // Audit the page itself once the success toast (the shared toaster's) has gone.
    await poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The creating browser holds the edit token: it can correct the facts; the prompt is rebuilt.
    await page.getByTestId('agent-editor').getByRole('button', { name: 'Corriger les informations' }).click();
    await page.getByLabel('Ton', { exact: true }).fill('Décontracté');
    await page.getByLabel('Lundi').fill('10:00-18:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Informations mises à jour');
    await poll(() => page.getByTestId('agent-tone').innerText()).toBe('Décontracté');
    expect(await page.getByTestId('agent-hours').innerText()).toMatch(/Lundi\s+10h00–18h00/);
    expect(await page.getByTestId('agent-rebuilt-prompt').textContent()).toContain('Ton\u00a0: Décontracté');

    // Reload-safe: the page is loaded from the database by id.
    await page.reload();
    expect(await page.getByTestId('agent-tone').innerText()).toBe('Décontracté');

    // Another browser (no edit token) sees the agent but cannot edit it.
    const other = await (await newContext(browser)).newPage();
    await other.goto(page.url());
    expect(await other.getByTestId('agent-name').innerText()).toBe('Salon Élise');
    expect(await other.getByTestId('agent-editor').count()).toBe(0);
    await other.context().close();

    // Failed loads are checked by URL above; COOP is ignored by browsers on plain-http test hosts.
    expect(errors.filter((e) => !/Failed to load resource|Cross-Origin-Opener-Policy/.test(e))).toEqual([]);
    expect(failed).toEqual([]);
  });
});

test.describe('onboarding → agent, in English', () => {
  test('sends the custom type for "Other", builds an English agent and shows its facts on /agent', async ({ page }) => {
    await page.goto(urlOn(EN_HOST, '/onboarding'));
    await expect(page.getByTestId('step-indicator')).toHaveText('Step 1 of 2');
    await page.getByLabel('Business name').fill('Carter & Bloom LLP');
    await page.getByText('Other', { exact: true }).click();
    await page.getByLabel('Specify your business type').fill('Law firm');
    await page.getByLabel('Phone number').fill('+1 312 555 0142');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('step-indicator')).toHaveText('Step 2 of 2');
    await page.getByRole('button', { name: 'Create My Agent' }).click();
    await expectToast(page, 'Website required', 'Please provide your website URL');

    await page.getByRole('textbox', { name: 'Website' }).fill(site.url('/law/'));
    const stages = await recordStages(page);
    await page.getByRole('button', { name: 'Create My Agent' }).click();
    await page.getByRole('dialog', { name: 'Creating your agent' }).waitFor({ state: 'visible' });
    await expectToast(page, 'Agent created!');
    await page.waitForURL(/\/agent\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
    expect(await stages()).toEqual(['scraping:33', 'generating:66', 'finalizing:100']);

    // /agent speaks the agent's language: this agent is English, so is its page.
    await page.getByTestId('agent-name').waitFor();
    expect(await page.locator('main').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('agent-name').innerText()).toBe('Carter & Bloom LLP');
    const hours = await page.getByTestId('agent-hours').innerText();
    expect(hours).toMatch(/Monday\s+08:30–17:30/);
    expect(hours).toMatch(/Saturday\s+Closed/);
    expect(await page.getByTestId('agent-phones').innerText()).toMatch(/312.*555.*0142/);
    expect(await page.getByText('Law firm', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('agent-tone').innerText()).toBe('Warm and professional');
    const prompt = await page.getByTestId('agent-prompt').textContent();
    expect(prompt).toContain('You are the virtual phone receptionist of "Carter & Bloom LLP" (Law firm)');
    expect(prompt).toContain('America/Chicago');
  });
});

test.describe('onboarding error paths', () => {
  async function reachStep2(page: Page) {
    await page.goto(urlOn(FR_HOST, '/onboarding'));
    await page.getByLabel('Nom de l’entreprise').fill('Garage Dupont');
    await page.getByText('Garage auto', { exact: true }).click();
    await page.getByLabel('Téléphone').fill('+33 1 23 45 67 89');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByTestId('step-indicator').filter({ hasText: 'Étape 2 sur 2' }).waitFor();
  }

  for (const [label, url] of [
    ['an unreachable site', 'http://127.0.0.1:9/'],
    ['a blocked address', 'http://10.0.0.1/'],
  ] as const) {
    test(`${label}: toast "Erreur" with the server's message, overlay closed, form kept on step 2`, async ({ page }) => {
      const expected = await expectedServerMessage(url, 'fr');
      expect(expected.message).toBeTruthy();
      await reachStep2(page);
      await page.getByRole('textbox', { name: 'Site web' }).fill(url);
      await page.getByRole('button', { name: 'Créer mon agent' }).click();
      await expectToast(page, 'Erreur', expected.message);
      await page.getByTestId('creation-overlay').waitFor({ state: 'detached' });
      await expect(page.getByTestId('step-indicator')).toHaveText('Étape 2 sur 2');
      expect(await page.getByRole('textbox', { name: 'Site web' }).inputValue()).toBe(url);
      expect(page.url()).toMatch(/\/onboarding$/);
      if (label === 'a blocked address') {
        await poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      await page.getByRole('button', { name: 'Retour' }).click();
      expect(await page.getByLabel('Nom de l’entreprise').inputValue()).toBe('Garage Dupont');
      expect(await page.getByRole('radio', { name: 'Garage auto' }).isChecked()).toBe(true);
      // Back on step 1 leaves the page for the home page.
      await page.getByRole('button', { name: 'Retour' }).click();
      await page.waitForURL(urlOn(FR_HOST, '/'));
    });
  }

  test('blocked address in English shows the English message', async ({ page }) => {
    const expected = await expectedServerMessage('http://10.0.0.1/', 'en');
    expect(expected.code).toBe('blocked_address');
    await page.goto(urlOn(EN_HOST, '/onboarding'));
    await page.getByLabel('Business name').fill('Joe’s Diner');
    await page.getByText('Restaurant', { exact: true }).click();
    await page.getByLabel('Phone number').fill('+1 312 555 0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Website' }).fill('http://10.0.0.1/');
    await page.getByRole('button', { name: 'Create My Agent' }).click();
    await expectToast(page, 'Error', expected.message);
    await expect(page.getByTestId('step-indicator')).toHaveText('Step 2 of 2');
  });
});

test.describe('/agent without a stored agent', () => {
  test('shows SPEC’s sample agent when there is no id', async ({ page }) => {
    await page.goto(urlOn(EN_HOST, '/agent'));
    expect(await page.getByTestId('agent-name').innerText()).toBe('Restaurant Le Gourmet');
    expect(await page.getByTestId('agent-summary').innerText()).toBe('Informations non disponibles');
    expect(await page.getByText('Restaurant', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('agent-tone').innerText()).toBe('Chaleureux et professionnel');
    expect(await page.getByTestId('agent-max-duration').innerText()).toBe('5 minutes');
    expect(await page.getByTestId('agent-sample-notice').isVisible()).toBe(true);
  });

  test('answers a real 404 "Agent introuvable" with a link to /onboarding for an unknown id', async ({ page }) => {
    const res = await page.goto(urlOn(FR_HOST, '/agent?id=00000000-0000-4000-8000-000000000000'));
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('agent-not-found').innerText()).toBe('Agent introuvable');
    await page.getByRole('link', { name: 'Créer un agent' }).click();
    await page.waitForURL(/\/onboarding$/);
    const bad = await page.goto(urlOn(FR_HOST, '/agent?id=not-an-id'));
    expect(bad?.status()).toBe(404);
  });
});
