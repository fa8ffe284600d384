import type { KnowledgeHit } from '@/lib/knowledge/types';
import { looksLikeAddressLine } from '@/lib/text/postal';
import { contentTokens, normalize, tokens } from '../normalize';
import { displayPhone, findPhone } from '../phone';
import { isLexiconWord } from '../intents';
import { asksHowToReach, asksWhoHandles } from './asking';
import { gap, has, offerMore, push, type Turn } from './turn';
import { trimWords } from './understand';

// Contact questions the business-wide facts answer badly: the e-mail of one department
// ("the address for reservations"), the extension to ask for, whether a channel works ("can I
// WhatsApp you?"), and whether a town is in the area served ("do you cover Tunbridge Wells?").
// Each is read from the site's own lines (knowledge search), never assumed.

const EMAIL_ALL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const CONTACT_WORDS = new Set(
  (
    'email mail mails courriel adresse address electronique contact contacter ecrire write send envoyer what whats quel quelle est is the for pour who qui ' +
    // How callers ask to reach someone: not the subject they call about.
    'reach touch hold best quickest easiest speak talk should could would joindre adresser adresse moyen meilleur number numero phone telephone call ring appeler ' +
    'about sujet concernant question questions someone somebody quelqu personne directly directement'
  ).split(' '),
);

/** "The e-mail for reservations": the site's e-mail whose name or line says what the caller asks for. */
async function emailFor(t: Turn): Promise<boolean> {
  const wanted = contentTokens(t.text).filter((w) => w.length >= 4 && !CONTACT_WORDS.has(w));
  if (!wanted.length) return false;
  const hits = [...(await t.search(t.text, t.L)), ...(await t.search(t.L === 'fr' ? 'mail courriel contact' : 'email contact', t.L))];
  let best: { email: string; score: number } | null = null;
  for (const h of hits) {
    for (const email of h.text.match(EMAIL_ALL) ?? []) {
      const local = normalize(email.split('@')[0]).replace(/\s+/g, '');
      const around = `${h.headingPath.join(' ')} ${h.text.replace(EMAIL_ALL, ' ')}`;
      const score = wanted.filter((w) => local.includes(w.slice(0, 5)) || tokens(around).some((x) => x.startsWith(w.slice(0, 5)))).length;
      if (score > (best?.score ?? 0)) best = { email, score };
    }
  }
  if (!best || best.email.toLowerCase() === (t.agent.info.email ?? '').toLowerCase()) return false;
  push(t, 'emailFor', { email: best.email });
  return true;
}

const EXTENSION = /\b(?:ext|extension|poste|x)\.?\s*(\d{1,5})\b/i;

/** "What extension do I ask for?": the site's line that gives one. */
async function extension(t: Turn): Promise<boolean> {
  if (!/\b(extension|ext|poste)\b/.test(normalize(t.text))) return false;
  const hits = [...(await t.search(t.text, t.L)), ...(await t.search('ext extension poste', t.L))];
  const hit = hits.find((h) => EXTENSION.test(h.text));
  if (!hit) return false;
  const ext = EXTENSION.exec(hit.text)![1];
  const phone = findPhone(hit.text.replace(EXTENSION, ' '), t.agent.country)?.e164 ?? t.agent.info.phones[0]?.e164;
  if (!phone) return false;
  push(t, 'phoneExtension', { phone: displayPhone(phone, t.agent.country), ext });
  return true;
}

// Ways to reach a business besides a call, as callers name them (folded, spaces removed).
const CHANNELS: [RegExp, string][] = [
  [/\bwhats ?app\b/, 'WhatsApp'],
  [/\b(sms|texto|text message|text)\b/, 'SMS'],
  [/\bsignal\b/, 'Signal'],
  [/\btelegram\b/, 'Telegram'],
  [/\b(messenger|facebook)\b/, 'Messenger'],
  [/\binstagram\b/, 'Instagram'],
];
const CAN_I =
  /\b(can i|could i|may i|is it ok|is it possible|do you (do|use|have|take)|are you on|je peux|puis je|on peut|peut on|est ce qu on peut|c est possible|vous etes sur|vous avez)\b/;

/** "Can I message you on WhatsApp?": yes only when the site lists that channel. */
async function channel(t: Turn): Promise<boolean> {
  const n = normalize(t.text);
  if (!CAN_I.test(n)) return false;
  const found = CHANNELS.find(([re]) => re.test(n));
  if (!found) return false;
  const [re, name] = found;
  const hits = await t.search(name === 'WhatsApp' ? 'whatsapp whats app' : n, t.L);
  const hit = hits.find((h) => re.test(normalize(`${h.headingPath.join(' ')} ${h.text}`)));
  if (!hit) return false;
  const phone = findPhone(hit.text, t.agent.country)?.e164;
  push(t, 'channelYes', { channel: name, detail: phone ? ` (${displayPhone(phone, t.agent.country)})` : '' });
  return true;
}

const AREA_ASKED =
  /\b(cover|covers|covering|serve|deliver|delivery|deliveries|come out|travel|work in|operate|livrez|livraison|livrer|intervenez|intervention|deplacez|desservez|venez (a|jusqu)|allez (a|jusqu)|secteur|zone)\b/;

// Capitalised words that are not places.
const NOT_PLACES =
  /^(i|i'm|i’m|ok|okay|je|j’|on|we|we're|hi|hello|bonjour|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/i;

/** The place a caller names: the words they capitalised (after the first word), as one name. */
function askedPlace(t: Turn): string | null {
  const words = t.raw
    .replace(/[?!.,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const names: string[][] = [];
  words.forEach((w, i) => {
    const folded = normalize(w);
    if (i === 0 || !/^\p{Lu}/u.test(w) || NOT_PLACES.test(w) || isLexiconWord(folded) || tokens(t.agent.name).includes(folded)) return;
    const last = names[names.length - 1];
    if (last && last[last.length - 1] === words[i - 1]) last.push(w);
    else names.push([w]);
  });
  return names.length ? names[0].join(' ') : null;
}

// Where a site says what area it serves: a radius, a list of areas or postcodes, "we cover…".
const AREA_TEXT =
  /\b(\d+ ?(km|kilometres?|miles?)|rayon|radius|secteur|zone d intervention|zones? desservies?|areas?( we)? (cover|serve)|areas? covered|we cover|we serve|serving|nous intervenons|intervenons|postcodes?|codes postaux|alentours|surrounding)\b/;
const AREA_QUESTION =
  /\b(which areas?|what areas?|areas?|how far|where do you (deliver|cover|go|work)|quels? secteurs?|quelles? zones?|secteurs?|zones?|rayon|jusqu ou|ou (livrez|intervenez)|radius)\b/;
const AREA_QUERY = {
  fr: 'secteur zone rayon km intervention déplacement alentours',
  en: 'area areas cover covered radius miles postcodes serving',
} as const;

/** The site's line that says what area the business serves, if it has one. */
async function areaLine(t: Turn): Promise<string | null> {
  const hits = [...(await t.search(AREA_QUERY[t.L], t.L)), ...(await t.search(t.text, t.L))];
  const hit = hits.find((h) => AREA_TEXT.test(normalize(`${h.headingPath.at(-1) ?? ''} ${h.text}`)) && !looksLikeAddressLine(h.text));
  if (!hit) return null;
  // The sentence that says it, cut to what a caller hears in one breath.
  const sentences = hit.text.split(/(?<=[.!?])\s+/);
  const said = sentences.find((x) => AREA_TEXT.test(normalize(x))) ?? sentences[0];
  return shorten(said.replace(/\s*·\s*/g, ', '), 20);
}

/**
 * "Do you cover / deliver to <town>?": yes when a line of the site names the town; otherwise what
 * the site says of its area, with the town left for the team to confirm (a gap is logged).
 */
async function serviceArea(t: Turn): Promise<boolean> {
  const n = normalize(t.text);
  if (!AREA_ASKED.test(n) || has(t, 'hours', 'price', 'booking')) return false;
  const place = askedPlace(t);
  const placeTokens = place ? tokens(place).filter((w) => w.length >= 3) : [];
  if (placeTokens.length) {
    const hits: KnowledgeHit[] = await t.search(place!, t.L);
    // A line that names the town and is not just the business's own street line.
    const hit = hits.find((h) => {
      const words = tokens(`${h.headingPath.join(' ')} ${h.text}`);
      return placeTokens.every((p) => words.includes(p)) && !looksLikeAddressLine(h.text);
    });
    if (hit) {
      const heading = hit.headingPath.at(-1);
      const detail = `${heading && !tokens(hit.text).includes(tokens(heading)[0] ?? '') ? `${heading} — ` : ''}${hit.text}`;
      push(t, 'areaYes', { place: place!, detail: shorten(detail.replace(/\s*·\s*/g, ', ')) });
      offerMore(t);
      return true;
    }
  }
  // "Vous livrez à domicile ?" asks whether they deliver; only a named town or a question about
  // the area itself ("which areas do you cover?") is answered with the area.
  if (!placeTokens.length && !AREA_QUESTION.test(n)) return false;
  const area = await areaLine(t);
  if (area) {
    push(t, 'areaServed', { detail: area });
    if (!placeTokens.length) return finish(t);
    // The town is not on the site: the team confirms it, and the owner sees the question.
    gap(t, 'areaConfirm', { place: place! });
    return true;
  }
  if (!placeTokens.length) return false;
  gap(t, 'areaUnknown', { place: place! });
  return true;
}

function shorten(text: string, max = 18): string {
  const words = text.split(/\s+/);
  return words.length <= max
    ? text.replace(/[.\s]+$/, '')
    : `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:]+$/, '')}…`;
}

// A line that says who handles something: "ask for Maria", "adressez-vous à Claire", "handled by…".
const WHO_LINE =
  /\b(ask for|speak to|talk to|contact|handled by|handles|in charge|deals with|adressez vous|s occupe|traite|traitent|contactez|demandez|responsable)\b/;
const WHO_QUESTION_WORDS = new Set(
  'who whom qui speak talk parler contact contacter adresser dois should about sujet pour concernant question questions'.split(' '),
);

/** "Who do I talk to about my bill?": the site's line naming who handles it, then the number to call. */
async function whoHandles(t: Turn): Promise<boolean> {
  // "Who do I email for…?" wants an address: the e-mail lines answer (emailFor).
  if (!asksWhoHandles(t.text) || asksHowToReach(t.text) === 'email') return false;
  const asked = contentTokens(t.text).filter((w) => w.length >= 4 && !WHO_QUESTION_WORDS.has(w));
  if (!asked.length) return false;
  const stem = (w: string) => w.slice(0, 5);
  const hits = await t.search(t.text, t.L);
  const hit = hits.find((h) => {
    const words = tokens(`${h.headingPath.join(' ')} ${h.text}`).map(stem);
    // A sentence, not a bare "Contact" heading line.
    return tokens(h.text).length >= 4 && WHO_LINE.test(normalize(h.text).replace(/-/g, ' ')) && asked.some((w) => words.includes(stem(w)));
  });
  if (!hit) return false;
  t.parts.push(trimWords(hit.text));
  const phone = findPhone(hit.text, t.agent.country)?.e164 ?? t.agent.info.phones[0]?.e164;
  if (phone && !findPhone(hit.text, t.agent.country)) push(t, 'phone', { phone: displayPhone(phone, t.agent.country) });
  return true;
}

/** "Who do I call about deliveries?": a site line with a number other than the main one, about that subject. */
async function phoneFor(t: Turn): Promise<boolean> {
  const wanted = contentTokens(t.text).filter((w) => w.length >= 4 && !CONTACT_WORDS.has(w));
  if (!wanted.length) return false;
  const main = t.agent.info.phones[0]?.e164;
  const stem = (w: string) => w.slice(0, 5);
  for (const h of await t.search(t.text, t.L)) {
    const phone = findPhone(h.text, t.agent.country)?.e164;
    if (!phone || phone === main) continue;
    const words = tokens(`${h.headingPath.join(' ')} ${h.text}`).map(stem);
    if (!wanted.some((w) => words.includes(stem(w)))) continue;
    push(t, 'phoneFor', { phone: displayPhone(phone, t.agent.country) });
    return true;
  }
  return false;
}

const ANOTHER = /\b(another|other|different|alternative|autre) (phone )?(number|numero|line)\b/;

/**
 * "How do I reach you?", "where do I send the photos?", "à qui je m'adresse pour une facture ?":
 * the channel for that subject when the site names one, else the business's own — written asks
 * get the e-mail, spoken ones the number, an open "how do I contact you" both.
 */
async function reach(t: Turn): Promise<boolean> {
  const channel = asksHowToReach(t.text);
  if (!channel || has(t, 'hours', 'address')) return false;
  if (await whoHandles(t)) return true;
  if (channel !== 'phone' && (await emailFor(t))) return true;
  if (channel !== 'email' && (await phoneFor(t))) return true;
  const phones = t.agent.info.phones.map((p) => p.e164);
  // "Is there another number?": the second line when there is one; never the first one again.
  if (ANOTHER.test(normalize(t.text))) {
    if (phones[1]) push(t, 'phone', { phone: displayPhone(phones[1], t.agent.country) });
    else if (!(await phoneFor(t))) gap(t, 'phoneUnknown');
    return true;
  }
  const phone = phones[0] || t.agent.transferPhone;
  const email = t.agent.info.email;
  const shown = phone ? displayPhone(phone, t.agent.country) : '';
  // No e-mail known for a written ask: the general answer searches the site, then says so.
  if (channel === 'email' && !email) return false;
  if (channel === 'any' && phone && email) push(t, 'reachBoth', { phone: shown, email });
  else if (channel === 'email' && email) push(t, 'email', { email });
  else if (phone) push(t, 'phone', { phone: shown });
  else if (email) push(t, 'email', { email });
  else return false;
  return true;
}

/** Contact and area questions answered from the site's lines; false to let the general answer run. */
export async function answerContact(t: Turn): Promise<boolean> {
  if (await reach(t)) return finish(t);
  if (await whoHandles(t)) return finish(t);
  if (has(t, 'email') && (await emailFor(t))) return finish(t);
  if (await extension(t)) return finish(t);
  if (await channel(t)) return finish(t);
  return serviceArea(t);
}

function finish(t: Turn): true {
  offerMore(t);
  return true;
}
