import { spanInPart } from '@/lib/text/day-parts';
import { hoursKnown, isOpenAt, nextOpening, spanAt, spansOn, type OpeningInterval } from '@/lib/hours';
import { numberFromWord } from '@/lib/text/numbers';
import { fuzzyEqual, normalize, tokens } from '../normalize';
import { dayName, formatDay, formatSlot, formatSpans, formatTime, formatWeek, say } from '../replies';
import { dateKey, parseDateKey, weekdayOf, type LocalDateTime } from '../zoned-time';
import { capitalize, gap, line, push, type Turn } from './turn';

// Opening-hours questions: the week, a day, a time, now, the weekend — for the business, or for
// one of its places when the caller names it (that place's own hours).
export function answerHours(t: Turn, hours: OpeningInterval[] = t.agent.info.hours) {
  if (!hoursKnown(hours)) return gap(t, 'hoursUnknown');
  const n = normalize(t.text);
  const w = t.when;
  const lastDay = t.s.topic === 'hours' && t.s.topicDate ? parseDateKey(t.s.topicDate) : null;
  const date =
    (w.status === 'ambiguous_weekday' && w.options ? w.options[0] : w.date) ?? (w.minutes !== undefined && lastDay ? lastDay : undefined);
  if (date) t.s.topicDate = dateKey(date);
  const nowMin = t.now.hh * 60 + t.now.mm;
  const asksNowFirst =
    /\b(maintenant|en ce moment|actuellement|now|right now|currently|at the moment|still open|encore ouvert|toujours ouvert)\b/.test(n);
  const nextText = (from: LocalDateTime) => {
    const next = nextOpening(hours, from);
    return next ? formatSlot(next, t.L, t.today) : null;
  };
  // "What are your hours? Weekends too?" asks the whole week (which says the weekend); "are you
  // open at the weekend?" asks the weekend alone.
  const weekToo =
    /\b(hours|horaires?|opening times|heures d ouverture)\b/.test(n) && /\b(too|also|as well|aussi|egalement|et le|and)\b/.test(n);
  if (/\bweek[\s-]?ends?\b/.test(n) && w.minutes === undefined && !weekToo) {
    const items = (['saturday', 'sunday'] as const).map((d) => {
      const spans = spansOn(hours, d);
      return spans.length
        ? say(t.L, 'singleDay', { day: dayName(d, t.L) }) + ' ' + formatSpans(spans, t.L)
        : say(t.L, 'closedOn', { days: dayName(d, t.L) });
    });
    push(t, 'weekendHours', { list: items.join(t.L === 'fr' ? ' ; ' : '; ') });
    return;
  }
  // "Can I ring after six?", "vous êtes là après 18 h ?": open past that time on the day asked (today by default).
  const after = w.minutes === undefined ? afterTime(n, w.after) : undefined;
  if (after !== undefined) {
    const day = date ?? t.today;
    const spans = spansOn(hours, weekdayOf(day));
    const dayText = formatDay(day, t.L, t.today);
    if (!spans.length) {
      push(t, 'openDayNo', { day: dayText });
      const next = nextText({ ...day, hh: 23, mm: 59 });
      if (next) push(t, 'nextOpening', { next });
      return;
    }
    const close = spans[spans.length - 1].closes;
    push(t, close > after ? 'openAfterYes' : 'openAfterNo', { day: dayText, time: formatTime(close, t.L) });
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
  // "C'est ouvert l'après-midi ?" with no day: the days open in that part of the day, from the week.
  if (!date && !asksNowFirst && w.minutes === undefined && w.partOfDay) {
    const dayPart = w.partOfDay;
    const inPart = hours.filter((h) => spanInPart(parseClock(h.opens), closingClock(h.opens, h.closes), dayPart));
    const part = line(t, w.partOfDay === 'morning' ? 'partMorning' : w.partOfDay === 'afternoon' ? 'partAfternoon' : 'partEvening');
    if (inPart.length) t.parts.push(capitalize(line(t, 'openPartWeek', { part, list: formatWeek(inPart, t.L) })));
    else push(t, 'closedPartWeek', { part, list: formatWeek(hours, t.L) });
    return;
  }
  if ((!date || asksNowFirst) && w.minutes === undefined) {
    const asksNow =
      /\b(maintenant|en ce moment|actuellement|now|right now|currently|at the moment|still open|encore ouvert|toujours ouvert)\b/.test(n);
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
    const dayPart = w.partOfDay;
    const inPart = spans.filter((s) => spanInPart(s.opens, s.closes, dayPart));
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

const AFTER_WORD = /\b(?:after|past|apres|passe)\s+([a-z]+)\b/;

/** The time asked "after": read by parseWhen from digits, here also from a number word ("after six" = 18:00). */
function afterTime(n: string, parsed: number | undefined): number | undefined {
  if (parsed !== undefined) return parsed;
  const m = AFTER_WORD.exec(n);
  const h = m ? numberFromWord(m[1]) : undefined;
  if (!h || h > 12) return undefined;
  // A business hears "after six" in the evening, "after nine" in the morning.
  return (h <= 7 ? h + 12 : h) * 60;
}

const parseClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
// "18:00–02:00", "10:00–00:00": a closing at or before the opening is past midnight.
const closingClock = (opens: string, closes: string) => parseClock(closes) + (parseClock(closes) <= parseClock(opens) ? 24 * 60 : 0);
