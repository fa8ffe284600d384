import pino from 'pino';

// Structured JSON logs. Secrets and e-mail addresses never reach a log line: known secret and
// e-mail fields are replaced by pino's redaction, and any e-mail address left in a message or a
// string field (an error message quoting user input, a URL with a mailto:) is masked as well.
const REDACT = [
  'password',
  '*.password',
  'email',
  '*.email',
  '*.*.email',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'cookie',
  '*.cookie',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const MASK = '[email]';

/** Masks e-mail addresses in strings, a few levels into objects and arrays. */
export function scrubEmails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return EMAIL.test(value) ? ((EMAIL.lastIndex = 0), value.replace(EMAIL, MASK)) : value;
  if (depth >= 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubEmails(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubEmails(v, depth + 1);
  return out;
}

export function createLogger(opts: { level?: string; destination?: pino.DestinationStream } = {}): pino.Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: undefined,
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: (obj) => scrubEmails(obj) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? (scrubEmails(a) as string) : a));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    opts.destination,
  );
}

const globalForLog = globalThis as unknown as { __receptioLog?: pino.Logger };

export const log: pino.Logger = (globalForLog.__receptioLog ??= createLogger({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
}));
