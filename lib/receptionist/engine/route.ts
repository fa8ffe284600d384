import { parseWhen } from '../dates';
import { hoursKnown, isOpenAt } from '@/lib/hours';
import { detectIntents, yesNo } from '../intents';
import { detectLanguage } from '../language';
import { normalize } from '../normalize';
import { displayPhone, findPhone } from '../phone';
import { endCall, transferCall } from '../tools';
import type { MessageFlow } from '../types';
import { parseDateKey } from '../zoned-time';
import { freshIntent } from './answers';
import { asksOutsideHours, asksToPrepare } from './asking';
import { skillOf } from './skill';
import { continueBooking } from './booking';
import { answerChannel, answerContact } from './contact';
import { answerNamedPlace } from './location';
import { resolveService } from '../knowledge';
import { continueLookup } from './lookup';
import { continueMessage, continueMessageTurn } from './messages';
import { answerFromKnowledge } from './knowledge';
import { gap, has, offerMore, push, reprompt, type Turn } from './turn';
import { startOrder } from './requests';
import { asksBeyondTime, asksPublicHoliday, isPoliteRequest, refineIntents, switchesLanguage, trimWords } from './understand';

// Turn routing: language, interruptions that win over any flow (injection, emergency, transfer,
// goodbye, abort), then the flow in progress, then a fresh question.
export async function turn(t: Turn) {
  const { s } = t;
  if (s.ended) {
    push(t, 'ended');
    t.ended = true;
    return;
  }
  if (!t.raw) {
    push(t, 'empty');
    return;
  }
  const lang = detectLanguage(t.text);
  if ((lang === 'fr' || lang === 'en') && switchesLanguage(t.text, lang, s.lang)) t.L = s.lang = lang;
  // A message taken word for word is not interpreted (it may say "urgent" or "annuler").
  if (s.flow?.kind === 'message' && s.flow.awaiting === 'text') {
    s.flow.text = t.raw;
    await continueMessage(t, s.flow);
    return;
  }
  if (lang === 'other') {
    push(t, 'otherLanguage');
    return;
  }
  t.intents = refineIntents(t.raw, t.text, detectIntents(t.text));
  t.yn = yesNo(t.text, t.intents);
  t.when = parseWhen(t.text, t.L, t.now);
  pickMeridiem(t);
  // "Can I come on Friday?", "je peux passer demain matin ?": being open then, asked as a visit.
  if (!s.flow && asksToVisit(t)) t.intents.hours = 1;

  // Interruptions that win over any flow in progress.
  if (has(t, 'injection')) {
    push(t, 'injection');
    // A real question in the same message still gets the (unchanged) facts.
    if (has(t, 'price', 'hours', 'address', 'phone', 'email', 'services')) {
      t.intents.injection = 0;
      t.s.flow = null;
      await freshIntent(t);
      return;
    }
    reprompt(t);
    return;
  }
  if (has(t, 'emergency')) return transfer(t, true);
  if (has(t, 'transfer') && !has(t, 'message') && !(s.flow?.kind === 'message')) return transfer(t, false);
  // A day in the sentence may be a booking said in passing ("see you Saturday at 10"); a sentence
  // that ends on a farewell, outside any flow, is one ("that's all, thanks, bye now").
  const farewell = !t.when.date && t.when.minutes === undefined ? true : !s.flow && ENDS_ON_FAREWELL.test(normalize(t.text));
  if (has(t, 'goodbye') && farewell && !findPhone(t.text, t.agent.country)) return goodbye(t);
  if (s.flow && has(t, 'abort') && s.flow.kind !== 'offer_message') {
    s.flow = null;
    push(t, 'aborted');
    return;
  }

  // "Anything else?" — "non" / "rien" / "nothing": the caller is done.
  const askedMore =
    s.history.length > 0 && /(autre chose(?: pour vous)?|anything else)\s*\??$/i.test(s.history[s.history.length - 1].content);
  if (
    !s.flow &&
    askedMore &&
    Object.keys(t.intents).every((k) => k === 'no' || k === 'thanks') &&
    (t.yn === 'no' || /^(rien|nothing|non rien|no nothing|c est tout|that s it|nope)\b/.test(normalize(t.text)))
  ) {
    return goodbye(t);
  }
  if (s.flow) {
    const consumed = await continueFlow(t);
    if (consumed) return;
  }
  // One of several places named, a department's e-mail, a channel, the area served: the site's
  // own lines answer before the business-wide facts do.
  if (!s.flow && has(t, 'hours') && asksPublicHoliday(t.text)) return answerHoliday(t);
  // "Can I drop the car off before you open?": what the site says of out-of-hours, before the hours.
  if (!s.flow && has(t, 'hours') && asksOutsideHours(t.text) && (await answerFromKnowledge(t))) return offerMore(t);
  if (!s.flow && ((await answerChannel(t)) || (await answerNamedPlace(t)) || (await answerContact(t)))) return;
  // "Could you set aside two loaves for Saturday?" is an order said politely, not a question.
  if (!s.flow && has(t, 'order') && !has(t, 'price', 'hours') && isPoliteRequest(t.text)) return void (await startOrder(t));
  // "Could you deliver a dozen roses tomorrow?" at a shop: an order, said as a polite request with a day.
  if (
    !s.flow &&
    skillOf(t.agent) === 'order' &&
    t.when.status !== 'none' &&
    isPoliteRequest(t.text) &&
    asksToPrepare(t.text) &&
    !has(t, 'price', 'hours', 'address')
  )
    return void (await startOrder(t));
  await freshIntent(t);
}

/** "à 7h" / "at 9": keep the reading that falls inside the opening hours when only one does. */
function pickMeridiem(t: Turn) {
  const w = t.when;
  const hours = t.agent.info.hours;
  if (w.minutes === undefined || w.altMinutes === undefined || !hoursKnown(hours)) return;
  const flowDate = t.s.flow?.kind === 'booking' && t.s.flow.date ? parseDateKey(t.s.flow.date) : null;
  const day = w.date ?? w.options?.[0] ?? flowDate ?? t.today;
  if (!isOpenAt(hours, day, w.minutes) && isOpenAt(hours, day, w.altMinutes)) w.minutes = w.altMinutes;
}

function goodbye(t: Turn) {
  push(t, 'goodbye');
  endCall(t.ctx);
  t.actions.push({ type: 'end_call' });
  t.ended = true;
  t.s.flow = null;
}

function transfer(t: Turn, emergency: boolean) {
  const r = transferCall(t.ctx, { reason: emergency ? 'emergency' : 'request' });
  t.s.flow = null;
  if (r.ok) {
    push(t, emergency ? 'emergency' : 'transfer', { phone: displayPhone(r.phone, t.agent.country) });
    t.actions.push({ type: 'transfer', phone: r.phone, ...(emergency ? { emergency: true } : {}) });
    return;
  }
  push(t, emergency ? 'emergencyNoPhone' : 'transferNoPhone');
  t.s.flow = { kind: 'offer_message', question: emergency ? `URGENT: ${t.raw.slice(0, 300)}` : t.raw.slice(0, 300) };
}

async function continueFlow(t: Turn): Promise<boolean> {
  const f = t.s.flow!;
  switch (f.kind) {
    case 'booking':
      return continueBooking(t, f, false);
    case 'message':
      return continueMessageTurn(t, f);
    case 'cancel':
    case 'move':
      return continueLookup(t, f);
    case 'offer_message':
      // "ok, and what about Thursday's hours?" is a new question, not a yes to the offer.
      if (has(t, 'hours', 'address', 'price', 'services', 'booking', 'cancel', 'move', 'email', 'phone') && !has(t, 'message')) {
        t.s.flow = null;
        return false;
      }
      if (t.yn === 'yes' || (has(t, 'message') && !has(t, 'no'))) {
        const m: MessageFlow = { kind: 'message', awaiting: 'name', text: f.question };
        t.s.flow = m;
        await continueMessage(t, m);
        return true;
      }
      t.s.flow = null;
      if (t.yn === 'no') {
        push(t, 'okNoProblem');
        return true;
      }
      return false;
  }
}

/** A visit on a day or at a time, with nothing else asked and no booking word: an hours question. */
function asksToVisit(t: Turn): boolean {
  const dated = t.when.status !== 'none' && (t.when.date || t.when.minutes !== undefined || t.when.partOfDay);
  if (!dated || !VISIT.test(normalize(t.text)) || has(t, 'booking', 'order', 'cancel', 'move', 'message')) return false;
  // "I'd love to come in for highlights on Saturday": a wish with a service named is a booking.
  if (WISH.test(normalize(t.text)) && t.agent.info.services.length && resolveService(t.text, t.agent.info.services).best) return false;
  // Whatever the errand ("to drop the car off", "after work").
  return !asksBeyondTime(t.text);
}
const WISH =
  /\b(i d like|id like|i would like|i d love|i would love|we d like|we d love|i want|we want|je voudrais|j aimerais|je souhaite|je souhaiterais|on voudrait|nous voudrions)\b/;
const ENDS_ON_FAREWELL =
  /\b(bye|bye now|bye bye|goodbye|au revoir|bonne journee|bonne soiree|bonne fin de journee|bonne fin de soiree|ciao|a bientot|a plus)\s*$/;
const VISIT = /\b(come|coming|drop by|drop in|pop in|pop by|stop by|swing by|visit|venir|passer|deposer|arriver)\b/;

/** "Open on Boxing Day?": the site's own words when it says; never the weekday's hours as if they held. */
async function answerHoliday(t: Turn) {
  if (await answerFromKnowledge(t)) return offerMore(t);
  // A line of the site about public holidays answers, in its own words ("fermé les jours fériés").
  const hits = [...(await t.search(HOLIDAY_QUERY[t.L], t.L)), ...(await t.search(t.text, t.L))];
  const said = hits.flatMap((h) => h.text.split(/(?<=[.!?])\s+/)).find((sentence) => asksPublicHoliday(sentence));
  if (said) {
    t.parts.push(trimWords(said));
    return offerMore(t);
  }
  gap(t, 'holidayUnknown');
}
const HOLIDAY_QUERY = { fr: 'jours fériés fermeture exceptionnelle', en: 'bank holidays public holidays closed' } as const;
