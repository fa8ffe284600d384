import type { Locale } from './locales';

/** Pages whose language never changes, whatever the host or the visitor's choice (lib/serve/page-request.ts). */
export const FIXED_LOCALE_PATHS: Record<string, Locale> = {
  '/ad-fr': 'fr',
  '/ad-en': 'en',
  '/agent': 'fr',
};
