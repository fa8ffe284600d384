import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { ADMIN_TABS, listAgents, listBookings, listCalls, listGaps, listMessages, type AdminTab, type Page } from '@/lib/admin/queries';
import { getConfig } from '@/lib/config';
import { adminHref, type AdminView } from './admin-href';
import { LeadFilters, loadLeadsTable } from './leads-table';

type T = Awaited<ReturnType<typeof getTranslations<'Admin'>>>;
type Column = { label: string; wide?: boolean };
export type Table = { columns: Column[]; rows: { key: string; cells: React.ReactNode[] }[]; page: Page<unknown> };

const TAB_LABEL = {
  leads: 'tabLeads',
  bookings: 'tabBookings',
  messages: 'tabMessages',
  calls: 'tabCalls',
  agents: 'tabAgents',
  gaps: 'tabGaps',
} as const satisfies Record<AdminTab, string>;

const EXPORTABLE: Partial<Record<AdminTab, string>> = { leads: 'leads', bookings: 'bookings', messages: 'messages', calls: 'calls' };

/** One section of the operator view: tabs, search, CSV export, the table, pagination. */
export async function AdminSection({ locale, view }: { locale: Locale; view: AdminView }) {
  const { tab, q } = view;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const date = new Intl.DateTimeFormat(intlTag[locale], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const table = await loadTable(view, t, (d) => (d ? date.format(d) : ''));
  const exportType = EXPORTABLE[tab];
  const suspectedLeads = tab === 'leads' && view.suspected;
  const exportHref = `/api/admin/export?type=${exportType}${suspectedLeads ? '&includeSuspected=1' : ''}`;
  const href = (page: number) => adminHref({ ...view, page });
  const { total, pages } = table.page;
  const current = table.page.page;

  return (
    <div className="mt-6 grid gap-6">
      <nav aria-label={t('sections')} className="flex flex-wrap gap-2 border-b border-border pb-3">
        {ADMIN_TABS.map((name) => (
          <Link
            key={name}
            href={adminHref({ tab: name })}
            aria-current={name === tab ? 'page' : undefined}
            className={cn(buttonVariants({ variant: name === tab ? 'default' : 'ghost', size: 'sm' }))}
          >
            {t(TAB_LABEL[name])}
          </Link>
        ))}
      </nav>

      {tab === 'leads' ? <LeadFilters view={view} t={t} /> : null}
      {suspectedLeads ? <p className="text-sm">{t('suspectedIntro', { days: getConfig().LEAD_SUSPECTED_RETENTION_DAYS })}</p> : null}

      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" action="/admin" role="search" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value={tab} />
          {suspectedLeads ? <input type="hidden" name="view" value="suspected" /> : null}
          {tab === 'leads' && !view.suspected && view.status ? <input type="hidden" name="status" value={view.status} /> : null}
          <div className="grid gap-1">
            <label htmlFor="admin-q" className="text-sm font-medium">
              {t('searchLabel')}
            </label>
            <Input id="admin-q" name="q" type="search" defaultValue={q} placeholder={t('searchPlaceholder')} className="w-72" />
          </div>
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            {t('search')}
          </button>
          {q ? (
            <Link href={adminHref({ ...view, q: '', page: 1 })} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              {t('clear')}
            </Link>
          ) : null}
        </form>
        {exportType ? (
          <a href={exportHref} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {suspectedLeads ? t('exportCsvSuspected') : t('exportCsv')}
          </a>
        ) : null}
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('total', { count: total })} · {t('timeZoneNote')}
      </p>

      {table.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm" data-testid={`admin-table-${tab}`}>
            <thead className="bg-muted">
              <tr>
                {table.columns.map((c) => (
                  <th key={c.label} scope="col" className={cn('px-3 py-2 font-semibold', c.wide && 'min-w-64')}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key} className="border-t border-border align-top">
                  {r.cells.map((cell, i) => (
                    <td key={i} className="whitespace-pre-wrap break-words px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-between gap-4">
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t('pageOf', { page: current, pages })}</span>
          {current < pages ? (
            <Link href={href(current + 1)} rel="next" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/** Visitor-supplied URL as a link only when it is http(s) (leads are validated; be strict anyway). */
function SafeLink({ url }: { url: string | null }) {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline-offset-2 hover:underline">
      {url}
    </a>
  ) : (
    <>{url}</>
  );
}

async function loadTable(view: AdminView, t: T, fmt: (d: Date | null) => string): Promise<Table> {
  const { q, page } = view;
  switch (view.tab) {
    case 'leads':
      return loadLeadsTable(view, t, fmt, (url) => <SafeLink url={url} />);
    case 'bookings': {
      const p = await listBookings(q, page);
      return {
        page: p,
        columns: [
          { label: t('colStartsAt') },
          { label: t('colAgent') },
          { label: t('colCaller') },
          { label: t('colPhone') },
          { label: t('colService') },
          { label: t('colStatus') },
          { label: t('colDate') },
        ],
        rows: p.rows.map(({ row, agentName }) => ({
          key: row.id,
          cells: [
            fmt(row.startsAt),
            agentName,
            row.callerName,
            row.callerPhoneE164 ?? row.callerPhone,
            row.service,
            row.status,
            fmt(row.createdAt),
          ],
        })),
      };
    }
    case 'messages': {
      const p = await listMessages(q, page);
      return {
        page: p,
        columns: [
          { label: t('colDate') },
          { label: t('colAgent') },
          { label: t('colCaller') },
          { label: t('colPhone') },
          { label: t('colMessage'), wide: true },
        ],
        rows: p.rows.map(({ row, agentName }) => ({
          key: row.id,
          cells: [fmt(row.createdAt), agentName, row.callerName, row.callerPhone, row.message],
        })),
      };
    }
    case 'calls': {
      const p = await listCalls(q, page);
      return {
        page: p,
        columns: [
          { label: t('colDate') },
          { label: t('colAgent') },
          { label: t('colProvider') },
          { label: t('colStatus') },
          { label: t('colDuration') },
          { label: t('colEndedReason') },
          { label: t('colSummary'), wide: true },
        ],
        rows: p.rows.map((c) => ({
          key: c.id,
          cells: [
            fmt(c.createdAt),
            c.agentName,
            c.provider,
            c.status,
            c.durationSeconds == null ? '' : t('seconds', { count: c.durationSeconds }),
            c.endedReason,
            c.summary,
          ],
        })),
      };
    }
    case 'agents': {
      const p = await listAgents(q, page);
      return {
        page: p,
        columns: [
          { label: t('colDate') },
          { label: t('colName') },
          { label: t('colBusinessType') },
          { label: t('colPhone') },
          { label: t('colWebsite') },
          { label: t('colLanguage') },
          { label: t('colSynced') },
        ],
        rows: p.rows.map((a) => ({
          key: a.id,
          cells: [
            fmt(a.createdAt),
            <Link key="n" href={`/agent?id=${a.id}`} className="text-primary underline-offset-2 hover:underline">
              {a.name}
            </Link>,
            a.businessType,
            a.phone,
            <SafeLink key="w" url={a.website} />,
            a.language,
            a.providerAssistantId ? t('yes') : t('no'),
          ],
        })),
      };
    }
    case 'gaps': {
      const p = await listGaps(q, page);
      return {
        page: p,
        columns: [{ label: t('colDate') }, { label: t('colAgent') }, { label: t('colQuestion'), wide: true }],
        rows: p.rows.map((g) => ({ key: g.id, cells: [fmt(g.createdAt), g.agentName, g.question] })),
      };
    }
  }
}
