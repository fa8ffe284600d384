import { getHandle } from '@/db/client';
import { log } from '@/lib/log';

/**
 * Opens the database (and applies migrations) as the server starts, so the first visitor's request
 * does not pay for it: a fresh embedded database takes seconds to create. Demo agents are upserted
 * at the same time, and the owner-alert worker starts. Failures are logged only — requests will retry and report properly.
 */
export function warmUp() {
  const started = Date.now();
  void getHandle()
    .then(async () => {
      const { ensureDemoAgents } = await import('@/lib/receptionist/demo-agents');
      await ensureDemoAgents();
      // Alerts left undelivered by a crash or another instance go out now, not at the next lead.
      const { startNotificationWorker } = await import('@/lib/notify/outbox');
      startNotificationWorker();
      log.info({ ms: Date.now() - started }, 'database ready');
    })
    .catch((err) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'database warm-up failed'));
}
