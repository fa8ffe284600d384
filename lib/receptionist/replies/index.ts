import type { DayOfWeek, OpeningInterval } from '@/lib/extract/types';
import { DAYS } from '@/lib/extract/types';
import type { Lang } from '../language';
import { spansOn, type Span } from '@/lib/hours';
import { addDays, compareDates, type LocalDate } from '../zoned-time';
import { createTranslator } from 'use-intl/core';
import { messages, type Messages } from '@/messages';

// Fills reply lines and formats what they mention (days, times, hours, lists) per language.
// The lines live in messages/{fr,en}/receptionist.json (namespace ReceptionistReplies), read
// through use-intl's translator (next-intl's core) outside React: ICU arguments and plurals, and French typography
// written into the strings themselves (checked like every other message).

export type ReplyKey = keyof Messages['ReceptionistReplies'];

function translatorFor(lang: Lang) {
  return createTranslator({ locale: lang, messages: messages[lang], namespace: 'ReceptionistReplies' });
}

// One translator per language: each keeps its cache of compiled messages and Intl formatters.
const translators: Record<Lang, ReturnType<typeof translatorFor>> = { fr: translatorFor('fr'), en: translatorFor('en') };

export function say(lang: Lang, key: ReplyKey, vars: Record<string, string | number> = {}): string {
  return translators[lang](key, vars);
}

const tag = (lang: Lang) => (lang === 'fr' ? 'fr-FR' : 'en-US');

function utcDate(d: LocalDate) {
  return new Date(Date.UTC(d.y, d.m - 1, d.d, 12));
}

const dayNameFmt = new Map<string, Intl.DateTimeFormat>();
function fmt(lang: Lang, kind: string, opts: Intl.DateTimeFormatOptions) {
  const k = `${lang}:${kind}`;
  let f = dayNameFmt.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat(tag(lang), { ...opts, timeZone: 'UTC' });
    dayNameFmt.set(k, f);
  }
  return f;
}

/** "mardi 25 novembre" / "Tuesday, November 25". */
export function formatDate(d: LocalDate, lang: Lang): string {
  return fmt(lang, 'date', { weekday: 'long', day: 'numeric', month: 'long' }).format(utcDate(d));
}

/** "aujourd'hui" / "demain" / "le mardi 25 novembre" (or "on Tuesday, November 25"). */
export function formatDay(d: LocalDate, lang: Lang, today: LocalDate): string {
  const diff = compareDates(d, today);
  if (diff === 0) return say(lang, 'today');
  if (diff === 1) return `${say(lang, 'tomorrow')} (${formatDate(d, lang)})`;
  return say(lang, 'onDay', { date: formatDate(d, lang) });
}

/** "14 h 30" / "2:30 PM"; "24:00" → "minuit" / "midnight". */
export function formatTime(minutes: number, lang: Lang): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mi = m % 60;
  if (minutes === 1440 || (h === 0 && mi === 0)) return say(lang, 'midnight');
  if (lang === 'fr') return mi ? `${h} h ${String(mi).padStart(2, '0')}` : `${h} h`;
  if (h === 12 && mi === 0) return 'noon';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${mi ? `:${String(mi).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

export function dayName(day: DayOfWeek, lang: Lang): string {
  // 2026-11-23 is a Monday.
  return formatDate(addDays({ y: 2026, m: 11, d: 23 }, DAYS.indexOf(day)), lang).split(/[ ,]/)[0];
}

export function joinList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${say(lang, 'and')} ${items[items.length - 1]}`;
}

export function formatSpans(spans: Span[], lang: Lang): string {
  return joinList(
    spans.map((s) => say(lang, 'spanFromTo', { opens: formatTime(s.opens, lang), closes: formatTime(s.closes, lang) })),
    lang,
  );
}

/** The week in one sentence: consecutive days with identical hours are grouped. */
export function formatWeek(hours: OpeningInterval[], lang: Lang): string {
  const keyOf = (day: DayOfWeek) =>
    spansOn(hours, day)
      .map((s) => `${s.opens}-${s.closes}`)
      .join(',');
  const groups: { from: DayOfWeek; to: DayOfWeek; key: string }[] = [];
  for (const day of DAYS) {
    const key = keyOf(day);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.to = day;
    else groups.push({ from: day, to: day, key });
  }
  const open = groups.filter((g) => g.key);
  const closed = DAYS.filter((d) => !keyOf(d));
  const parts = open.map((g) => {
    const days =
      g.from === 'monday' && g.to === 'sunday'
        ? say(lang, 'everyDay')
        : g.from === g.to
          ? say(lang, 'singleDay', { day: dayName(g.from, lang) })
          : say(lang, 'rangeDays', { from: dayName(g.from, lang), to: dayName(g.to, lang) });
    return `${days} ${formatSpans(spansOn(hours, g.from), lang)}`;
  });
  if (closed.length)
    parts.push(
      say(lang, 'closedOn', {
        days: joinList(
          closed.map((d) => dayName(d, lang)),
          lang,
        ),
      }),
    );
  return parts.join(lang === 'fr' ? ' ; ' : '; ');
}

export function formatSlot(slot: { date: LocalDate; minutes: number }, lang: Lang, today: LocalDate): string {
  return say(lang, 'slotAt', { day: formatDay(slot.date, lang, today), time: formatTime(slot.minutes, lang) });
}
