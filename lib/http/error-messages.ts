import { messages } from '@/messages';
import type { Locale } from '@/lib/i18n/locales';

export type ApiErrorCode = keyof (typeof messages)['fr']['ApiErrors'];

/** The localized sentence for an error code (messages/{locale}/api-errors.json and friends). */
export function errorMessage(code: string, locale: Locale): string {
  const table = messages[locale].ApiErrors as Record<string, string>;
  return table[code] ?? table.internal_error;
}
