import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { messages } from '@/messages';

// The locale comes from the internal [locale] segment that proxy.ts rewrites to, so pages stay
// prerenderable (reading headers() here would make every route dynamic).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: messages[locale], timeZone: 'Europe/Paris' };
});
