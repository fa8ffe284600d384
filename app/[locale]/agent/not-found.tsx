import { SearchX } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';

// /agent?id=<unknown>: a 404 that says what is missing and how to get an agent (French only).
export default async function AgentNotFound() {
  const t = await getTranslations({ locale: 'fr', namespace: 'AgentPage' });
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-4 py-24 text-center" lang="fr">
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary" aria-hidden>
        <SearchX className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight" data-testid="agent-not-found">
        {t('notFoundTitle')}
      </h1>
      <p className="mt-4 text-muted-foreground">{t('notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/onboarding" className={buttonVariants({ size: 'lg' })}>
          {t('notFoundCta')}
        </Link>
        <Link href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('back')}
        </Link>
      </div>
    </main>
  );
}
