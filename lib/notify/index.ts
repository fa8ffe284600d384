import 'server-only';
import { getDb } from '@/db/client';
import { log } from '@/lib/log';
import { scrubError } from './channels';
import { deliverFromMemory, enqueueOwnerEvent, kickNotificationWorker, startNotificationWorker } from './outbox';
import type { OwnerEvent } from './types';

// Tell the business owner something happened (LEAD_WEBHOOK_URL and/or SMTP_URL → LEAD_NOTIFY_EMAIL).
// Callers that write their own row (a lead) should call enqueueOwnerEvent(tx, event) inside their
// transaction and kickNotificationWorker() after commit, so the alert is as durable as the row.
// Everyone else calls notifyOwner(event): it writes the outbox row on its own and returns at once.

export type { OwnerEvent } from './types';
export {
  enqueueOwnerEvent,
  kickNotificationWorker,
  startNotificationWorker,
  stopNotificationWorker,
  deliverDueNotifications,
  runHousekeeping,
  notificationWorkerIdle,
} from './outbox';

/** Fire-and-forget: never throws, never blocks the caller; retried with backoff; failures logged. */
export function notifyOwner(event: OwnerEvent): void {
  void (async () => {
    try {
      const db = await getDb();
      const rows = await enqueueOwnerEvent(db, event);
      if (rows === 0) {
        log.debug({ kind: event.kind }, 'owner notification skipped: no channel configured');
        return;
      }
      startNotificationWorker();
      kickNotificationWorker();
    } catch (err) {
      log.error({ kind: event.kind, error: scrubError(err) }, 'outbox write failed; delivering from memory');
      deliverFromMemory(event);
    }
  })();
}
