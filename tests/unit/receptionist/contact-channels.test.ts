import { describe, expect, it } from 'vitest';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { asksHowToReach } from '@/lib/receptionist/engine/asking';
import { lineKind, localWords, namedChannel, nearestPhone, purposes, socialProfile } from '@/lib/receptionist/engine/contact-channels';
import { newSessionState, type AgentContext } from '@/lib/receptionist/types';
import { wordOverlapSearch } from './word-overlap-search';

// A caller naming the way they want to reach the business: a mobile, a landline, WhatsApp, texts,
// a fax, a social network, the e-mail for one purpose, one branch's number. Invented businesses;
// a channel the site does not list is declined with the one it has, never assumed.

describe('the channel a caller names', () => {
  it.each([
    ['Have you got a mobile number I can text?', 'mobile'],
    ['Is there a landline for the office rather than a mobile?', 'landline'],
    ['Je peux vous joindre sur un portable ?', 'mobile'],
    ['Can I send you a photo over WhatsApp?', 'whatsapp'],
    ['Vous avez un numéro de fax ?', 'fax'],
    ['Are you on Insta at all?', 'instagram'],
    ['Vous avez une page Facebook ?', 'facebook'],
    ['Can I just text you when I get there?', 'sms'],
    ['Je peux vous envoyer un texto ?', 'sms'],
    ['Is there a number for text messages?', 'sms'],
    ['Can I text you on WhatsApp rather than call?', 'whatsapp'],
    ['Je vous envoie un texto sur Messenger ?', 'facebook'],
  ])('%s → %s', (q, c) => {
    expect(namedChannel(q)).toBe(c);
  });

  it.each([
    'Do you repair mobile phones?',
    'Vous réparez les ordinateurs portables ?',
    'I saw on Facebook you had a sale, is it still on?',
    'What time do you open on Saturday?',
    'Do you take cheques?',
    'Vous acceptez les chèques ?',
  ])('names none in "%s"', (q) => {
    expect(namedChannel(q)).toBeNull();
  });
});

describe('what the site has', () => {
  it('tells mobiles from landlines by the numbering plan', () => {
    expect(lineKind('+33612345678')).toBe('mobile');
    expect(lineKind('+33145678901')).toBe('landline');
    expect(lineKind('+447911123456')).toBe('mobile');
    expect(lineKind('+441614960000')).toBe('landline');
  });

  it('finds the profile on the network asked, with a handle only when the link names one', () => {
    const links = ['https://www.instagram.com/le_petit_four', 'https://www.facebook.com/profile.php'];
    expect(socialProfile(links, 'instagram')).toEqual({ url: links[0], handle: 'le_petit_four' });
    expect(socialProfile(links, 'facebook')?.handle).toBeNull();
    expect(socialProfile(links, 'tiktok')).toBeNull();
  });

  it('reads a purpose in an e-mail name and in the caller’s words', () => {
    expect([...purposes(localWords('bookings@inn.example'))]).toEqual([...purposes('I want to reserve a room')]);
    expect(purposes(localWords('recrutement@atelier.example')).size).toBeGreaterThan(0);
    const cv = purposes('je voudrais envoyer ma candidature');
    expect([...purposes(localWords('recrutement@atelier.example'))].some((p) => cv.has(p))).toBe(true);
    expect([...purposes(localWords('accounts@inn.example'))].some((p) => purposes('a question about my invoice').has(p))).toBe(true);
  });

  it('picks the number written by the branch asked among several', () => {
    const text = 'Our shops — Harbourside · 01632 960101 — Old Town · 01632 960202 — Station Road · 01632 960303';
    expect(nearestPhone(text, ['old', 'town'], 'GB')).toBe('+441632960202');
    expect(nearestPhone(text, ['station'], 'GB')).toBe('+441632960303');
    expect(nearestPhone(text, ['airport'], 'GB')).toBeNull();
    expect(nearestPhone('Bakery 01632 960101 · Van 07911 123456 (the van’s own line)', ['van'], 'GB')).toBe('+447911123456');
    expect(nearestPhone(text, ['harbourside', 'town'], 'GB')).toBeNull();
  });
});

const NOW = new Date('2026-03-03T09:00:00Z');

async function ask(lang: 'fr' | 'en', message: string, info: Partial<AgentContext['info']>, site: string[] = []) {
  const agent: AgentContext = {
    id: '00000000-0000-4000-8000-000000000002',
    name: lang === 'fr' ? 'Atelier Lune' : 'Brookside Bakery',
    transferPhone: info.phones?.[0]?.e164 ?? '',
    businessType: lang === 'fr' ? 'Boutique' : 'Shop',
    timezone: lang === 'fr' ? 'Europe/Paris' : 'Europe/London',
    info: emptyExtractedInfo({ businessName: 'x', ...info }),
    settings: { language: lang, tone: '', maxCallDuration: 5 },
    prompt: '',
    country: lang === 'fr' ? 'FR' : 'GB',
  };
  const search = wordOverlapSearch(site);
  const gaps: string[] = [];
  const out = await runLocalTurn({ agent, state: newSessionState(lang), message, now: NOW, sessionId: 't', search, rehearsal: { gaps } });
  return { reply: out.reply, gaps };
}

const ph = (e164: string, display: string) => ({ e164, display });

describe('answers by channel (engine)', () => {
  const en = { phones: [ph('+441614960000', '0161 496 0000'), ph('+447911123456', '07911 123456')], email: 'hello@brookside.example' };

  it('gives the mobile when a mobile is asked, the landline when the landline is', async () => {
    expect((await ask('en', 'Is there a mobile number I can reach you on?', en)).reply).toContain('07911 123456');
    expect((await ask('en', 'Have you got a landline rather than a mobile?', en)).reply).toContain('0161 496 0000');
  });

  it('says it has no WhatsApp when the site lists none, gives the number it has and logs the question', async () => {
    const r = await ask('en', 'Can I message you on WhatsApp?', { phones: [en.phones[0]] });
    expect(r.reply).toMatch(/no WhatsApp number listed/);
    expect(r.reply).toContain('0161 496 0000');
    expect(r.gaps.length).toBe(1);
  });

  it('says yes to WhatsApp when a line of the site names it, with the mobile', async () => {
    const r = await ask('en', 'Can I WhatsApp you a photo of the cake I want?', en, ['Message us on WhatsApp any time']);
    expect(r.reply).toMatch(/^Yes/);
    expect(r.reply).toContain('07911 123456');
  });

  it('declines a fax it does not have in French, with the phone', async () => {
    const r = await ask('fr', 'Vous avez un numéro de fax pour envoyer l’ordonnance ?', { phones: [ph('+33145678901', '01 45 67 89 01')] });
    expect(r.reply).toMatch(/Je n’ai pas d’information sur un numéro de fax/);
    expect(r.reply).toContain('01 45 67 89 01');
  });

  it('answers a social network from the profile links, and declines one it lacks', async () => {
    const info = { phones: [ph('+33145678901', '01 45 67 89 01')], socialLinks: ['https://www.instagram.com/atelier.lune'] };
    expect((await ask('fr', 'Vous êtes sur Instagram ?', info)).reply).toContain('atelier.lune');
    expect((await ask('fr', 'Et sur Facebook, vous avez une page ?', info)).reply).toMatch(/Je n’ai pas d’information/);
  });

  it('gives the e-mail whose name says the purpose asked, among several on one line', async () => {
    const site = ['Email: events@brookside.example · orders@brookside.example'];
    const r = await ask('en', 'Which email do I use to order a birthday cake?', { ...en, email: 'events@brookside.example' }, site);
    expect(r.reply).toContain('orders@brookside.example');
  });

  it('gives the number of the branch named, not the main one', async () => {
    const site = ['Nos boutiques : Vieux-Port 04 91 00 00 01 · Castellane 04 91 00 00 02'];
    const info = { phones: [ph('+33491000001', '04 91 00 00 01'), ph('+33491000002', '04 91 00 00 02')] };
    const r = await ask('fr', 'Je voudrais le numéro de la boutique de Castellane, s’il vous plaît.', info, site);
    expect(r.reply).toContain('04 91 00 00 02');
  });

  it('hears "I need to reach X, have you got their number?" as a number asked', () => {
    expect(asksHowToReach('Je dois joindre le cabinet de Brive, vous avez leur numéro ?')).toBe('phone');
    expect(asksHowToReach('I need to contact the Leeds branch, what’s their number?')).toBe('phone');
    expect(asksHowToReach('Vous pouvez me joindre au 06 12 34 56 78.')).toBeNull();
  });

  it('finds a branch whose name the site writes with typographic hyphens', async () => {
    const site = ['Bureau de Saint\u2011Pierre\u2011du\u2011Mont — Tél. : 05 58 00 00 01 · Bureau de Mimbaste — Tél. : 05 58 00 00 02'];
    const info = { phones: [ph('+33558000002', '05 58 00 00 02'), ph('+33558000001', '05 58 00 00 01')] };
    const r = await ask('fr', 'Je dois joindre le bureau de Saint-Pierre-du-Mont, vous avez leur numéro ?', info, site);
    expect(r.reply).toContain('05 58 00 00 01');
  });

  it('says yes to a network a line of the site names when no profile link was read', async () => {
    const info = { phones: [ph('+441614960000', '0161 496 0000')] };
    const r = await ask('en', 'Are you on Facebook?', info, ['Follow us on Facebook for the weekly specials']);
    expect(r.reply).toMatch(/^Yes/);
    expect((await ask('en', 'Are you on TikTok?', info, ['Follow us on Facebook for the weekly specials'])).reply).toMatch(
      /no TikTok account listed/,
    );
  });

  it('answers when to call with the opening hours, and leaves "call me back when you can" alone', async () => {
    const hours = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      opens: '09:00',
      closes: '17:00',
    }));
    const info = { phones: [ph('+441614960000', '0161 496 0000')], hours };
    expect((await ask('en', 'What’s the best time to give you a ring?', info)).reply).toMatch(/9 AM to 5 PM/);
    expect((await ask('fr', 'Quel est le meilleur moment pour vous appeler ?', info)).reply).toMatch(/9 h à 17 h/);
    expect((await ask('en', 'Could you call me back when you can?', info)).reply).not.toMatch(/9 AM to 5 PM/);
  });

  it('never answers with our number when the caller gives their own line', async () => {
    const info = { phones: [ph('+441614960000', '0161 496 0000'), ph('+447911123456', '07911 123456')] };
    expect((await ask('en', 'You can text me on my mobile if that’s easier', info)).reply).not.toContain('07911 123456');
    expect((await ask('fr', 'Mon portable, c’est le 06 12 34 56 78', info)).reply).not.toContain('07911 123456');
  });
});
