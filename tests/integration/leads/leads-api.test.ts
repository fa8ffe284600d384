import { eq } from 'drizzle-orm';
import { POST, GET } from '@/app/api/leads/route';
import { leads, notificationOutbox } from '@/db/schema';
import { csvString } from '@/lib/admin/exports';
import { startNotificationWorker, stopNotificationWorker } from '@/lib/notify';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { startReceiver, waitFor } from './helpers';

// Every case goes through the real route handler (POST from app/api/leads/route.ts) on a real
// database. Each test gets its own client address (TRUST_PROXY=1 + X-Forwarded-For) so the per-IP
// limit only bites where a test means it to.

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter % 250}`;

const valid = () => ({
  companyName: 'Boulangerie Martin',
  contactName: 'Marie Martin',
  email: 'marie@boulangerie-martin.fr',
  phone: '+33 6 12 34 56 78',
  website: 'boulangerie-martin.fr',
  message: 'Bonjour,\nnous manquons beaucoup d’appels le samedi.',
  fillMs: 8000,
});

function post(body: unknown, opts: { ip?: string; headers?: Record<string, string>; raw?: string } = {}) {
  return POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.ip ?? nextIp(), ...opts.headers },
      body: opts.raw ?? JSON.stringify(body),
    }),
  );
}

async function json(res: Response) {
  return (await res.json()) as {
    id?: string;
    error?: { code: string; message: string; fields?: Record<string, { code: string; message: string }> };
  };
}

const savedEnv = { ...process.env };
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
  delete process.env.LEAD_WEBHOOK_URL;
  delete process.env.SMTP_URL;
});
afterAll(async () => {
  await stopNotificationWorker();
  process.env = savedEnv;
});

describe.each(testDatabases())('POST /api/leads on %s', (kind) => {
  const t = useTestDb(kind);
  const rowById = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];

  it('stores a valid lead and answers 201 {id}', async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const row = await rowById(id!);
    expect(row).toMatchObject({
      companyName: 'Boulangerie Martin',
      contactName: 'Marie Martin',
      email: 'marie@boulangerie-martin.fr',
      phone: '+33 6 12 34 56 78',
      phoneE164: '+33612345678',
      website: 'https://boulangerie-martin.fr/',
      message: 'Bonjour,\nnous manquons beaucoup d’appels le samedi.',
      locale: 'fr',
    });
  });

  it('trims, keeps optional fields empty as null, stores the locale sent', async () => {
    const res = await post({ ...valid(), companyName: '  ACME  ', website: '', message: '   ', locale: 'en', phone: '(514) 555-0123' });
    expect(res.status).toBe(201);
    const row = await rowById((await json(res)).id!);
    expect(row).toMatchObject({ companyName: 'ACME', website: null, message: null, locale: 'en', phoneE164: '+15145550123' });
  });

  it.each([
    ['companyName', '', 'required'],
    ['companyName', 'x'.repeat(201), 'too_long'],
    ['companyName', 'ACME\u0007', 'invalid_characters'],
    ['contactName', undefined, 'required'],
    ['contactName', 'Marie\nMartin', 'invalid_characters'],
    ['contactName', 'x'.repeat(201), 'too_long'],
    ['email', 'not-an-email', 'invalid_email'],
    ['email', `${'a'.repeat(250)}@b.fr`, 'too_long'],
    ['email', 42, 'invalid_format'],
    ['phone', 'abc', 'invalid_phone'],
    ['phone', '+33 1', 'invalid_phone'],
    ['phone', '1'.repeat(41), 'too_long'],
    ['phone', 'call +33 6 12 34 56 78 now', 'invalid_phone'],
    ['website', 'javascript:alert(1)', 'invalid_website'],
    ['website', 'ftp://files.example.com', 'invalid_website'],
    ['website', 'http://user:pw@example.com', 'invalid_website'],
    ['website', `https://example.com/${'a'.repeat(2048)}`, 'too_long'],
    ['message', 'x'.repeat(5001), 'too_long'],
    ['message', 'hello\u0000world', 'invalid_characters'],
    ['message', 'bidi\u2028sep', 'invalid_characters'],
    ['idempotencyKey', 'short', 'invalid_idempotency_key'],
  ])('refuses %s = %j with 400 %s', async (field, value, code) => {
    const before = (await t.db.select({ id: leads.id }).from(leads)).length;
    const res = await post({ ...valid(), [field]: value });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error?.code).toBe('validation_failed');
    expect(body.error?.fields?.[field]?.code).toBe(code);
    expect(body.error?.fields?.[field]?.message).toBeTruthy();
    expect((await t.db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it('localizes field errors (fr by default, en on request)', async () => {
    const fr = await json(await post({ ...valid(), email: 'nope' }));
    expect(fr.error?.fields?.email.message).toBe('Adresse e-mail invalide.');
    const en = await json(await post({ ...valid(), email: 'nope' }, { headers: { 'x-locale': 'en' } }));
    expect(en.error?.fields?.email.message).toBe('Invalid e-mail address.');
    expect(en.error?.message).toMatch(/invalid/i);
  });

  it('reports several invalid fields at once', async () => {
    const body = await json(await post({ fillMs: 5000 }));
    expect(Object.keys(body.error?.fields ?? {}).sort()).toEqual(['companyName', 'contactName', 'email', 'phone']);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const res = await post({ ...valid(), message: 'é'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect((await json(res)).error?.code).toBe('payload_too_large');
  });

  it('refuses other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post(valid(), { headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect((await json(res)).error?.code).toBe('unsupported_media_type');
    }
  });

  it('refuses malformed JSON and non-object JSON with 400', async () => {
    for (const raw of ['{"companyName": ', 'null', '[1,2]', '"text"', '']) {
      const res = await post(undefined, { raw });
      expect(res.status).toBe(400);
      expect((await json(res)).error?.code).toBe('invalid_json');
    }
  });

  it('answers 405 to GET', async () => {
    const res = await GET(new Request('http://localhost/api/leads'));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('round-trips unicode, emoji and accents exactly', async () => {
    const lead = {
      ...valid(),
      companyName: 'Crêperie Ñandú 東京 🍕',
      contactName: 'Zoë Ørsted-Łukasz',
      message: 'Ça marche très bien — merci ! 👍🏽\n日本語テキスト\nمرحبا',
      email: 'zoe@crêperie.fr'.normalize('NFC').replace('ê', 'e'),
    };
    const { id } = await json(await post(lead));
    const row = await rowById(id!);
    expect(row.companyName).toBe(lead.companyName);
    expect(row.contactName).toBe(lead.contactName);
    expect(row.message).toBe(lead.message);
  });

  it('stores script and formula payloads verbatim and neutralizes them in the CSV export', async () => {
    const lead = {
      ...valid(),
      companyName: '<script>alert("x")</script>',
      contactName: '=HYPERLINK("http://evil.example","click")',
      message: '<img src=x onerror=alert(1)>\n@SUM(1+1)',
    };
    const { id } = await json(await post(lead));
    const row = await rowById(id!);
    expect(row.companyName).toBe(lead.companyName);
    expect(row.contactName).toBe(lead.contactName);
    const csv = await csvString(t.db, 'leads');
    expect(csv.startsWith('\uFEFF"id","created_at"')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csv).toContain('"<script>alert(""x"")</script>"');
    expect(csv).toContain('"\'+33 6 12 34 56 78"');
  });

  it('replays an idempotency key: same 201 {id}, nothing new stored', async () => {
    const key = crypto.randomUUID();
    const first = await json(await post({ ...valid(), idempotencyKey: key }));
    const second = await post({ ...valid(), idempotencyKey: key });
    expect(second.status).toBe(201);
    expect((await json(second)).id).toBe(first.id);
    const rows = await t.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('accepts the key in the Idempotency-Key header', async () => {
    const key = crypto.randomUUID();
    const a = await json(await post(valid(), { headers: { 'idempotency-key': key } }));
    const b = await json(await post(valid(), { headers: { 'idempotency-key': key } }));
    expect(b.id).toBe(a.id);
    expect(await t.db.select().from(leads).where(eq(leads.idempotencyKey, key))).toHaveLength(1);
  });

  it('stores one lead when the same key arrives concurrently', async () => {
    const key = crypto.randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid(), idempotencyKey: key })));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await json(r)).id)));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(leads).where(eq(leads.idempotencyKey, key))).toHaveLength(1);
  });

  it.each([
    ['honeypot filled', { faxNumber: 'http://spam.example' }, ['honeypot']],
    ['honeypot non-string', { faxNumber: 1 }, ['honeypot']],
    ['filled too fast', { fillMs: 300 }, ['too_fast']],
    ['no fill time', { fillMs: undefined }, ['no_fill_time']],
  ])('stores a suspected submission (%s) with its reasons, answered with the same 201, no alert', async (_label, extra, reasons) => {
    const res = await post({ ...valid(), ...extra, companyName: 'Bot Corp' });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowById(id!)).toMatchObject({
      companyName: 'Bot Corp',
      suspected: true,
      suspectReasons: reasons,
      source: 'form',
      status: 'new',
    });
  });

  it('rate-limits per client address: 429 + Retry-After + localized message; others unaffected', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await post(valid(), { ip })).status).toBe(201);
    const limited = await post(valid(), { ip, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await json(limited);
    expect(body.error?.code).toBe('lead_rate_limited');
    expect(body.error?.message).toMatch(/try again/i);
    expect((await post(valid(), { ip: '203.0.113.51' })).status).toBe(201);
  });

  it('with TRUST_PROXY=0 a forged X-Forwarded-For cannot dodge the limit (one shared bucket)', async () => {
    process.env.TRUST_PROXY = '0';
    process.env.LEAD_RATE_PER_MINUTE = '2';
    try {
      expect((await post(valid(), { ip: '192.0.2.1' })).status).toBe(201);
      expect((await post(valid(), { ip: '192.0.2.2' })).status).toBe(201);
      expect((await post(valid(), { ip: '192.0.2.3' })).status).toBe(429);
    } finally {
      process.env.TRUST_PROXY = '1';
      delete process.env.LEAD_RATE_PER_MINUTE;
    }
  });

  it('still answers a replay of a stored lead after the limit tripped', async () => {
    const ip = '203.0.113.60';
    const key = crypto.randomUUID();
    const first = await json(await post({ ...valid(), idempotencyKey: key }, { ip }));
    for (let i = 0; i < 4; i++) await post(valid(), { ip });
    expect((await post(valid(), { ip })).status).toBe(429);
    const replay = await post({ ...valid(), idempotencyKey: key }, { ip });
    expect(replay.status).toBe(201);
    expect((await json(replay)).id).toBe(first.id);
  });

  it('writes the owner alert with the lead and delivers it to the webhook, with retries', async () => {
    const rx = await startReceiver(1);
    process.env.LEAD_WEBHOOK_URL = rx.url;
    startNotificationWorker({ retryPolicy: { baseDelayMs: 50 } });
    try {
      const { id } = await json(await post({ ...valid(), companyName: 'Alerted SARL' }));
      const rows = await t.db.select().from(notificationOutbox);
      expect(rows.some((r) => (r.event as { data: { id: string } }).data.id === id)).toBe(true);
      await waitFor(() => rx.received.some((r) => (r.body.data as { id: string }).id === id));
      const delivered = rx.received.find((r) => (r.body.data as { id: string }).id === id)!;
      expect(delivered.body).toMatchObject({ kind: 'lead', data: { companyName: 'Alerted SARL', phoneE164: '+33612345678' } });
      expect(rx.hits()).toBe(2); // one 503, then success
    } finally {
      await stopNotificationWorker();
      delete process.env.LEAD_WEBHOOK_URL;
      await rx.close();
    }
  });
});
