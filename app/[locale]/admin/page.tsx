import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isAdminTab, type AdminTab } from '@/lib/admin/queries';
import { adminPassword, isAdminSession } from '@/lib/admin/session';
import { isLeadStatus } from '@/lib/leads/review';
import { startNotificationWorker } from '@/lib/notify';
import type { AdminView } from './admin-href';
import { AdminSection } from './admin-section';
import { LoginForm } from './login-form';

// /admin: the operator view. 404 unless ADMIN_PASSWORD is set; a login form until a valid session
// cookie is present; then one section at a time (?tab=…&view=suspected&status=…&q=…&page=…),
// rendered on the server.
// Stored visitor text is rendered as React text nodes only — never as HTML.

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false, nocache: true } };
}

type Search = { tab?: string; view?: string; status?: string; q?: string; page?: string; error?: string };

export default async function AdminPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!adminPassword()) notFound();
  const sp = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const signedIn = await isAdminSession(await cookies());

  if (!signedIn) {
    const error = sp.error === 'invalid' ? t('errorInvalid') : sp.error === 'rate' ? t('errorRate') : undefined;
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16">
        <LoginForm locale={locale} error={error} />
      </main>
    );
  }

  // Picks up owner alerts left undelivered by a crash, if nothing else started the worker yet.
  startNotificationWorker();
  const tab: AdminTab = isAdminTab(sp.tab) ? sp.tab : 'leads';
  const q = typeof sp.q === 'string' ? sp.q.slice(0, 200) : '';
  const page = Math.max(1, Number.parseInt(sp.page ?? '1', 10) || 1);
  const view: AdminView = {
    tab,
    q,
    page,
    suspected: tab === 'leads' && sp.view === 'suspected',
    status: isLeadStatus(sp.status) ? sp.status : undefined,
  };
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <form method="post" action="/api/admin/logout">
          <button type="submit" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('signOut')}
          </button>
        </form>
      </div>
      <AdminSection locale={locale} view={view} />
    </main>
  );
}
