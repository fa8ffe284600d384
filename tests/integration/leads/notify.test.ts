import { eq } from 'drizzle-orm';
import { notificationOutbox } from '@/db/schema';
import {
  notifyOwner,
  notificationWorkerIdle,
  startNotificationWorker,
  stopNotificationWorker,
  deliverDueNotifications,
} from '@/lib/notify';
import { testDatabases, useTestDb } from '@/tests/helpers/db';
import { startReceiver, startSmtpSink, waitFor } from './helpers';

describe.each(testDatabases())('notifyOwner on %s', (kind) => {
  const t = useTestDb(kind);
  const saved = process.env.LEAD_WEBHOOK_URL;
  afterEach(async () => {
    await stopNotificationWorker();
    // Assigning undefined to process.env stores the string "undefined" (an invalid URL).
    if (saved === undefined) delete process.env.LEAD_WEBHOOK_URL;
    else process.env.LEAD_WEBHOOK_URL = saved;
  });

  it('returns at once and delivers the event to the webhook through the outbox', async () => {
    const rx = await startReceiver();
    process.env.LEAD_WEBHOOK_URL = rx.url;
    startNotificationWorker({ retryPolicy: {} });
    const started = performance.now();
    notifyOwner({ kind: 'appointment', title: 'Nouveau rendez-vous', summary: 'Jean, mardi 10 h', data: { agentId: 'a1' } });
    // It returns before anything is written or sent (a loose bound: the machine may be loaded).
    expect(rx.received).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(100);
    await waitFor(() => rx.received.length === 1);
    expect(rx.received[0].body).toMatchObject({ kind: 'appointment', title: 'Nouveau rendez-vous', data: { agentId: 'a1' } });
    expect(rx.received[0].headers['idempotency-key']).toBe(rx.received[0].body.id);
    await waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, String(rx.received[0].body.id)));
      return !!row?.deliveredAt;
    });
    await rx.close();
  });

  it('retries with backoff until the receiver accepts', async () => {
    const rx = await startReceiver(2);
    process.env.LEAD_WEBHOOK_URL = rx.url;
    startNotificationWorker({ retryPolicy: { baseDelayMs: 50, factor: 2 } });
    notifyOwner({ kind: 'message', title: 'Message', summary: 'Rappelez-moi', data: {} });
    await waitFor(() => rx.received.length === 1);
    expect(rx.hits()).toBe(3);
    const rows = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, String(rx.received[0].body.id)));
    await waitFor(async () => {
      const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, rows[0].id));
      return !!row.deliveredAt;
    });
    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, rows[0].id));
    expect(row.attempts).toBe(3);
    await rx.close();
  });

  it('gives up after maxAttempts and keeps the row with the error', async () => {
    const rx = await startReceiver(1000);
    process.env.LEAD_WEBHOOK_URL = rx.url;
    startNotificationWorker({ retryPolicy: { baseDelayMs: 20, factor: 1, maxAttempts: 3 } });
    notifyOwner({ kind: 'lead', title: 'Lead', summary: 'x', data: {} });
    await waitFor(async () => {
      const rows = await t.db.select().from(notificationOutbox);
      return rows.some((r) => r.failedAt && r.event && (r.event as { title: string }).title === 'Lead');
    });
    expect(rx.hits()).toBe(3);
    const failed = (await t.db.select().from(notificationOutbox)).find((r) => r.failedAt);
    expect(failed?.lastError).toContain('503');
    await rx.close();
  });

  it('picks up rows left undelivered by a crashed process', async () => {
    const rx = await startReceiver();
    process.env.LEAD_WEBHOOK_URL = rx.url;
    // a row whose lease ran out (the process that claimed it died mid-delivery)
    const [row] = await t.db
      .insert(notificationOutbox)
      .values({
        channel: 'webhook',
        event: { kind: 'lead', title: 'Orphan', summary: '', data: {} },
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning();
    const report = await deliverDueNotifications(t.db);
    expect(report.delivered).toBeGreaterThanOrEqual(1);
    expect(rx.received.some((r) => r.body.id === row.id)).toBe(true);
    await notificationWorkerIdle();
    await rx.close();
  });

  it('e-mails the owner through SMTP_URL (nodemailer → local SMTP sink)', async () => {
    const smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    process.env.LEAD_NOTIFY_EMAIL = 'owner@example.fr';
    delete process.env.LEAD_WEBHOOK_URL;
    try {
      notifyOwner({ kind: 'message', title: 'Message de Léa', summary: 'Rappelez-moi demain', data: { callerPhone: '+33612345678' } });
      await waitFor(() => smtp.messages.length === 1);
      const [mail] = smtp.messages;
      expect(mail.to[0]).toContain('owner@example.fr');
      expect(mail.data).toContain('Rappelez-moi demain');
      expect(mail.data).toContain('callerPhone: +33612345678');
      expect(mail.data).toMatch(/^Subject: .*Receptio/m); // MIME-encoded: the title has an accent
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.LEAD_NOTIFY_EMAIL;
      await smtp.close();
    }
  });

  it('stores nothing when no channel is configured', async () => {
    delete process.env.LEAD_WEBHOOK_URL;
    const before = (await t.db.select().from(notificationOutbox)).length;
    notifyOwner({ kind: 'lead', title: 'Nobody', summary: '', data: {} });
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.db.select().from(notificationOutbox)).length).toBe(before);
  });
});
