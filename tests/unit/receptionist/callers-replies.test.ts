import { describe, expect, it } from 'vitest';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { countryFor } from '@/lib/receptionist/phone';
import { newSessionState, type AgentContext } from '@/lib/receptionist/types';
import { suiteAgent, type Trade } from './callers-agents';
import { wordOverlapSearch } from './word-overlap-search';

// Replies to contact and calling-time questions from the engine itself (answers only: no flow,
// no database). Each agent is the suite's invented one; its site lines are searched by shared words.

const NOW = new Date('2026-03-03T09:00:00Z'); // Tuesday, 10:00 in Paris, 09:00 in London

async function ask(lang: 'fr' | 'en', trade: Trade, message: string, extraLines: string[] = []) {
  const a = suiteAgent(lang, trade);
  const agent: AgentContext = {
    id: '00000000-0000-4000-8000-000000000001',
    name: a.name,
    transferPhone: a.phone,
    businessType: a.type,
    timezone: lang === 'fr' ? 'Europe/Paris' : 'Europe/London',
    info: a.info,
    settings: { language: lang, tone: '', maxCallDuration: 5 },
    prompt: '',
    country: countryFor({ addressCountry: a.info.address?.country, phoneE164: a.phone }),
  };
  const lines = [...a.site, ...extraLines];
  const search = wordOverlapSearch(lines);
  const out = await runLocalTurn({
    agent,
    state: newSessionState(lang),
    message,
    now: NOW,
    sessionId: 't',
    search,
    rehearsal: { gaps: [] },
  });
  return { reply: out.reply, flow: out.state.flow?.kind ?? null, actions: out.actions.map((x) => x.type) };
}

describe('contact questions are answered with a channel', () => {
  it('gives the number and the e-mail to an open "how do I reach you"', async () => {
    const r = await ask('en', 'garage', 'hiya, what’s the easiest way to get hold of you lot?');
    expect(r.reply).toContain('0121 496 0011');
    expect(r.reply).toContain('workshop@northsidemotors.co.uk');
    expect(r.flow).toBeNull();
  });

  it('gives the e-mail when the caller wants to send something', async () => {
    const r = await ask('fr', 'plumber', 'je vous envoie les photos de la fuite où ?');
    expect(r.reply).toContain('devis@plomberie-bernard.fr');
  });

  it('names who handles a subject when the site says so, with the number to call', async () => {
    const r = await ask('en', 'dental', 'who would I talk to about billing?');
    expect(r.reply).toContain('Maria');
    expect(r.actions).toEqual([]);
  });

  it('never repeats the main number as "another number"', async () => {
    const r = await ask('en', 'plumber', 'the line was busy all morning, have you got another number?');
    expect(r.reply).not.toContain('0113 246 0099');
    const listed = await ask('en', 'plumber', 'the line was busy all morning, have you got another number?', [
      'Emergency line: 07700 900123',
    ]);
    expect(listed.reply).toContain('07700 900123');
  });

  it('does not take the words of the question for a place the site names', async () => {
    const r = await ask('fr', 'resto', 'c’est quoi le meilleur moyen de vous joindre ?', ['Le meilleur de la mer : 04 91 00 00 01']);
    expect(r.reply).toContain('04 91 22 33 44');
  });
});

describe('calling or coming after a time', () => {
  it('says whether the business is still open past the time asked, today by default', async () => {
    expect((await ask('en', 'lawyer', 'is it ok to ring after seven')).reply).toMatch(/No, today, we close at 6 PM/);
    expect((await ask('en', 'lawyer', 'is it ok to ring after five')).reply).toMatch(/Yes, today, we’re open until 6 PM/);
    expect((await ask('fr', 'salon', 'je peux passer après 17 h samedi ?')).reply).toMatch(/Non, le samedi 7 mars, nous fermons à 12 h/);
  });
});

describe('closing and ordering said in passing', () => {
  it('ends the call on a sentence that ends on a farewell, even with "now" in it', async () => {
    const r = await ask('en', 'salon', 'no that’s all from me, thanks, bye now');
    expect(r.actions).toEqual(['end_call']);
  });

  it('takes "je peux commander… ?" at a shop as an order, not a question about ordering', async () => {
    expect((await ask('fr', 'florist', 'je peux commander un bouquet de tulipes pour vendredi ?')).flow).toBe('message');
    expect((await ask('fr', 'florist', 'je peux commander en ligne ?')).flow).not.toBe('message');
  });
});

describe('spoken turns: fillers, a yes-word opening a question, farewells and being put through', () => {
  it('hears the service asked past a spoken filler', async () => {
    expect((await ask('fr', 'garage', 'en fait, vous faites les pneus, du coup ?')).reply).toMatch(/Pneus/);
  });

  it('does not take a question opened by "right" or "si" as a bare yes', async () => {
    expect((await ask('en', 'plumber', 'right, and how would I get a quote for a new radiator')).reply).not.toMatch(/^All right\./);
    expect((await ask('fr', 'hotel', 'je me demandais si on pouvait laisser les valises le matin')).reply).not.toMatch(/^Très bien\./);
  });

  it('ends the call on "bonne fin de journée" and puts a caller through however it is asked', async () => {
    expect((await ask('fr', 'florist', 'parfait, merci, bonne fin de journée')).actions).toEqual(['end_call']);
    expect((await ask('en', 'hotel', 'can I be put through to housekeeping please')).actions).toEqual(['transfer']);
    expect((await ask('fr', 'dental', 'vous pourriez me passer la secrétaire ?')).actions).toEqual(['transfer']);
  });
});
