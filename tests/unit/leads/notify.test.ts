import { describe, expect, it } from 'vitest';
import { emailText, enabledChannels, scrubError } from '@/lib/notify/channels';
import { retryDelayMs } from '@/lib/notify/outbox';

describe('owner notification helpers', () => {
  it('enables the channels that are fully configured', () => {
    const base = { from: 'a@b.fr', brand: 'R' };
    expect(enabledChannels(base)).toEqual([]);
    expect(enabledChannels({ ...base, webhookUrl: 'https://x' })).toEqual(['webhook']);
    expect(enabledChannels({ ...base, smtpUrl: 'smtp://x' })).toEqual([]); // no recipient
    expect(enabledChannels({ ...base, webhookUrl: 'https://x', smtpUrl: 'smtp://x', notifyEmail: 'o@x.fr' })).toEqual(['webhook', 'email']);
  });

  it('backs off exponentially, capped', () => {
    const p = { baseDelayMs: 2000, factor: 4, maxDelayMs: 3_600_000, maxAttempts: 6 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, p))).toEqual([2000, 8000, 32000, 128000, 512000]);
    expect(retryDelayMs(20, p)).toBe(3_600_000);
  });

  it('keeps e-mail addresses out of logged errors', () => {
    expect(scrubError(new Error('550 5.1.1 <owner@example.fr>: Recipient address rejected'))).toBe(
      'Error: 550 5.1.1 <[email]>: Recipient address rejected',
    );
  });

  it('writes a plain-text body with the data lines', () => {
    expect(emailText({ kind: 'lead', title: 't', summary: 'S', data: { a: 'x', b: null, c: 2 } })).toBe('S\n\na: x\nc: 2');
  });
});
