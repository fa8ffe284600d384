import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { LEAD_LIMITS } from './limits';

// The one definition of a valid lead, used by the API route (authoritative) and by the form island
// (loaded on submit, so the page does not ship zod up front). Error messages are codes; the texts
// live in messages/{fr,en}/lead-form.json under "ApiErrors". Pure: runs in the browser too.

export type LeadLocale = 'fr' | 'en';

// A visitor who types a national number gets the country their site implies. The hint asks for
// the international form, so this only rescues the obvious "06 12 34 56 78" on the French site.
const DEFAULT_COUNTRY: Record<LeadLocale, CountryCode> = { fr: 'FR', en: 'US' };

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators. Newlines are allowed in the
// message only (after CRLF → LF).
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;
// What people type in a phone field: digits, +, spaces, dots, dashes, parentheses, slashes, and an
// optional extension. libphonenumber would happily pull a number out of arbitrary prose otherwise.
const PHONE_SHAPE = /^(\+?[0-9\s().\-/]+?)(?:\s*(?:ext\.?|x|poste|#)\s*\d{1,6})?$/i;

const stringField = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format') });

function cleanText(value: string, multiline: boolean) {
  const v = (multiline ? value.replace(/\r\n?/g, '\n') : value).normalize('NFC').trim();
  return v;
}

function hasBadCharacters(value: string, multiline: boolean) {
  return !value.isWellFormed() || (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

const requiredText = (max: number) =>
  stringField()
    .transform((v) => cleanText(v, false))
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .max(max, { error: 'too_long' })
        .refine((v) => !hasBadCharacters(v, false), { error: 'invalid_characters' }),
    );

/** Empty or missing → null; otherwise trimmed, limited, control-free. */
const optionalText = (max: number, multiline: boolean) =>
  z
    .union([z.string(), z.null()], { error: 'invalid_format' })
    .transform((v) => (v === null ? '' : cleanText(v, multiline)))
    .pipe(
      z
        .string()
        .max(max, { error: 'too_long' })
        .refine((v) => !hasBadCharacters(v, multiline), { error: 'invalid_characters' })
        .transform((v) => (v === '' ? null : v)),
    );
// (Missing optional fields are handled with .optional() at the object level: in zod 4 a piped
// schema never makes its key optional by itself.)

export function normalizePhone(typed: string, locale: LeadLocale): string | undefined {
  // The extension stays in what we store as typed; E.164 has no room for it.
  const number = PHONE_SHAPE.exec(typed)?.[1];
  if (!number) return undefined;
  const parsed = parsePhoneNumberFromString(number, DEFAULT_COUNTRY[locale]);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Bare domains get https://; anything but an http(s) URL with a real host is refused. */
export function normalizeLeadWebsite(typed: string): string | undefined {
  try {
    const url = normalizeWebsiteUrl(typed);
    return new URL(url).hostname === 'localhost' ? undefined : url;
  } catch {
    return undefined;
  }
}

/**
 * The request body of POST /api/leads, and the form's values. Built once per locale: building a
 * zod schema costs ~100× more than running it (measured: 4.6 ms vs 0.09 ms).
 */
export function leadRequestSchema(locale: LeadLocale) {
  return (schemas[locale] ??= buildLeadRequestSchema(locale));
}

const schemas: Partial<Record<LeadLocale, ReturnType<typeof buildLeadRequestSchema>>> = {};

function buildLeadRequestSchema(locale: LeadLocale) {
  return z.object({
    companyName: requiredText(LEAD_LIMITS.companyName),
    contactName: requiredText(LEAD_LIMITS.contactName),
    email: requiredText(LEAD_LIMITS.email).pipe(z.string().pipe(z.email({ error: 'invalid_email' }))),
    phone: requiredText(LEAD_LIMITS.phone).transform((typed, ctx) => {
      const e164 = normalizePhone(typed, locale);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
        return z.NEVER;
      }
      return { typed, e164 };
    }),
    website: optionalText(LEAD_LIMITS.website, false)
      .transform((typed, ctx) => {
        if (typed === null) return null;
        const url = normalizeLeadWebsite(typed);
        if (!url) {
          ctx.addIssue({ code: 'custom', message: 'invalid_website' });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
    message: optionalText(LEAD_LIMITS.message, true).optional(),
    // Not fields of the lead: the form's language, its retry-safety key and the anti-bot signals.
    locale: z.enum(['fr', 'en']).optional().catch(undefined),
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,128}$/, { error: 'invalid_idempotency_key' })
      .optional(),
    fillMs: z.number().finite().optional().catch(undefined),
    faxNumber: z.unknown().optional(),
  });
}

export type LeadRequest = z.infer<ReturnType<typeof buildLeadRequestSchema>>;
export type LeadFormValues = z.input<ReturnType<typeof buildLeadRequestSchema>>;
