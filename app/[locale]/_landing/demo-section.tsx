import { getTranslations } from 'next-intl/server';
import { DemoCall } from '@/components/voice/demo-call';
import type { Locale } from '@/lib/i18n/locales';

export async function DemoSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'DemoSection' });
  return (
    <section id="demo" aria-labelledby="demo-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
          <h2 id="demo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-lg shadow-primary/5 sm:p-8">
          <DemoCall locale={locale} variant="landing" />
        </div>
      </div>
    </section>
  );
}
