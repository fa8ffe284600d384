import { closeDb } from '@/db/client';
import { stopNotificationWorker } from '@/lib/notify/outbox';
import { log } from '@/lib/log';

// Graceful shutdown for `next start` (installed by instrumentation.ts on the Node runtime).
//
// On SIGTERM/SIGINT, Next's own handler (next/dist/server/lib/start-server.js) already stops
// accepting connections (server.close, which also drops idle keep-alive sockets on Node ≥ 19),
// waits for in-flight requests, then calls process.exit(143). It knows nothing of our database,
// sets no deadline and exits non-zero. So we hook the same signal and:
//   - take over process.exit: when Next is done draining, close the database, then exit 0;
//   - if draining takes longer than the deadline (a stuck request), close the database anyway and
//     exit 1, so an orchestrator never waits forever and sees that requests were cut.

const SHUTDOWN_DEADLINE_MS = 10_000;

const globalForShutdown = globalThis as unknown as { __receptioShutdownInstalled?: boolean };

export function installGracefulShutdown(opts: { deadlineMs?: number } = {}) {
  if (globalForShutdown.__receptioShutdownInstalled) return;
  globalForShutdown.__receptioShutdownInstalled = true;
  const deadlineMs = opts.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  let started = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const startedAt = Date.now();
    log.info({ signal, deadlineMs }, 'shutdown: no new connections; draining in-flight requests');
    const realExit = process.exit.bind(process);
    let finishing = false;
    const finish = async (drained: boolean) => {
      if (finishing) return;
      finishing = true;
      try {
        // The alert worker's pass in flight finishes first (its rows stay due if it cannot).
        await stopNotificationWorker();
        await closeDb();
        log.info({ drained, ms: Date.now() - startedAt }, 'shutdown: database closed');
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'shutdown: closing the database failed');
      }
      realExit(drained ? 0 : 1);
    };
    // Next calls process.exit(143) once its server is closed and every request answered.
    process.exit = (() => {
      void finish(true);
    }) as unknown as typeof process.exit;
    setTimeout(() => {
      log.warn({ deadlineMs }, 'shutdown: requests still in flight at the deadline; exiting anyway');
      void finish(false);
    }, deadlineMs).unref();
  };

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
