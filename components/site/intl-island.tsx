import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives a client island the message namespaces it uses — and only those, so pages don't ship
 * every string of the site in their HTML. Usage in a server component:
 *   <IntlIsland namespaces={['LeadForm', 'ApiErrors']}><LeadFormClient /></IntlIsland>
 * The root layout deliberately provides no messages (messages={null}). `locale` overrides the
 * request's locale for a page that speaks someone else's language (/agent speaks the agent's).
 */
export async function IntlIsland({
  namespaces,
  locale: forced,
  children,
}: {
  namespaces: string[];
  locale?: Locale;
  children: React.ReactNode;
}) {
  const locale = forced ?? (await getLocale());
  const all = await getMessages({ locale });
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, (all as Record<string, unknown>)[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked as never}>
      {children}
    </NextIntlClientProvider>
  );
}
