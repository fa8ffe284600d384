import type { Page } from '@playwright/test';
import { html, startFixtureServer, type FixtureServer } from '@/tests/helpers/fixture-server';
import { baseUrl, expect, FR_HOST, poll, seriousA11yViolations, test, urlOn, watchConsole } from './fixtures';

// "Mettre à jour depuis mon site" on /agent, in real Chromium against the production server: the
// business's website (a local fixture server, reached through the real SSRF-checked scraper
// under the test-only SCRAPER_ALLOW_HOSTS) changes after the agent was made; the owner clicks the
// action, sees what changed (a question callers asked that the new page answers leaves the
// unanswered list), and the very next test-chat turn answers from the new page.

const page = (main: string) => `<!doctype html><html lang="fr"><head><title>Boulangerie du Canal</title></head>
<body><header><nav><a href="/">Accueil</a></nav></header><main>${main}</main></body></html>`;

const HOME_V1 = page(`<h1>Boulangerie du Canal</h1><p>Pains au levain et viennoiseries, cuits chaque matin au feu de bois.</p>
<h2>Nos spécialités</h2><ul><li>Pain de seigle</li><li>Brioche au beurre</li></ul>`);
const HOME_V2 = page(`<h1>Boulangerie du Canal</h1><p>Pains au levain et viennoiseries, cuits chaque matin au feu de bois.</p>
<h2>Nos spécialités</h2><ul><li>Pain de seigle</li><li>Brioche au beurre</li></ul>
<h2>Venir nous voir</h2><p>Parking gratuit dans la cour, derrière la boutique.</p>`);

let site: FixtureServer;
let agent: { agentId: string; editToken: string };

test.beforeAll(async () => {
  site = await startFixtureServer({ routes: { '/': html(HOME_V1) } });
  // Created the way /onboarding does it: the server scrapes the site, then builds the agent.
  const scraped = await fetch(`${baseUrl()}/api/scrape-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: site.url('/') }),
  });
  expect(scraped.status).toBe(200);
  const { html: bundle, url } = (await scraped.json()) as { html: string; url: string };
  const res = await fetch(`${baseUrl()}/api/create-agent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'Boulangerie du Canal',
      businessType: 'Boulangerie',
      phone: '+33 1 40 00 00 00',
      scrapedContent: bundle,
      website: url,
      locale: 'fr',
    }),
  });
  expect(res.status).toBe(201);
  agent = (await res.json()) as { agentId: string; editToken: string };
});

test.afterAll(async () => {
  await site?.close();
});

async function ask(p: Page, message: string): Promise<string> {
  const before = await p.getByTestId('chat-agent').count();
  await p.getByTestId('chat-input').fill(message);
  await p.getByRole('button', { name: 'Envoyer' }).click();
  await p.getByTestId('chat-agent').nth(before).waitFor({ timeout: 15_000 });
  return p.getByTestId('chat-agent').nth(before).innerText();
}

test('the owner updates the agent from the changed website and the next chat turn uses the new page', async ({ page: p }) => {
  test.setTimeout(90_000);
  const consoleErrors = watchConsole(p);
  const url = urlOn(FR_HOST, `/agent?id=${agent.agentId}`);
  await p.goto(url);
  // Without the edit token (a visitor with the link) there is no action, but the date is shown.
  expect(await p.getByTestId('site-refresh').count()).toBe(0);
  expect(await p.getByTestId('agent-site-refreshed').innerText()).toMatch(/^Dernière mise à jour depuis le site\s:\s\d{1,2} \p{L}+ \d{4}/u);

  await p.evaluate(([id, token]) => localStorage.setItem(`agent-edit-token:${id}`, token), [agent.agentId, agent.editToken]);
  await p.goto(url);
  const card = p.getByTestId('site-refresh');
  await card.waitFor();

  // The site says nothing about parking yet: the question joins the owner's unanswered list.
  expect(await ask(p, 'Y a-t-il un parking ?')).not.toMatch(/cour/);
  const gaps = p.getByTestId('knowledge-gaps');
  await expect(gaps.getByTestId('knowledge-gap').filter({ hasText: 'Y a-t-il un parking ?' })).toHaveCount(1);

  // The business adds a paragraph to its home page; the site is slow to answer.
  site.route('/', { ...html(HOME_V2), delayMs: 1200 });
  const homeReadsBefore = site.requests.filter((r) => r === '/').length;
  const button = card.getByRole('button', { name: 'Mettre à jour depuis mon site' });
  await button.dblclick();
  // Pending: disabled, says so, and the double click started one read only.
  const pending = card.getByRole('button', { name: 'Lecture du site en cours…' });
  await expect(pending).toBeDisabled();
  await p.locator('[data-sonner-toast]').filter({ hasText: 'Agent mis à jour depuis votre site' }).waitFor({ timeout: 20_000 });
  expect(site.requests.filter((r) => r === '/').length - homeReadsBefore).toBe(1);
  await expect(button).toBeEnabled();

  const summary = card.getByTestId('site-refresh-summary');
  expect(await summary.getByRole('heading', { name: 'Ce qui a changé' }).count()).toBe(1);
  expect(await summary.innerText()).toMatch(/passages de votre site \(\d+ nouveaux?, (aucun retiré|\d+ retirés?)\)/);
  // The new paragraph answers the parking question: it leaves the unanswered list by itself.
  expect(await summary.innerText()).toContain('1 question posée par vos appelants trouve désormais sa réponse sur votre site');
  await expect(gaps.getByTestId('knowledge-gap').filter({ hasText: 'Y a-t-il un parking ?' })).toHaveCount(0);

  // The very next turn answers from the new page.
  expect(await ask(p, 'Et pour se garer, il y a un parking ?')).toMatch(/cour, derrière la boutique/);

  const stored = (await (await fetch(`${baseUrl()}/api/agents/${agent.agentId}`)).json()) as { siteRefreshedAt: string | null };
  expect(stored.siteRefreshedAt).not.toBeNull();
  await poll(() => p.getByTestId('agent-site-refreshed').innerText()).toMatch(/Dernière mise à jour depuis le site/);

  expect(await seriousA11yViolations(p)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
