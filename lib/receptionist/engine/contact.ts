import type { KnowledgeHit } from '@/lib/knowledge/types';
import { MONTH_NAMES } from '@/lib/text/months';
import { looksLikeAddressLine } from '@/lib/text/postal';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';
import { contentTokens, normalize, tokens } from '../normalize';
import { displayPhone, findPhone } from '../phone';
import { isLexiconWord } from '../intents';
import { hoursKnown } from '@/lib/hours';
import { logKnowledgeGap } from '../tools';
import { answerHours } from './hours-answer';
import { asksHowToReach, asksWhenToCall, asksWhoHandles } from './asking';
import { isSocial, lineKind, localWords, namedChannel, nearestPhone, purposes, socialProfile, type Channel } from './contact-channels';
import { say } from '../replies';
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
  const asked = purposes(t.text);
  let best: { email: string; score: number; own: number } | null = null;
  for (const h of hits) {
    for (const email of h.text.match(EMAIL_ALL) ?? []) {
      const local = normalize(email.split('@')[0]).replace(/\s+/g, '');
      const around = `${h.headingPath.join(' ')} ${h.text.replace(EMAIL_ALL, ' ')}`;
      // The e-mail's own name says its purpose more surely than the line it sits on, which
      // often lists several ("reservation@… corporatesales@…").
      const own = [...purposes(localWords(email))].filter((p) => asked.has(p)).length;
      const score =
        2 * own + wanted.filter((w) => local.includes(w.slice(0, 5)) || tokens(around).some((x) => x.startsWith(w.slice(0, 5)))).length;
      if (score > (best?.score ?? 0)) best = { email, score, own };
    }
  }
  // The main e-mail found only by the line it sits on says nothing the plain e-mail answer does not.
  if (!best || (best.own === 0 && best.email.toLowerCase() === (t.agent.info.email ?? '').toLowerCase())) return false;
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

// How a site says it takes a channel, folded: the name of the channel in one of its lines.
const CHANNEL_LINE: Partial<Record<Channel, RegExp>> = {
  whatsapp: /\bwhats ?app\b|\bwa me\b/,
  sms: /\b(sms|texto|text|texts|textez)\b/,
  fax: /\b(fax|telecopie)\b/,
};
const CHANNEL_QUERY: Partial<Record<Channel, string>> = { whatsapp: 'whatsapp whats app', sms: 'sms text texto', fax: 'fax télécopie' };

const CALLERS_OWN = /\b(my|mon|ma|me on|me at|me par|me sur) (own )?(mobile|cell|portable|numero|number|phone|whats ?app|fixe|landline)\b/;

/**
 * "Can I WhatsApp you?", "vous avez un portable ?", "are you on Instagram?": the channel when the
 * site has it (its line, its profile link, a number of that kind), else a plain "I don't have
 * that" with the way it does have, and the question logged for the owner. Never a channel assumed.
 */
async function viaChannel(t: Turn): Promise<boolean> {
  const c = namedChannel(t.text);
  // "Mon portable, c'est le 06…", "you can text me on my mobile": the caller's own line, not ours.
  if (!c || findPhone(t.text, t.agent.country) || CALLERS_OWN.test(normalize(t.text))) return false;
  const phones = t.agent.info.phones.map((p) => p.e164);
  const main = phones[0] || t.agent.transferPhone;
  const show = (p: string) => displayPhone(p, t.agent.country);
  const channel = say(t.L, `channel_${c}`);
  if (c === 'mobile' || c === 'landline') {
    const p = phones.find((x) => lineKind(x) === c);
    if (p) return !!push(t, 'phoneOfKind', { channel, phone: show(p) });
    // A number that may be either (North America): it is the one to call or text.
    const either = phones.find((x) => lineKind(x) === null);
    if (either) return !!push(t, 'phone', { phone: show(either) });
    return channelNone(t, channel, main ? show(main) : '');
  }
  if (isSocial(c)) {
    const profile = socialProfile(t.agent.info.socialLinks ?? [], c);
    // No profile link read: a line of the site naming the network ("Suivez-nous sur Facebook") says it too.
    if (!profile) {
      const network = say(t.L, `network_${c}`);
      const said = new RegExp(`\\b${normalize(network)}\\b`);
      const hits = await t.search(network, t.L);
      if (!hits.some((h) => said.test(normalize(`${h.headingPath.join(' ')} ${h.text}`))))
        return channelNone(t, channel, main ? show(main) : '');
      push(t, 'socialYes', { network, handle: '' });
      return true;
    }
    push(t, profile.handle ? 'socialYesHandle' : 'socialYes', { network: say(t.L, `network_${c}`), handle: profile.handle ?? '' });
    return true;
  }
  const re = CHANNEL_LINE[c]!;
  const hits = await t.search(CHANNEL_QUERY[c] ?? t.text, t.L);
  const hit = hits.find((h) => re.test(normalize(`${h.headingPath.join(' ')} ${h.text}`).replace(/[-.]/g, ' ')));
  const mobile = phones.find((x) => lineKind(x) !== 'landline');
  if (hit) {
    // The number on the line; else, for a messaging app or texts, the mobile (or the one that may be).
    const onLine = findPhone(hit.text, t.agent.country)?.e164;
    const phone = onLine ?? (c === 'fax' ? undefined : mobile);
    if (c === 'fax' && !phone) return channelNone(t, channel, main ? show(main) : '');
    push(t, 'channelYes', { channel: say(t.L, `network_${c}`), detail: phone ? ` (${show(phone)})` : '' });
    return true;
  }
  // Texts not mentioned but a mobile listed: that is the number a caller texts; nothing claimed.
  if (c === 'sms' && mobile) return !!push(t, 'phoneOfKind', { channel: say(t.L, 'channel_mobile'), phone: show(mobile) });
  return channelNone(t, channel, main ? show(main) : '');
}

/** "I don't have a WhatsApp number for us; you can reach us at …", the question logged for the owner. */
function channelNone(t: Turn, channel: string, phone: string): true {
  push(t, phone ? 'channelNone' : 'channelNoneOnly', { channel, phone });
  t.pending.push(logKnowledgeGap(t.ctx, t.raw));
  return true;
}

const AREA_ASKED =
  /\b(cover|covers|covering|serve|deliver|delivery|deliveries|come out|travel|work in|operate|livrez|livraison|livrer|intervenez|intervention|deplacez|desservez|venez (a|jusqu)|allez (a|jusqu)|secteur|zone)\b/;

// Capitalised words that are not places.
const NOT_PLACES = new RegExp(
  `^(i|i'm|i’m|ok|okay|je|j’|on|we|we're|hi|hello|bonjour|${[...ALL_WEEKDAY_NAMES, ...MONTH_NAMES.en, ...MONTH_NAMES.fr].join('|')})$`,
  'i',
);

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
  const capitalised = new Set(
    t.raw
      .split(/[\s,;:!?.'’]+/)
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w))
      .flatMap((w) => tokens(w).map(stem)),
  );
  // The question's words, then the names it capitalised with the words a number line carries:
  // a list of shops' numbers shares little else with "the number of the Collonges shop".
  const named = wanted.filter((w) => capitalised.has(stem(w))).join(' ');
  const hits = [...(await t.search(t.text, t.L)), ...(named ? await t.search(`${named} ${PHONE_LINE_WORDS}`, t.L) : [])];
  for (const hit of hits) {
    // Typographic hyphens ("Saint‑Germain") read as plain ones, so a name's words are found.
    const h = { ...hit, text: hit.text.replace(/[\u2010-\u2013]/g, '-') };
    if (
      !wanted.some((w) =>
        tokens(`${h.headingPath.join(' ')} ${h.text}`)
          .map(stem)
          .includes(stem(w)),
      )
    )
      continue;
    const words = tokens(h.text).map(stem);
    // A word said once in the passage names one branch; one said by every line ("shop") does not.
    const once = wanted.filter((w) => words.filter((x) => x === stem(w)).length === 1);
    // A name the caller capitalised ("Castellane") says the branch more surely than "shop".
    const names = once.filter((w) => capitalised.has(stem(w)));
    const near = nearestPhone(h.text, names.length ? names : once.length ? once : wanted, t.agent.country);
    const phone = near ?? findPhone(h.text, t.agent.country)?.e164;
    if (!phone) continue;
    // The main number is the answer only when the passage puts it by the asked name among others.
    if (phone === main && (!near || !once.length || findPhoneCount(h.text, t) < 2)) continue;
    push(t, 'phoneFor', { phone: displayPhone(phone, t.agent.country) });
    return true;
  }
  return false;
}

function findPhoneCount(text: string, t: Turn): number {
  return new Set(
    text
      .match(/\+?\d[\d ().-]{6,}\d/g)
      ?.map((m) => findPhone(m, t.agent.country)?.e164)
      .filter(Boolean),
  ).size;
}

const PHONE_LINE_WORDS = 'tél téléphone phone tel contact';

const ANOTHER = /\b(another|other|different|alternative|autre) (phone )?(number|numero|line)\b/;

/**
 * "How do I reach you?", "where do I send the photos?", "à qui je m'adresse pour une facture ?":
 * the channel for that subject when the site names one, else the business's own — written asks
 * get the e-mail, spoken ones the number, an open "how do I contact you" both.
 */
async function reach(t: Turn): Promise<boolean> {
  const channel = asksHowToReach(t.text);
  // "À quelle adresse je vous écris ?" asks the e-mail address, not the street.
  if (!channel || has(t, 'hours') || (has(t, 'address') && channel !== 'email')) return false;
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

/**
 * A way of reaching asked by name (a mobile, WhatsApp, a fax, Instagram), an extension, or the
 * address to write to: answered before any place or street is looked for, since a named place
 * ("the office") or the word "adresse" would otherwise get a street or the main number.
 */
export async function answerChannel(t: Turn): Promise<boolean> {
  if (await viaChannel(t)) return finish(t);
  if (await extension(t)) return finish(t);
  // "What's the best time to call?", "jusqu'à quelle heure je peux vous joindre ?": when the
  // phone is answered is the opening hours, not the number again.
  if (asksWhenToCall(t.text) && hoursKnown(t.agent.info.hours)) {
    answerHours(t);
    t.s.topic = 'hours';
    return finish(t);
  }
  const channel = asksHowToReach(t.text);
  if (has(t, 'address') && channel === 'email' && (await reach(t))) return finish(t);
  // "The number of the Collonges shop": the site's line that puts a number by that name.
  if ((channel === 'phone' || has(t, 'phone')) && !has(t, 'hours') && (await phoneFor(t))) return finish(t);
  return false;
}

/** Contact and area questions answered from the site's lines; false to let the general answer run. */
export async function answerContact(t: Turn): Promise<boolean> {
  if (await reach(t)) return finish(t);
  if (await whoHandles(t)) return finish(t);
  if (has(t, 'email') && (await emailFor(t))) return finish(t);
  return serviceArea(t);
}

function finish(t: Turn): true {
  offerMore(t);
  return true;
}
