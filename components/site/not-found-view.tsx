import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SearchX } from 'lucide-react';
import { BrandLogo } from '@/components/site/brand-logo';
import { PageShell } from '@/components/site/page-shell';
import { SiteFooter } from '@/components/site/site-footer';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The 404 view: "Oops! Page not found" and "Return to Home" (→ /). `minimal` drops the interactive
 * header: a not-found boundary's client components load with every page of its segment, so the
 * boundary (app/[locale]/not-found.tsx) stays server-only; unknown paths get the full chrome.
 */
export async function NotFoundView({ locale, minimal = false }: { locale: Locale; minimal?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const Shell = minimal ? MinimalShell : PageShell;
  return (
    <Shell locale={locale}>
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
    </Shell>
  );
}

function MinimalShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo locale={locale} />
        </div>
      </header>
      <main id="main">{children}</main>
      <SiteFooter locale={locale} />
    </>
  );
}
