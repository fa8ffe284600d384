import { intlTag, type Locale } from '@/lib/i18n/locales';

/** The frame of a legal text: title, last-updated date per locale, readable measure. */
export function LegalPage({
  locale,
  title,
  updated,
  updatedLabel,
  children,
}: {
  locale: Locale;
  title: string;
  updated: string;
  updatedLabel: (date: string) => string;
  children: React.ReactNode;
}) {
  const date = new Intl.DateTimeFormat(intlTag[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        <time dateTime={updated}>{updatedLabel(date)}</time>
      </p>
      <div className="mt-10 space-y-10 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_p]:mt-3 [&_p]:text-muted-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:text-muted-foreground">
        {children}
      </div>
    </article>
  );
}
