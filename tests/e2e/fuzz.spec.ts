import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { startProductionServer, type RunningServer } from '@/tests/helpers/server';
import { expect, FR_HOST, test } from './fixtures';
import { apiPaths, request, type RawResponse } from './ops-helpers';

// Malformed and hostile requests at every API route (and the generated files), bounded in time:
// no response ≥ 500, no crash, no unhandled rejection in the server's output, every JSON error in
// the documented shape without internals. Providers are configured (OpenAI mocked locally, Vapi
// keys that sign tokens offline) so every route runs its real code instead of a 503 "not
// configured" answer.

const BUDGET_MS = 40_000;
const DOCUMENTED_5XX = new Set([
  'transcription_unavailable',
  'tts_unavailable',
  'vapi_unavailable',
  'transcription_failed',
  'fetch_failed',
  'fetch_timeout',
]);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000\u0001\u001f',
  '\ud800',
  '😀'.repeat(300),
  'A'.repeat(5000),
  '../../../../etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:22/',
  'http://[::1]/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '00000000-0000-0000-0000-000000000000',
  DEMO_AGENT_IDS.fr,
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  0,
  -1,
  1e308,
  [],
  [1, 2],
  {},
  { $ne: null },
  { __proto__: { polluted: 1 } },
];
const FIELDS = [
  'url',
  'message',
  'sessionId',
  'companyName',
  'contactName',
  'email',
  'phone',
  'website',
  'businessName',
  'businessType',
  'scrapedContent',
  'locale',
  'password',
  'text',
  'lang',
  'variant',
  'agentId',
  'type',
  'fillMs',
  'idempotencyKey',
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

type Case = { method: string; headers: Record<string, string>; body?: string | Buffer; label: string };

function* cases(random: () => number): Generator<Case> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const json = { 'content-type': 'application/json' };
  // Fixed hostile set first, then random objects until the time budget ends.
  for (const method of METHODS) yield { method, headers: {}, label: `${method} bare` };
  const bodies: [string, string | Buffer, Record<string, string>][] = [
    ['empty json', '', json],
    ['not json', 'not json at all', json],
    ['truncated', '{"message": "bonj', json],
    ['null', 'null', json],
    ['array', '[]', json],
    ['number', '42', json],
    ['string', '"x"', json],
    ['proto', '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":1}}}', json],
    ['deep nesting', nested(5000), json],
    ['deep object', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), json],
    ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), json],
    ['utf-16 claim', '{"message":"hi"}', { 'content-type': 'application/json; charset=utf-16' }],
    ['text/plain', '{"message":"hi"}', { 'content-type': 'text/plain' }],
    ['form', 'password=x&message=y&url=http%3A%2F%2F127.0.0.1', { 'content-type': 'application/x-www-form-urlencoded' }],
    [
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      { 'content-type': 'multipart/form-data; boundary=x' },
    ],
    ['audio garbage', Buffer.alloc(4096, 7), { 'content-type': 'audio/webm' }],
    ['big body', '{"message":"' + 'a'.repeat(3 * 1024 * 1024) + '"}', json],
    ['huge field', JSON.stringify({ message: 'x'.repeat(200_000), url: 'x'.repeat(100_000) }), json],
  ];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const [label, body, headers] of bodies) yield { method, headers, body, label: `${method} ${label}` };
  }
  const headerCases: [string, Record<string, string>][] = [
    ['long request id', { 'x-request-id': 'r'.repeat(4000) }],
    ['forged xff', { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, [::1]:80, ' + '1.1.1.1,'.repeat(200) }],
    ['garbage locale', { 'x-locale': '../../etc', 'accept-language': '*;q=x, ;;;', cookie: 'language=<x>; admin_session=AAAA.BBBB' }],
    ['bad agent token', { 'x-agent-edit-token': '\u00ff'.repeat(10) }],
    ['bad webhook secret', { 'x-vapi-secret': 'nope', authorization: 'Bearer x' }],
    ['bad idempotency', { 'idempotency-key': '\u00e9\u00ff'.repeat(50) + "'; DROP TABLE leads; --" }],
    ['bad content-length', { 'content-length': '-1' }],
  ];
  for (const [label, h] of headerCases) {
    yield { method: 'POST', headers: { ...json, ...h }, body: '{"message":"bonjour"}', label: `POST ${label}` };
    yield { method: 'GET', headers: h, label: `GET ${label}` };
  }
  for (;;) {
    const obj: Record<string, unknown> = {};
    const n = 1 + Math.floor(random() * 5);
    for (let i = 0; i < n; i++) obj[pick(FIELDS)] = pick(HOSTILE_VALUES);
    yield { method: pick(['POST', 'POST', 'POST', 'PATCH', 'PUT']), headers: json, body: JSON.stringify(obj), label: 'random object' };
  }
}

/** A request whose Content-Length promises more than it sends, then hangs up. */
function lyingContentLength(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${FR_HOST}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"message":"par`,
      );
      setTimeout(() => socket.destroy(), 200);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

test.describe('fuzz: hostile requests at every API route (mocked OpenAI)', () => {
  let server: RunningServer;
  let openai: http.Server;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A local stand-in for OpenAI (mocked: the real one is outside this machine), so the routes
    // that need a provider run their real code paths instead of answering 503 "not configured":
    // transcriptions succeed, every other endpoint refuses (the app must degrade gracefully).
    openai = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const ok = req.url?.endsWith('/audio/transcriptions');
        res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(
          ok
            ? JSON.stringify({ text: 'Bonjour, vous êtes ouverts samedi ?' })
            : JSON.stringify({ error: { message: 'mock: refused', type: 'invalid_request_error' } }),
        );
      });
    });
    await new Promise<void>((r) => openai.listen(0, '127.0.0.1', r));
    server = await startProductionServer({
      env: {
        SCRAPER_ALLOW_HOSTS: '',
        LOG_LEVEL: 'info',
        LEAD_RATE_PER_MINUTE: '5',
        OPENAI_API_KEY: 'sk-fuzz',
        OPENAI_BASE_URL: `http://127.0.0.1:${(openai.address() as AddressInfo).port}/v1`,
        VAPI_PRIVATE_KEY: 'fuzz-private-key',
        VAPI_ORG_ID: 'fuzz-org',
        VAPI_ASSISTANT_ID: 'asst-fuzz',
        VAPI_AD_FR_ASSISTANT_ID: 'asst-fuzz-fr',
        VAPI_AD_EN_ASSISTANT_ID: 'asst-fuzz-en',
        VAPI_WEBHOOK_SECRET: 'fuzz-secret',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    openai?.close();
  });

  test(`sends as many as fit in ${BUDGET_MS / 1000} s: 0 responses ≥ 500, 0 unhandled rejections`, async () => {
    test.setTimeout(120_000);
    const targets = [
      ...apiPaths(),
      `/api/agents/${encodeURIComponent('../../x')}`,
      '/api/agents/%00/chat',
      `/api/agents/${'9'.repeat(300)}`,
      '/api/nope',
      '/robots.txt',
      '/sitemap.xml',
      '/og/home-fr.png',
      '/og/..%2f..%2fetc%2fpasswd',
    ];
    const random = rng(20261122);
    const gens = targets.map(() => cases(random));
    const started = Date.now();
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let sent = 0;
    let closedEarly = 0;
    const designed5xx = new Map<string, number>();
    const record = (path: string, c: Case, res: RawResponse | Error) => {
      sent++;
      if (res instanceof Error) {
        // Refusing an oversized body early (413/405 before reading it) closes the connection while
        // the client is still writing: that is the server protecting itself, not a failure.
        const oversized = (c.body?.length ?? 0) > 64 * 1024;
        if (oversized && /ECONNRESET|EPIPE/.test(res.message)) closedEarly++;
        else bad.push(`${c.label} ${path}: ${res.message}`);
        return;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        let code = '';
        try {
          code = JSON.parse(res.text).error.code;
        } catch {
          // not the error shape
        }
        const key = `${res.status} ${code || '?'} ${path.split('/').slice(0, 4).join('/')}`;
        designed5xx.set(key, (designed5xx.get(key) ?? 0) + 1);
        if (res.status === 500 || !DOCUMENTED_5XX.has(code)) bad.push(`${c.label} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      // The method allow-list: every route answers its unserved standard methods itself (405 +
      // Allow + the JSON error shape), never with Next's bare 405.
      if (res.status === 405 && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(c.method) && !res.headers.allow)
        bad.push(`${c.label} ${path}: 405 without Allow`);
      if (res.status >= 400 && String(res.headers['content-type']).includes('json') && c.method !== 'HEAD') {
        try {
          const e = JSON.parse(res.text).error;
          if (!e?.code || !e?.message || !e?.requestId) bad.push(`${c.label} ${path}: error shape ${res.text.slice(0, 120)}`);
          if (/\bat .+\(.*:\d+:\d+\)|node_modules|ECONN|stack/i.test(res.text))
            bad.push(`${c.label} ${path}: leaks internals ${res.text.slice(0, 200)}`);
        } catch {
          bad.push(`${c.label} ${path}: invalid JSON error body`);
        }
      }
    };
    // Round-robin over the routes, four requests at a time, until the budget is spent.
    let round = 0;
    while (Date.now() - started < BUDGET_MS) {
      const batch = targets.map((path, i) => ({ path, c: gens[i].next().value as Case }));
      for (let i = 0; i < batch.length; i += 4) {
        await Promise.all(
          batch.slice(i, i + 4).map(({ path, c }) =>
            request(server.url, path, {
              method: c.method,
              host: FR_HOST,
              headers: c.headers,
              body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body,
              timeoutMs: 20_000,
            }).then(
              (r) => record(path, c, r),
              (e: Error) => record(path, c, e),
            ),
          ),
        );
        if (Date.now() - started > BUDGET_MS) break;
      }
      if (round++ === 0) for (const path of targets.slice(0, 6)) await lyingContentLength(server.port, path);
    }
    const health = await request(server.url, '/api/health');
    const out = server.output();
    const unhandled = out.split('\n').filter((l) => /unhandled ?rejection|uncaught ?exception|"msg":"unhandled error"|⨯/i.test(l));
    const summary = [...statuses.entries()]
      .sort((x, y) => x[0] - y[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    const fiveXX = [...statuses.entries()].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz: ${sent} requests to ${targets.length} paths in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${summary}; 5xx ${fiveXX} (500: ${statuses.get(500) ?? 0}); oversized bodies cut off by the server: ${closedEarly}; unhandled in server log: ${unhandled.length}`,
    );
    if (designed5xx.size) console.log(`fuzz: 5xx by code and route: ${[...designed5xx].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
    if (unhandled.length) console.log(unhandled.slice(0, 5).join('\n'));
    expect(bad.slice(0, 20)).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(fiveXX).toBe(0);
    expect(unhandled.slice(0, 10)).toEqual([]);
    expect(health.status).toBe(200); // still alive and well
  });
});
