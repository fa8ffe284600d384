import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import type { Locale } from '@/lib/i18n/locales';

// For notFound() thrown by a page (e.g. an unknown agent id). Unknown paths never get here: the
// proxy sends them to [...rest] with a 404 status (see that file for why).
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  return <NotFoundView locale={locale} minimal />;
}
