import { desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { agents, appointments, callerMessages, leads } from '@/db/schema';

// CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF between records, UTF-8
// with a BOM so Excel reads accents right. A cell that a spreadsheet would run as a formula
// (= + - @, tab, CR at the start) gets a leading apostrophe: a lead typed by a stranger must never
// execute in the operator's spreadsheet (CSV/formula injection, OWASP).

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function csvRow(cells: unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

export type CsvKind = 'leads' | 'bookings' | 'messages';

// The cursor keeps created_at as Postgres text: a JS Date would drop the microseconds and skip or
// repeat rows that share a millisecond across a page boundary.
type Cursor = { ts: string; id: string };
type Source = { header: string[]; page: (db: Db, after?: Cursor) => Promise<{ cursor: Cursor; cells: unknown[] }[]> };

const before = (createdAt: AnyColumn, id: AnyColumn, after?: Cursor) =>
  after ? sql`(${createdAt}, ${id}) < (${after.ts}::timestamptz, ${after.id}::uuid)` : undefined;
const tsText = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

const PAGE = 1000;

// Newest first, keyset-paginated on (created_at, id) so a large table streams in constant memory.
const SOURCES: Record<CsvKind, Source> = {
  leads: {
    header: ['id', 'created_at', 'company_name', 'contact_name', 'email', 'phone', 'phone_e164', 'website', 'message', 'locale'],
    page: async (db, after) => {
      const rows = await db
        .select({ r: leads, ts: tsText(leads.createdAt) })
        .from(leads)
        .where(before(leads.createdAt, leads.id, after))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(PAGE);
      return rows.map(({ r, ts }) => ({
        cursor: { ts, id: r.id },
        cells: [r.id, r.createdAt, r.companyName, r.contactName, r.email, r.phone, r.phoneE164, r.website, r.message, r.locale],
      }));
    },
  },
  bookings: {
    header: ['id', 'created_at', 'agent', 'caller_name', 'caller_phone', 'service', 'starts_at', 'ends_at', 'status'],
    page: async (db, after) => {
      const t = appointments;
      const rows = await db
        .select({ a: t, agentName: agents.name, ts: tsText(t.createdAt) })
        .from(t)
        .leftJoin(agents, eq(agents.id, t.agentId))
        .where(before(t.createdAt, t.id, after))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(PAGE);
      return rows.map(({ a, agentName, ts }) => ({
        cursor: { ts, id: a.id },
        cells: [a.id, a.createdAt, agentName, a.callerName, a.callerPhone, a.service, a.startsAt, a.endsAt, a.status],
      }));
    },
  },
  messages: {
    header: ['id', 'created_at', 'agent', 'caller_name', 'caller_phone', 'message'],
    page: async (db, after) => {
      const t = callerMessages;
      const rows = await db
        .select({ m: t, agentName: agents.name, ts: tsText(t.createdAt) })
        .from(t)
        .leftJoin(agents, eq(agents.id, t.agentId))
        .where(before(t.createdAt, t.id, after))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(PAGE);
      return rows.map(({ m, agentName, ts }) => ({
        cursor: { ts, id: m.id },
        cells: [m.id, m.createdAt, agentName, m.callerName, m.callerPhone, m.message],
      }));
    },
  },
};

export function isCsvKind(value: unknown): value is CsvKind {
  return value === 'leads' || value === 'bookings' || value === 'messages';
}

/** The whole export, chunk by chunk: BOM + header first, then one chunk per page of rows. */
export async function* csvChunks(db: Db, kind: CsvKind): AsyncGenerator<string> {
  const source = SOURCES[kind];
  yield CSV_BOM + csvRow(source.header);
  let after: Cursor | undefined;
  for (;;) {
    const rows = await source.page(db, after);
    if (rows.length === 0) return;
    yield rows.map((r) => csvRow(r.cells)).join('');
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].cursor;
  }
}

export async function csvString(db: Db, kind: CsvKind): Promise<string> {
  let out = '';
  for await (const chunk of csvChunks(db, kind)) out += chunk;
  return out;
}

/** A streaming HTTP body for the export (UTF-8). */
export function csvStream(db: Db, kind: CsvKind): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = csvChunks(db, kind);
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await it.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await it.return(undefined);
    },
  });
}
