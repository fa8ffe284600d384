// npm run bench:leads — POST /api/leads throughput against the production server.
//
// Builds the app if there is no build (or with --build), then for each database — PGlite (temp
// PGLITE_DIR) and PostgreSQL (a private cluster started here with Debian's initdb/pg_ctl as user
// postgres under /tmp, via scripts/pg-test-cluster.sh) — starts `next start` on a free port in its
// own process group, with the lead rate limits raised and TRUST_PROXY=1 so each request can come
// from its own client address (X-Forwarded-For), like real visitors. autocannon then sends unique
// leads (each with its own idempotency key and fill time) at 50 concurrent connections. After the
// run the server is stopped and the rows are counted: every 201 must be a stored lead.
//
// Targets on a 2-core machine (issue 3): PostgreSQL ≥ 500 leads/s with p99 < 100 ms; PGlite ≥ 150
// leads/s. Options: --build, --only pglite|postgres, BENCH_DURATION (s, default 15),
// BENCH_CONNECTIONS (default 50). Writes bench-results/leads.json; exits 1 when a target is missed.

import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionServerArgs } from '../tests/helpers/server';

export const ROOT = path.resolve(import.meta.dirname, '..');

export type Kind = 'pglite' | 'postgres';

export function ensureBuild(force = false) {
  if (!force && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  console.log('[leads] building (next build)…');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('next build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type Cluster = { url: string; stop: () => void };

/** A throw-away PostgreSQL cluster (scripts/pg-test-cluster.sh), stopped and deleted by stop(). */
export async function startPostgresCluster(): Promise<Cluster> {
  const port = await freePort();
  const script = path.join(ROOT, 'scripts', 'pg-test-cluster.sh');
  const out = execFileSync('bash', [script, 'start', String(port)], { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL='([^']+)'/.exec(out)?.[1];
  const data = /PG_TEST_DATA='([^']+)'/.exec(out)?.[1];
  if (!url || !data) throw new Error(`could not start PostgreSQL:\n${out}`);
  return { url, stop: () => void execFileSync('bash', [script, 'stop', data], { stdio: 'ignore' }) };
}

export type Server = { url: string; pid: number; output: () => string; kill: (signal: NodeJS.Signals) => Promise<void> };

/** `next start` in its own process group (setsid semantics), ready when /lead-form answers. */
export async function startServer(opts: {
  port: number;
  db: { pgliteDir?: string; databaseUrl?: string };
  env?: Record<string, string>;
}): Promise<Server> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(opts.port),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    LEAD_RATE_PER_MINUTE: '1000000000',
    LEAD_RATE_PER_DAY: '1000000000',
    ...(opts.db.databaseUrl ? { DATABASE_URL: opts.db.databaseUrl } : { PGLITE_DIR: opts.db.pgliteDir! }),
    ...opts.env,
  };
  const child: ChildProcess = spawn(process.execPath, productionServerArgs(), {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/lead-form`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(child.pid!, 'SIGKILL');
      throw new Error(`server not ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => out,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child.pid!, signal);
      const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** One lead, waited for patiently, so the database is open before anything is timed. */
export async function primeServer(url: string, tag: string) {
  const res = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
    body: JSON.stringify(leadBody(`${tag}-prime`, 0)),
    signal: AbortSignal.timeout(120_000),
  });
  if (res.status !== 201) throw new Error(`priming request answered ${res.status}: ${await res.text()}`);
}

/**
 * A unique, valid lead (the run tag makes rows of this run countable). With `suspectEvery`, every
 * such n-th lead is sent like a script would (no fill time), so it is stored as suspected.
 */
export function leadBody(tag: string, n: number, suspectEvery = 0) {
  const suspect = suspectEvery > 0 && n % suspectEvery === 0;
  return {
    companyName: `${tag} ${n} Boulangerie Éclair`,
    contactName: 'Marie Dupont',
    email: `lead${n}@bench.example.fr`,
    phone: '+33 6 12 34 56 78',
    website: 'boulangerie-eclair.fr',
    message: 'Bonjour, nous manquons des appels le samedi matin. Merci de nous rappeler.',
    locale: 'fr',
    ...(suspect ? {} : { fillMs: 9000 }),
    idempotencyKey: `${tag}-${n}`,
  };
}

/** 1 + n mod 2^24 spread over 10.0.0.0/8: a different client address per request. */
export function fakeIp(n: number) {
  const x = (n % 16_777_000) + 1;
  return `10.${(x >> 16) & 255}.${(x >> 8) & 255}.${x & 255}`;
}

/** Stored leads of a run (company name starts with the tag): key, id, and whether it is suspected. */
export async function storedLeadRows(
  db: { pgliteDir?: string; databaseUrl?: string },
  tag: string,
): Promise<{ k: string; id: string; suspected: boolean }[]> {
  const query = `select idempotency_key as k, id::text as id, suspected from leads where company_name like $1`;
  if (db.databaseUrl) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: db.databaseUrl });
    await client.connect();
    const rows = (await client.query(query, [`${tag} %`])).rows;
    await client.end();
    return rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(db.pgliteDir);
  const rows = (await pg.query<{ k: string; id: string; suspected: boolean }>(query, [`${tag} %`])).rows;
  await pg.close();
  return rows;
}

/** Stored leads of a run, by idempotency key → ids (suspected ones included). */
export async function storedLeads(db: { pgliteDir?: string; databaseUrl?: string }, tag: string): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  for (const r of await storedLeadRows(db, tag)) byKey.set(r.k, [...(byKey.get(r.k) ?? []), r.id]);
  return byKey;
}

// autocannon ships no type declarations; the part of its API used here.
type AcRequest = { headers?: Record<string, string>; body?: string; [k: string]: unknown };
export type AcResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (opts: Record<string, unknown>, cb: (err: unknown, result: AcResult) => void) => unknown;
export async function loadAutocannon(): Promise<Autocannon> {
  const name = 'autocannon';
  return ((await import(name)) as { default: Autocannon }).default;
}

type BenchResult = {
  kind: Kind;
  connections: number;
  durationS: number;
  requests: number;
  created201: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  noDbCeiling: { reqPerSec: number; p50: number; p99: number };
  loadAverage1m: number;
  acked201: number;
  stored: number;
  ackedNotStored: number;
  target: string;
  met: boolean;
};

async function benchOne(kind: Kind, durationS: number, connections: number): Promise<BenchResult> {
  const autocannon = await loadAutocannon();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-leads-${kind}-`));
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  const db = cluster ? { databaseUrl: cluster.url } : { pgliteDir: path.join(tmp, 'pglite') };
  const server = await startServer({ port: await freePort(), db });
  const tag = `bench-${kind}-${Date.now().toString(36)}`;
  let n = 0;
  const acked = new Map<string, string>(); // idempotency key → id, for every 201 (warm-up included)
  try {
    const run = (seconds: number) =>
      new Promise<AcResult>((resolve, reject) => {
        autocannon(
          {
            url: `${server.url}/api/leads`,
            connections,
            duration: seconds,
            timeout: 30,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            requests: [
              {
                setupRequest: (req: AcRequest, context: Record<string, unknown>) => {
                  const i = ++n;
                  const body = leadBody(tag, i);
                  context.key = body.idempotencyKey;
                  return {
                    ...req,
                    headers: { ...req.headers, 'x-forwarded-for': fakeIp(i), 'x-bench-n': String(i) },
                    body: JSON.stringify(body),
                  };
                },
                onResponse: (status: number, resBody: string, context: Record<string, unknown>) => {
                  if (status === 201) acked.set(String(context.key), (JSON.parse(resBody) as { id: string }).id);
                },
              },
            ],
          },
          (err: unknown, result: AcResult) => (err ? reject(err) : resolve(result)),
        );
      });
    // The first request opens (and on a fresh directory creates) the database: wait for it alone.
    await primeServer(server.url, tag);
    console.log(`[leads] ${kind}: warm-up 3 s…`);
    await run(3);
    // The same server answering without touching the database (GET → 405): what Next alone
    // manages on this machine right now, to read the numbers below against.
    const ceiling = await new Promise<AcResult>((resolve, reject) =>
      autocannon({ url: `${server.url}/api/leads`, connections, duration: 5, method: 'GET' }, (err, result) =>
        err ? reject(err) : resolve(result),
      ),
    );
    console.log(`[leads] ${kind}: ${durationS} s at ${connections} connections…`);
    const r = await run(durationS);
    await server.kill('SIGTERM');
    // Every 201 must be exactly one stored row with the id the client was given. (Rows without a
    // 201 are requests still in flight when the run stopped.)
    const stored = await storedLeads(db, tag);
    let lost = 0;
    for (const [key, id] of acked) if (stored.get(key)?.length !== 1 || stored.get(key)![0] !== id) lost++;
    const storedRows = [...stored.values()].reduce((a, b) => a + b.length, 0);
    const reqPerSec = r.requests.average;
    const p99 = r.latency.p99;
    const met = (kind === 'postgres' ? reqPerSec >= 500 && p99 < 100 : reqPerSec >= 150) && lost === 0;
    return {
      kind,
      connections,
      durationS,
      requests: r.requests.total,
      created201: r['2xx'],
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      reqPerSec: Math.round(reqPerSec),
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99, max: r.latency.max },
      noDbCeiling: { reqPerSec: Math.round(ceiling.requests.average), p50: ceiling.latency.p50, p99: ceiling.latency.p99 },
      loadAverage1m: Number(os.loadavg()[0].toFixed(1)),
      acked201: acked.size,
      stored: storedRows,
      ackedNotStored: lost,
      target: kind === 'postgres' ? '≥ 500 leads/s, p99 < 100 ms' : '≥ 150 leads/s',
      met,
    };
  } finally {
    await server.kill('SIGKILL');
    cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] as Kind) : undefined;
  const durationS = Number(process.env.BENCH_DURATION ?? 15);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  ensureBuild(args.includes('--build'));
  const results: BenchResult[] = [];
  for (const kind of ['pglite', 'postgres'] as Kind[]) {
    if (only && only !== kind) continue;
    results.push(await benchOne(kind, durationS, connections));
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', 'leads.json');
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2));
  console.log('\nPOST /api/leads, unique leads, production server (next start)');
  for (const r of results) {
    console.log(
      `  ${r.kind.padEnd(8)} ${String(r.reqPerSec).padStart(5)} leads/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  ` +
        `(${r.created201} × 201, ${r.non2xx} non-2xx, ${r.errors} errors; ${r.acked201} × 201 incl. warm-up → ${r.ackedNotStored} not stored exactly once)  target ${r.target}: ${r.met ? 'met' : 'MISSED'}\n` +
        `           same server without the database (GET → 405): ${r.noDbCeiling.reqPerSec} req/s p99 ${r.noDbCeiling.p99} ms; load average ${r.loadAverage1m} on ${os.cpus().length} cores`,
    );
  }
  console.log(`  → ${path.relative(process.cwd(), file)}`);
  if (results.some((r) => !r.met || r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
