import type { Page } from '@playwright/test';
import { baseUrl, expect, FR_HOST, seriousA11yViolations, test, urlOn, watchConsole } from './fixtures';

// The owner's loop on /agent, in real Chromium against the production server and its real
// database: an English agent's page is English even on the French host; its suggested questions
// come from its own site; a question the agent could not answer in the test chat shows up as a
// knowledge gap, the owner answers it on the page, and the very next chat turn uses the answer.

const SHOP = `<article data-source-url="http://shop.test/" data-title="Riverside Bikes" lang="en">
<h1>Riverside Bikes</h1>
<p>Bike repairs and servicing in Kingston since 1998.</p>
<h2>Visiting us</h2>
<p>Free parking behind the shop, entrance on Mill Lane.</p>
<h2>Workshop prices</h2>
<ul><li>Puncture repair · £12</li><li>Full service · £65</li></ul>
</article>`;

let agent: { agentId: string; editToken: string };

test.beforeAll(async () => {
  const res = await fetch(`${baseUrl()}/api/create-agent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'Riverside Bikes',
      businessType: 'Bike shop',
      phone: '+44 20 7946 0321',
      scrapedContent: SHOP,
      locale: 'en',
    }),
  });
  expect(res.status).toBe(201);
  agent = (await res.json()) as { agentId: string; editToken: string };
});

async function ask(page: Page, message: string): Promise<string> {
  const before = await page.getByTestId('chat-agent').count();
  await page.getByTestId('chat-input').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByTestId('chat-agent').nth(before).waitFor({ timeout: 15_000 });
  return page.getByTestId('chat-agent').nth(before).innerText();
}

test.describe('/agent for an English agent', () => {
  test('is English on the French host, suggests questions from its own site, and learns from an answered gap', async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const url = urlOn(FR_HOST, `/agent?id=${agent.agentId}`);
    await page.goto(url);
    // The browser that created the agent holds its edit token (as /onboarding leaves it).
    await page.evaluate(([id, token]) => localStorage.setItem(`agent-edit-token:${id}`, token), [agent.agentId, agent.editToken]);
    await page.goto(url);

    expect(await page.locator('main').getAttribute('lang')).toBe('en');
    await page.getByText('Your AI receptionist is ready. Test it below.').waitFor();
    expect(await page.getByText('Ready', { exact: true }).count()).toBeGreaterThan(0);
    const main = await page.locator('main').innerText();
    expect(main).not.toMatch(/Prêt|Votre agent|Questions de test/);
    // The site talks about parking (so a parking question is suggested), not about dogs.
    expect(main).toContain('Is there somewhere to park?');
    expect(main).not.toMatch(/dog/i);

    const gaps = page.getByTestId('knowledge-gaps');
    await gaps.getByText('No unanswered questions yet.', { exact: false }).waitFor();

    await ask(page, 'Can I bring my dog into the shop?');
    const field = page.getByLabel('Your answer to “Can I bring my dog into the shop?”');
    await field.waitFor({ timeout: 10_000 });
    expect(await gaps.getByText('Asked once').count()).toBe(1);

    await field.fill('Yes, dogs on a lead are welcome in the shop.');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Answer saved' }).waitFor();
    await gaps.getByText('No unanswered questions yet.', { exact: false }).waitFor();

    const reply = await ask(page, 'Hello again, can I bring my dog?');
    expect(reply).toMatch(/dogs on a lead are welcome/i);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
