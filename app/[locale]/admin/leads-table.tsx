import Link from 'next/link';
import type { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { mailtoHref, phoneDisplay } from '@/lib/admin/format';
import { listLeads, type Page } from '@/lib/admin/queries';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/review';
import { cn } from '@/lib/cn';
import { adminHref, type AdminView } from './admin-href';
import type { Table } from './admin-section';

// The leads tab: the main list, where each lead has a follow-up status set in one click, and the
// suspected list (spam signals), where one click restores a lead. Plain forms posting to
// /api/admin/leads/:id, answered with a redirect back here: no JavaScript needed.

type T = Awaited<ReturnType<typeof getTranslations<'Admin'>>>;
type Fmt = (d: Date | null) => string;
type Lead = Awaited<ReturnType<typeof listLeads>>['rows'][number];

const STATUS_LABEL = { new: 'statusNew', contacted: 'statusContacted', won: 'statusWon', lost: 'statusLost' } as const satisfies Record<
  LeadStatus,
  string
>;
const REASON_LABEL: Record<string, Parameters<T>[0]> = {
  honeypot: 'reasonHoneypot',
  no_fill_time: 'reasonNoFillTime',
  too_fast: 'reasonTooFast',
  invalid_fill_time: 'reasonInvalidFillTime',
  many_links: 'reasonManyLinks',
};

const linkClass = 'text-primary underline-offset-2 hover:underline';

/** Main list / suspected, then the status filter (main list only). */
export function LeadFilters({ view, t }: { view: AdminView; t: T }) {
  const lists = [
    { suspected: false, label: t('viewMain') },
    { suspected: true, label: t('viewSuspected') },
  ];
  const statuses: (LeadStatus | undefined)[] = [undefined, ...LEAD_STATUSES];
  return (
    <div className="grid gap-3">
      <nav aria-label={t('leadLists')} className="flex flex-wrap gap-2">
        {lists.map((l) => (
          <Link
            key={l.label}
            href={adminHref({ tab: 'leads', suspected: l.suspected })}
            aria-current={view.suspected === l.suspected ? 'page' : undefined}
            className={buttonVariants({ variant: view.suspected === l.suspected ? 'secondary' : 'ghost', size: 'sm' })}
          >
            {l.label}
          </Link>
        ))}
      </nav>
      {view.suspected ? null : (
        <nav aria-label={t('statusFilter')} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('statusFilter')}</span>
          {statuses.map((s) => (
            <Link
              key={s ?? 'all'}
              href={adminHref({ tab: 'leads', status: s, q: view.q })}
              aria-current={view.status === s ? 'page' : undefined}
              className={buttonVariants({ variant: view.status === s ? 'secondary' : 'ghost', size: 'sm' })}
            >
              {s ? t(STATUS_LABEL[s]) : t('statusAll')}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function StatusForm({ lead, back, t, fmt }: { lead: Lead; back: string; t: T; fmt: Fmt }) {
  return (
    <form method="post" action={`/api/admin/leads/${lead.id}`} className="grid gap-1">
      <input type="hidden" name="action" value="status" />
      <input type="hidden" name="back" value={back} />
      <div role="group" aria-label={t('statusOf', { company: lead.companyName })} className="flex flex-wrap gap-1">
        {LEAD_STATUSES.map((s) => (
          <button
            key={s}
            type="submit"
            name="status"
            value={s}
            aria-pressed={lead.status === s}
            className={cn(buttonVariants({ variant: lead.status === s ? 'default' : 'outline', size: 'sm' }), 'h-7 px-2 text-xs')}
          >
            {t(STATUS_LABEL[s as LeadStatus])}
          </button>
        ))}
      </div>
      <span className="text-xs text-muted-foreground" data-testid="status-since">
        {t('statusSince', { date: fmt(lead.statusChangedAt) })}
      </span>
    </form>
  );
}

function RestoreForm({ lead, back, t }: { lead: Lead; back: string; t: T }) {
  return (
    <form method="post" action={`/api/admin/leads/${lead.id}`}>
      <input type="hidden" name="action" value="restore" />
      <input type="hidden" name="back" value={back} />
      <button type="submit" aria-label={t('restoreLabel', { company: lead.companyName })} className={buttonVariants({ size: 'sm' })}>
        {t('restore')}
      </button>
    </form>
  );
}

function contactCells(lead: Lead) {
  const phone = phoneDisplay(lead.phoneE164, lead.phone);
  const mail = mailtoHref(lead.email);
  return {
    email: mail ? (
      <a href={mail} className={linkClass}>
        {lead.email}
      </a>
    ) : (
      lead.email
    ),
    phone: phone.href ? (
      <a href={phone.href} className={cn(linkClass, 'whitespace-nowrap')}>
        {phone.text}
      </a>
    ) : (
      phone.text
    ),
  };
}

export async function loadLeadsTable(view: AdminView, t: T, fmt: Fmt, website: (url: string | null) => React.ReactNode): Promise<Table> {
  const p: Page<Lead> = await listLeads(view.q, view.page, { suspected: view.suspected, status: view.suspected ? undefined : view.status });
  const back = adminHref(view);
  const company = (l: Lead) =>
    l.source === 'api' ? (
      <>
        {l.companyName} <span className="rounded bg-muted px-1 text-xs">{t('sourceApi')}</span>
      </>
    ) : (
      l.companyName
    );
  // The cells both lists show, in the order of `common` below.
  const commonCells = (l: Lead): React.ReactNode[] => {
    const c = contactCells(l);
    return [fmt(l.createdAt), company(l), l.contactName, c.email, c.phone, website(l.website), l.message];
  };
  const common = [
    { label: t('colDate') },
    { label: t('colCompany') },
    { label: t('colContact') },
    { label: t('colEmail') },
    { label: t('colPhone') },
    { label: t('colWebsite') },
    { label: t('colMessage'), wide: true },
  ];
  if (view.suspected) {
    return {
      page: p,
      columns: [...common, { label: t('colReasons') }, { label: t('colAction') }],
      rows: p.rows.map((l) => {
        const reasons = l.suspectReasons.map((r) => (REASON_LABEL[r] ? t(REASON_LABEL[r]) : r)).join(' · ');
        return { key: l.id, cells: [...commonCells(l), reasons, <RestoreForm key="r" lead={l} back={back} t={t} />] };
      }),
    };
  }
  return {
    page: p,
    columns: [...common, { label: t('colLocale') }, { label: t('colStatus') }],
    rows: p.rows.map((l) => ({
      key: l.id,
      cells: [...commonCells(l), l.locale, <StatusForm key="s" lead={l} back={back} t={t} fmt={fmt} />],
    })),
  };
}
