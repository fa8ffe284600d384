import { parsePhoneNumberFromString, findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { normalize } from '../normalize';

// The ways of reaching a business a caller names ("a mobile", "WhatsApp", "your Instagram", "a
// fax"), what kind of line a number is, and which of several e-mails or numbers a passage ties to
// the caller's subject. Pure reading: contact.ts decides what to say.

export type Channel = 'whatsapp' | 'sms' | 'fax' | 'facebook' | 'instagram' | 'linkedin' | 'tiktok' | 'mobile' | 'landline';

// Folded caller words for each channel. "Text" alone is a verb of many meanings; it names the
// channel only as "text you", "send a text", "by text", "a text message".
const CHANNEL_WORDS: [Channel, RegExp][] = [
  ['whatsapp', /\bwhats ?app\b|\bwatsap+\b/],
  ['fax', /\b(fax|telecopie|telecopieur)\b/],
  ['facebook', /\b(facebook|fb|messenger)\b/],
  ['instagram', /\b(instagram|insta)\b/],
  ['linkedin', /\blinked ?in\b/],
  ['tiktok', /\btik ?tok\b/],
  ['sms', /\b(sms|texto|textos|text messages?|texts?( you| u| the office| the shop| us)|(send|a|by|via) text|textez)\b/],
  ['mobile', /\b(mobile|cell|cellphone|cell phone|portable)\b(?! (home|app|hairdresser|service|unit|mechanic|coiffeuse|coiffure))/],
  ['landline', /\b(landline|land line|fixe|office (line|number|phone)|ligne fixe|numero fixe|main line)\b/],
];

// A line kind is a channel only in a question about a number or reaching ("a mobile number",
// "joindre sur un portable"), not "do you repair mobile phones?"; a network only when asked about
// ("are you on Instagram?"), not when the caller saw something there.
const PHONE_FRAME =
  /\b(number|numero|phone|tel|call|ring|reach|get (you|hold)|contact|joindre|appeler|telephoner|line|ligne|landline|fixe)\b/;
const SAW_THERE = /\b(saw|seen|read|vu|lu|said|dit|post|posted|publie)\b/;

// Words that name a kind of line or message rather than one service: "text you on WhatsApp"
// names WhatsApp, "my mobile" then "Instagram" names Instagram.
const GENERIC: ReadonlySet<Channel> = new Set(['sms', 'mobile', 'landline']);

/**
 * The channel the caller names ("vous avez un numéro de portable ?" → mobile), or null: a named
 * app or network before a kind of line, else the first named.
 */
export function namedChannel(text: string): Channel | null {
  const n = normalize(text).replace(/-/g, ' ');
  let first: { c: Channel; at: number } | null = null;
  for (const [c, re] of CHANNEL_WORDS) {
    const m = re.exec(n);
    if (!m) continue;
    const better = !first || (GENERIC.has(first.c) && !GENERIC.has(c)) || (GENERIC.has(first.c) === GENERIC.has(c) && m.index < first.at);
    if (better) first = { c, at: m.index };
  }
  if (!first) return null;
  if ((first.c === 'mobile' || first.c === 'landline') && !PHONE_FRAME.test(n)) return null;
  if (first.c in NETWORK_HOST && SAW_THERE.test(n)) return null;
  return first.c;
}

/** Network host of each social channel, as it appears in a profile link. */
const NETWORK_HOST: Partial<Record<Channel, RegExp>> = {
  facebook: /(^|\.)(facebook\.com|fb\.com)$/,
  instagram: /(^|\.)instagram\.com$/,
  linkedin: /(^|\.)linkedin\.com$/,
  tiktok: /(^|\.)tiktok\.com$/,
};

export const isSocial = (c: Channel) => c in NETWORK_HOST;

/** The business's profile on that network among its links, with the handle when the link names one. */
export function socialProfile(links: string[], channel: Channel): { url: string; handle: string | null } | null {
  const host = NETWORK_HOST[channel];
  if (!host) return null;
  for (const url of links) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      continue;
    }
    if (!host.test(u.hostname)) continue;
    const first = u.pathname.split('/').filter(Boolean)[0] ?? '';
    // "profile.php", "pages/…", "people/…" carry an id or a title, not a name anyone says.
    const handle = /^[\w.]{2,40}$/.test(first) && !/\.php$|^(pages|people|groups|share|company|in|p)$/i.test(first) ? first : null;
    return { url, handle };
  }
  return null;
}

/** Whether the line is a mobile or a landline (from the numbering plan; null when either or unknown). */
export function lineKind(e164: string): 'mobile' | 'landline' | null {
  const type = parsePhoneNumberFromString(e164)?.getType();
  if (type === 'MOBILE') return 'mobile';
  if (type === 'FIXED_LINE') return 'landline';
  return null;
}

// What a caller's purpose is called in an e-mail's name or next to it: general office vocabulary
// (booking ~ reservation, quote ~ sales, job ~ careers…), folded, by stem.
const PURPOSES: string[][] = [
  ['book', 'booking', 'reserv', 'resa', 'room', 'chambre', 'table', 'sejour', 'stay'],
  ['appoint', 'appt', 'rdv', 'rendez', 'consult', 'schedul'],
  ['quote', 'devis', 'estimat', 'sales', 'vente', 'commerc', 'tarif', 'price', 'prix'],
  ['job', 'cv', 'candidat', 'recrut', 'career', 'emploi', 'hiring', 'hr', 'rh', 'postul', 'work', 'jobs', 'crew'],
  ['bill', 'invoice', 'factur', 'compta', 'account', 'payment', 'paiement'],
  ['corporat', 'compan', 'entrepris', 'business', 'pro', 'group', 'groupe', 'event', 'evenement', 'seminair'],
  ['order', 'commande', 'shop', 'boutique'],
  ['press', 'presse', 'media', 'partner', 'partenar'],
];

/** The purpose groups a folded word belongs to (by stem: "reservations" ~ "reserv"). */
function purposesOf(word: string): number[] {
  const out: number[] = [];
  PURPOSES.forEach((group, i) => {
    if (group.some((s) => (s.length <= 3 ? word === s || word === `${s}s` : word.startsWith(s)))) out.push(i);
  });
  return out;
}

/** Purpose groups in a text (the caller's question, or an e-mail's name and its line). */
export function purposes(text: string): Set<number> {
  const words = normalize(text)
    .replace(/[@._-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.flatMap(purposesOf));
}

/** An e-mail's local part split into words ("corporatesales" → "corporate sales" is read by stem). */
export function localWords(email: string): string {
  const local = email.split('@')[0].toLowerCase();
  // Joined words stay joined; each purpose stem is looked for inside it too.
  const inside = PURPOSES.flat().filter((s) => s.length >= 4 && local.includes(s));
  return `${local.replace(/[._+-]+/g, ' ')} ${inside.join(' ')}`;
}

// The finder takes a leniency (libphonenumber-js README) that its types omit: "possible" keeps
// numbers of new or unlisted ranges, as findPhone does for callers' numbers.
const findLenient = findPhoneNumbersInText as (
  text: string,
  options: { defaultCountry: CountryCode; leniency: 'POSSIBLE' },
) => ReturnType<typeof findPhoneNumbersInText>;

/**
 * Of the numbers written in a passage, the one nearest to where the caller's words are named
 * ("Collonges · 04 78 22 57 07" for "the Collonges shop"): a list of branches puts each number by
 * its branch's name. Null when no asked word is in the passage.
 */
export function nearestPhone(text: string, asked: string[], country: CountryCode): string | null {
  const folded = normalize(text);
  // normalize() keeps the length of plain text close; positions are compared on the folded text.
  const numbers = findLenient(folded, { defaultCountry: country, leniency: 'POSSIBLE' }).filter((f) => f.number.isPossible());
  if (!numbers.length) return null;
  const at: { from: number; to: number }[] = [];
  for (const w of asked) {
    const re = new RegExp(`\\b${w.slice(0, 6).replace(/[^a-z0-9]/g, '')}[a-z0-9]*`, 'g');
    for (const m of folded.matchAll(re)) at.push({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length });
  }
  if (!at.length) return null;
  // Each number owns the text between the previous number and itself (its label, as in
  // "Old Town · 01632 960202"); a name after the last number ("07… · Food truck") is the last one's.
  const owner = (pos: number) => numbers.find((f) => pos < f.startsAt) ?? numbers[numbers.length - 1];
  const counts = new Map<string, number>();
  for (const w of at) {
    const e164 = owner(w.from).number.number;
    counts.set(e164, (counts.get(e164) ?? 0) + 1);
  }
  // Asked words spread over several numbers' labels say nothing about which one.
  if (counts.size !== 1) return null;
  return [...counts.keys()][0];
}
