import 'server-only';
import { parseWhen, type When } from './dates';
import { hoursKnown, isOpenAt, nextOpening, spanAt, spansOn } from './hours';
import { detectIntents, isLexiconWord, yesNo, type IntentScores } from './intents';
import { looksLikeLanguage, nameTokens, resolveService, RETRIEVAL_STOP, searchKnowledge, wordMatches } from './knowledge';
import { detectLanguage, type Lang } from './language';
import type { Intent } from './lexicon';
import { contentTokens, fuzzyEqual, normalize, STOPWORDS, tokens } from './normalize';
import { LEXICON } from './lexicon';
import { displayPhone, findPhone } from './phone';
import { dayName, formatDate, formatDay, formatSlot, formatSpans, formatTime, formatWeek, joinList, say, type ReplyKey } from './replies';
import {
  bookAppointment,
  cancelAppointment,
  checkHours,
  checkSlot,
  endCall,
  findAppointmentsByPhone,
  freeSlotsOn,
  logKnowledgeGap,
  moveAppointment,
  takeMessage,
  transferCall,
  type SlotRefusal,
  type ToolContext,
} from './tools';
import type { AgentContext, AppointmentView, BookingFlow, CancelFlow, ChatAction, MessageFlow, SessionState } from './types';
import { addDays, dateKey, parseDateKey, parseTimeKey, timeKey, toLocal, weekdayOf, type LocalDate, type LocalDateTime } from './zoned-time';

// The local receptionist: rules over the agent's own facts, in French and English, no keys.
// Each turn: detect the caller's language, read intents and values (dates, phone, name, service),
// continue the flow in progress (booking, message, cancel/move) or answer the question, and call
// the same tool functions the LLM runtimes call. Everything it states comes from extractedInfo.

export type EngineInput = { agent: AgentContext; state: SessionState; message: string; now: Date; sessionId: string };
export type EngineOutput = { reply: string; actions: ChatAction[]; ended: boolean; state: SessionState };

/** Longer messages are understood from their beginning (the full text is kept for messages). */
const ANALYSIS_CHARS = 600;

type Turn = {
  agent: AgentContext;
  s: SessionState;
  L: Lang;
  raw: string;
  text: string;
  intents: IntentScores;
  yn: 'yes' | 'no' | null;
  when: When;
  now: LocalDateTime;
  today: LocalDate;
  ctx: ToolContext;
  parts: string[];
  actions: ChatAction[];
  ended: boolean;
  /** Writes started during the turn (knowledge gaps), awaited before the turn returns. */
  pending: Promise<unknown>[];
};

const has = (t: Turn, ...names: Intent[]) => names.some((n) => (t.intents[n] ?? 0) > 0);

function line(t: Turn, key: ReplyKey, vars: Record<string, string | number> = {}) {
  return say(t.L, key, { business: t.agent.name, ...vars });
}

function push(t: Turn, key: ReplyKey, vars: Record<string, string | number> = {}) {
  const text = line(t, key, vars);
  t.parts.push(text);
  return text;
}

/** Ask a flow question and remember it, so an interruption can re-ask it. */
function ask(t: Turn, flow: { prompt?: string }, key: ReplyKey, vars: Record<string, string | number> = {}) {
  flow.prompt = push(t, key, vars);
}

export async function runLocalTurn(input: EngineInput): Promise<EngineOutput> {
  const s: SessionState = structuredClone(input.state);
  const raw = input.message.slice(0, 2000).trim();
  const local = toLocal(input.now, input.agent.timezone);
  const t: Turn = {
    agent: input.agent,
    s,
    L: s.lang,
    raw,
    text: raw.slice(0, ANALYSIS_CHARS),
    intents: {},
    yn: null,
    when: { status: 'none' },
    now: local,
    today: { y: local.y, m: local.m, d: local.d },
    ctx: { agent: input.agent, sessionId: input.sessionId, now: input.now },
    parts: [],
    actions: [],
    ended: false,
    pending: [],
  };
  await turn(t);
  await Promise.all(t.pending);
  const reply = t.parts.join(' ').replace(/\s+/g, ' ').trim();
  s.history = [...s.history, { role: 'user' as const, content: raw.slice(0, 500) }, { role: 'assistant' as const, content: reply }].slice(-16);
  if (t.ended) s.ended = true;
  return { reply, actions: t.actions, ended: t.ended, state: s };
}

async function turn(t: Turn) {
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
  if (lang === 'fr' || lang === 'en') t.L = s.lang = lang;
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
  t.intents = detectIntents(t.text);
  t.yn = yesNo(t.text, t.intents);
  t.when = parseWhen(t.text, t.L, t.now);
  pickMeridiem(t);

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
  if (has(t, 'goodbye') && !t.when.date && t.when.minutes === undefined && !findPhone(t.text, t.agent.country)) return goodbye(t);
  if (s.flow && has(t, 'abort') && s.flow.kind !== 'offer_message') {
    s.flow = null;
    push(t, 'aborted');
    return;
  }

  // "Anything else?" — "non" / "rien" / "nothing": the caller is done.
  const askedMore = s.history.length > 0 && /(autre chose|anything else)\s*\??$/i.test(s.history[s.history.length - 1].content);
  if (!s.flow && askedMore && Object.keys(t.intents).every((k) => k === 'no' || k === 'thanks') && (t.yn === 'no' || /^(rien|nothing|non rien|no nothing|c est tout|that s it|nope)\b/.test(normalize(t.text)))) {
    return goodbye(t);
  }
  if (s.flow) {
    const consumed = await continueFlow(t);
    if (consumed) return;
  }
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

function reprompt(t: Turn) {
  const f = t.s.flow;
  if (f && f.kind !== 'offer_message' && f.prompt) t.parts.push(f.prompt);
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

// ---------------------------------------------------------------------------------------------
// Questions answered from the facts

async function freshIntent(t: Turn) {
  const { s } = t;
  const info = t.agent.info;
  if (has(t, 'cancel') && !has(t, 'booking', 'move')) return startLookup(t, 'cancel');
  if (has(t, 'cancel') && has(t, 'booking') && !has(t, 'move')) return startLookup(t, 'cancel');
  if (has(t, 'move')) return startLookup(t, 'move');
  const service = info.services.length ? resolveService(t.text, info.services) : { candidates: [] };
  const wantsVerb = /\b(voudrais|voudrait|aimerais|souhaite|souhaiterais|veux|peux|pourrais|besoin|would like|i d like|id like|want|need|can i|could i|possible)\b/.test(normalize(t.text));
  const dated = t.when.status !== 'none' && (t.when.date || t.when.minutes !== undefined || t.when.status !== 'ok');
  if (has(t, 'booking') && !(has(t, 'hours') && !wantsVerb && !has(t, 'price')) && !(has(t, 'price') && !wantsVerb)) return startBooking(t);
  if (wantsVerb && (service.best || service.candidates.length) && (dated || !has(t, 'price', 'services', 'hours'))) return startBooking(t);
  // "C'est possible demain matin ?" right after a price answer: book that service.
  if (dated && (wantsVerb || has(t, 'booking')) && s.topic === 'price' && s.lastService && !has(t, 'price', 'hours')) {
    return startBooking(t, s.lastService);
  }
  if ((service.best || service.candidates.length) && dated && !has(t, 'price', 'hours')) return startBooking(t);
  if (has(t, 'message')) return startMessage(t);

  // "Combien de temps dure…" / "how long does… take" asks a duration, which we don't have.
  const asksDuration = isDurationQuestion(t.text);
  if (asksDuration) {
    delete t.intents.price;
    delete t.intents.services;
  }
  const answered: string[] = [];
  if (has(t, 'hours') || (s.topic === 'hours' && dated && !has(t, 'price', 'services'))) {
    answerHours(t);
    answered.push('hours');
  }
  // "adresse e-mail" is about e-mail, not the street address.
  if (has(t, 'address') && !(has(t, 'email') && (t.intents.address ?? 0) <= 1)) {
    if (info.address?.formatted) push(t, 'address', { address: info.address.formatted });
    else gap(t, 'addressUnknown');
    answered.push('address');
  }
  if (has(t, 'email')) {
    if (info.email) push(t, 'email', { email: info.email });
    else gap(t, 'emailUnknown');
    answered.push('email');
  } else if (has(t, 'phone') && !has(t, 'address') && !findPhone(t.text, t.agent.country)) {
    const phone = info.phones[0]?.e164 || t.agent.transferPhone;
    if (phone) push(t, 'phone', { phone: displayPhone(phone, t.agent.country) });
    else gap(t, 'phoneUnknown');
    answered.push('phone');
  }
  const namedService = Boolean(service.best || service.candidates.length);
  if (has(t, 'price') || (has(t, 'services') && (namedService || !answered.length)) || (s.topic === 'price' && namedService)) {
    if (answerServices(t, service)) answered.push('services');
  }
  if (answered.length) {
    s.topic = answered.includes('hours') ? 'hours' : answered.includes('services') ? 'price' : undefined;
    if (!s.flow) push(t, 'anythingElse');
    else reprompt(t);
    return;
  }
  if (/^(c est quoi( ca| ce service| votre service| ce truc)?|qu est ce que c est|vous faites quoi|what is this|what s this|what is it|what are you|what do you do)$/.test(normalize(t.text))) {
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

  // Free question: the FAQ and page text.
  const hit = searchKnowledge(t.text, info);
  if (hit) {
    t.parts.push(hit.answer);
    if (!s.flow) push(t, 'anythingElse');
    else reprompt(t);
    return;
  }
  if (service.best && !asksDuration) {
    const price = service.best.price ? ` (${service.best.price})` : '';
    push(t, 'serviceYes', { service: service.best.name, price });
    s.topic = 'price';
    s.lastService = service.best.name;
    if (!s.flow) push(t, 'anythingElse');
    else reprompt(t);
    return;
  }
  if (has(t, 'greeting')) {
    push(t, s.history.length ? 'greetingAgain' : 'greeting');
    reprompt(t);
    return;
  }
  if (t.yn && !s.flow) return void push(t, 'okNoProblem');
  if (dated && !s.flow) return startBooking(t);
  const question = /\?/.test(t.text) || tokens(t.text).length >= 3;
  if (looksLikeLanguage(t.text) && question) {
    // Honest "I don't know", offer a message, and tell the owner what was asked.
    await logKnowledgeGap(t.ctx, t.raw);
    push(t, 'unknown');
    if (!s.flow) s.flow = { kind: 'offer_message', question: t.raw.slice(0, 500) };
    else reprompt(t);
    return;
  }
  push(t, 'notUnderstood');
  reprompt(t);
}

function isDurationQuestion(text: string) {
  return /\b(combien de temps|how long|duree|duration|temps faut)\b/.test(normalize(text));
}

/** A fact we don't have: say so, log it for the owner, offer a message. */
function gap(t: Turn, key: ReplyKey, vars: Record<string, string> = {}) {
  push(t, key, vars);
  t.pending.push(logKnowledgeGap(t.ctx, t.raw));
  if (!t.s.flow) t.s.flow = { kind: 'offer_message', question: t.raw.slice(0, 500) };
}

function serviceLabel(s: { name: string; price?: string }) {
  return s.price ? `${s.name} (${s.price})` : s.name;
}

function answerServices(t: Turn, match: ReturnType<typeof resolveService>): boolean {
  const services = t.agent.info.services;
  if (!services.length) {
    const hit = searchKnowledge(t.text, t.agent.info);
    if (hit) {
      t.parts.push(hit.answer);
      return true;
    }
    gap(t, asksSomethingSpecific(t.text) ? 'unknown' : has(t, 'price') ? 'pricesUnknown' : 'servicesUnknown');
    return true;
  }
  if (match.best) {
    t.s.lastService = match.best.name;
    if (match.best.price) push(t, 'servicePrice', { service: match.best.name, price: match.best.price });
    else gap(t, 'serviceNoPrice', { service: match.best.name });
    return true;
  }
  if (match.candidates.length > 1) {
    // "Do you do kids haircuts?" when only men's and women's exist: the "kids" part is unknown.
    const names = match.candidates.flatMap((c) => nameTokens(c.name));
    const leftover = contentTokens(t.text).filter((tok) => !names.some((w) => wordMatches(tok, w)));
    if (asksSomethingSpecific(leftover.join(' '))) {
      gap(t, 'unknown');
      return true;
    }
    push(t, 'serviceChoice', { list: joinList(match.candidates.map(serviceLabel), t.L) });
    return true;
  }
  // Asked about something specific we don't list? Try the FAQ before listing everything.
  const hit = searchKnowledge(t.text, t.agent.info);
  if (hit) {
    t.parts.push(hit.answer);
    return true;
  }
  if (asksSomethingSpecific(t.text)) {
    // "Do you do eyelash extensions?": not on our list and not in the FAQ → honest unknown.
    gap(t, 'unknown');
    return true;
  }
  const priced = services.filter((s) => s.price);
  if (has(t, 'price') && priced.length) push(t, 'pricesList', { list: joinList(services.slice(0, 12).map(serviceLabel), t.L) });
  else push(t, 'servicesList', { list: joinList(services.slice(0, 12).map(serviceLabel), t.L) });
  return true;
}

const GENERIC_SERVICE_WORDS = new Set(
  [...Object.values(LEXICON).flat(),
    'quels', 'quelles', 'quel', 'liste', 'list', 'all', 'tous', 'toutes', 'kind', 'kinds', 'type', 'types', 'sorte', 'genre',
    'faites', 'proposez', 'offer', 'offers', 'provide', 'sell', 'vendez', 'avez', 'have', 'chez', 'here', 'ici', 'actuellement', 'currently', 'also', 'aussi', 'exactly', 'exactement']
    .flatMap((p) => contentTokens(p)),
);

function asksSomethingSpecific(text: string): boolean {
  return contentTokens(text).some((tok) => tok.length >= 3 && !GENERIC_SERVICE_WORDS.has(tok) && !RETRIEVAL_STOP.has(tok) && ![...GENERIC_SERVICE_WORDS].some((g) => fuzzyEqual(g, tok)));
}

function answerHours(t: Turn) {
  const hours = t.agent.info.hours;
  if (!hoursKnown(hours)) return gap(t, 'hoursUnknown');
  const n = normalize(t.text);
  const w = t.when;
  const lastDay = t.s.topic === 'hours' && t.s.topicDate ? parseDateKey(t.s.topicDate) : null;
  const date = (w.status === 'ambiguous_weekday' && w.options ? w.options[0] : w.date) ?? (w.minutes !== undefined && lastDay ? lastDay : undefined);
  if (date) t.s.topicDate = dateKey(date);
  const nowMin = t.now.hh * 60 + t.now.mm;
  const asksNowFirst = /\b(maintenant|en ce moment|actuellement|now|right now|currently|at the moment|still open|encore ouvert|toujours ouvert)\b/.test(n);
  const nextText = (from: LocalDateTime) => {
    const next = nextOpening(hours, from);
    return next ? formatSlot(next, t.L, t.today) : null;
  };
  if (/\bweek[\s-]?ends?\b/.test(n) && w.minutes === undefined) {
    const items = (['saturday', 'sunday'] as const).map((d) => {
      const spans = spansOn(hours, d);
      return spans.length
        ? say(t.L, 'singleDay', { day: dayName(d, t.L) }) + ' ' + formatSpans(spans, t.L)
        : say(t.L, 'closedOn', { days: dayName(d, t.L) });
    });
    push(t, 'weekendHours', { list: items.join(t.L === 'fr' ? ' ; ' : '; ') });
    return;
  }
  // "Until what time…?", "when do you close on Saturday?": a direct answer, not "yes".
  const wh = /\b(quelle heure|what time|when|quand|jusqu a quelle heure|until what time|how late|until when)\b/.test(n);
  const asksClose = /\b(close|closing|fermez|fermes|ferme|fermeture|jusqu a quelle heure|until what time|how late|until when)\b/.test(n);
  const asksOpen = !asksClose && /\b(ouvrez|ouvre|ouverture|open|opening)\b/.test(n);
  if (wh && w.minutes === undefined && !asksNowFirst && (date || asksClose || asksOpen)) {
    const day = date ?? t.today;
    const spans = spansOn(hours, weekdayOf(day));
    const dayText = capitalize(formatDay(day, t.L, t.today));
    if (!spans.length) {
      push(t, 'closedOnDay', { day: dayText });
      const next = nextText({ ...day, hh: 23, mm: 59 });
      if (next) push(t, 'nextOpening', { next });
    } else if (asksClose) push(t, 'closesAt', { day: dayText, time: formatTime(spans[spans.length - 1].closes, t.L) });
    else if (asksOpen) push(t, 'opensAt', { day: dayText, time: formatTime(spans[0].opens, t.L), spans: formatSpans(spans, t.L) });
    else push(t, 'hoursOnDay', { day: dayText, spans: formatSpans(spans, t.L) });
    return;
  }
  if ((!date || asksNowFirst) && w.minutes === undefined) {
    const asksNow = /\b(maintenant|en ce moment|actuellement|now|right now|currently|at the moment|still open|encore ouvert|toujours ouvert)\b/.test(n);
    const asksWeek =
      /\b(heures d ouverture|opening times|quand|when|what time|a quelle heure|jours|days|week end|weekend|week-end|weekends)\b/.test(n) ||
      tokens(n).some((tok) => ['horaires', 'horaire', 'hours'].some((w) => fuzzyEqual(tok, w)));
    if (asksNow || !asksWeek) {
      if (isOpenAt(hours, t.today, nowMin)) {
        const span = spanAt(hours, t.today, nowMin);
        push(t, 'openNowYes', { close: formatTime(span ? span.closes : nowMin, t.L) });
      } else {
        const next = nextText(t.now);
        if (next) push(t, 'openNowNo', { next });
        else push(t, 'openNowNoNext');
      }
      if (asksNow) return;
    }
    push(t, 'hoursWeek', { list: formatWeek(hours, t.L) });
    return;
  }
  const day = date ?? t.today;
  const dayText = formatDay(day, t.L, t.today);
  const spans = spansOn(hours, weekdayOf(day));
  if (w.minutes === undefined && w.partOfDay && spans.length) {
    const [from, to] = w.partOfDay === 'morning' ? [0, 720] : w.partOfDay === 'afternoon' ? [780, 1080] : [1080, 1440];
    const inPart = spans.filter((s) => s.opens < to && s.closes > from);
    const part = line(t, w.partOfDay === 'morning' ? 'partMorning' : w.partOfDay === 'afternoon' ? 'partAfternoon' : 'partEvening');
    push(t, inPart.length ? 'openPartYes' : 'openPartNo', { day: dayText, part, spans: formatSpans(inPart.length ? inPart : spans, t.L) });
    return;
  }
  if (w.minutes === undefined) {
    if (spans.length) push(t, 'openDayYes', { day: dayText, spans: formatSpans(spans, t.L) });
    else {
      push(t, 'openDayNo', { day: dayText });
      const next = nextText({ ...day, hh: 23, mm: 59 });
      if (next) push(t, 'nextOpening', { next });
    }
    return;
  }
  const time = formatTime(w.minutes, t.L);
  if (isOpenAt(hours, day, w.minutes)) push(t, 'openAtYes', { day: dayText, time, spans: formatSpans(spans, t.L) });
  else if (spans.length) push(t, 'openAtNoSpans', { day: dayText, time, spans: formatSpans(spans, t.L) });
  else {
    push(t, 'openAtNoDay', { day: dayText });
    const next = nextText({ ...day, hh: 23, mm: 59 });
    if (next) push(t, 'nextOpening', { next });
  }
}

// ---------------------------------------------------------------------------------------------
// Flows

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

const NAME_PATTERNS = [
  /(?:je m['’ ]?appelle|mon nom est|mon nom c['’ ]?est|c['’]est de la part de|de la part de|au nom de|my name is|my name['’]s|under the name(?: of)?|name is|nom\s*:)\s+([\p{L}][\p{L}'’ .-]{0,60})/iu,
];
const WEAK_NAME_PATTERNS = [/(?:^|\s)(?:[Mm]oi,? [Cc]['’]est|[Cc]['’]est|[Jj]e suis|[Tt]his is|I['’]m|I am|[Ii]t['’]s)\s+(\p{Lu}[\p{L}'’ .-]{0,60})/u];
const NAME_PREFIX = /^(?:(?:oui|yes|ok|alors|so|euh|well|moi|bien sûr|sure)[,\s]+)?(?:(?:c['’ ]?est|je suis|je m['’ ]?appelle|mon nom est|it['’ ]?s|it is|this is|i['’]m|i am|my name is|name['’]s)\s+)?/i;
const NAME_STOP = /\s+(?:et|and|mon|ma|my|num[ée]ro|number|phone|t[ée]l[ée]phone|au|le|la|pour|for|je|i|tel|joignable|reachable|on|at|à|a|merci|thanks|please|svp|s['’]il)\b.*$/iu;

// Particles that do belong in names ("Jean de la Fontaine", "Van Dyke").
const NAME_PARTICLES = new Set(['de', 'la', 'le', 'du', 'des', 'van', 'von', 'der', 'den', 'ben', 'bin', 'el', 'al', 'da', 'di', 'dos', 'mc', 'st']);
const NOT_NAMES = new Set(['actually', 'instead', 'plutot', 'finalement', 'maybe', 'peut', 'etre', 'can', 'could', 'would', 'we', 'do', 'does', 'please', 'stop', 'wait', 'attendez', 'sorry', 'pardon', 'desole', 'hello', 'allo', 'what', 'quoi', 'why', 'pourquoi', 'how', 'comment', 'change', 'changer', 'time', 'day', 'jour', 'heure']);

function cleanName(s: string): string | undefined {
  const cut = s.replace(/[,;!?.:\d].*$/u, '').replace(NAME_STOP, '').trim();
  const words = cut.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4) return undefined;
  if (!words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) return undefined;
  // "Actually can we do…", "oui d'accord": sentences, not names.
  const plain = words.map((w) => normalize(w)).filter((w) => !NAME_PARTICLES.has(w));
  if (!plain.length || plain.some((w) => NOT_NAMES.has(w) || STOPWORDS.has(w) || (w.length > 2 && isLexiconWord(w)))) return undefined;
  return words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join(' ');
}

function extractName(t: Turn, expecting: boolean): string | undefined {
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

function phoneFrom(t: Turn): string | undefined {
  const p = findPhone(t.raw, t.agent.country);
  return p ? p.e164 : undefined;
}

const hasDigits = (s: string) => (s.replace(/\D/g, '').length >= 6);

function slotRefusalKey(r: SlotRefusal['reason']): ReplyKey {
  return r === 'closed' ? 'slotClosed' : r === 'taken' ? 'slotTaken' : r === 'off_grid' ? 'slotOffGrid' : 'slotPast';
}

function localSlotText(t: Turn, date: string, minutes: number) {
  return formatSlot({ date: parseDateKey(date)!, minutes }, t.L, t.today);
}

function whatText(t: Turn, service: string | null | undefined) {
  return service ? line(t, 'apptWhat', { service }) : '';
}

function startBooking(t: Turn, service?: string) {
  const f: BookingFlow = { kind: 'booking', awaiting: 'when', ...(service ? { service } : {}) };
  t.s.flow = f;
  return continueBooking(t, f, true).then(() => undefined);
}

const PARTY_WORDS: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10 };
const PREFERRED: Record<string, number> = { morning: 10 * 60, afternoon: 14 * 60, evening: 18 * 60 };

/** Booking slot filling. Returns false when the message brought nothing for the booking. */
async function continueBooking(t: Turn, f: BookingFlow, starting: boolean): Promise<boolean> {
  const services = t.agent.info.services;
  const n = normalize(t.text);
  let consumed = starting;

  if (f.awaiting === 'confirm' && t.yn === 'yes') return finalizeBooking(t, f);
  // A question in the middle ("au fait, c'est combien ?") is answered, then the flow resumes.
  if (!starting && (has(t, 'price', 'hours', 'address', 'email', 'services', 'identity', 'languages') || isDurationQuestion(t.text)) && t.when.status === 'none' && !phoneFrom(t) && !t.yn) return false;
  // "Is it open at lunchtime on Wednesday?" mid-booking is a question about hours, not a slot.
  if (!starting && has(t, 'hours') && !has(t, 'booking') && !t.yn && /\?|\b(est ce|etes vous|are you|is it|is the|do you)\b/.test(n)) return false;
  if (f.awaiting === 'alternative' && t.yn === 'yes' && f.alternative) {
    f.date = f.alternative.date;
    f.minutes = f.alternative.minutes;
    f.alternative = undefined;
    consumed = true;
    if (f.name && (f.phone || f.moveOf) && (f.service !== undefined || !services.length || f.moveOf)) {
      return confirmOrAsk(t, f);
    }
  } else if ((f.awaiting === 'alternative' || f.awaiting === 'confirm') && t.yn === 'no' && t.when.status === 'none' && !phoneFrom(t)) {
    if (f.awaiting === 'alternative') {
      f.date = undefined;
      f.minutes = undefined;
      f.alternative = undefined;
      f.awaiting = 'when';
      ask(t, f, 'askOtherTime');
    } else {
      f.awaiting = 'change';
      ask(t, f, 'whatToChange');
    }
    return true;
  }
  if (f.awaiting === 'ambiguous' && f.options) {
    if (/\b(aujourd|today|ce jour|celui ci|this one)\b/.test(n) || (/\b(ce|this)\b/.test(n) && t.when.status === 'ambiguous_weekday')) {
      f.date = f.options[0];
      consumed = true;
    } else if (/\b(prochain|prochaine|next|semaine prochaine|next week|suivant|following)\b/.test(n)) {
      f.date = f.options[1];
      consumed = true;
    }
    if (consumed) {
      f.options = undefined;
      if (t.when.minutes !== undefined) f.minutes = t.when.minutes;
    }
  }
  if (f.awaiting === 'change') {
    if (/\b(jour|date|day|quand)\b/.test(n)) { f.date = undefined; consumed = true; }
    if (/\b(heure|horaire|time|hour)\b/.test(n)) { f.minutes = undefined; consumed = true; }
    if (/\b(nom|name)\b/.test(n)) { f.name = undefined; consumed = true; }
    if (/\b(numero|number|telephone|phone|tel)\b/.test(n)) { f.phone = undefined; consumed = true; }
    if (/\b(prestation|service|soin)\b/.test(n)) { f.service = undefined; consumed = true; }
  }

  // Service.
  let choice: { name: string; price?: string }[] | null = null;
  if (services.length && !f.moveOf) {
    const match = resolveService(t.text, services);
    if (match.best) {
      f.service = match.best.name;
      consumed = true;
    } else if (match.candidates.length > 1 && (f.awaiting === 'service' || f.service === undefined)) {
      // Ask which one — after reading the rest of the message (date, name, phone).
      choice = match.candidates;
      consumed = true;
    } else if (f.awaiting === 'service' && /\b(peu importe|n importe|any|whatever|autre|other|je ne sais pas|don t know|not sure|pas sur)\b/.test(n)) {
      f.service = null;
      consumed = true;
    } else if (f.awaiting === 'service' && !starting) {
      // Asked twice without a recognisable service: book without one rather than loop.
      f.misses = (f.misses ?? 0) + 1;
      if (f.misses >= 2) {
        f.service = null;
        consumed = true;
      }
    }
  } else if (!services.length && f.service === undefined) {
    const bareParty = f.awaiting === 'party' ? /^\s*(?:pour|for|we are|on sera|nous serons)?\s*(\d{1,2})\s*$/i.exec(t.raw) : null;
    const party = bareParty ??
      /\b(?:party of|group of|groupe de|nous sommes|on est|on sera|we are|we re|we ll be)\s+(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(n) ?? /\b(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|two|three|four|five|six|seven|eight|nine|ten)\s*(personnes?|pers|couverts?|people|persons?|guests?)\b/.exec(n) ??
      /\b(?:table|reservation|resa)\s+(?:pour|for)\s+(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(n);
    if (party) {
      const size = /^\d+$/.test(party[1]) ? party[1] : String(PARTY_WORDS[party[1]] ?? party[1]);
      f.service = t.L === 'fr' ? `Table pour ${size}` : `Table for ${size}`;
      consumed = true;
    } else if (f.awaiting === 'party' && !starting) {
      f.misses = (f.misses ?? 0) + 1;
      if (f.misses >= 2) {
        f.service = null;
        consumed = true;
      }
    }
  }
  // "Le plus tôt possible" / "earliest": the first day with a free slot, earliest times first.
  if (/\b(plus tot possible|au plus vite|des que possible|au plus tot|earliest|asap|as soon as possible|first available|soonest)\b/.test(n)) {
    f.asap = true;
    consumed = true;
    if (!f.date && !(t.when.status === 'ok' && t.when.date)) {
      for (let i = 0; i < 21; i++) {
        const day = dateKey(addDays(t.today, i));
        if ((await freeSlotsOn(t.ctx, day, 0)).length) {
          f.date = day;
          break;
        }
      }
    }
  }

  // Date and time. A bare number answers "what time?" ("10", "à 3") in business hours.
  const w = t.when;
  const instead = /\b(?:instead|plutot|rather|make it|change (?:it )?to|a la place|do|disons|say)\s+(?:at\s+|a\s+)?(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\b/.exec(n);
  if (w.minutes === undefined && instead && /\b(instead|plutot|rather|make it|change|a la place)\b/.test(n)) {
    let h = Number(instead[1]);
    if (h >= 1 && h <= 7) h += 12;
    if (h <= 23) {
      w.minutes = h * 60 + (instead[2] ? Number(instead[2]) : 0);
      if (w.status === 'none') w.status = 'ok';
    }
  }
  if (w.minutes === undefined && ['time', 'when', 'alternative', 'change'].includes(f.awaiting)) {
    const bare = /^\s*(?:at|a|à|vers|around|maybe|plutot|plutôt|disons|say)?\s*(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\s*(?:please|svp|s il vous plait|s'il vous plaît)?\s*[?.!]?\s*$/i.exec(t.raw);
    if (bare) {
      let h = Number(bare[1]);
      if (h >= 1 && h <= 7) h += 12;
      if (h <= 23) {
        w.minutes = h * 60 + (bare[2] ? Math.min(59, Number(bare[2])) : 0);
        if (w.status === 'none') w.status = 'ok';
      }
    }
  }
  // "Le premier", "the last one", "10 h 30 c'est bien" after a list of proposed times.
  if (f.awaiting === 'time' && f.proposed?.length && w.minutes === undefined) {
    const pick = /\b(premier|premiere|first|1er)\b/.test(n) ? 0
      : /\b(deuxieme|second|seconde|2e|middle|milieu)\b/.test(n) ? 1
      : /\b(dernier|derniere|last|troisieme|third|3e)\b/.test(n) ? f.proposed.length - 1
      : t.yn === 'yes' ? 0 : -1;
    if (pick >= 0 && f.proposed[pick] !== undefined) {
      w.minutes = f.proposed[pick];
      if (w.status === 'none') w.status = 'ok';
    }
  }
  if (w.after !== undefined && w.minutes === undefined) {
    f.after = w.after;
    f.minutes = undefined;
    consumed = true;
  }
  if (w.status === 'past') {
    f.date = undefined;
    f.minutes = undefined;
    f.awaiting = 'when';
    ask(t, f, 'slotPast');
    return true;
  }
  if (w.status === 'impossible') {
    f.date = undefined;
    f.awaiting = 'when';
    ask(t, f, 'slotImpossible');
    return true;
  }
  if (w.status === 'ambiguous_weekday' && w.options) {
    f.options = [dateKey(w.options[0]), dateKey(w.options[1])];
    if (w.minutes !== undefined) f.minutes = w.minutes;
    f.awaiting = 'ambiguous';
    ask(t, f, 'slotAmbiguous', { today: formatDate(w.options[0], t.L), next: formatDate(w.options[1], t.L) });
    return true;
  }
  if (w.status === 'ok' && (w.date || w.minutes !== undefined)) {
    if (w.date) {
      const key = dateKey(w.date);
      if (key !== f.date && w.minutes === undefined && f.awaiting !== 'day') f.minutes = undefined;
      f.date = key;
    }
    if (w.minutes !== undefined) f.minutes = w.minutes;
    if (w.partOfDay) f.partOfDay = w.partOfDay;
    f.alternative = undefined;
    consumed = true;
  } else if (w.partOfDay && f.date) {
    f.partOfDay = w.partOfDay;
    consumed = true;
  }

  // Name and phone.
  if (!f.moveOf) {
    const phone = phoneFrom(t);
    if (phone) {
      f.phone = phone;
      t.s.caller.phone = phone;
      consumed = true;
    }
    const gotWhen = w.status === 'ok' && (w.date !== undefined || w.minutes !== undefined);
    const name = extractName(t, f.awaiting === 'name' && !gotWhen);
    if (name) {
      f.name = name;
      t.s.caller.name = name;
      consumed = true;
    }
    if (f.awaiting === 'phone' && !phone && hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
  }
  if (!consumed) return false;
  if (choice && f.service === undefined) {
    f.awaiting = 'service';
    ask(t, f, 'serviceChoice', { list: joinList(choice.map(serviceLabel), t.L) });
    return true;
  }
  return nextBookingStep(t, f);
}

async function nextBookingStep(t: Turn, f: BookingFlow): Promise<boolean> {
  const services = t.agent.info.services;
  // One service only (e.g. a discovery call): nothing to choose.
  if (services.length === 1 && f.service === undefined && !f.moveOf) f.service = services[0].name;
  if (services.length && f.service === undefined && !f.moveOf) {
    f.awaiting = 'service';
    ask(t, f, 'askService', { list: joinList(services.slice(0, 10).map(serviceLabel), t.L) });
    return true;
  }
  // A restaurant table: how many people (kept as the booking's "service").
  if (!services.length && f.service === undefined && !f.moveOf && /restaurant|bistro|brasserie|pizzeria|cafe|café|bar\b|trattoria/i.test(`${t.agent.businessType} ${t.agent.info.businessType}`)) {
    f.awaiting = 'party';
    ask(t, f, 'askPartySize');
    return true;
  }
  if (!f.date && f.minutes === undefined) {
    f.awaiting = 'when';
    ask(t, f, 'askWhen');
    return true;
  }
  if (!f.date) {
    f.awaiting = 'day';
    ask(t, f, 'askDay');
    return true;
  }
  if (f.minutes === undefined) {
    const preferred = f.asap ? 0 : f.partOfDay ? PREFERRED[f.partOfDay] : undefined;
    let free = await freeSlotsOn(t.ctx, f.date, f.after ?? preferred);
    if (f.after !== undefined) free = free.filter((m) => m >= f.after!);
    if (f.partOfDay) {
      const inPart = free.filter((m) => (f.partOfDay === 'morning' ? m < 12 * 60 : f.partOfDay === 'afternoon' ? m >= 12 * 60 && m < 18 * 60 : m >= 17 * 60));
      if (inPart.length) free = inPart;
    }
    if (!free.length) {
      const check = await checkSlot(t.ctx, f.date, timeKey(preferred ?? 10 * 60), f.moveOf?.id);
      const alt = check.ok ? null : check.alternative;
      return refuse(t, f, 'dayClosed', alt, { day: formatDay(parseDateKey(f.date)!, t.L, t.today) });
    }
    const picks = free.slice(0, 3).sort((a, b) => a - b);
    f.proposed = picks;
    f.awaiting = 'time';
    ask(t, f, 'askTimeOn', {
      day: capitalize(formatDay(parseDateKey(f.date)!, t.L, t.today)),
      slots: joinList(picks.map((m) => formatTime(m, t.L)), t.L).replace(/ (et|and) /, ` ${say(t.L, 'orWord')} `),
    });
    return true;
  }
  if (f.moveOf) {
    const old = toLocal(new Date(f.moveOf.startsAt), t.agent.timezone);
    if (dateKey(old) === f.date && old.hh * 60 + old.mm === f.minutes) {
      f.date = undefined;
      f.minutes = undefined;
      f.awaiting = 'when';
      ask(t, f, 'sameSlot');
      return true;
    }
  }
  const check = await checkSlot(t.ctx, f.date, timeKey(f.minutes), f.moveOf?.id);
  if (!check.ok) {
    return refuse(t, f, slotRefusalKey(check.reason), check.alternative, {
      day: formatDay(parseDateKey(f.date)!, t.L, t.today),
      time: formatTime(f.minutes, t.L),
    });
  }
  return confirmOrAsk(t, f);
}

function capitalize(s: string) {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

function refuse(t: Turn, f: BookingFlow, key: ReplyKey, alt: { date: string; time: string } | null, vars: Record<string, string>): boolean {
  if (!alt) {
    t.s.flow = { kind: 'offer_message', question: `Rendez-vous souhaité / requested: ${f.date ?? ''} ${f.minutes !== undefined ? timeKey(f.minutes) : ''} ${f.service ?? ''}`.trim() };
    push(t, 'noSlot');
    return true;
  }
  const minutes = parseTimeKey(alt.time)!;
  // Without published hours we must not claim "we're closed": say what window we book in.
  if (!hoursKnown(t.agent.info.hours) && (key === 'slotClosed' || key === 'dayClosed')) key = 'slotOutsideWindow';
  f.alternative = { date: alt.date, minutes };
  f.awaiting = 'alternative';
  let text = line(t, key, { ...vars, alt: localSlotText(t, alt.date, minutes) });
  text = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  t.parts.push(text);
  f.prompt = text;
  return true;
}

async function confirmOrAsk(t: Turn, f: BookingFlow): Promise<boolean> {
  if (!f.moveOf) {
    if (!f.name && t.s.caller.name) f.name = t.s.caller.name;
    if (!f.phone && t.s.caller.phone) f.phone = t.s.caller.phone;
    if (!f.name) {
      f.awaiting = 'name';
      ask(t, f, 'askName');
      return true;
    }
    if (!f.phone) {
      f.awaiting = 'phone';
      ask(t, f, 'askPhone');
      return true;
    }
  }
  f.awaiting = 'confirm';
  const day = formatDay(parseDateKey(f.date!)!, t.L, t.today);
  const time = formatTime(f.minutes!, t.L);
  if (f.moveOf) {
    const old = toLocal(new Date(f.moveOf.startsAt), t.agent.timezone);
    ask(t, f, 'confirmMove', {
      oldDay: formatDay(old, t.L, t.today),
      oldTime: formatTime(old.hh * 60 + old.mm, t.L),
      day,
      time,
    });
    return true;
  }
  ask(t, f, 'confirmBooking', {
    what: whatText(t, f.service),
    day,
    time,
    name: f.name!,
    phone: displayPhone(f.phone!, t.agent.country),
  });
  return true;
}

async function finalizeBooking(t: Turn, f: BookingFlow): Promise<boolean> {
  const date = f.date!;
  const time = timeKey(f.minutes!);
  if (f.moveOf) {
    const r = await moveAppointment(t.ctx, { appointmentId: f.moveOf.id, date, time });
    if (r.ok) {
      t.s.flow = null;
      t.actions.push({ type: 'appointment_moved', appointment: r.appointment, previousStartsAt: r.previousStartsAt });
      push(t, 'moved', { day: formatDay(parseDateKey(date)!, t.L, t.today), time: formatTime(f.minutes!, t.L) });
      return true;
    }
    if (r.reason === 'not_found') {
      t.s.flow = null;
      push(t, 'notFound', { phone: '' });
      return true;
    }
    return refuse(t, f, r.reason === 'taken' ? 'raceLost' : slotRefusalKey(r.reason), r.alternative, {
      day: formatDay(parseDateKey(date)!, t.L, t.today),
      time: formatTime(f.minutes!, t.L),
    });
  }
  const r = await bookAppointment(t.ctx, { name: f.name!, phone: f.phone!, service: f.service ?? null, date, time });
  if (r.ok) {
    t.s.flow = null;
    t.actions.push({ type: 'appointment_booked', appointment: r.appointment });
    push(t, 'booked', {
      what: whatText(t, f.service),
      day: formatDay(parseDateKey(date)!, t.L, t.today),
      time: formatTime(f.minutes!, t.L),
      name: f.name!,
    });
    return true;
  }
  if (r.reason === 'invalid_phone') {
    f.phone = undefined;
    f.awaiting = 'phone';
    ask(t, f, 'badPhone');
    return true;
  }
  if (r.reason === 'missing_name') {
    f.name = undefined;
    f.awaiting = 'name';
    ask(t, f, 'askName');
    return true;
  }
  return refuse(t, f, r.reason === 'taken' ? 'raceLost' : slotRefusalKey(r.reason), r.alternative, {
    day: formatDay(parseDateKey(date)!, t.L, t.today),
    time: formatTime(f.minutes!, t.L),
  });
}

// Messages.

function startMessage(t: Turn) {
  const f: MessageFlow = { kind: 'message', awaiting: 'text' };
  // "Je voudrais laisser un message : je serai en retard" — the content is already there.
  const m = /(?:message|rappeler|call me back|callback)[^:]*?(?::|pour dire que|pour lui dire que|pour dire|to say that|to say|saying|that)\s+(.{8,})$/i.exec(t.raw);
  if (m) f.text = m[1].trim();
  // "Could someone call me back about a funeral arrangement?": the request is the message.
  else if (/\b(about|regarding|concerning|concernant|au sujet d|a propos d|pour (?:un|une|le|la|les|mon|ma|mes)|tell|let (?:him|her|them) know|dites|prevenir)\b/i.test(normalize(t.raw)) && t.raw.length >= 25) f.text = t.raw;
  // A callback request is itself the message ("Vous pouvez me rappeler ?").
  else if (/\b(rappeler|rappelez|rappelle|rappel|call me|call back|callback|get back to me|recontacter|contact me)\b/.test(normalize(t.raw))) f.text = t.raw;
  t.s.flow = f;
  const name = extractName(t, false);
  if (name) f.name = t.s.caller.name = name;
  const phone = phoneFrom(t);
  if (phone) f.phone = t.s.caller.phone = phone;
  return continueMessage(t, f);
}

async function continueMessageTurn(t: Turn, f: MessageFlow): Promise<boolean> {
  let consumed = false;
  const phone = phoneFrom(t);
  if (phone) {
    f.phone = t.s.caller.phone = phone;
    consumed = true;
  }
  const name = extractName(t, f.awaiting === 'name');
  if (name) {
    f.name = t.s.caller.name = name;
    consumed = true;
  }
  if (f.awaiting === 'phone' && !phone) {
    if (t.yn === 'no' || /\b(pas de numero|prefere pas|no number|rather not)\b/.test(normalize(t.text))) {
      f.phone = '';
      consumed = true;
    } else if (hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
  }
  if (!consumed) return false;
  await continueMessage(t, f);
  return true;
}

async function continueMessage(t: Turn, f: MessageFlow) {
  if (!f.name && t.s.caller.name) f.name = t.s.caller.name;
  if (f.phone === undefined && t.s.caller.phone) f.phone = t.s.caller.phone;
  if (!f.text) {
    f.awaiting = 'text';
    return ask(t, f, 'askMessage');
  }
  if (!f.name) {
    f.awaiting = 'name';
    return ask(t, f, 'askMessageName');
  }
  if (f.phone === undefined) {
    f.awaiting = 'phone';
    return ask(t, f, 'askMessagePhone');
  }
  const r = await takeMessage(t.ctx, { name: f.name, phone: f.phone || null, message: f.text });
  t.s.flow = null;
  t.actions.push({ type: 'message_taken', message: r.message });
  if (f.phone) push(t, 'messageTaken', { name: f.name, phone: displayPhone(f.phone, t.agent.country) });
  else push(t, 'messageTakenNoPhone', { name: f.name });
}

// Cancel / move, found by phone number.

async function startLookup(t: Turn, kind: 'cancel' | 'move') {
  const f: CancelFlow = { kind, awaiting: 'phone' };
  t.s.flow = f;
  const phone = phoneFrom(t) ?? t.s.caller.phone;
  if (!phone) return ask(t, f, 'askLookupPhone');
  await lookup(t, f, phone);
}

async function lookup(t: Turn, f: CancelFlow, phone: string) {
  f.phone = t.s.caller.phone = phone;
  const found = await findAppointmentsByPhone(t.ctx, phone);
  if (!found.length) {
    f.awaiting = 'phone';
    ask(t, f, 'notFound', { phone: displayPhone(phone, t.agent.country) });
    return;
  }
  let appt: AppointmentView = found[0];
  if (t.when.date) {
    const k = dateKey(t.when.date);
    appt = found.find((a) => dateKey(toLocal(new Date(a.startsAt), t.agent.timezone)) === k) ?? appt;
  }
  f.appointment = appt;
  const l = toLocal(new Date(appt.startsAt), t.agent.timezone);
  const day = formatDay(l, t.L, t.today);
  const time = formatTime(l.hh * 60 + l.mm, t.L);
  if (f.kind === 'cancel') {
    f.awaiting = 'confirm';
    ask(t, f, 'confirmCancel', { what: whatText(t, appt.service), day, time });
    return;
  }
  const b: BookingFlow = { kind: 'booking', awaiting: 'when', moveOf: { id: appt.id, startsAt: appt.startsAt }, service: appt.service, name: appt.callerName, phone };
  t.s.flow = b;
  // "Move my appointment to Friday at 3": the new time came with the request.
  const w = t.when;
  const newDay = w.status === 'ok' && w.date && dateKey(w.date) !== dateKey(l) ? dateKey(w.date) : undefined;
  if (newDay) {
    b.date = newDay;
    b.minutes = w.minutes;
    await nextBookingStep(t, b);
    return;
  }
  ask(t, b, 'askNewWhen', { day, time });
}

async function continueLookup(t: Turn, f: CancelFlow): Promise<boolean> {
  if (f.awaiting === 'phone') {
    const phone = phoneFrom(t);
    if (phone) {
      await lookup(t, f, phone);
      return true;
    }
    if (hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
    return false;
  }
  if (t.yn === 'yes' && f.appointment) {
    const r = await cancelAppointment(t.ctx, { phone: f.phone!, appointmentId: f.appointment.id });
    t.s.flow = null;
    if (r.ok) {
      t.actions.push({ type: 'appointment_cancelled', appointment: r.appointment });
      const l = toLocal(new Date(r.appointment.startsAt), t.agent.timezone);
      push(t, 'cancelled', { day: formatDay(l, t.L, t.today), time: formatTime(l.hh * 60 + l.mm, t.L) });
    } else push(t, 'notFound', { phone: displayPhone(f.phone!, t.agent.country) });
    return true;
  }
  if (t.yn === 'no') {
    t.s.flow = null;
    push(t, 'keptBooking');
    return true;
  }
  return false;
}

/** For tests and the hours tool: the spoken hours answer without a session. */
export function describeHoursNow(agent: AgentContext, now: Date, lang: Lang): string {
  const r = checkHours({ agent, now }, {});
  if (!r.known) return say(lang, 'hoursUnknown', { business: agent.name });
  return say(lang, 'hoursWeek', { list: formatWeek(agent.info.hours, lang) });
}
