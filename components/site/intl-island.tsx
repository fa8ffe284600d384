import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';

/**
 * Gives a client island the message namespaces it uses — and only those, so pages don't ship
 * every string of the site in their HTML. Usage in a server component:
 *   <IntlIsland namespaces={['LeadForm', 'ApiErrors']}><LeadFormClient /></IntlIsland>
 * The root layout deliberately provides no messages (messages={null}).
 */
export async function IntlIsland({ namespaces, children }: { namespaces: string[]; children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(
    namespaces.filter((ns) => ns in all).map((ns) => [ns, (all as Record<string, unknown>)[ns]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked as never}>
      {children}
    </NextIntlClientProvider>
  );
}
