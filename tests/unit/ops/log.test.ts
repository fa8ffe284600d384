import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrubEmails } from '@/lib/log';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { log: createLogger({ level: 'info', destination }), lines };
}

describe('log redaction', () => {
  it('redacts secret and e-mail fields', () => {
    const { log, lines } = capture();
    log.info(
      {
        email: 'jeanne@example.fr',
        password: 'hunter2',
        headers: { authorization: 'Bearer abc', cookie: 'admin_session=x' },
        lead: { email: 'a@b.co' },
        token: 't0k',
      },
      'lead',
    );
    const line = lines.join('');
    for (const secret of ['jeanne@example.fr', 'hunter2', 'Bearer abc', 'admin_session=x', 'a@b.co', 't0k'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ email: '[redacted]', password: '[redacted]', msg: 'lead' });
  });

  it('masks e-mail addresses anywhere in messages and string fields', () => {
    const { log, lines } = capture();
    log
      .child({ requestId: 'r1', route: '/api/leads' })
      .warn(
        { err: { message: 'duplicate for jeanne.martin+x@cabinet-martin.fr' }, note: ['mailto:b@c.io'] },
        'refused for jeanne@example.fr',
      );
    const parsed = JSON.parse(lines.join(''));
    expect(parsed.msg).toBe('refused for [email]');
    expect(parsed.err.message).toBe('duplicate for [email]');
    expect(parsed.note).toEqual(['mailto:[email]']);
    expect(parsed).toMatchObject({ requestId: 'r1', route: '/api/leads' });
  });

  it('leaves other text alone', () => {
    expect(scrubEmails({ a: 'no address here @ all', n: 3 })).toEqual({ a: 'no address here @ all', n: 3 });
  });
});
