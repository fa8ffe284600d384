import { parseWhen } from '../dates';
import { detectIntents, isLexiconWord } from '../intents';
import { normalize, STOPWORDS } from '../normalize';
import { findPhone } from '../phone';
import type { Turn } from './turn';

// The caller's own details read from a message: name and phone number.
const NAME_PATTERNS = [
  /(?:je m['’ ]?appelle|mon nom est|mon nom c['’ ]?est|c['’]est de la part de|de la part de|au nom de|my name is|my name['’]s|the name['’]s|under the name(?: of)?|name is|nom\s*:)\s+([\p{L}][\p{L}'’ .-]{0,60})/iu,
];
const WEAK_NAME_PATTERNS = [
  // "It's for Jenny Walker", "c'est pour Mme Roux": whom the order or booking is for.
  /(?:^|\s)(?:[Ii]t['’]s|[Ii]t is|[Tt]hat['’]s|[Cc]['’]est|[Cc]e sera)\s+(?:for|pour|under|au nom de)\s+(\p{Lu}[\p{L}'’ .-]{0,60})/u,
  /(?:^|\s)(?:[Mm]oi,? [Cc]['’]est|[Cc]['’]est|[Jj]e suis|[Tt]his is|I['’]m|I am|[Ii]t['’]s)\s+(\p{Lu}[\p{L}'’ .-]{0,60})/u,
];
const NAME_PREFIX =
  /^(?:(?:oui|yes|ok|alors|so|euh|well|moi|bien sûr|sure)[,\s]+)?(?:(?:c['’ ]?est|je suis|je m['’ ]?appelle|mon nom est|it['’ ]?s|it is|this is|i['’]m|i am|my name is|name['’]s)\s+)?(?:(?:for|pour|under|au nom de)\s+)?/i;
const NAME_STOP =
  /\s+(?:et|and|mon|ma|my|num[ée]ro|number|phone|t[ée]l[ée]phone|au|le|la|pour|for|je|i|tel|joignable|reachable|on|at|à|a|merci|thanks|please|svp|s['’]il)\b.*$/iu;

// Particles that do belong in names ("Jean de la Fontaine", "Van Dyke").
const NAME_PARTICLES = new Set([
  'de',
  'la',
  'le',
  'du',
  'des',
  'van',
  'von',
  'der',
  'den',
  'ben',
  'bin',
  'el',
  'al',
  'da',
  'di',
  'dos',
  'mc',
  'st',
]);
const NOT_NAMES = new Set([
  'actually',
  'instead',
  'plutot',
  'finalement',
  'maybe',
  'peut',
  'etre',
  'can',
  'could',
  'would',
  'we',
  'do',
  'does',
  'please',
  'stop',
  'wait',
  'attendez',
  'sorry',
  'pardon',
  'desole',
  'hello',
  'allo',
  'what',
  'quoi',
  'why',
  'pourquoi',
  'how',
  'comment',
  'change',
  'changer',
  'time',
  'day',
  'jour',
  'heure',
]);

function cleanName(s: string): string | undefined {
  const cut = s
    .replace(/[,;!?.:\d].*$/u, '')
    .replace(NAME_STOP, '')
    .trim();
  const words = cut.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4) return undefined;
  if (!words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) return undefined;
  // "Actually can we do…", "oui d'accord": sentences, not names.
  const plain = words.map((w) => normalize(w)).filter((w) => !NAME_PARTICLES.has(w));
  if (!plain.length || plain.some((w) => NOT_NAMES.has(w) || STOPWORDS.has(w) || (w.length > 2 && isLexiconWord(w)))) return undefined;
  return words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join(' ');
}

export function extractName(t: Turn, expecting: boolean): string | undefined {
  for (const re of NAME_PATTERNS) {
    const m = re.exec(t.raw);
    if (m) {
      const n = cleanName(m[1]);
      if (n) return n;
    }
  }
  for (const re of WEAK_NAME_PATTERNS) {
    const m = re.exec(t.raw);
    if (m && (expecting || /^\p{Lu}/u.test(m[1]))) {
      const n = cleanName(m[1]);
      if (n && !detectIntents(n).yes && !detectIntents(n).no) return n;
    }
  }
  if (!expecting) return undefined;
  const stripped = t.raw
    .replace(/(?:\+|\b)\d[\d\s.()-]{5,}\d/g, ' ')
    .replace(/[,;.\s]+$/, '')
    .replace(NAME_PREFIX, '')
    .trim();
  const n = cleanName(stripped);
  if (!n) return undefined;
  const i = detectIntents(n);
  if (i.yes || i.no || i.greeting || i.booking || i.hours || i.thanks || i.abort) return undefined;
  if (parseWhen(n, t.L, t.now).status !== 'none') return undefined;
  return n;
}

export function phoneFrom(t: Turn): string | undefined {
  const p = findPhone(t.raw, t.agent.country);
  return p ? p.e164 : undefined;
}

export const hasDigits = (s: string) => s.replace(/\D/g, '').length >= 6;
