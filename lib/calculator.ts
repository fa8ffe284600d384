import { intlTag, type Locale } from '@/lib/i18n/locales';

// The missed-call cost calculator and the savings page's staff-time figure.

export const WORKING_DAYS_PER_MONTH = 25;
const MONTHS_PER_YEAR = 12;

export const missedCallsRange = { min: 0, max: 100, step: 1, default: 20 } as const;
export const customerValueRange = { min: 0, max: 3000, step: 5, default: 15 } as const;
export const callsPerDayRange = { min: 0, max: 100, step: 1, default: 20 } as const;
export const minutesPerCallRange = { min: 0, max: 60, step: 1, default: 15 } as const;

export type Currency = 'EUR' | 'USD';

export function missedCallLoss(missedCallsPerDay: number, customerValue: number) {
  const monthly = missedCallsPerDay * customerValue * WORKING_DAYS_PER_MONTH;
  return { monthly, yearly: monthly * MONTHS_PER_YEAR };
}

/** Staff minutes a month / a year the receptionist takes over (the /savings page). */
export function staffMinutesSaved(callsPerDay: number, minutesPerCall: number) {
  const monthly = callsPerDay * minutesPerCall * WORKING_DAYS_PER_MONTH;
  return { monthly, yearly: monthly * MONTHS_PER_YEAR };
}

/** Keeps a slider value inside its range and on its step (URL or keyboard input can be anything). */
export function clampToRange(value: number, range: Range) {
  if (!Number.isFinite(value)) return range.min;
  const stepped = Math.round((value - range.min) / range.step) * range.step + range.min;
  return Math.min(range.max, Math.max(range.min, stepped));
}

type Range = { min: number; max: number; step: number };

/**
 * A label for every step of a slider, written on the server (ICU plurals through next-intl's t()),
 * so the calculator islands pick one as the slider moves and ship no ICU runtime to the browser.
 */
export function labelsPerStep(range: Range, label: (value: number) => string): string[] {
  const out: string[] = [];
  for (let v = range.min; v <= range.max; v += range.step) out.push(label(v));
  return out;
}

/** The label written by labelsPerStep for a slider value. */
export function labelAt(labels: string[], range: Range, value: number): string {
  return labels[Math.round((clampToRange(value, range) - range.min) / range.step)] ?? String(value);
}

const SYMBOL: Record<Currency, string> = { EUR: '€', USD: '$' };

/**
 * Whole amounts as people read them: fr "7 500 €", "7 500 $"; en "€7,500", "$7,500".
 * (Intl's fr-FR USD gives "7 500,00 $US", which is not what a French ad page shows.)
 */
export function formatMoney(amount: number, locale: Locale, currency: Currency): string {
  const number = new Intl.NumberFormat(intlTag[locale], { maximumFractionDigits: 0 }).format(Math.round(amount));
  return locale === 'fr' ? `${number}\u00a0${SYMBOL[currency]}` : `${SYMBOL[currency]}${number}`;
}

export function formatInteger(n: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag[locale], { maximumFractionDigits: 0 }).format(n);
}

/** Splits minutes into whole hours and remaining minutes, for "125 h 30 min". */
export function splitHours(totalMinutes: number) {
  const minutes = Math.round(totalMinutes);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
