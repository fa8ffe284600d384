import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { freePort, ROOT, startProductionServer, type RunningServer } from '@/tests/helpers/server';
import { expect, FR_HOST, test } from './fixtures';
import { request } from './ops-helpers';

// Two production servers on different ports against ONE PostgreSQL (DESIGN.md "Data": the app is
// stateless, everything shared lives in Postgres). Uses TEST_DATABASE_URL when set (a fresh
// database on it), otherwise starts a private cluster with scripts/pg-test-cluster.sh.

const pgInstalled =
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
if (!pgInstalled && !process.env.TEST_DATABASE_URL) {
  console.warn(
    'multi-instance: SKIPPED — no PostgreSQL binaries under /usr/lib/postgresql and no TEST_DATABASE_URL (apt-get install -y postgresql)',
  );
}

const RATE_PER_MINUTE = 3;

test.describe('two instances, one Postgres', () => {
  test.skip(!pgInstalled && !process.env.TEST_DATABASE_URL, 'no PostgreSQL binaries and no TEST_DATABASE_URL');
  let a: RunningServer;
  let b: RunningServer;
  let databaseUrl: string;
  let clusterDir: string | undefined;
  let adminUrl: string;
  let dbName: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (process.env.TEST_DATABASE_URL) {
      adminUrl = process.env.TEST_DATABASE_URL;
    } else {
      const port = await freePort();
      const out = execFileSync(path.join(ROOT, 'scripts', 'pg-test-cluster.sh'), ['start', String(port)], { encoding: 'utf8' });
      clusterDir = out.match(/PG_TEST_DATA='([^']+)'/)?.[1];
      adminUrl = out.match(/TEST_DATABASE_URL='([^']+)'/)![1];
    }
    dbName = `multi_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    // The deploy procedure (docs/DEPLOY.md): migrate once, then start the instances.
    const migrated = execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', path.join(ROOT, 'scripts', 'db-migrate.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      },
    );
    expect(migrated).toMatch(/db:migrate: ok/);
    const env = { DATABASE_URL: databaseUrl, LEAD_RATE_PER_MINUTE: String(RATE_PER_MINUTE), LEAD_RATE_PER_DAY: '1000', TRUST_PROXY: '1' };
    [a, b] = await Promise.all([startProductionServer({ env }), startProductionServer({ env })]);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (clusterDir) execFileSync(path.join(ROOT, 'scripts', 'pg-test-cluster.sh'), ['stop', clusterDir]);
    else if (adminUrl && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const lead = (n: string) =>
    JSON.stringify({
      companyName: `Cabinet ${n}`,
      contactName: 'Jeanne Martin',
      email: `jeanne.${n}@example.fr`,
      phone: '+33 6 12 34 56 78',
      fillMs: 8000,
      locale: 'fr',
    });
  const postLead = (server: RunningServer, body: string, ip: string) =>
    request(server.url, '/api/leads', {
      method: 'POST',
      host: FR_HOST,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body,
    });

  test('a lead submitted through either instance is visible through the other', async () => {
    const viaA = await postLead(a, lead('a'), '198.51.100.1');
    expect(viaA.status, viaA.text).toBe(201);
    const viaB = await postLead(b, lead('b'), '198.51.100.2');
    expect(viaB.status, viaB.text).toBe(201);
    // Through the other instance's operator export (admin login on B, CSV lists A's lead) …
    const login = await request(b.url, '/api/admin/login', {
      method: 'POST',
      host: FR_HOST,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'e2e-admin-password' }),
    });
    expect(login.status, login.text).toBeLessThan(400);
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0];
    const csvB = await request(b.url, '/api/admin/export?type=leads', { host: FR_HOST, headers: { cookie } });
    expect(csvB.status, csvB.text).toBe(200);
    expect(csvB.text).toContain('Cabinet a');
    // … and in the one database both use.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`select company_name from leads order by company_name`);
    await client.end();
    expect(rows.map((r) => r.company_name)).toEqual(['Cabinet a', 'Cabinet b']);
  });

  test('the per-IP rate limit is shared between the instances', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_PER_MINUTE + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await postLead(server, lead(`rl${i}`), ip)).status);
    }
    // Alternating A, B, A, B, …: a per-process limit would allow 2 × RATE_PER_MINUTE.
    expect(statuses.slice(0, RATE_PER_MINUTE)).toEqual(Array(RATE_PER_MINUTE).fill(201));
    expect(statuses.slice(RATE_PER_MINUTE)).toEqual([429, 429]);
  });

  test('a chat session started on one instance continues on the other', async () => {
    const chat = (server: RunningServer, body: object) =>
      request(server.url, `/api/agents/${DEMO_AGENT_IDS.fr}/chat`, {
        method: 'POST',
        host: FR_HOST,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = await chat(a, { message: 'Bonjour, je voudrais prendre rendez-vous' });
    expect(first.status, first.text).toBe(200);
    const { sessionId } = JSON.parse(first.text);
    expect(sessionId).toBeTruthy();
    const second = await chat(b, { sessionId, message: 'Mardi prochain à 10 h' });
    expect(second.status, second.text).toBe(200);
    expect(JSON.parse(second.text).sessionId).toBe(sessionId);
    const third = await chat(a, { sessionId, message: 'Je m’appelle Jeanne Martin' });
    expect(third.status, third.text).toBe(200);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select turns from chat_sessions where id = $1', [sessionId]);
    await client.end();
    expect(rows).toHaveLength(1);
    expect(rows[0].turns).toBeGreaterThanOrEqual(3);
  });

  test('both report the same migration; health says 503 on both when Postgres is gone', async () => {
    const ha = JSON.parse((await request(a.url, '/api/health')).text);
    const hb = JSON.parse((await request(b.url, '/api/health')).text);
    expect(ha).toMatchObject({ status: 'ok', database: 'up' });
    expect(hb.migration).toEqual(ha.migration);
    if (!clusterDir) return; // a shared TEST_DATABASE_URL cluster is not ours to stop
    const bindir = fs
      .readdirSync('/usr/lib/postgresql')
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .find((d) => fs.existsSync(`${d}/pg_ctl`))!;
    const asPg = process.getuid?.() === 0 ? ['su', 'postgres', '-s', '/bin/sh', '-c'] : ['sh', '-c'];
    execFileSync(asPg[0], [...asPg.slice(1), `'${bindir}/pg_ctl' -D '${clusterDir}' -m immediate -w stop`]);
    const downA = await request(a.url, '/api/health');
    const downB = await request(b.url, '/api/health');
    expect([downA.status, downB.status]).toEqual([503, 503]);
    expect(JSON.parse(downA.text)).toEqual({ status: 'error', database: 'down' });
  });
});
