import { normalize } from '../normalize';
import { ASKING } from './asking-cues';
import { signalReader } from './cue-score';

// What the caller's sentence asks, read from how it is put rather than from which keywords it
// holds: a question about reaching the business (answered with a channel), a question about how
// a visit or a booking works (answered, not started), an emergency described (not one asked
// about, not one denied), a wish to talk to someone (transfer) apart from "who do I talk to
// about…" (who handles it: a contact question). Each reading is a score of weighted cues
// (asking-cues.ts, scored by cue-score.ts) rather than a list of whole phrases, so a way of
// asking said with other words around it is still heard.

// Urgency and coming are the readings a negation turns around ("not urgent", "can't come").
const read = signalReader(ASKING, ['urgency', 'coming']);

/** Folded text for phrase patterns: accents, case and hyphens out ("rendez-vous" = "rendez vous"). */
export function folded(text: string): string {
  return normalize(text).replace(/-/g, ' ');
}

/** A signal asked: its cues sum to 1 or more, and beat the readings that rule it out. */
const asked = (text: string, signal: keyof typeof ASKING) => read(text)[signal].said >= 1;

/** Words of a reach question that never name a place or a subject ("the best way to get hold of you"). */
export const REACH_WORDS = new Set(
  (
    'best quickest easiest fastest simplest way ways hold touch reach reaching contact contacting get getting ' +
    'meilleur meilleure moyen moyens facon plus simple rapide joindre contacter avoir'
  ).split(' '),
);
// The channel is carried by the verb: writing or sending is e-mail, ringing or calling the phone.
const WRITTEN =
  /\b(email|e mail|mail|mails|courriel|write|ecrire|ecris|ecrit|ecrive|send|envoyer|envoie|documents?|photos?|pictures?|paperwork|pieces?|fichiers?|files?)\b/;
const SPOKEN = /\b(call|ring|phone|number|numero|telephone|appeler|tel)\b/;

/** "How do I reach you?", "à qui je m'adresse ?": the channel to give, or null when not asked. */
export function asksHowToReach(text: string): 'email' | 'phone' | 'any' | null {
  if (!asked(text, 'reach')) return null;
  const n = folded(text);
  if (WRITTEN.test(n) && !SPOKEN.test(n)) return 'email';
  if (SPOKEN.test(n) && !WRITTEN.test(n)) return 'phone';
  return 'any';
}

/** "Could I talk to Tom Price?", "je peux parler à Maître Roux ?": a wish to be put through (not "who do I talk to…"). */
export function asksToTalkTo(raw: string): boolean {
  const s = read(raw);
  if (s.who.said >= 1) return false;
  if (s.talkTo.said >= 1) return true;
  // A name said with capitals right after the verb and its preposition.
  return /\b(speak|talk|parler|discuter) (?:directly |directement )?(?:to|with|à|a|avec) (?:\p{Lu}[\p{L}’'-]+)/u.test(raw);
}

/** "Who do I speak to about…?", "qui s'occupe de…": a question about who handles it, never a transfer. */
export function asksWhoHandles(text: string): boolean {
  const s = read(text);
  return s.who.said >= 1 && s.handles.said >= 1;
}

/** The caller says there is no hurry ("ce n'est pas urgent, mais…"): never an emergency transfer. */
export function deniesUrgency(text: string): boolean {
  return read(text).urgency.denied >= 1;
}

/** A hazard described ("water pouring through the ceiling") with a call for help or urgency, or one that cannot wait. */
export function describesEmergency(text: string): boolean {
  const s = read(text);
  if (s.urgency.denied >= 1 || s.hazard.said < 1) return false;
  if (s.urgency.said >= 1) return true;
  // "Do you fix burst pipes?": a hazard word in a question about the offer is a service; "a bit of
  // flooding in the garden, can you look next week?" is a problem the caller puts off.
  return s.hazardNow.said >= 1 && s.asksAbout.said < 1 && !soundsMinor(text);
}

/** A problem said to be small or put off ("une petite fuite", "next week"): it can wait. */
export function soundsMinor(text: string): boolean {
  const s = read(text);
  return s.minor.said >= 1 || s.later.said >= 1;
}

/**
 * What the sentence says of an emergency: one described (a hazard happening, urgency said), one
 * denied ("pas urgent, mais…"), or only asked about ("vous prenez les urgences ?"); undefined
 * when it says none of these.
 */
export function readEmergency(text: string): 'described' | 'denied' | 'askedAbout' | undefined {
  const s = read(text);
  if (s.urgency.denied >= 1) return 'denied';
  // "What's the number for the emergency dentist?": with no hazard, a wh-question asks about it.
  const asking = s.offerQuestion.said >= 1 || (s.whQuestion.said >= 1 && s.hazard.said < 1);
  const aboutOffer = asking && s.urgencyDescribed.said < 1;
  if (describesEmergency(text) && !aboutOffer) return 'described';
  return aboutOffer ? 'askedAbout' : undefined;
}

/** "Can I call after six?", "jusqu'à quelle heure on peut appeler ?": a question about the hours. */
export function asksWhenToCall(text: string): boolean {
  return asked(text, 'callAt');
}

/** "Do I need to book, or can I just turn up?": how it works, for the site to answer; not a booking. */
export function asksHowVisitingWorks(text: string): boolean {
  const s = read(text);
  // An obligation asked about ("do I need to book?"); "I need to book" is a wish.
  return s.visitPolicy.said >= 1 || (s.modal.said >= 1 && (s.asked.said >= 1 || /\?\s*$/.test(text.trim())));
}

/** "Faut-il réserver ?", "can I book online?", "or can I just turn up?": asks how booking works rather than to book. */
export function asksAboutBooking(text: string): boolean {
  return asked(text, 'bookingPolicy') || asksHowVisitingWorks(text);
}

/** A visit asked without a booking word ("can I come on Friday?"): whether we're open, not a booking. */
export function asksOnlyToCome(text: string): boolean {
  return asked(text, 'visitOnly') && !asked(text, 'bookingWord');
}

/** "I'd like to…", "je voudrais…": a wish said, which a duration question does not undo. */
export function wishesToBook(text: string): boolean {
  return asked(text, 'wishToBook');
}

/** A wish said ("je voudrais…", "can I…"), not a question put indirectly ("je voudrais savoir combien…"). */
export function wishesSomething(text: string): boolean {
  const s = read(text);
  return s.wish.said >= 1 && s.indirect.said < 1;
}

/** A word naming an appointment or a booking ("rdv", "table", "consultation"). */
export function namesAppointment(text: string): boolean {
  return asked(text, 'appointment');
}

/** "Can I message you on WhatsApp?": whether a channel works, not a message to leave now. */
export function asksAboutChannel(text: string): boolean {
  return asked(text, 'channelAsked');
}

/** A who-question that still asks to be put through ("who can put me through to…"). */
export function saysPutThrough(text: string): boolean {
  return asked(text, 'talkVerb');
}

/** Availability asked for an appointment, or a visit asked of the business: a booking. */
export function asksForAvailability(text: string): boolean {
  return asked(text, 'availability');
}

/** Something done outside the opening hours: the site says how ("use the key box"), not the hours. */
export function asksOutsideHours(text: string): boolean {
  return asked(text, 'outsideHours');
}

/** "Can you tell me where the practice is?"; "where do I send…" is a contact question and comes first. */
export function asksWhereItIs(text: string): boolean {
  return asked(text, 'where') && !asksHowToReach(text);
}

/** Doing something for the caller, asked politely ("could you deliver roses tomorrow?"): an order at a shop. */
export function asksToPrepare(text: string): boolean {
  return asked(text, 'prepare');
}

/** Passing word to someone named: "let Sarah know I rang", "dites à Maître Roux que j'ai appelé". */
export function asksToPassOn(text: string): boolean {
  return asked(text, 'passOn');
}

/** Not coming after all: "I won't make my appointment", "we can't come on Friday" — coming, denied. */
export function saysNotComing(text: string): boolean {
  return read(text).coming.denied >= 1;
}

/** "Do you work evenings?", "what time can I collect it till?": a question about the hours. */
export function asksWorkingTime(text: string): boolean {
  return asked(text, 'workingTime');
}

/** Bringing something in ("could I bring the car in", "je voudrais amener la voiture"): with a day, a booking. */
export function bringsIn(text: string): boolean {
  return asked(text, 'bringIn');
}

/** Moving one's own appointment to another day or time, or "booked for Thursday, Monday instead". */
export function movesToAnother(text: string): boolean {
  return asked(text, 'moveOwn');
}
