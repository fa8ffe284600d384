import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { notificationOutbox } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { purgeSuspectedLeads } from '@/lib/leads/retention';
import { log } from '@/lib/log';
import { enabledChannels, scrubError, sendEmail, sendWebhook, type Channel, type ChannelConfig } from './channels';
import type { OwnerEvent } from './types';

// Why an outbox rather than "send after insert": the stored lead is the source of truth and the
// owner must hear about every one. Writing the alert in the same transaction as the lead means a
// process killed between the visitor's 201 and the webhook still leaves an undelivered row, which
// the worker (this module, in-process, on any instance) delivers when it next runs. Delivery is
// at-least-once; each attempt carries the row id as Idempotency-Key so receivers can deduplicate.

type Tx = Pick<Db, 'insert'>;

export type RetryPolicy = { baseDelayMs: number; factor: number; maxDelayMs: number; maxAttempts: number };

const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 2_000, factor: 4, maxDelayMs: 3_600_000, maxAttempts: 6 };
const LEASE_SECONDS = 120; // a claimed row is retried by anyone once its lease expires (crashed worker)
const BATCH = 20;
const SWEEP_MS = 30_000;
const HOUSEKEEPING_MS = 3_600_000;

export type WorkerOptions = {
  /** Backoff for this process's worker (tests pass a fast one); kept until the worker stops. */
  retryPolicy?: Partial<RetryPolicy>;
};

type WorkerState = {
  policy: RetryPolicy;
  housekeptAt?: number;
  running?: Promise<void>;
  again: boolean;
  sweep?: NodeJS.Timeout;
  retryTimers: Set<NodeJS.Timeout>;
  stopped: boolean;
};

const g = globalThis as unknown as { __receptioNotify?: WorkerState };
const state: WorkerState = (g.__receptioNotify ??= {
  policy: DEFAULT_RETRY_POLICY,
  again: false,
  retryTimers: new Set(),
  stopped: false,
});

export function channelConfig(): ChannelConfig {
  const c = getConfig();
  return {
    webhookUrl: c.LEAD_WEBHOOK_URL,
    smtpUrl: c.SMTP_URL,
    notifyEmail: c.LEAD_NOTIFY_EMAIL,
    from: c.CONTACT_EMAIL,
    brand: c.SITE_BRAND,
  };
}

/** Delay before attempt n+1 after n failed attempts (n ≥ 1). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = state.policy): number {
  return Math.min(policy.baseDelayMs * policy.factor ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * Writes one outbox row per enabled channel inside the caller's transaction. Returns how many rows
 * it wrote (0 when no channel is configured: then there is nobody to tell and nothing to store).
 */
export async function enqueueOwnerEvent(tx: Tx, event: OwnerEvent): Promise<number> {
  const channels = enabledChannels(channelConfig());
  if (channels.length === 0) return 0;
  await tx.insert(notificationOutbox).values(channels.map((channel) => ({ channel, event })));
  return channels.length;
}

async function deliver(channel: Channel, event: OwnerEvent, id: string, createdAt: Date) {
  const cfg = channelConfig();
  if (channel === 'webhook') {
    if (!cfg.webhookUrl) throw new Error('webhook channel no longer configured');
    await sendWebhook(cfg.webhookUrl, event, id, createdAt);
  } else {
    await sendEmail(cfg, event, id);
  }
}

export type DeliveryReport = { delivered: number; retried: number; failed: number };

/**
 * Claims due rows (skipping rows another instance holds), delivers them, and records the outcome.
 * Returns what happened; safe to call concurrently from several processes.
 */
export async function deliverDueNotifications(db?: Db, policy: RetryPolicy = state.policy): Promise<DeliveryReport> {
  const database = db ?? (await getDb());
  const t = notificationOutbox;
  const due = database
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.deliveredAt), isNull(t.failedAt), lte(t.nextAttemptAt, sql`now()`)))
    .orderBy(asc(t.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await database
    .update(t)
    .set({
      attempts: sql`${t.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(t.id, due))
    .returning();

  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (row) => {
      const rowLog = { outboxId: row.id, channel: row.channel, attempt: row.attempts, kind: (row.event as OwnerEvent).kind };
      try {
        await deliver(row.channel as Channel, row.event as OwnerEvent, row.id, row.createdAt);
        await database
          .update(t)
          .set({ deliveredAt: sql`now()`, lastError: null })
          .where(eq(t.id, row.id));
        report.delivered++;
        log.info(rowLog, 'owner notification delivered');
      } catch (err) {
        const error = scrubError(err);
        if (row.attempts >= policy.maxAttempts) {
          await database
            .update(t)
            .set({ failedAt: sql`now()`, lastError: error })
            .where(eq(t.id, row.id));
          report.failed++;
          log.error({ ...rowLog, error }, 'owner notification failed for good (kept in notification_outbox)');
        } else {
          const delay = retryDelayMs(row.attempts, policy);
          await database
            .update(t)
            .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})` })
            .where(eq(t.id, row.id));
          report.retried++;
          log.warn({ ...rowLog, error, retryInMs: delay }, 'owner notification failed, will retry');
          scheduleRetry(delay);
        }
      }
    }),
  );
  return report;
}

function scheduleRetry(delayMs: number) {
  if (state.stopped) return;
  const timer = setTimeout(() => {
    state.retryTimers.delete(timer);
    kickNotificationWorker();
  }, delayMs + 50);
  timer.unref();
  state.retryTimers.add(timer);
}

/** Runs delivery now (coalescing concurrent kicks); never throws, never blocks the caller. */
export function kickNotificationWorker(): void {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        const r = await deliverDueNotifications();
        if (r.delivered + r.retried + r.failed === BATCH) state.again = true; // more may be waiting
      } while (state.again && !state.stopped);
    } catch (err) {
      log.error({ error: scrubError(err) }, 'notification worker pass failed');
    } finally {
      state.running = undefined;
    }
  })();
}

/**
 * The worker's slow chores, at most once an hour per process: suspected leads past their retention
 * are deleted (lib/leads/retention.ts), with the count in the log. Returns how many were purged.
 */
export async function runHousekeeping(db?: Db, nowMs: number = Date.now()): Promise<number> {
  const database = db ?? (await getDb());
  const days = getConfig().LEAD_SUSPECTED_RETENTION_DAYS;
  const purged = await purgeSuspectedLeads(database, days, nowMs);
  log.info({ purged, retentionDays: days }, 'suspected leads past retention purged');
  return purged;
}

function sweep() {
  kickNotificationWorker();
  const now = Date.now();
  if (state.housekeptAt !== undefined && now - state.housekeptAt < HOUSEKEEPING_MS) return;
  state.housekeptAt = now;
  runHousekeeping(undefined, now).catch((err) => log.error({ error: scrubError(err) }, 'housekeeping failed'));
}

/**
 * Starts the periodic sweep that picks up rows left by a crash or by another instance, and the
 * hourly housekeeping. Idempotent; options given here stay until stopNotificationWorker().
 * Not in tests (a timer outliving a test database would open the default one).
 */
export function startNotificationWorker(opts: WorkerOptions = {}): void {
  state.stopped = false;
  if (opts.retryPolicy) state.policy = { ...DEFAULT_RETRY_POLICY, ...opts.retryPolicy };
  if (state.sweep || getConfig().NODE_ENV === 'test') return;
  state.sweep = setInterval(sweep, SWEEP_MS);
  state.sweep.unref();
  sweep();
}

/** Stops timers and waits for the pass in flight (graceful shutdown, tests). */
export async function stopNotificationWorker(): Promise<void> {
  state.stopped = true;
  if (state.sweep) clearInterval(state.sweep);
  state.sweep = undefined;
  for (const timer of state.retryTimers) clearTimeout(timer);
  state.retryTimers.clear();
  await state.running;
  state.policy = DEFAULT_RETRY_POLICY;
  state.housekeptAt = undefined;
}

/** Waits until the worker is idle (tests and scripts). */
export async function notificationWorkerIdle(): Promise<void> {
  while (state.running) await state.running;
}

/**
 * Last resort when the outbox itself cannot be written (database down): deliver from memory with
 * the same backoff. Lost if the process dies, which is why it is only the fallback.
 */
export function deliverFromMemory(event: OwnerEvent): void {
  const channels = enabledChannels(channelConfig());
  const createdAt = new Date();
  for (const channel of channels) {
    const id = crypto.randomUUID();
    const attempt = async (n: number): Promise<void> => {
      try {
        await deliver(channel, event, id, createdAt);
        log.info({ channel, kind: event.kind, attempt: n }, 'owner notification delivered (memory fallback)');
      } catch (err) {
        const error = scrubError(err);
        if (n >= state.policy.maxAttempts) {
          log.error({ channel, kind: event.kind, attempt: n, error }, 'owner notification lost (memory fallback exhausted)');
          return;
        }
        log.warn({ channel, kind: event.kind, attempt: n, error }, 'owner notification failed, will retry (memory)');
        setTimeout(() => void attempt(n + 1), retryDelayMs(n)).unref();
      }
    };
    void attempt(1);
  }
}
