import 'server-only';
import type { Transporter } from 'nodemailer';
import type { OwnerEvent } from './types';

// The two ways to reach the owner. Each throws on failure so the caller (the outbox worker or the
// in-memory fallback) decides about retries; neither logs the payload (it holds e-mail addresses).

export type Channel = 'webhook' | 'email';

export type ChannelConfig = {
  webhookUrl?: string;
  smtpUrl?: string;
  notifyEmail?: string;
  from: string;
  brand: string;
};

/** The channels the configuration enables, in a stable order. */
export function enabledChannels(cfg: ChannelConfig): Channel[] {
  const out: Channel[] = [];
  if (cfg.webhookUrl) out.push('webhook');
  if (cfg.smtpUrl && cfg.notifyEmail) out.push('email');
  return out;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the event as JSON. `deliveryId` goes in Idempotency-Key: delivery is at-least-once (a crash
 * between the POST and marking the row delivered resends it), so a receiver can deduplicate.
 */
export async function sendWebhook(url: string, event: OwnerEvent, deliveryId: string, createdAt: Date) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'receptio-notify/1',
      'idempotency-key': deliveryId,
    },
    body: JSON.stringify({ id: deliveryId, createdAt: createdAt.toISOString(), ...event }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  // Drain the body so the socket is reused; its content is irrelevant.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`webhook answered HTTP ${res.status}`);
}

const transports = new Map<string, Transporter>();

async function transportFor(smtpUrl: string): Promise<Transporter> {
  let t = transports.get(smtpUrl);
  if (!t) {
    const nodemailer = await import('nodemailer');
    t = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
    transports.set(smtpUrl, t);
  }
  return t;
}

/** Plain-text body: the summary, then one "key: value" line per data entry. */
export function emailText(event: OwnerEvent): string {
  const lines = Object.entries(event.data)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return [event.summary, '', ...lines].join('\n');
}

export async function sendEmail(cfg: ChannelConfig, event: OwnerEvent, deliveryId: string) {
  if (!cfg.smtpUrl || !cfg.notifyEmail) throw new Error('email channel not configured');
  const transport = await transportFor(cfg.smtpUrl);
  await transport.sendMail({
    from: `${cfg.brand} <${cfg.from}>`,
    to: cfg.notifyEmail,
    subject: `[${cfg.brand}] ${event.title}`,
    text: emailText(event),
    messageId: `<${deliveryId}@receptio.notify>`,
  });
}

const EMAIL_RE = /[^\s@<>"']+@[^\s@<>"']+/g;

/** Error text safe for logs and the outbox row: no e-mail addresses (SMTP errors quote them). */
export function scrubError(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.replace(EMAIL_RE, '[email]').slice(0, 500);
}
