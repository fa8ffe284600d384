// npm run crash:leads — "every lead that got a 201 is stored exactly once", with kill -9.
//
// For each database (PGlite on disk, then a private PostgreSQL cluster): start the production
// server, submit unique leads from CRASH_CLIENTS concurrent clients, and after CRASH_AFTER_MS send
// SIGKILL to the server's whole process group mid-run. Restart it on the same data, resend every
// request whose answer was lost in the crash (same body, same idempotency key, as the form's retry
// does), run another loaded round and kill again (CRASH_CYCLES times), then stop and count:
//   lost        = keys that got a 201 but are not stored, or stored under another id
//   duplicates  = keys (or lead bodies) stored more than once
// Every 4th lead is sent without a fill time, like a script, so it is stored as suspected: those
// count exactly like the others (a suspected lead is a lead, never dropped).
// Target: 0 lost, 0 duplicates. Also reports how many unanswered requests had in fact been
// committed before the kill (the replays answer them with the original id instead of a copy).
// Uses the build in .next (builds it if missing). Writes bench-results/crash-leads.json.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureBuild,
  freePort,
  leadBody,
  fakeIp,
  primeServer,
  ROOT,
  startPostgresCluster,
  startServer,
  storedLeadRows,
  storedLeads,
  type Kind,
  type Server,
} from './bench-leads';

const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 24);
const CRASH_AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 4000);
const CYCLES = Number(process.env.CRASH_CYCLES ?? 2);
const SUSPECT_EVERY = 4;

type Outcome = { acked: Map<string, string>; unanswered: Set<string>; refused: number };

async function post(url: string, tag: string, n: number): Promise<{ status: number; id?: string }> {
  const res = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeIp(n) },
    body: JSON.stringify(leadBody(tag, n, SUSPECT_EVERY)),
    signal: AbortSignal.timeout(30_000),
  });
  // A body cut short by the kill throws here: the request is then "unanswered", like a reset.
  const body = (await res.json()) as { id?: string };
  return { status: res.status, id: body.id };
}

/** Load until the server dies under us; every request ends as acked, refused or unanswered. */
async function loadUntilKilled(server: Server, tag: string, next: () => number, out: Outcome) {
  let dead = false;
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, CRASH_AFTER_MS));
    console.log(`[crash]   kill -9 (process group ${server.pid}) after ${CRASH_AFTER_MS} ms, ${out.acked.size} acked so far`);
    await server.kill('SIGKILL');
    dead = true;
  })();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!dead) {
        const n = next();
        const key = leadBody(tag, n).idempotencyKey;
        try {
          const r = await post(server.url, tag, n);
          if (r.status === 201 && r.id) out.acked.set(key, r.id);
          else {
            out.refused++;
            out.unanswered.add(key); // an error answer: the form would let the visitor retry
          }
        } catch {
          out.unanswered.add(key); // connection reset / refused: we do not know whether it was stored
        }
      }
    }),
  );
  await killer;
}

async function crashOne(kind: Kind) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `crash-leads-${kind}-`));
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  const db = cluster ? { databaseUrl: cluster.url } : { pgliteDir: path.join(tmp, 'pglite') };
  const tag = `crash-${kind}-${Date.now().toString(36)}`;
  const out: Outcome = { acked: new Map(), unanswered: new Set(), refused: 0 };
  let counter = 0;
  const next = () => ++counter;
  let committedBeforeKill = 0;
  let server: Server | undefined;
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      server = await startServer({ port: await freePort(), db });
      await primeServer(server.url, `${tag}-c${cycle}`);
      // Retry what the last crash left unanswered, as the form would (same key).
      const pending = [...out.unanswered];
      out.unanswered.clear();
      for (const key of pending) {
        const n = Number(key.slice(tag.length + 1));
        const r = await post(server.url, tag, n);
        if (r.status !== 201 || !r.id) throw new Error(`retry of ${key} answered ${r.status}`);
        out.acked.set(key, r.id);
      }
      if (pending.length) console.log(`[crash]   resent ${pending.length} unanswered requests after restart: all 201`);
      console.log(`[crash] ${kind}: cycle ${cycle}/${CYCLES}, ${CLIENTS} clients`);
      // Which unanswered ones were in fact committed before the kill? Counted after the next restart.
      await loadUntilKilled(server, tag, next, out);
      server = undefined;
      const stored = await storedLeads(db, tag);
      committedBeforeKill += [...out.unanswered].filter((k) => stored.has(k)).length;
    }
    // Final round: resend the last crash's unanswered requests, then stop cleanly and count.
    server = await startServer({ port: await freePort(), db });
    for (const key of out.unanswered) {
      const n = Number(key.slice(tag.length + 1));
      const r = await post(server.url, tag, n);
      if (r.status !== 201 || !r.id) throw new Error(`retry of ${key} answered ${r.status}`);
      out.acked.set(key, r.id);
    }
    const resentLast = out.unanswered.size;
    await server.kill('SIGTERM');
    server = undefined;

    const stored = await storedLeads(db, tag);
    const suspectedRows = (await storedLeadRows(db, tag)).filter((r) => r.suspected).length;
    const ackedSuspected = [...out.acked.keys()].filter((k) => Number(k.slice(tag.length + 1)) % SUSPECT_EVERY === 0).length;
    let lost = 0;
    let duplicateKeys = 0;
    for (const [key, id] of out.acked) {
      const ids = stored.get(key) ?? [];
      if (ids.length === 0 || !ids.includes(id)) lost++;
      if (ids.length > 1) duplicateKeys++;
    }
    // Bodies are unique per key (company name carries the number): one row per key means no copies.
    const rows = [...stored.values()].reduce((a, ids) => a + ids.length, 0);
    const duplicates = duplicateKeys + (rows - stored.size);
    return {
      kind,
      cycles: CYCLES,
      clients: CLIENTS,
      submitted: counter,
      acked201: out.acked.size,
      refused: out.refused,
      storedRows: rows,
      ackedSuspected,
      storedSuspected: suspectedRows,
      unansweredAtCrashThenResent: resentLast,
      unansweredButAlreadyCommitted: committedBeforeKill,
      lost,
      duplicates,
      ok: lost === 0 && duplicates === 0 && suspectedRows === ackedSuspected,
    };
  } finally {
    await server?.kill('SIGKILL');
    cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] as Kind) : undefined;
  ensureBuild(args.includes('--build'));
  const results = [];
  for (const kind of ['pglite', 'postgres'] as Kind[]) {
    if (only && only !== kind) continue;
    results.push(await crashOne(kind));
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', 'crash-leads.json');
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  console.log('\nCrash test: kill -9 of the production server under load, restart, count');
  for (const r of results) {
    console.log(
      `  ${r.kind.padEnd(8)} ${r.acked201} leads answered 201 over ${r.cycles} crashes → ${r.lost} lost, ${r.duplicates} duplicates ` +
        `(${r.storedRows} rows, ${r.storedSuspected} suspected for ${r.ackedSuspected} acked suspected; ${r.unansweredButAlreadyCommitted} unanswered requests had been committed and were answered as replays) ${r.ok ? 'OK' : 'FAILED'}`,
    );
  }
  console.log(`  → ${path.relative(process.cwd(), file)}`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
