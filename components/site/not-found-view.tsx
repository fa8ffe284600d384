import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SearchX } from 'lucide-react';
import { PageShell } from '@/components/site/page-shell';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';

/** SPEC's 404: "Oops! Page not found" and "Return to Home" (→ /). */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <PageShell locale={locale}>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary" aria-hidden>
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-muted-foreground">{t('body')}</p>
        <Link href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          {t('home')}
        </Link>
      </section>
    </PageShell>
  );
}
