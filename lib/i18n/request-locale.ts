import { isLocale, type Locale } from './locales';
import { resolveLocale, type HostRules } from './resolve-locale';

/** Pages whose language never changes, whatever the host or the visitor's choice (SPEC §2). */
export const FIXED_LOCALE_PATHS: Record<string, Locale> = {
  '/ad-fr': 'fr',
  '/ad-en': 'en',
  '/agent': 'fr',
};

/**
 * The locale a page request is rendered in: fixed pages first, then /lead-form's ?lang=, then
 * host → saved choice → French (DESIGN.md "Locale").
 */
export function localeForRequest(input: {
  pathname: string;
  lang?: string | null;
  host?: string | null;
  saved?: string | null;
  rules: HostRules;
}): Locale {
  const path = input.pathname.replace(/\/+$/, '') || '/';
  const fixed = FIXED_LOCALE_PATHS[path];
  if (fixed) return fixed;
  if (path === '/lead-form' && isLocale(input.lang)) return input.lang;
  return resolveLocale({ host: input.host, saved: input.saved, rules: input.rules });
}
