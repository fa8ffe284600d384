import pino from 'pino';

// Structured JSON logs. Secrets and e-mail addresses never reach a log line.
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
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
];

const globalForLog = globalThis as unknown as { __receptioLog?: pino.Logger };

export const log: pino.Logger = (globalForLog.__receptioLog ??= pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
  redact: { paths: REDACT, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
}));
