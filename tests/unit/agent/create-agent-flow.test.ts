import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreationError, runCreation, STAGE_PROGRESS } from '@/app/[locale]/onboarding/create-agent-flow';

// The onboarding page's two requests (scrape, then create) with the stages reported as each one
// starts. fetch is replaced by a recorder: this checks the client's side of the contract only.

const input = {
  businessName: 'Salon Élise',
  businessType: 'Salon de coiffure',
  phone: '+33 4 78 00 00 00',
  website: 'https://salon-elise.fr/',
  locale: 'fr' as const,
};

function fakeFetch(responses: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; body: any; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    const r = responses[url];
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('runCreation', () => {
  it('scrapes, then creates with the scraped html, reporting 33 → 66 → 100', async () => {
    const calls = fakeFetch({
      '/api/scrape-website': { status: 200, body: { html: '<h1>Salon</h1>', url: 'https://salon-elise.fr/', title: 'Salon', pages: [] } },
      '/api/create-agent': { status: 201, body: { agentId: 'a1', editToken: 'tok', extractedInfo: {}, prompt: 'p' } },
    });
    const stages: string[] = [];
    const result = await runCreation(input, (s) => stages.push(s));
    expect(stages).toEqual(['scraping', 'generating', 'finalizing']);
    expect(stages.map((s) => STAGE_PROGRESS[s as keyof typeof STAGE_PROGRESS])).toEqual([33, 66, 100]);
    expect(result).toEqual({ agentId: 'a1', editToken: 'tok' });
    expect(calls[0]).toMatchObject({ url: '/api/scrape-website', body: { url: 'https://salon-elise.fr/' }, headers: { 'x-locale': 'fr' } });
    expect(calls[1].body).toEqual({
      businessName: 'Salon Élise',
      businessType: 'Salon de coiffure',
      phone: '+33 4 78 00 00 00',
      scrapedContent: '<h1>Salon</h1>',
      website: 'https://salon-elise.fr/',
      locale: 'fr',
    });
  });

  it('stops at the failing request and carries the server’s localized message', async () => {
    fakeFetch({
      '/api/scrape-website': { status: 422, body: { error: { code: 'blocked_address', message: 'Adresse non publique.' } } },
    });
    const stages: string[] = [];
    const err = await runCreation(input, (s) => stages.push(s)).catch((e) => e);
    expect(err).toBeInstanceOf(CreationError);
    expect(err).toMatchObject({ serverMessage: 'Adresse non publique.', code: 'blocked_address' });
    expect(stages).toEqual(['scraping']);
  });

  it('reports a network failure without a server message (the page shows the fallback)', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await runCreation(input, () => {}).catch((e) => e);
    expect(err).toMatchObject({ serverMessage: null, code: 'network' });
  });
});
