import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { agents, appointments, callerMessages, calls, knowledgeGaps, leads } from '@/db/schema';
import type { LeadStatus } from '@/lib/leads/review';

// What the operator view lists: newest first, a page at a time, optionally filtered by a search
// term (case-insensitive substring over a few text columns, with % and _ taken literally).

const ADMIN_PAGE_SIZE = 25;
export const ADMIN_TABS = ['leads', 'bookings', 'messages', 'calls', 'agents', 'gaps'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(v: unknown): v is AdminTab {
  return typeof v === 'string' && (ADMIN_TABS as readonly string[]).includes(v);
}

export type Page<T> = { rows: T[]; total: number; page: number; pages: number };

/** ILIKE pattern matching `term` literally anywhere. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function search(term: string | undefined, columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  const q = term?.trim();
  if (!q) return undefined;
  const pattern = likePattern(q.slice(0, 200));
  return or(...columns.map((c) => ilike(c, pattern)));
}

async function paged<T>(
  page: number,
  total: () => Promise<number>,
  rows: (offset: number, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const n = await total();
  const pages = Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: await rows((current - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE), total: n, page: current, pages };
}

/** The leads tab: the main list (trusted and restored leads) or the suspected ones, by status. */
export type LeadFilter = { suspected?: boolean; status?: LeadStatus };

export async function listLeads(q: string | undefined, page: number, filter: LeadFilter = {}) {
  const db = await getDb();
  const where = and(
    eq(leads.suspected, filter.suspected ?? false),
    filter.status ? eq(leads.status, filter.status) : undefined,
    search(q, [leads.companyName, leads.contactName, leads.email, leads.phone, leads.phoneE164]),
  );
  return paged(
    page,
    async () => (await db.select({ n: count() }).from(leads).where(where))[0].n,
    (offset, limit) => db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).offset(offset).limit(limit),
  );
}

export async function listBookings(q: string | undefined, page: number) {
  const db = await getDb();
  const where = search(q, [appointments.callerName, appointments.callerPhone, appointments.service, agents.name]);
  return paged(
    page,
    async () =>
      (await db.select({ n: count() }).from(appointments).leftJoin(agents, eq(agents.id, appointments.agentId)).where(where))[0].n,
    (offset, limit) =>
      db
        .select({ row: appointments, agentName: agents.name })
        .from(appointments)
        .leftJoin(agents, eq(agents.id, appointments.agentId))
        .where(where)
        .orderBy(desc(appointments.createdAt), desc(appointments.id))
        .offset(offset)
        .limit(limit),
  );
}

export async function listMessages(q: string | undefined, page: number) {
  const db = await getDb();
  const where = search(q, [callerMessages.callerName, callerMessages.callerPhone, callerMessages.message, agents.name]);
  return paged(
    page,
    async () =>
      (await db.select({ n: count() }).from(callerMessages).leftJoin(agents, eq(agents.id, callerMessages.agentId)).where(where))[0].n,
    (offset, limit) =>
      db
        .select({ row: callerMessages, agentName: agents.name })
        .from(callerMessages)
        .leftJoin(agents, eq(agents.id, callerMessages.agentId))
        .where(where)
        .orderBy(desc(callerMessages.createdAt), desc(callerMessages.id))
        .offset(offset)
        .limit(limit),
  );
}

export async function listCalls(q: string | undefined, page: number) {
  const db = await getDb();
  const where = search(q, [calls.summary, calls.transcript, calls.status, agents.name]);
  return paged(
    page,
    async () => (await db.select({ n: count() }).from(calls).leftJoin(agents, eq(agents.id, calls.agentId)).where(where))[0].n,
    (offset, limit) =>
      db
        .select({
          id: calls.id,
          provider: calls.provider,
          status: calls.status,
          endedReason: calls.endedReason,
          summary: calls.summary,
          durationSeconds: calls.durationSeconds,
          createdAt: calls.createdAt,
          agentName: agents.name,
        })
        .from(calls)
        .leftJoin(agents, eq(agents.id, calls.agentId))
        .where(where)
        .orderBy(desc(calls.createdAt), desc(calls.id))
        .offset(offset)
        .limit(limit),
  );
}

export async function listAgents(q: string | undefined, page: number) {
  const db = await getDb();
  const where = search(q, [agents.name, agents.phone, agents.businessType, agents.website]);
  return paged(
    page,
    async () => (await db.select({ n: count() }).from(agents).where(where))[0].n,
    (offset, limit) =>
      db
        .select({
          id: agents.id,
          name: agents.name,
          phone: agents.phone,
          businessType: agents.businessType,
          website: agents.website,
          language: agents.language,
          providerAssistantId: agents.providerAssistantId,
          createdAt: agents.createdAt,
        })
        .from(agents)
        .where(where)
        .orderBy(desc(agents.createdAt), desc(agents.id))
        .offset(offset)
        .limit(limit),
  );
}

export async function listGaps(q: string | undefined, page: number) {
  const db = await getDb();
  const where = search(q, [knowledgeGaps.question, agents.name]);
  return paged(
    page,
    async () =>
      (await db.select({ n: count() }).from(knowledgeGaps).leftJoin(agents, eq(agents.id, knowledgeGaps.agentId)).where(where))[0].n,
    (offset, limit) =>
      db
        .select({ id: knowledgeGaps.id, question: knowledgeGaps.question, createdAt: knowledgeGaps.createdAt, agentName: agents.name })
        .from(knowledgeGaps)
        .leftJoin(agents, eq(agents.id, knowledgeGaps.agentId))
        .where(where)
        .orderBy(desc(knowledgeGaps.createdAt), desc(knowledgeGaps.id))
        .offset(offset)
        .limit(limit),
  );
}
