import fs from 'node:fs';
import path from 'node:path';
import { GET, HEAD, POST } from '@/app/api/health/route';
import { attachDatabase, type Handle } from '@/db/client';
import { testDatabases, useTestDb } from '@/tests/helpers/db';

const journal = JSON.parse(fs.readFileSync(path.resolve('db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const latestTag = journal.entries.at(-1)!.tag;

describe.each(testDatabases())('GET /api/health on %s', (kind) => {
  useTestDb(kind);

  it('answers 200 with the database up and the latest applied migration', async () => {
    const res = await GET(new Request('http://localhost/api/health'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: 'up',
      migration: { tag: latestTag, appliedCount: journal.entries.length, expectedCount: journal.entries.length },
    });
    expect(body.migration.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('HEAD answers the status without a body; other methods get 405 + Allow', async () => {
    const head = await HEAD(new Request('http://localhost/api/health', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await POST(new Request('http://localhost/api/health', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await post.json()).error.code).toBe('method_not_allowed');
  });
});

describe('GET /api/health with the database down', () => {
  afterEach(() => attachDatabase(undefined));

  it('answers 503 database down, without internals', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });
    const down = { db: { execute: () => Promise.reject(refused) }, kind: 'postgres', close: async () => {} } as unknown as Handle;
    attachDatabase(down);
    const res = await GET(new Request('http://localhost/api/health'));
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', database: 'down' });
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('answers 503 when the database hangs (3 s probe timeout)', async () => {
    const hung = { db: { execute: () => new Promise(() => {}) }, kind: 'postgres', close: async () => {} } as unknown as Handle;
    attachDatabase(hung);
    const started = Date.now();
    const res = await GET(new Request('http://localhost/api/health'));
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
