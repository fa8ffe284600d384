import { EN_HOST, expect, FR_HOST, poll, seriousA11yViolations, test, urlOn } from './fixtures';

// The public site as a visitor meets it, in real Chromium against the production server.

const TITLES = {
  fr: 'Réceptionniste IA - Ne manquez plus jamais un appel',
  en: 'AI Receptionist - Never Miss a Call Again',
};

// path → locale forced by the page (SPEC: /ad-fr French, /ad-en English, /agent French only)
const PAGES: { path: string; fixed?: 'fr' | 'en'; title?: { fr: string; en: string } }[] = [
  { path: '/', title: TITLES },
  { path: '/ad-fr', fixed: 'fr' },
  { path: '/ad-en', fixed: 'en' },
  { path: '/lead-form' },
  { path: '/onboarding' },
  { path: '/agent', fixed: 'fr' },
  { path: '/savings' },
  { path: '/privacy-policy', title: { fr: 'Politique de Confidentialité | Receptio', en: 'Privacy Policy | Receptio' } },
  { path: '/terms' },
];

test.describe('every page in both site identities', () => {
  for (const [host, locale] of [
    [FR_HOST, 'fr'],
    [EN_HOST, 'en'],
  ] as const) {
    for (const page of PAGES) {
      const expected = page.fixed ?? locale;
      test(`${host}${page.path} renders in ${expected}, with no serious a11y violation`, async ({ page: p }) => {
        const res = await p.goto(urlOn(host, page.path), { waitUntil: 'load' });
        expect(res?.status()).toBe(200);
        expect(await p.getAttribute('html', 'lang')).toBe(expected);
        const title = await p.title();
        if (page.title) expect(title).toBe(page.title[expected]);
        else expect(title.length).toBeGreaterThan(5);
        expect(await p.locator('h1').count()).toBeGreaterThan(0);
        expect(await seriousA11yViolations(p)).toEqual([]);
      });
    }
  }
});

test.describe('landing page', () => {
  test('has the SPEC meta texts per language (description, og, twitter, hreflang)', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    expect(await p.getAttribute('meta[property="og:title"]', 'content')).toBe(TITLES.en);
    expect(await p.getAttribute('meta[name="twitter:title"]', 'content')).toBe(TITLES.en);
    expect(await p.getAttribute('meta[name="description"]', 'content')).toMatch(/AI receptionist/);
    expect(await p.locator('link[rel="alternate"][hreflang="fr"]').count()).toBe(1);
    await p.goto(urlOn(FR_HOST, '/'));
    expect(await p.getAttribute('meta[property="og:title"]', 'content')).toBe(TITLES.fr);
  });

  test('Get Started carries the current language to the lead form', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    await p.getByRole('link', { name: 'Get Started' }).first().click();
    await p.waitForURL(/\/lead-form\?lang=en$/);
    expect(await p.getAttribute('html', 'lang')).toBe('en');
    await p.goto(urlOn(FR_HOST, '/'));
    expect(await p.getByRole('link', { name: 'Commencer' }).first().getAttribute('href')).toBe('/lead-form?lang=fr');
  });

  test('hero buttons: Try the Demo scrolls to #demo, Create My Free Agent goes to /lead-form', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    await p.getByRole('link', { name: 'Try the Demo', exact: true }).click();
    await poll(() => p.evaluate(() => document.getElementById('demo')!.getBoundingClientRect().top)).toBeLessThan(200);
    expect(p.url()).toMatch(/#demo$/);
    expect(await p.getByRole('link', { name: 'Create My Free Agent', exact: true }).getAttribute('href')).toBe('/lead-form');
  });

  test('nav anchors scroll to their sections and highlight the current one', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    const nav = p.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, id] of [
      ['FAQ', 'faq'],
      ['Calculator', 'calculator'],
      ['How it Works', 'how-it-works'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await poll(() => p.evaluate((i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top), id)).toBeLessThan(120);
      await poll(() => nav.getByRole('link', { name }).getAttribute('aria-current')).toBe('location');
    }
  });

  test('the calculator updates live and formats per locale (keyboard on the slider)', async ({ page: p }) => {
    await p.goto(urlOn(FR_HOST, '/'));
    const monthly = p.getByTestId('result-monthly').first();
    expect((await monthly.textContent())?.replace(/\s/g, ' ')).toBe('7 500 €');
    const slider = p.getByRole('slider', { name: 'Appels manqués par jour' });
    await slider.focus();
    await p.keyboard.press('ArrowRight'); // 21 calls
    expect((await monthly.textContent())?.replace(/\s/g, ' ')).toBe('7 875 €');
    expect(await slider.getAttribute('aria-valuenow')).toBe('21');
    await p.goto(urlOn(EN_HOST, '/'));
    expect(await p.getByTestId('result-yearly').first().textContent()).toBe('€90,000');
    await p.goto(urlOn(EN_HOST, '/ad-en'));
    expect(await p.getByTestId('result-monthly').first().textContent()).toBe('$7,500');
    await p.goto(urlOn(EN_HOST, '/ad-fr'));
    expect((await p.getByTestId('result-monthly').first().textContent())?.replace(/\s/g, ' ')).toBe('7 500 $');
  });

  test('the FAQ is a keyboard accordion with SPEC facts', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    const q = p.getByText('How much do the paid plans cost?');
    await q.focus();
    await p.keyboard.press('Enter');
    await poll(() => p.getByText('Paid plans start at €49/month').isVisible()).toBe(true);
    await poll(() => p.locator('#faq').textContent()).toMatch(/Arabic and Spanish are coming soon/);
  });
});

test.describe('language', () => {
  test('the toggle switches in place on a neutral host and persists across reload', async ({ page: p }) => {
    await p.goto(urlOn('localhost', '/'));
    expect(await p.getAttribute('html', 'lang')).toBe('fr');
    const marker = await p.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await p.getByRole('button', { name: 'EN – English' }).first().click();
    await poll(() => p.title()).toBe(TITLES.en);
    await poll(() => p.locator('h1').first().textContent()).toBe('Never miss another customer call');
    // No full reload: the page's JavaScript state survived.
    expect(await p.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
    expect(await p.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await p.reload();
    expect(await p.getAttribute('html', 'lang')).toBe('en');
    expect(await p.title()).toBe(TITLES.en);
    await p.getByRole('button', { name: 'FR – Français' }).first().click();
    await poll(() => p.title()).toBe(TITLES.fr);
    await p.reload();
    expect(await p.title()).toBe(TITLES.fr);
  });

  test('on a language host, the toggle goes to the other site identity', async ({ page: p }) => {
    await p.goto(urlOn(FR_HOST, '/privacy-policy'));
    await p.getByRole('button', { name: 'EN – English' }).first().click();
    await p.waitForURL(`http://${EN_HOST}/privacy-policy`);
    expect(await p.title()).toBe('Privacy Policy | Receptio');
  });

  test('the host wins over a saved choice', async ({ context: ctx }) => {
    await ctx.addCookies([{ name: 'language', value: 'en', domain: FR_HOST, path: '/' }]);
    const p = await ctx.newPage();
    await p.goto(urlOn(FR_HOST, '/'));
    expect(await p.title()).toBe(TITLES.fr);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu opens, traps focus, closes on Escape and on choice; no horizontal scroll', async ({ page: p }) => {
    await p.goto(urlOn(EN_HOST, '/'));
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await p.getByRole('button', { name: 'Open menu' }).click();
    const dialog = p.getByRole('dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    for (let i = 0; i < 12; i++) await p.keyboard.press('Tab');
    expect(await p.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await p.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await p.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('link', { name: 'FAQ' }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => p.evaluate(() => Math.abs(document.getElementById('faq')!.getBoundingClientRect().top))).toBeLessThan(120);
  });

  test.describe('360 px', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: false });
    for (const path of ['/', '/ad-fr', '/ad-en', '/lead-form', '/onboarding', '/savings', '/privacy-policy', '/agent']) {
      test(`${path} has no horizontal scroll at 360 px`, async ({ page: p }) => {
        await p.goto(urlOn(FR_HOST, path));
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    }
  });
});

test.describe('errors', () => {
  test('an unknown path answers 404 with "Oops! Page not found" and a way home', async ({ page: p }) => {
    for (const host of [FR_HOST, EN_HOST]) {
      const res = await p.goto(urlOn(host, '/definitely/not-here'));
      expect(res?.status()).toBe(404);
      const html = await res!.text();
      expect(html).toContain('Oops! Page not found'); // server-rendered, not only after hydration
      await p.getByRole('link', { name: 'Return to Home' }).click();
      await p.waitForURL(`http://${host}/`);
    }
  });

  test('internal locale URLs are not public pages', async ({ page: p }) => {
    const res = await p.goto(urlOn(FR_HOST, '/en/privacy-policy'));
    expect(res?.status()).toBe(404);
  });
});
