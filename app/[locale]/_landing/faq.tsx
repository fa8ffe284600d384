import { getTranslations } from 'next-intl/server';
import { ChevronDown } from 'lucide-react';
import { faqIds } from '@/config/faq';
import type { Locale } from '@/lib/i18n/locales';

/** Native <details> accordion: keyboard and screen-reader friendly with zero JavaScript. */
export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h2 id="faq-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t('title')}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
      <div className="mt-8 divide-y divide-border rounded-2xl border border-border bg-card">
        {faqIds.map((id) => (
          <details key={id} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold">
              {t(`items.${id}.q`)}
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="pb-5 text-muted-foreground">{t(`items.${id}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
