import { describe, expect, it } from 'vitest';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { newSessionState, type AgentContext } from '@/lib/receptionist/types';
import { wordOverlapSearch } from './word-overlap-search';

// A service's price as the site writes it ("£30.00 / hour") is said the way a receptionist says
// it, in the engine's own reply (no database, no network: the site lines are searched by shared words).

const NOW = new Date('2026-03-03T09:00:00Z');

async function ask(lang: 'fr' | 'en', services: { name: string; price?: string }[], message: string) {
  const agent: AgentContext = {
    id: '00000000-0000-4000-8000-000000000002',
    name: lang === 'fr' ? 'Atelier Vélo Martin' : 'Kestrel Driving School',
    transferPhone: lang === 'fr' ? '+33472000000' : '+441632960000',
    businessType: lang === 'fr' ? 'Atelier vélo' : 'Driving school',
    timezone: lang === 'fr' ? 'Europe/Paris' : 'Europe/London',
    info: emptyExtractedInfo({ services }),
    settings: { language: lang, tone: '', maxCallDuration: 5 },
    prompt: '',
    country: lang === 'fr' ? 'FR' : 'GB',
  };
  const out = await runLocalTurn({
    agent,
    state: newSessionState(lang),
    message,
    now: NOW,
    sessionId: 't',
    search: wordOverlapSearch([]),
    rehearsal: { gaps: [] },
  });
  return out.reply;
}

describe('service prices in replies', () => {
  it('says a price without its zero cents and a unit with its word', async () => {
    const en = await ask('en', [{ name: 'Refresher lessons', price: '£40.00 / hour' }], 'How much are your refresher lessons?');
    expect(en).toContain('£40 per hour');
    const fr = await ask('fr', [{ name: 'Révision complète', price: '59,00 €' }], 'Combien coûte une révision complète ?');
    expect(fr).toContain('59 €');
    expect(fr).not.toContain('59,00');
  });

  it('says the prices of a short list the same way', async () => {
    const en = await ask(
      'en',
      [
        { name: 'Refresher lessons', price: '£40.00 / hour' },
        { name: 'Test day car hire', price: '£90.00' },
      ],
      'What are your prices?',
    );
    expect(en).toContain('£40 per hour');
    expect(en).toContain('£90');
    expect(en).not.toContain('.00');
  });
});
