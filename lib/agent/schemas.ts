import { z } from 'zod';
import { DAYS } from '@/lib/extract/types';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { MAX_CALL_MINUTES_LIMIT } from './settings';
import { isValidInterval } from '@/lib/hours';

// Request bodies of the agent API, one zod schema per payload.
// Messages that are bare snake_case codes become localized field errors (lib/http/route.ts).

/** scrapedContent ≤ 3 MB (UTF-8 bytes). */
export const MAX_SCRAPED_CONTENT_BYTES = 3 * 1024 * 1024;
/** Whole create body: the scraped HTML plus a little room for the other fields and JSON escaping. */
export const MAX_CREATE_BODY_BYTES = Math.round(3.2 * 1024 * 1024);
export const MAX_PATCH_BODY_BYTES = 64 * 1024;

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

const website = z
  .string()
  .trim()
  .max(2048, 'too_long')
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    try {
      return normalizeWebsiteUrl(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid_format' });
      return z.NEVER;
    }
  });

export const createAgentBodySchema = z.object({
  businessName: text(120),
  businessType: text(80),
  // The phone format is only a hint; any non-empty number is accepted.
  phone: text(40),
  scrapedContent: z.string().refine((s) => Buffer.byteLength(s, 'utf8') <= MAX_SCRAPED_CONTENT_BYTES, 'too_long'),
  website: z.union([website, z.null().transform(() => undefined)]),
  locale: z.enum(['fr', 'en']).optional(),
});

export type CreateAgentBody = z.infer<typeof createAgentBodySchema>;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'invalid_format');

const interval = z
  .object({ day: z.enum(DAYS as [string, ...string[]]), opens: time, closes: time })
  .refine((i) => isValidInterval(i.opens, i.closes), { message: 'invalid_format', path: ['closes'] });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

export const patchAgentBodySchema = z
  .object({
    name: text(120).optional(),
    /** The transfer phone (the agent's own phone). */
    phone: text(40).optional(),
    /** Published numbers, as typed; normalized to E.164 by the handler. */
    phones: z.array(text(40)).max(10, 'too_long').optional(),
    email: z
      .union([z.email('invalid_format').max(200, 'too_long'), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    address: optionalText(300),
    summary: optionalText(1000),
    hours: z.array(interval).max(50, 'too_long').optional(),
    services: z
      .array(
        z.object({
          name: text(120),
          price: optionalText(40),
          description: optionalText(300),
        }),
      )
      .max(60, 'too_long')
      .optional(),
    settings: z
      .object({
        tone: text(80).optional(),
        maxCallDuration: z.number().int('invalid_format').min(1, 'invalid_format').max(MAX_CALL_MINUTES_LIMIT, 'invalid_format').optional(),
      })
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'required', path: ['_'] });

export type PatchAgentBody = z.infer<typeof patchAgentBodySchema>;

/** POST /api/agents/:id/knowledge: the owner answers a question callers asked (a knowledge gap). */
export const answerGapBodySchema = z.object({
  gapId: z.string().uuid('invalid_format').optional(),
  question: text(300),
  answer: text(1000),
});

export type AnswerGapBody = z.infer<typeof answerGapBodySchema>;
