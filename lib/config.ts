import { z } from 'zod';

// One place that reads the environment. A wrong value stops the start with a message naming the
// variable (see loadConfig); nothing else in the app reads process.env directly.

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());
const hostList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
);
const positiveInt = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(emptyToUndefined, z.string().default('.data/pglite')),
  SITE_BRAND: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(60).default('Receptio')),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('contact@receptio.fr')),
  FR_HOSTS: hostList,
  EN_HOSTS: hostList,
  HOME_URL: z.preprocess(emptyToUndefined, z.string().default('/')),
  CAL_LINK: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  VAPI_PUBLIC_KEY: optionalString,
  VAPI_ASSISTANT_ID: optionalString,
  VAPI_AD_FR_PUBLIC_KEY: optionalString,
  VAPI_AD_FR_ASSISTANT_ID: optionalString,
  VAPI_AD_EN_PUBLIC_KEY: optionalString,
  VAPI_AD_EN_ASSISTANT_ID: optionalString,
  VAPI_PRIVATE_KEY: optionalString,
  // Org id from the Vapi dashboard: with the private key it signs short-lived web-call tokens.
  VAPI_ORG_ID: optionalString,
  VAPI_WEBHOOK_SECRET: optionalString,
  VAPI_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.vapi.ai')),
  ADMIN_PASSWORD: optionalString,
  LEAD_WEBHOOK_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  LEAD_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  PUBLIC_BASE_URL: optionalUrl,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  LEAD_RATE_PER_MINUTE: positiveInt(5),
  LEAD_RATE_PER_DAY: positiveInt(30),
  // Server-to-server lead submissions: a client sending `Authorization: Bearer <key>` with one of
  // these keys (comma-separated, to rotate without downtime) is trusted — its leads skip the
  // browser spam signals. Each key at least 24 characters.
  LEADS_API_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(24, 'each key must be at least 24 characters'))),
  ),
  // Suspected leads (spam signals) older than this are deleted by the notification worker.
  LEAD_SUSPECTED_RETENTION_DAYS: positiveInt(30),
  // Agent creations per client (see lib/client-ip.ts: site-wide when TRUST_PROXY=0).
  AGENT_CREATE_RATE_PER_MINUTE: positiveInt(10),
  AGENT_CREATE_RATE_PER_DAY: positiveInt(100),
  // TEST-ONLY: hosts the website scraper may fetch despite the SSRF policy (address and port checks
  // skipped), e.g. "localhost,127.0.0.1" for fixture sites in tests. Keep empty in production.
  SCRAPER_ALLOW_HOSTS: hostList,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    super('Invalid configuration:\n' + issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n'));
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues);
  return result.data;
}

const CONFIG_KEYS = Object.keys(configSchema.shape);
let cached: { env: string; config: Config } | undefined;

/**
 * The validated configuration, parsed once per distinct environment: the server never changes
 * process.env, so that is once per process, while a test or script that sets a variable gets a
 * configuration reflecting it on the next call. (Reading the ~40 variables costs microseconds.)
 */
export function getConfig(): Config {
  const env = CONFIG_KEYS.map((key) => process.env[key] ?? '\u0000').join('\u0001');
  if (cached?.env !== env) cached = { env, config: parseConfig(process.env) };
  return cached.config;
}
