import { looksLikeLanguage, resolveService, searchKnowledge } from '../knowledge';
import { normalize, tokens } from '../normalize';
import { displayPhone, findPhone } from '../phone';
import { logKnowledgeGap } from '../tools';
import { hoursKnown } from '@/lib/hours';
import { isYesNoQuestion } from '../question';
import { startOrder, startRequest } from './requests';
import { answerHours } from './hours-answer';
import { startLookup } from './lookup';
import { startMessage } from './messages';
import { answerServices, asksBeyond, asksOtherThan } from './services-answer';
import { answerFromKnowledge, consultKnowledge, gapUnlessKnown, unknownLine } from './knowledge';
import { answerLocation } from './location';
import { has, offerMore, push, reprompt, type Turn } from './turn';
import { asksAboutBooking, wishesSomething } from './asking';
import { asksBeyondTime, asksHolidays, asksSomethingSpecific, isDurationQuestion, isOnlyGreeting, trimWords } from './understand';

// A fresh request: start a flow (booking, order, stay, message, cancel/move) or answer — from the
// structured facts first, then the site's passages, honestly "I don't know" otherwise.
export async function freshIntent(t: Turn) {
  const { s } = t;
  const info = t.agent.info;
  if (has(t, 'cancel') && !has(t, 'booking', 'move')) return startLookup(t, 'cancel');
  if (has(t, 'cancel') && has(t, 'booking') && !has(t, 'move')) return startLookup(t, 'cancel');
  if (has(t, 'move')) return startLookup(t, 'move');
  const service = info.services.length ? resolveService(t.text, info.services) : { candidates: [] };
  const wantsVerb = wishesSomething(t.text);
  const dated = t.when.status !== 'none' && (t.when.date || t.when.minutes !== undefined || t.when.status !== 'ok');
  // "Faut-il réserver ?", "on peut réserver en ligne ?": a question about booking, for the site to answer.
  if (has(t, 'booking') && asksAboutBooking(t.text)) {
    if (!(await answerFromKnowledge(t))) await gapUnlessKnown(t, 'unknown');
    return t.s.flow ? undefined : done(t);
  }
  // "What's the e-mail for reservations?" asks for the e-mail.
  const booking =
    has(t, 'booking') &&
    !has(t, 'email', 'phone', 'address') &&
    !(has(t, 'hours') && !wantsVerb && !has(t, 'price')) &&
    !(has(t, 'price') && !wantsVerb);
  // A wish asked as a question, with no day and no booking word ("je voudrais divorcer, vous
  // vous occupez de ça ?", "can I pay monthly?") asks what the business does: answered, not booked.
  const asksOnly = !dated && /\?/.test(t.text);
  if (
    booking ||
    (wantsVerb && !asksOnly && (service.best || service.candidates.length) && (dated || !has(t, 'price', 'services', 'hours')))
  )
    return startRequest(t);
  // "C'est possible demain matin ?" right after a price answer: book that service.
  if (dated && (wantsVerb || has(t, 'booking')) && s.topic === 'price' && s.lastService && !has(t, 'price', 'hours')) {
    return startRequest(t, s.lastService);
  }
  // A named service with a day, said as a wish ("une coupe samedi"), not asked as a question.
  if ((service.best || service.candidates.length) && dated && !has(t, 'price', 'hours') && !isYesNoQuestion(t.text, t.L))
    return startRequest(t);
  // "Je voudrais commander…": an order is taken as a message for the team, whatever the trade.
  // "How do I order, is there a website?" asks how ordering works: the site answers.
  if (
    has(t, 'order') &&
    !has(t, 'price', 'hours') &&
    !isYesNoQuestion(t.text, t.L) &&
    !/\b(how|comment|website|site|online|en ligne|internet)\b/.test(normalize(t.text))
  )
    return startOrder(t);
  if (has(t, 'message')) return startMessage(t);

  // "Combien de temps dure…" / "how long does… take" asks a duration, which we don't have.
  const asksDuration = isDurationQuestion(t.text);
  if (asksDuration) {
    delete t.intents.price;
    delete t.intents.services;
  }
  const answered: string[] = [];
  // Holidays and bank holidays are in the site's text, not in the weekly hours.
  if (has(t, 'hours') && asksHolidays(t.text) && (await answerFromKnowledge(t))) return done(t);
  if (has(t, 'hours') || (s.topic === 'hours' && dated && !has(t, 'price', 'services'))) {
    answerHours(t);
    answered.push('hours');
  }
  // "adresse e-mail" is about e-mail, not the street address.
  if (has(t, 'address') && !(has(t, 'email') && (t.intents.address ?? 0) <= 1)) {
    // The site's own street line for the place asked, else the extracted address.
    const fromSite = await answerLocation(t);
    if (!fromSite && info.address?.formatted) push(t, 'address', { address: info.address.formatted });
    else if (!fromSite) await gapUnlessKnown(t, 'addressUnknown');
    answered.push('address');
  }
  if (has(t, 'email')) {
    if (info.email) push(t, 'email', { email: info.email });
    else await gapUnlessKnown(t, 'emailUnknown');
    answered.push('email');
  } else if (has(t, 'phone') && !(has(t, 'address') && (t.intents.phone ?? 0) < 2) && !findPhone(t.text, t.agent.country)) {
    const phone = info.phones[0]?.e164 || t.agent.transferPhone;
    if (phone) push(t, 'phone', { phone: displayPhone(phone, t.agent.country) });
    else await gapUnlessKnown(t, 'phoneUnknown');
    answered.push('phone');
  }
  const namedService = Boolean(service.best || service.candidates.length);
  if (has(t, 'price') || (has(t, 'services') && (namedService || !answered.length)) || (s.topic === 'price' && namedService)) {
    if (await answerServices(t, service)) answered.push('services');
  }
  if (answered.length) {
    s.topic = answered.includes('hours') ? 'hours' : answered.includes('services') ? 'price' : undefined;
    offerMore(t);
    return;
  }
  if (
    /^(c est quoi( ca| ce service| votre service| ce truc)?|qu est ce que c est|vous faites quoi|what is this|what s this|what is it|what are you|what do you do)$/.test(
      normalize(t.text),
    )
  ) {
    t.intents.identity = 1;
  }
  if (has(t, 'identity', 'languages')) {
    // The business's own FAQ may say more (e.g. "Arabic and Spanish coming soon").
    const faq = searchKnowledge(t.text, info);
    if (faq && faq.source === 'faq' && has(t, 'languages')) t.parts.push(faq.answer);
    else {
      push(t, has(t, 'identity') ? 'identity' : 'languages');
      const first = info.summary.split(/(?<=[.!?])\s+/)[0]?.trim();
      if (has(t, 'identity') && first) t.parts.push(first);
    }
    reprompt(t);
    return;
  }
  if (has(t, 'thanks')) return void push(t, 'thanks');

  // Free question: the business's FAQ, then the site's own passages, then its summary.
  // The site's passages hold its FAQ too; the extracted FAQ and summary speak only for agents
  // whose site is not indexed.
  const kb = await consultKnowledge(t);
  if (kb === 'answered') return done(t);
  const local = kb === 'empty' ? searchKnowledge(t.text, info) : null;
  if (local) {
    t.parts.push(local.source === 'faq' ? local.answer : trimWords(local.answer));
    return done(t);
  }
  // A day or a time with nothing else asked ("je peux passer samedi ?", "c'est possible vers
  // 18 h ?") is about being open then, not a booking.
  if (dated && !s.flow && hoursKnown(info.hours) && !asksBeyondTime(t.text)) {
    answerHours(t);
    return done(t);
  }
  if (service.best && !asksDuration && !asksBeyond(t.text, [service.best]) && !asksOtherThan(t, service.best)) {
    const price = service.best.price ? ` (${service.best.price})` : '';
    push(t, 'serviceYes', { service: service.best.name, price });
    s.topic = 'price';
    s.lastService = service.best.name;
    offerMore(t);
    return;
  }
  if (has(t, 'greeting') && isOnlyGreeting(t.text)) {
    push(t, s.history.length ? 'greetingAgain' : 'greeting');
    reprompt(t);
    return;
  }
  // "Right, so how would I get a quote for a boiler?": a yes-word opening a sentence that asks
  // something is how it starts, not the answer.
  if (t.yn && !s.flow && !asksSomethingSpecific(t.text)) return void push(t, 'okNoProblem');
  // A day or a time alone ("je peux passer samedi ?", "it's for Saturday") is not a booking:
  // say whether we're open then.
  if (dated && !s.flow && t.yn === null && !/\?/.test(t.text) && !asksBeyondTime(t.text)) return startRequest(t);
  const question = /\?/.test(t.text) || tokens(t.text).length >= 3;
  if (looksLikeLanguage(t.text) && question) {
    // Honest "I don't know", offer a message, and tell the owner what was asked.
    await logKnowledgeGap(t.ctx, t.raw);
    push(t, ...unknownLine(t));
    if (!s.flow) s.flow = { kind: 'offer_message', question: t.raw.slice(0, 500) };
    else reprompt(t);
    return;
  }
  push(t, 'notUnderstood');
  reprompt(t);
}

/** An answer given: offer more, or go back to the flow in progress. */
function done(t: Turn) {
  offerMore(t);
}
