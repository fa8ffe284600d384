import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { agents, appointments, callerMessages, calls, leads } from '@/db/schema';

// The operator's CSV exports (/api/admin/export and `npm run leads:export`), one builder for every
// table: csv-stringify writes RFC 4180 (every field quoted, quotes doubled, CRLF between records),
// we add the UTF-8 BOM so Excel reads accents right. A cell that a spreadsheet would run as a
// formula (= + - @, tab, CR at the start) gets a leading apostrophe: a lead typed by a stranger must
// never execute in the operator's spreadsheet (CSV/formula injection, OWASP).

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_KINDS = ['leads', 'bookings', 'messages', 'calls'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

export function isCsvKind(value: unknown): value is CsvKind {
  return typeof value === 'string' && (CSV_KINDS as readonly string[]).includes(value);
}

export type ExportOptions = { /** Leads only: also the suspected ones (left out by default). */ includeSuspected?: boolean };

const neutralize = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** CSV text of the records (no BOM, no header unless it is the first record). */
export function csvRecords(records: unknown[][]): string {
  return stringify(records, {
    quoted: true,
    quoted_empty: true,
    record_delimiter: '\r\n',
    cast: {
      string: neutralize,
      number: (n) => neutralize(String(n)),
      boolean: (b) => String(b),
      date: (d) => d.toISOString(),
      object: (o) => neutralize(Array.isArray(o) ? o.join(';') : JSON.stringify(o)),
    },
  });
}

// The cursor keeps created_at as Postgres text: a JS Date would drop the microseconds and skip or
// repeat rows that share a millisecond across a page boundary.
type Cursor = { ts: string; id: string };
type Page = (db: Db, after: Cursor | undefined, opts: ExportOptions) => Promise<{ cursor: Cursor; cells: unknown[] }[]>;
type Source = { header: string[]; page: Page };

const before = (createdAt: AnyColumn, id: AnyColumn, after?: Cursor): SQL | undefined =>
  after ? sql`(${createdAt}, ${id}) < (${after.ts}::timestamptz, ${after.id}::uuid)` : undefined;
const tsText = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

const PAGE = 1000;

// Bookings and messages export the same way: id, creation time and the agent's name, then
// the row's own cells.
type AgentOwned = typeof appointments | typeof callerMessages;
async function agentRowsPage<T extends AgentOwned>(
  db: Db,
  t: T,
  after: Cursor | undefined,
  cellsOf: (row: T['$inferSelect']) => unknown[],
): Promise<{ cursor: Cursor; cells: unknown[] }[]> {
  const rows = await db
    .select({ row: t as AgentOwned, agentName: agents.name, ts: tsText(t.createdAt) })
    .from(t as AgentOwned)
    .leftJoin(agents, eq(agents.id, t.agentId))
    .where(before(t.createdAt, t.id, after))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(PAGE);
  return rows.map(({ row, agentName, ts }) => ({
    cursor: { ts, id: row.id },
    cells: [row.id, row.createdAt, agentName, ...cellsOf(row as T['$inferSelect'])],
  }));
}

// Newest first, keyset-paginated on (created_at, id) so a large table streams in constant memory.
const SOURCES: Record<CsvKind, Source> = {
  leads: {
    header: [
      'id',
      'created_at',
      'company_name',
      'contact_name',
      'email',
      'phone',
      'phone_e164',
      'website',
      'message',
      'locale',
      'status',
      'status_changed_at',
      'source',
      'suspected',
      'suspect_reasons',
    ],
    page: async (db, after, opts) => {
      const rows = await db
        .select({ r: leads, ts: tsText(leads.createdAt) })
        .from(leads)
        .where(and(before(leads.createdAt, leads.id, after), opts.includeSuspected ? undefined : eq(leads.suspected, false)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(PAGE);
      return rows.map(({ r, ts }) => ({
        cursor: { ts, id: r.id },
        cells: [
          r.id,
          r.createdAt,
          r.companyName,
          r.contactName,
          r.email,
          r.phone,
          r.phoneE164,
          r.website,
          r.message,
          r.locale,
          r.status,
          r.statusChangedAt,
          r.source,
          r.suspected,
          r.suspectReasons,
        ],
      }));
    },
  },
  bookings: {
    header: ['id', 'created_at', 'agent', 'caller_name', 'caller_phone', 'service', 'starts_at', 'ends_at', 'status'],
    page: (db, after) =>
      agentRowsPage(db, appointments, after, (a) => [a.callerName, a.callerPhone, a.service, a.startsAt, a.endsAt, a.status]),
  },
  messages: {
    header: ['id', 'created_at', 'agent', 'caller_name', 'caller_phone', 'message'],
    page: (db, after) => agentRowsPage(db, callerMessages, after, (m) => [m.callerName, m.callerPhone, m.message]),
  },
  // Calls pick their columns: the transcript can be long and is not exported.
  calls: {
    header: ['id', 'created_at', 'agent', 'provider', 'status', 'duration_seconds', 'ended_reason', 'summary'],
    page: async (db, after) => {
      const t = calls;
      const rows = await db
        .select({
          id: t.id,
          createdAt: t.createdAt,
          provider: t.provider,
          status: t.status,
          durationSeconds: t.durationSeconds,
          endedReason: t.endedReason,
          summary: t.summary,
          agentName: agents.name,
          ts: tsText(t.createdAt),
        })
        .from(t)
        .leftJoin(agents, eq(agents.id, t.agentId))
        .where(before(t.createdAt, t.id, after))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(PAGE);
      return rows.map((c) => ({
        cursor: { ts: c.ts, id: c.id },
        cells: [c.id, c.createdAt, c.agentName, c.provider, c.status, c.durationSeconds, c.endedReason, c.summary],
      }));
    },
  },
};

/** The whole export, chunk by chunk: BOM + header first, then one chunk per page of rows. */
export async function* csvChunks(db: Db, kind: CsvKind, opts: ExportOptions = {}): AsyncGenerator<string> {
  const source = SOURCES[kind];
  yield CSV_BOM + csvRecords([source.header]);
  let after: Cursor | undefined;
  for (;;) {
    const rows = await source.page(db, after, opts);
    if (rows.length === 0) return;
    yield csvRecords(rows.map((r) => r.cells));
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].cursor;
  }
}

export async function csvString(db: Db, kind: CsvKind, opts: ExportOptions = {}): Promise<string> {
  let out = '';
  for await (const chunk of csvChunks(db, kind, opts)) out += chunk;
  return out;
}

/** A streaming HTTP body for the export (UTF-8). */
function csvStream(db: Db, kind: CsvKind, opts: ExportOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = csvChunks(db, kind, opts);
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

/** The export as the download route streams it, from the app's database. */
export async function csvDownload(kind: CsvKind, opts: ExportOptions = {}): Promise<ReadableStream<Uint8Array>> {
  return csvStream(await getDb(), kind, opts);
}
