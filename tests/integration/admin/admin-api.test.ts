import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as exportCsv } from '@/app/api/admin/export/route';
import { agents, appointments, callerMessages, leads } from '@/db/schema';
import { likePattern, listLeads } from '@/lib/admin/queries';
import { ADMIN_SESSION_SECONDS, isAdminRequest } from '@/lib/admin/session';
import { testDatabases, useTestDb } from '@/tests/helpers/db';

const PASSWORD = 'correct horse battery staple';
let ipCounter = 0;

function loginRequest(body: string, headers: Record<string, string> = {}) {
  return login(
    new Request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost',
        'x-forwarded-for': `192.0.2.${++ipCounter}`,
        ...headers,
      },
      body,
    }),
  );
}

/** A real session cookie ("receptio_admin=<seal>"), from a real login. */
async function sessionCookie(): Promise<string> {
  const res = await loginRequest(`password=${encodeURIComponent(PASSWORD)}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

const cookieWorks = (cookie: string) => isAdminRequest(new Request('http://localhost/x', { headers: { cookie } }));

const exportRequest = (type: string, headers: Record<string, string> = {}) =>
  exportCsv(new Request(`http://localhost/api/admin/export?type=${type}`, { headers }));

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

describe('admin when ADMIN_PASSWORD is not set', () => {
  beforeAll(() => {
    delete process.env.ADMIN_PASSWORD;
  });
  it('answers 404 to login and export', async () => {
    expect((await loginRequest('password=x')).status).toBe(404);
    expect((await exportRequest('leads')).status).toBe(404);
  });
});

describe.each(testDatabases())('admin routes on %s', (kind) => {
  const t = useTestDb(kind);
  beforeAll(async () => {
    process.env.ADMIN_PASSWORD = PASSWORD;
    process.env.TRUST_PROXY = '1';
    await t.db.insert(leads).values([
      {
        companyName: 'Alpha 100%',
        contactName: '=SUM(A1)',
        email: 'a@alpha.fr',
        phone: '+33 6 12 34 56 78',
        phoneE164: '+33612345678',
        idempotencyKey: null,
      },
      {
        companyName: 'Beta_Corp',
        contactName: 'Bob',
        email: 'bob@beta.com',
        phone: '+1 514 555 0123',
        phoneE164: '+15145550123',
        message: 'Hello, "world"\nline 2',
      },
    ]);
    const [agent] = await t.db
      .insert(agents)
      .values({ name: 'Salon Zoé', phone: '+33 1 23 45 67 89', businessType: 'Salon', extractedInfo: {}, prompt: 'p', settings: {} })
      .returning();
    await t.db.insert(appointments).values({
      agentId: agent.id,
      callerName: '@evil',
      callerPhone: '+33 6 00 00 00 00',
      startsAt: new Date('2026-12-01T09:00:00Z'),
      endsAt: new Date('2026-12-01T09:30:00Z'),
    });
    await t.db.insert(callerMessages).values({ agentId: agent.id, callerName: 'Léa', message: 'Rappelez-moi' });
  });

  it('logs in with the right password: 303 /admin + HttpOnly SameSite=Strict sealed cookie (iron-session)', async () => {
    const res = await loginRequest(`password=${encodeURIComponent(PASSWORD)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^receptio_admin=Fe26\.2\*[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(ADMIN_SESSION_SECONDS - 120);
    expect(maxAge).toBeLessThanOrEqual(ADMIN_SESSION_SECONDS);
    expect(await cookieWorks(cookie.split(';')[0])).toBe(true);
    // Secure when the request came over HTTPS (through a proxy)
    expect(
      (await loginRequest(`password=${encodeURIComponent(PASSWORD)}`, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie'),
    ).toMatch(/; Secure/);
  });

  it('refuses a wrong password (303 ?error=invalid, no cookie) and a cross-site origin', async () => {
    const res = await loginRequest('password=nope');
    expect(res.headers.get('location')).toBe('/admin?error=invalid');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await loginRequest(`password=${PASSWORD}`, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('accepts JSON, refuses other types and oversized bodies (even chunked)', async () => {
    const json = await loginRequest(JSON.stringify({ password: PASSWORD }), { 'content-type': 'application/json' });
    expect(json.headers.get('location')).toBe('/admin');
    expect((await loginRequest(JSON.stringify(null), { 'content-type': 'application/json' })).headers.get('location')).toBe(
      '/admin?error=invalid',
    );
    expect((await loginRequest('password=x', { 'content-type': 'text/plain' })).status).toBe(415);
    const big = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('password=' + 'a'.repeat(10_000)));
        c.close();
      },
    });
    const res = await login(
      new Request('http://localhost/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.150' },
        body: big,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });

  it('rate-limits password guessing per client address', async () => {
    const ip = '192.0.2.200';
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await loginRequest('password=guess', { 'x-forwarded-for': ip });
    expect(last!.headers.get('location')).toBe('/admin?error=rate');
    // even the right password is refused while limited
    const right = await loginRequest(`password=${PASSWORD}`, { 'x-forwarded-for': ip });
    expect(right.headers.get('location')).toBe('/admin?error=rate');
  });

  it('rejects forged, expired and tampered sessions, and every session once the password changes', async () => {
    const good = await sessionCookie();
    expect(await cookieWorks(good)).toBe(true);
    const seal = good.slice('receptio_admin='.length);
    const flipped = seal.slice(0, 40) + (seal[40] === 'A' ? 'B' : 'A') + seal.slice(41);
    expect(await cookieWorks(`receptio_admin=${flipped}`)).toBe(false);
    expect(await cookieWorks('receptio_admin=9999999999.' + 'A'.repeat(43))).toBe(false);
    expect(await cookieWorks('receptio_admin=')).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (ADMIN_SESSION_SECONDS + 120) * 1000);
      expect(await cookieWorks(good)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    process.env.ADMIN_PASSWORD = 'another password entirely';
    try {
      expect(await cookieWorks(good)).toBe(false);
    } finally {
      process.env.ADMIN_PASSWORD = PASSWORD;
    }
  });

  it('clears the cookie on logout', async () => {
    const res = await logout(new Request('http://localhost/api/admin/logout', { method: 'POST' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/^receptio_admin=; Path=\/; Max-Age=0/);
  });

  it('exports CSV only to an admin (cookie or Basic), with BOM, CRLF and neutralized formulas', async () => {
    const denied = await exportRequest('leads');
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await exportRequest('leads', { authorization: `Basic ${Buffer.from('x:wrong').toString('base64')}` })).status).toBe(401);

    const res = await exportRequest('leads', { cookie: await sessionCookie() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes); // keep the BOM
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"id","created_at","company_name","contact_name","email","phone","phone_e164","website","message","locale","status","status_changed_at","source","suspected","suspect_reasons"',
    );
    expect(text).toContain('"\'=SUM(A1)"');
    expect(text).toContain('"Hello, ""world""\nline 2"');
    expect(lines.at(-1)).toBe('');

    const basic = await exportRequest('bookings', { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` });
    expect(basic.status).toBe(200);
    const bookings = await basic.text();
    expect(bookings).toContain('"\'@evil"');
    expect(bookings).toContain('"Salon Zoé"');
    const messages = await (await exportRequest('messages', { cookie: await sessionCookie() })).text();
    expect(messages).toContain('"Rappelez-moi"');
    expect((await exportRequest('nope', { cookie: await sessionCookie() })).status).toBe(400);
  });

  it('searches leads case-insensitively, with % and _ taken literally, newest first', async () => {
    expect((await listLeads('alpha', 1)).rows.map((r) => r.companyName)).toEqual(['Alpha 100%']);
    expect((await listLeads('100%', 1)).total).toBe(1);
    expect((await listLeads('_', 1)).rows.map((r) => r.companyName)).toEqual(['Beta_Corp']);
    expect((await listLeads('+1514', 1)).total).toBe(1);
    expect((await listLeads('', 1)).total).toBe(2);
    expect(likePattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('paginates', async () => {
    await t.db.insert(leads).values(
      Array.from({ length: 30 }, (_, i) => ({
        companyName: `Bulk ${i}`,
        contactName: 'c',
        email: 'e@x.fr',
        phone: '+33612345678',
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      })),
    );
    const p1 = await listLeads('Bulk', 1);
    const p2 = await listLeads('Bulk', 2);
    expect(p1.total).toBe(30);
    expect(p1.pages).toBe(2);
    expect(p1.rows).toHaveLength(25);
    expect(p1.rows[0].companyName).toBe('Bulk 29');
    expect(p2.rows).toHaveLength(5);
    expect((await listLeads('Bulk', 99)).page).toBe(2);
  });
});
