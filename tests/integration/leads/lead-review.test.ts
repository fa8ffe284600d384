import { eq, sql } from 'drizzle-orm';
import { POST as postLeadRoute } from '@/app/api/leads/route';
import { POST as leadAction } from '@/app/api/admin/leads/[id]/route';
import { GET as exportCsv } from '@/app/api/admin/export/route';
import { leads, notificationOutbox } from '@/db/schema';
import { csvString } from '@/lib/admin/exports';
import { listLeads } from '@/lib/admin/queries';
import { runHousekeeping, startNotificationWorker, stopNotificationWorker } from '@/lib/notify';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { startReceiver, waitFor } from './helpers';

// Issue 14 end to end through the real route handlers on a real database: nothing accepted is
// thrown away, suspected leads wait in their own list, a restore alerts exactly once, the export
// leaves them out unless asked, an API key makes a lead trusted, and retention purges only old
// suspected leads.

const PASSWORD = 'review-admin-password';
const API_KEY = 'test-leads-api-key-0123456789abcdef';
const BASIC = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter % 250}`;

/** Exactly the documented body: no fillMs, no honeypot, no locale, no idempotency key. */
const documented = (company: string) => ({
  companyName: company,
  contactName: 'Paul Durand',
  email: 'paul@partner.example',
  phone: '+33 6 12 34 56 78',
  website: 'partner.example',
  message: 'Lead forwarded by our CRM.',
});

function postLead(body: unknown, headers: Record<string, string> = {}) {
  return postLeadRoute(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
      body: JSON.stringify(body),
    }),
  );
}

function act(id: string, form: Record<string, string>, headers: Record<string, string> = { authorization: BASIC }) {
  return leadAction(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', ...headers },
      body: new URLSearchParams(form).toString(),
    }),
    { params: Promise.resolve({ id }) },
  );
}

const saved = { ...process.env };
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.LEADS_API_KEY = `some-older-key-that-is-still-valid, ${API_KEY}`;
  delete process.env.LEAD_WEBHOOK_URL;
  delete process.env.SMTP_URL;
});
afterAll(async () => {
  await stopNotificationWorker();
  process.env = saved;
});

describe.each(testDatabases())('lead review on %s', (kind) => {
  const t = useTestDb(kind);
  const row = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
  const alertsFor = async (id: string) =>
    (await t.db.select().from(notificationOutbox)).filter((r) => (r.event as { data: { id?: string } }).data.id === id);

  it('stores a documented-body lead without fillMs and lists it as suspected with its reason', async () => {
    const res = await postLead(documented('Partner Without Timing'));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await row(id)).toMatchObject({ suspected: true, suspectReasons: ['no_fill_time'], source: 'form', status: 'new' });
    const suspected = await listLeads('Partner Without Timing', 1, { suspected: true });
    expect(suspected.rows.map((r) => [r.id, r.suspectReasons])).toEqual([[id, ['no_fill_time']]]);
    expect((await listLeads('Partner Without Timing', 1)).total).toBe(0);
  });

  it('marks a honeypot hit as suspected, and a link-stuffed message with every reason', async () => {
    const res = await postLead({
      ...documented('Honey Pot Inc'),
      fillMs: 9000,
      faxNumber: '+1 555 0100',
      message: 'http://a.example http://b.example http://c.example',
    });
    const { id } = (await res.json()) as { id: string };
    expect(res.status).toBe(201);
    expect(await row(id)).toMatchObject({ suspected: true, suspectReasons: ['honeypot', 'many_links'] });
  });

  it('sends no alert for a suspected lead; a restore moves it to the main list and alerts exactly once', async () => {
    const rx = await startReceiver();
    process.env.LEAD_WEBHOOK_URL = rx.url;
    startNotificationWorker({ retryPolicy: { baseDelayMs: 50 } });
    try {
      const { id } = (await (await postLead(documented('Restored SARL'))).json()) as { id: string };
      expect(await alertsFor(id)).toHaveLength(0);

      // Two operators click at once, then one clicks again: one restore, one alert.
      const answers = await Promise.all([
        act(id, { action: 'restore', back: '/admin?tab=leads&view=suspected' }),
        act(id, { action: 'restore' }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([303, 303]);
      expect(answers[0].headers.get('location')).toBe('/admin?tab=leads&view=suspected');
      expect((await act(id, { action: 'restore' })).status).toBe(303);

      expect(await row(id)).toMatchObject({ suspected: false, suspectReasons: ['no_fill_time'] });
      expect((await listLeads('Restored SARL', 1)).rows.map((r) => r.id)).toEqual([id]);
      expect(await alertsFor(id)).toHaveLength(1);
      await waitFor(() => rx.received.some((r) => (r.body.data as { id: string }).id === id));
      await new Promise((r) => setTimeout(r, 300));
      expect(rx.received.filter((r) => (r.body.data as { id: string }).id === id)).toHaveLength(1);
      expect(rx.received.find((r) => (r.body.data as { id: string }).id === id)!.body).toMatchObject({
        kind: 'lead',
        data: { companyName: 'Restored SARL' },
      });
    } finally {
      await stopNotificationWorker();
      delete process.env.LEAD_WEBHOOK_URL;
      await rx.close();
    }
  });

  it('leaves suspected leads out of the default export; includeSuspected brings them in', async () => {
    await postLead(documented('Only When Asked'));
    await postLead({ ...documented('Trusted Bakery'), fillMs: 7000 });
    const plain = await csvString(t.db, 'leads');
    expect(plain).toContain('Trusted Bakery');
    expect(plain).not.toContain('Only When Asked');
    const all = await csvString(t.db, 'leads', { includeSuspected: true });
    expect(all).toContain('Trusted Bakery');
    expect(all).toMatch(/"Only When Asked".*"new","[^"]+","form","true","no_fill_time"/);

    const viaRoute = async (query: string) =>
      (await exportCsv(new Request(`http://localhost/api/admin/export?type=leads${query}`, { headers: { authorization: BASIC } }))).text();
    expect(await viaRoute('')).not.toContain('Only When Asked');
    expect(await viaRoute('&includeSuspected=1')).toContain('Only When Asked');
  });

  it('trusts a lead sent with a valid API key (no browser signals needed); refuses a wrong key', async () => {
    const rx = await startReceiver();
    process.env.LEAD_WEBHOOK_URL = rx.url;
    try {
      const key = crypto.randomUUID();
      const res = await postLead(documented('Api Client SAS'), { authorization: `Bearer ${API_KEY}`, 'idempotency-key': key });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await row(id)).toMatchObject({ suspected: false, suspectReasons: [], source: 'api' });
      expect(await alertsFor(id)).toHaveLength(1);
      // Same idempotency as the form: a replay answers the same id and stores nothing.
      const replay = await postLead(documented('Api Client SAS'), { authorization: `Bearer ${API_KEY}`, 'idempotency-key': key });
      expect(((await replay.json()) as { id: string }).id).toBe(id);
      expect(await t.db.select().from(leads).where(eq(leads.idempotencyKey, key))).toHaveLength(1);
      // Same validation.
      const invalid = await postLead({ ...documented('Api Client SAS'), email: 'nope' }, { authorization: `Bearer ${API_KEY}` });
      expect(invalid.status).toBe(400);

      const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n;
      const wrong = await postLead(documented('Wrong Key Ltd'), { authorization: 'Bearer not-the-key-at-all-0000000000' });
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
      expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n).toBe(before);
    } finally {
      await stopNotificationWorker();
      delete process.env.LEAD_WEBHOOK_URL;
      await rx.close();
    }
  });

  it('rate-limits API-key clients like the form', async () => {
    process.env.LEAD_RATE_PER_MINUTE = '2';
    try {
      const ip = '203.0.113.77';
      const send = () => postLead({ ...documented('Api Flood') }, { authorization: `Bearer ${API_KEY}`, 'x-forwarded-for': ip });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
    } finally {
      delete process.env.LEAD_RATE_PER_MINUTE;
    }
  });

  it('sets a status in one action, records when it changed, filters and exports it', async () => {
    const { id } = (await (await postLead({ ...documented('Status Follow-up'), fillMs: 6000 })).json()) as { id: string };
    const created = await row(id);
    expect(created.status).toBe('new');
    await new Promise((r) => setTimeout(r, 20));
    expect((await act(id, { action: 'status', status: 'contacted' })).status).toBe(303);
    const contacted = await row(id);
    expect(contacted.status).toBe('contacted');
    expect(contacted.statusChangedAt.getTime()).toBeGreaterThan(created.statusChangedAt.getTime());
    // The same status again changes nothing, not even the time.
    await act(id, { action: 'status', status: 'contacted' });
    expect((await row(id)).statusChangedAt.getTime()).toBe(contacted.statusChangedAt.getTime());

    expect((await listLeads('Status Follow-up', 1, { status: 'contacted' })).total).toBe(1);
    expect((await listLeads('Status Follow-up', 1, { status: 'won' })).total).toBe(0);
    expect(await csvString(t.db, 'leads')).toMatch(/"Status Follow-up".*"contacted","\d{4}-\d{2}-\d{2}T/);

    // JSON clients get JSON.
    const json = await leadAction(
      new Request(`http://localhost/api/admin/leads/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: BASIC },
        body: JSON.stringify({ action: 'status', status: 'won' }),
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(await json.json()).toEqual({ id, result: 'updated' });
  });

  it('guards the lead actions: auth, origin, id, values, redirect target', async () => {
    const { id } = (await (await postLead({ ...documented('Guarded Lead'), fillMs: 6000 })).json()) as { id: string };
    expect((await act(id, { action: 'status', status: 'won' }, {})).status).toBe(401);
    expect((await act(id, { action: 'status', status: 'won' }, { authorization: BASIC, origin: 'https://evil.example' })).status).toBe(403);
    expect((await act('not-a-uuid', { action: 'restore' })).status).toBe(404);
    expect((await act(crypto.randomUUID(), { action: 'restore' })).status).toBe(404);
    const bad = await act(id, { action: 'status', status: 'archived' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    const redirected = await act(id, { action: 'status', status: 'lost', back: 'https://evil.example/admin' });
    expect(redirected.headers.get('location')).toBe('/admin');
    expect((await row(id)).status).toBe('lost');
  });

  it('purges only suspected leads older than the retention, and says how many', async () => {
    process.env.LEAD_SUSPECTED_RETENTION_DAYS = '30';
    try {
      const day = 86_400_000;
      const base = { contactName: 'c', email: 'e@x.fr', phone: '+33612345678' };
      const [oldSuspect, oldTrusted, recentSuspect, oldRestored] = await t.db
        .insert(leads)
        .values([
          {
            ...base,
            companyName: 'Old suspect',
            suspected: true,
            suspectReasons: ['honeypot'],
            createdAt: new Date(Date.now() - 31 * day),
          },
          { ...base, companyName: 'Old trusted', createdAt: new Date(Date.now() - 400 * day) },
          {
            ...base,
            companyName: 'Recent suspect',
            suspected: true,
            suspectReasons: ['too_fast'],
            createdAt: new Date(Date.now() - 29 * day),
          },
          {
            ...base,
            companyName: 'Old restored',
            suspected: false,
            suspectReasons: ['no_fill_time'],
            createdAt: new Date(Date.now() - 90 * day),
          },
        ])
        .returning();
      expect(await runHousekeeping(t.db)).toBe(1);
      expect(await row(oldSuspect.id)).toBeUndefined();
      for (const kept of [oldTrusted, recentSuspect, oldRestored]) expect(await row(kept.id)).toBeDefined();
      expect(await runHousekeeping(t.db)).toBe(0);
    } finally {
      delete process.env.LEAD_SUSPECTED_RETENTION_DAYS;
    }
  });
});
