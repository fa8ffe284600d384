import type { Locale } from '@/lib/i18n/locales';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header + main + footer, for every page that uses the shared site chrome. */
export function PageShell({ locale, onLanding, children }: { locale: Locale; onLanding?: boolean; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader locale={locale} onLanding={onLanding} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
