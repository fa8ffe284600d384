import { detectIntents, type IntentScores } from '../intents';
import { RETRIEVAL_STOP } from '../knowledge';
import { languageScores, type Lang } from '../language';
import { LEXICON } from '../lexicon';
import { contentTokens, fuzzyEqual, normalize, tokens } from '../normalize';
import { isYesNoQuestion, questionClause } from '../question';
import {
  asksAboutChannel,
  asksForAvailability,
  asksHowToReach,
  asksHowVisitingWorks,
  asksOnlyToCome,
  asksToTalkTo,
  asksWhenToCall,
  asksWhereItIs,
  asksWorkingTime,
  asksToPassOn,
  saysNotComing,
  saysPutThrough,
  bringsIn,
  movesToAnother,
  asksWhoHandles,
  folded,
  namesAppointment,
  readEmergency,
  soundsMinor,
  wishesToBook,
} from './asking';

// Reading what kind of question was asked, beyond the lexicon's intents.
export function isDurationQuestion(text: string) {
  return /\b(combien de temps|how long|duree|duration|temps faut)\b/.test(normalize(text));
}

const GENERIC_SERVICE_WORDS = new Set(
  [
    ...Object.values(LEXICON).flat(),
    'quels',
    'quelles',
    'quel',
    'liste',
    'list',
    'all',
    'tous',
    'toutes',
    'kind',
    'kinds',
    'type',
    'types',
    'sorte',
    'genre',
    'faites',
    'proposez',
    'offer',
    'offers',
    'provide',
    'sell',
    'vendez',
    'avez',
    'have',
    'chez',
    'here',
    'ici',
    'actuellement',
    'currently',
    'also',
    'aussi',
    'exactly',
    'exactement',
    // Politeness and "I wanted to know": fillers around the question.
    'voulais',
    'voulait',
    'voudrais',
    'voudrait',
    'aimerais',
    'savoir',
    'demander',
    'renseigner',
    'renseignement',
    'juste',
    'petite',
    'question',
    'wanted',
    'wondering',
    'wonder',
    'know',
    'ask',
    'asking',
    'just',
    'quick',
    // Sizes qualify a listed item rather than name another one ("la grande margherita").
    'grande',
    'grand',
    'petite',
    'petit',
    'moyenne',
    'moyen',
    'large',
    'small',
    'medium',
    'big',
    'regular',
  ].flatMap((p) => contentTokens(p)),
);

// Fillers of spoken French and English ("du coup", "en fait", "you know"): how a caller talks, never what about.
const FILLERS = /\b(du coup|en fait|en gros|bah|ben|euh|hein|bref|you know|i mean|sort of|kind of|um|umm|erm|uh|er)\b/g;

/** The sentence without its spoken fillers. */
export function withoutFillers(text: string): string {
  return normalize(text).replace(FILLERS, ' ');
}

export function asksSomethingSpecific(text: string): boolean {
  return contentTokens(withoutFillers(text)).some(
    (tok) =>
      tok.length >= 3 &&
      !GENERIC_SERVICE_WORDS.has(tok) &&
      !RETRIEVAL_STOP.has(tok) &&
      // A typo is forgiven on a word of four letters or more: "boto(x)" is no misspelt "bot".
      ![...GENERIC_SERVICE_WORDS].some((g) => g.length >= 4 && fuzzyEqual(g, tok)),
  );
}

const GREETING_WORDS = new Set([
  'bonjour',
  'bonsoir',
  'salut',
  'allo',
  'coucou',
  'hello',
  'hi',
  'hey',
  'good',
  'morning',
  'afternoon',
  'evening',
  'bjr',
  'slt',
  'euh',
  'oui',
  'madame',
  'monsieur',
  'there',
  'voila',
  'alors',
  'ben',
  'well',
  'yes',
  'ok',
]);

/** "Bonjour !" / "hello there": a greeting and nothing else (a question after it wins). */
export function isOnlyGreeting(text: string): boolean {
  return tokens(text).filter((tok) => !GREETING_WORDS.has(tok)).length <= 1;
}

/** A long sentence cut to what a caller can hear in one breath. */
export function trimWords(text: string, max = 30): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max
    ? text
    : `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:]+$/, '')} …`;
}

/**
 * The conversation's language is a prior: "ok", "Saturday?", a name or "Marie Dupont, merci" must
 * not flip it. A turn switches it only when it is a sentence that clearly reads in the other
 * language: two markers more than the current one's, or one more in a sentence of five words.
 */
export function switchesLanguage(text: string, detected: Lang, current: Lang): boolean {
  if (detected === current) return true;
  const n = tokens(text).length;
  if (n < 3) return false;
  const scores = languageScores(text);
  const margin = scores[detected] - scores[current];
  return margin >= 2 || (n >= 5 && margin >= 1);
}

/**
 * Intents corrected by what the whole sentence says:
 * - "où" (where) and "ou" (or) fold to the same word; a caller who types accents and writes
 *   "ou" means "or" ("la carte ou que du liquide ?"), not an address question;
 * - "vous vous déplacez ?" (do you travel) is not moving an appointment: a lone move verb needs
 *   an appointment word;
 * - "vous prenez les urgences ?" asks about the service: only a described emergency transfers.
 */

export function refineIntents(raw: string, text: string, intents: IntentScores): IntentScores {
  const out = { ...intents };
  const n = folded(text);
  if (out.address && !/où/i.test(raw) && /[àâéèêëîïôûùüçœ]/i.test(raw)) {
    const withoutOu = detectIntents(n.replace(/\bou\b/g, ' '));
    if (!withoutOu.address) delete out.address;
  }
  // "Reschedule", "postpone", "décaler", "reporter" only ever move a booking.
  if (out.move && out.move <= 1 && !namesAppointment(n) && !/\b(reschedul\w*|postpon\w*|report(er|ez|e|ons)|decal\w*)\b/.test(n))
    delete out.move;
  // An emergency is described ("a pipe has burst, water everywhere"), never one denied ("pas
  // urgent, mais…") nor one asked about ("vous prenez les urgences ?").
  const emergency = readEmergency(n);
  if (emergency === 'described') out.emergency = 2;
  else if (emergency) delete out.emergency;
  // An emergency word with no hazard described qualifies what the caller asks ("c'est urgent, je
  // dois annuler", "I need a quote urgently") or a problem that can wait: no emergency transfer.
  else if (out.emergency && (REQUESTS.some((k) => out[k]) || soundsMinor(n))) delete out.emergency;
  // "A few hours", "a two hour lesson": a duration, not opening hours.
  if (
    out.hours &&
    /\b(few|couple of|several|\d+|one|two|three|four|five|six|ten|quelques|plusieurs|une|deux|trois|quatre|cinq|dix|half an?|an?) (hours?|heures?)\b/.test(
      n,
    ) &&
    !/\b(open|opening|close|closing|horaires?|ouvert|ouvrez|ferme|fermez|what time|quelle heure)\b/.test(n)
  )
    delete out.hours;
  // "Vous travaillez avec les professionnels ?", "do you work with landlords?": whom, not when.
  if (out.hours && /\b(travaill\w* (aussi |egalement )?(avec|pour)|work(ing)? (also )?(with|for))\b/.test(n)) delete out.hours;
  // "Are you close to Gallatin?", "c'est près de la plage ?": how far, not when you close.
  if (
    out.hours &&
    /\b(close to|close by|near|nearby|pres de|proche de|proche du|loin de|far from)\b/.test(n) &&
    !/\b(open|opening|hours|closing|what time|horaires?|ouvert|ouvrez|fermez|fermeture|quelle heure)\b/.test(n)
  )
    delete out.hours;
  // "I'm outside, how do I get in?": the caller is here already; the way in is not the address.
  if (
    out.address &&
    /\b(i m outside|i m here|we re outside|we re here|i m at the (door|gate|front)|je suis devant|je suis arrive|je suis la|on est devant|nous sommes devant)\b/.test(
      n,
    )
  )
    delete out.address;
  // "Can I message you on WhatsApp?" asks whether the channel works, not to leave a message now.
  if (out.message && asksAboutChannel(n)) delete out.message;
  // "massage" is one letter away from "message".
  if (out.message && /\bmassages?\b/.test(n) && !/\bmessages?\b/.test(n)) delete out.message;
  // "Does anybody in the office speak Spanish?" asks about the team, not about this assistant.
  // "Who's the owner?", "c'est qui le patron ?" asks about them; only a wish to talk is a transfer.
  if (out.transfer && /\b(who|whose|qui)\b/.test(n) && !saysPutThrough(n)) delete out.transfer;
  // "Who do I talk to about my bill?" asks who handles it; "could I talk to Tom?" asks to be put through.
  if (asksWhoHandles(n)) delete out.transfer;
  else if (asksToTalkTo(raw)) out.transfer = Math.max(out.transfer ?? 0, 2);
  if (
    out.languages &&
    /\b(anybody|anyone|someone|somebody|staff|team|office|doctor|dentist|quelqu un|personne|equipe|docteur|medecin|praticien|dentiste)\b/.test(
      n,
    )
  )
    delete out.languages;
  // "Can I come on Friday?" asks whether we're open then; only a booking word asks to book.
  if (out.booking && asksOnlyToCome(n)) delete out.booking;
  // "How long is a consultation?" asks a duration: the site answers, no booking starts.
  if (out.booking && isDurationQuestion(n) && !wishesToBook(n)) delete out.booking;
  // "Is the free consultation also for kids?": a booking noun that is the subject of a question
  // about what it is or whom it is for asks for information; no booking starts.
  if (out.booking && out.booking <= 1 && asksAboutTheThing(n) && !wishesToBook(n) && !DAY_OR_TIME.test(n)) delete out.booking;
  // "When are you free?", "could someone come and look at it?": availability for a booking, not the opening hours.
  if (asksForAvailability(n)) {
    out.booking = Math.max(out.booking ?? 0, 2);
    delete out.hours;
  }
  // "Is it possible to ring after six?": when the line is open.
  if (asksWhenToCall(n)) {
    out.hours = Math.max(out.hours ?? 0, 1);
    delete out.booking;
    delete out.message;
    // "vous appeler" names the phone, but the question is when.
    if (!asksHowToReach(raw)) delete out.phone;
  }
  if (!out.address && asksWhereItIs(n)) out.address = 1;
  if (
    asksWorkingTime(n) &&
    !/\b(with|for|avec|pour) (\w+ )?(landlords?|professionals?|professionnels?|clients?|companies|entreprises|particuliers)\b/.test(n)
  )
    out.hours = Math.max(out.hours ?? 0, 1);
  if (asksToPassOn(n)) out.message = Math.max(out.message ?? 0, 2);
  if (movesToAnother(n)) out.move = Math.max(out.move ?? 0, 2);
  // "Could I bring the car in on Wednesday?": bringing something in on a day is a booking.
  if (bringsIn(n) && DAY_OR_TIME.test(n)) out.booking = Math.max(out.booking ?? 0, 2);
  if (saysNotComing(n) && namesAppointment(n)) out.cancel = Math.max(out.cancel ?? 0, 2);
  // "Passer sans prévenir ?": without a word of warning, not a message to pass on.
  if (out.message && out.message <= 1 && asksHowVisitingWorks(n)) delete out.message;
  return storyIsContext(raw, readReach(raw, n, out));
}

// A question whose subject is the thing itself: "is the … for kids?", "does your … include…?",
// "c'est aussi pour les enfants ?", "la séance est-elle remboursée ?".
const ABOUT_THE_THING =
  /^(?:is|are|does|do) (?:the|your|this|that|these|those)\b|\b(?:is|are) (?:it|that|this|they) (?:also |only |just )?for\b|\bc est (?:aussi |egalement |seulement |uniquement |bien )?pour\b|\b(?:est|sont) (?:elle|il|elles|ils)\b/;
function asksAboutTheThing(n: string): boolean {
  return ABOUT_THE_THING.test(n);
}

// What an urgency word may qualify rather than describe.
const REQUESTS = ['booking', 'cancel', 'move', 'order', 'message', 'price'] as const;

const DAY_OR_TIME =
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|demain|tomorrow|today|aujourd hui|next week|semaine prochaine|this week|cette semaine|\d{1,2} ?(h|am|pm))\b/;

// Flows a story can mention without asking for them ("I cancelled last month, …").
const STORY_FLOWS = ['booking', 'cancel', 'move', 'message', 'order', 'transfer'] as const;
const NOT_CONTENT = new Set(['greeting', 'yes', 'no', 'thanks', 'goodbye']);
// A wish or a request in the opening words makes them an ask of their own ("I need to cancel, is that ok?").
const WISH =
  /\b(voudrais|voudrait|aimerais|souhaite|souhaiterais|veux|voulons|would like|i d like|id like|we d like|want|wants|need|needs|please|s il vous plait|can i|could i|can we|could we|could you|can you|pouvez vous|pourriez vous|vous pouvez|il faut|faut que|je dois|on doit|must|have to)\b/;

/**
 * The asking clause decides: in "we booked here last year and loved it, are dogs allowed?" the
 * booking is the story and the question is about dogs. A flow named only before the question,
 * in words that ask for nothing, is dropped when the question asks something of its own.
 */
function storyIsContext(raw: string, out: IntentScores): IntentScores {
  if (!STORY_FLOWS.some((k) => out[k])) return out;
  const asked = questionClause(raw);
  const cut = raw.lastIndexOf(asked);
  if (!asked || cut <= 0) return out;
  const story = folded(raw.slice(0, cut));
  if (!story || WISH.test(story)) return out;
  const own = refineIntents(asked, asked, detectIntents(asked));
  const ownAsk = Object.keys(own).some((k) => !NOT_CONTENT.has(k) && (own[k as keyof IntentScores] ?? 0) > 0);
  // "…, is there parking nearby?": a question about something else, in words the lexicon doesn't hold.
  const question = /\?\s*$/.test(asked) || isYesNoQuestion(asked, 'fr') || isYesNoQuestion(asked, 'en');
  if (!ownAsk && !(question && asksSomethingSpecific(asked))) return out;
  const kept = { ...out };
  for (const k of STORY_FLOWS) if (kept[k] && !own[k]) delete kept[k];
  return kept;
}

/**
 * "How do I reach you?", "à qui je m'adresse ?", "where do I send the photos?": a contact question.
 * Its answer is a channel (written → e-mail, spoken → phone); whatever else the story mentions
 * (a booking, a bill, "adresser" read as an address) is context, not a flow to start.
 */
function readReach(raw: string, n: string, out: IntentScores): IntentScores {
  const channel = asksHowToReach(raw);
  if (!channel) return out;
  for (const k of ['booking', 'order', 'message', 'transfer', 'cancel', 'move', 'services', 'price'] as const) delete out[k];
  if (!/\b(where are you|where you are|ou etes vous|vous etes ou|located|situes?|votre adresse|your address)\b/.test(n)) delete out.address;
  if (channel === 'email') out.email = Math.max(out.email ?? 0, 2);
  else out.phone = Math.max(out.phone ?? 0, 2);
  return out;
}

const HOLIDAYS =
  /\b(feries?|ferie|vacances|conges|fermeture annuelle|noel|nouvel an|paques|aout|jours? de fete|holidays?|bank holidays?|christmas|new year|easter|closed for)\b/;
// Public holidays by name or date, in both languages: a weekday's hours say nothing about them.
const PUBLIC_HOLIDAY =
  /\b(feries?|jours? de fete|noel|nouvel an|reveillon|paques|pentecote|ascension|toussaint|armistice|vendredi saint|(1er|premier) (mai|janvier|novembre)|(8|11) (mai|novembre)|14 juillet|15 aout|(25|26|31) decembre|bank holidays?|public holidays?|holidays?|christmas|boxing day|new year s( day| eve)?|easter|good friday|thanksgiving|memorial day|labou?r day|independence day|4th of july|july 4(th)?|st patrick s day|may day|(25|26)(th)? (of )?december|december (25|26)(th)?)\b/;

/** A public holiday named or dated ("le 1er mai", "Boxing Day"): only the site can say. */
export function asksPublicHoliday(text: string): boolean {
  return PUBLIC_HOLIDAY.test(normalize(text));
}

/** "Et les jours fériés ?", "open over Christmas?": the site says, the weekly hours don't. */
export function asksHolidays(text: string): boolean {
  return HOLIDAYS.test(normalize(text));
}

// Coming by is about being open; any other subject next to a time ("les tickets restaurant
// pour le midi ?") is a question of its own.
const VISIT =
  /\b(passer|passe|venir|viens|vient|venez|arriver|deposer|ouvert|ouverts|ouverte|ouvrez|open|come|drop|pop|stop by|visit|swing by|travaillez|work|possible|dispo|disponible|available)\b/;
const TIME_WORDS =
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|matin|midi|soir|apres midi|morning|afternoon|evening|noon|tonight|ce soir|demain|tomorrow|aujourd hui|today|semaine|week|weekend|week end|prochain|prochaine|next|heure|heures|h|am|pm|vers|around|genre|fin de journee|end of the day)\b/g;

/** Something asked besides a day or a time (and a visit): then it is not an hours question. */
export function asksBeyondTime(text: string): boolean {
  // Coming by is about being open, whatever the errand ("pour déposer la voiture", "after work").
  const n = normalize(text);
  if (VISIT.test(n)) return false;
  return asksSomethingSpecific(n.replace(TIME_WORDS, ' ').replace(/\d+/g, ' '));
}

/** The words that may name what the caller wants, once days, times and request words are set aside. */
export function serviceWords(text: string): string[] {
  const n = withoutFillers(text).replace(TIME_WORDS, ' ').replace(/\d+/g, ' ');
  return contentTokens(n).filter(
    (tok) =>
      tok.length >= 3 &&
      !GENERIC_SERVICE_WORDS.has(tok) &&
      !RETRIEVAL_STOP.has(tok) &&
      ![...GENERIC_SERVICE_WORDS].some((g) => fuzzyEqual(g, tok)),
  );
}

const POLITE_REQUEST =
  /^(?:(?:bonjour|hello|hi|oui|yes|euh|alors|so|please|s il vous plait)\s+)*(could you|can you|would you|could i|can i|i d like|id like|i would like|pourriez vous|vous pourriez|pouvez vous|vous pouvez|tu peux|tu pourrais|est ce que vous pouvez|est ce que vous pourriez|je voudrais|j aimerais|je peux|puis je|est ce que je peux|on peut)\b/;
const ASKS_HOW_TO_ORDER =
  /\b(how|comment|website|site|online|en ligne|internet|take orders?|prenez (les )?commandes?|accept(ez)? orders?)\b/;

/** "Could you set aside two loaves for Saturday?": a request to act on, asked politely as a question. */
export function isPoliteRequest(text: string): boolean {
  const n = normalize(text);
  return POLITE_REQUEST.test(n) && !ASKS_HOW_TO_ORDER.test(n);
}
