import type { AdminTab } from '@/lib/admin/queries';
import type { LeadStatus } from '@/lib/leads/review';

/** What the operator view shows, all of it in the URL so every list can be bookmarked and reloaded. */
export type AdminView = { tab: AdminTab; q: string; page: number; suspected: boolean; status?: LeadStatus };

export function adminHref(v: Partial<AdminView> & { tab: AdminTab }): string {
  const sp = new URLSearchParams({ tab: v.tab });
  if (v.suspected) sp.set('view', 'suspected');
  if (v.status) sp.set('status', v.status);
  if (v.q) sp.set('q', v.q);
  if (v.page && v.page > 1) sp.set('page', String(v.page));
  return `/admin?${sp}`;
}
