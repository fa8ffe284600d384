export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/** Intl tag used for numbers and dates per locale. */
export const intlTag: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };

/** Cookie (server) and localStorage key (client) holding the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'language';
