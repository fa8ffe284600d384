import { intlTag, type Locale } from './locales';

/** Plural forms for a count, "#" standing for the formatted number: { one: '# appel', other: '# appels' }. */
export type PluralForms = { zero?: string; one: string; other: string };

/**
 * Tiny client-side plural (Intl.PluralRules), so calculator islands need no ICU runtime in the
 * browser: the server passes the forms, the island picks one as the slider moves.
 */
export function plural(count: number, forms: PluralForms, locale: Locale): string {
  const n = new Intl.NumberFormat(intlTag[locale], { maximumFractionDigits: 0 }).format(count);
  const form = count === 0 && forms.zero ? forms.zero : new Intl.PluralRules(intlTag[locale]).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', n);
}
