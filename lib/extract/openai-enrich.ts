import OpenAI from 'openai';
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import type { ExtractedInfo, OpeningInterval } from './types';
import { DAYS } from './types';
import { parsePages } from './pages';
import { formatPhone } from './phones';
import { normalizeEmail } from './email';
import { normalizeHours } from '@/lib/hours';
import { hasFacts } from './summary';
import { fold } from '@/lib/text/fold';

// Optional second pass with OpenAI (only when OPENAI_API_KEY is set): the model reads the
// pages' visible text and the deterministic facts, fills the gaps and writes the summary.
// Rules that keep it honest: deterministic facts always win; a model-supplied phone, e-mail,
// postcode or service must literally appear in the pages; the reply is validated with zod;
// any timeout (8 s), HTTP error or invalid reply returns the deterministic result unchanged.

const DAY = z.enum(DAYS as unknown as [string, ...string[]]);
// The one HH:MM rule of lib/hours: 00:00–23:59, or 24:00 for a closing at midnight.
const TIME = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/);

export const enrichmentSchema = z.object({
  summary: z.string().min(1).max(1200),
  businessName: z.string().nullable(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  address: z
    .object({
      street: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  hours: z.array(z.object({ day: DAY, opens: TIME, closes: TIME })),
  services: z.array(z.object({ name: z.string(), price: z.string().nullable() })),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;

const RESPONSE_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(enrichmentSchema) as Record<string, unknown>;
  return schema;
})();

export type EnrichOptions = { locale: 'fr' | 'en'; timeoutMs?: number; baseUrl?: string };

const MAX_TEXT = 24_000;

function pagesText(html: string, baseUrl?: string): string {
  let out = '';
  for (const page of parsePages(html, baseUrl)) {
    out += `\n\n### ${page.url || 'page'}\n` + page.lines.map((l) => l.text).join('\n');
    if (out.length > MAX_TEXT) break;
  }
  return out.slice(0, MAX_TEXT);
}

function systemPrompt(locale: 'fr' | 'en'): string {
  return [
    'You extract facts about a small business from the text of its website.',
    'Only report facts the text states explicitly. Never guess or invent: use null or an empty list when the text does not say.',
    'Hours: one entry per day and interval, 24-hour "HH:MM"; closing at midnight is "24:00"; days the text says are closed are omitted.',
    'Phones: as written on the site. Services: names as written, with the price as shown (or null).',
    `Write "summary" in ${locale === 'fr' ? 'French' : 'English'}: 2 to 4 sentences for a phone receptionist (what the business is, where, when it is open, key services), only from the facts.`,
    'The "known facts" JSON was extracted deterministically and is correct; keep it consistent.',
  ].join('\n');
}

const digits = (s: string) => s.replace(/\D/g, '');
const foldSpaces = (s: string) => fold(s).replace(/\s+/g, ' ');

/** The amounts written in a text ("12,50 €", "£12.50", "from 25") as numbers. */
function amountsIn(text: string): Set<number> {
  return new Set([...text.matchAll(/\d+(?:[.,]\d{1,2})?/g)].map((m) => Number(m[0].replace(',', '.'))));
}

/** A price the model proposes is kept only when every amount in it is written on the page. */
function priceOnPage(price: string, pageAmounts: Set<number>): boolean {
  const amounts = [...amountsIn(price)];
  return amounts.length > 0 && amounts.every((a) => pageAmounts.has(a));
}

/** Merges the model's reply into the deterministic facts: only gaps are filled. */
export function mergeEnrichment(info: ExtractedInfo, e: Enrichment, pageText: string, locale: 'fr' | 'en'): ExtractedInfo {
  const out: ExtractedInfo = { ...info, sources: { ...(info.sources ?? {}) } };
  const textDigits = digits(pageText);
  const textFolded = foldSpaces(pageText);
  const pageAmounts = amountsIn(pageText);
  const llm = 'openai';

  if (!out.businessName && e.businessName && textFolded.includes(foldSpaces(e.businessName))) out.businessName = e.businessName.trim();

  if (!out.phones.length) {
    const declared = out.address?.country ?? info.address?.country;
    const home = (declared && /^[A-Z]{2}$/.test(declared) ? declared : undefined) ?? (locale === 'en' ? 'US' : 'FR');
    for (const raw of e.phones) {
      const p = parsePhoneNumberFromString(raw, home as CountryCode);
      if (!p || !p.isValid() || !textDigits.includes(digits(p.nationalNumber))) continue;
      if (!out.phones.some((x) => x.e164 === p.number))
        out.phones = [...out.phones, { ...formatPhone(p, home as CountryCode), source: llm }];
    }
  }

  if (!out.email && e.email) {
    const em = normalizeEmail(e.email);
    const local = em?.split('@')[0] ?? '';
    if (em && textFolded.includes(local)) {
      out.email = em;
      out.sources!.email = llm;
    }
  }

  if (!out.address && e.address && (e.address.city || e.address.street)) {
    const a = e.address;
    // Every part the model proposes must be on the page: postcode, city and each word of the street.
    const streetWords = (a.street ?? '')
      .split(/[\s,]+/)
      .map(foldSpaces)
      .filter((w) => w.length >= 2);
    const stated =
      (a.postalCode ? textFolded.includes(foldSpaces(a.postalCode)) : true) &&
      (a.city ? textFolded.includes(foldSpaces(a.city)) : true) &&
      streetWords.every((w) => textFolded.includes(w));
    if (stated) {
      const parts = {
        street: a.street ?? undefined,
        postalCode: a.postalCode ?? undefined,
        city: a.city ?? undefined,
        country: a.country && /^[A-Z]{2}$/.test(a.country) ? a.country : undefined,
      };
      out.address = {
        ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v)),
        formatted: [parts.street, [parts.postalCode, parts.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        source: llm,
      };
    }
  }

  if (!out.hours.length && e.hours.length) {
    out.hours = normalizeHours(e.hours.filter((h) => h.opens < h.closes || h.closes === '24:00') as OpeningInterval[]);
    if (out.hours.length) out.sources!.hours = llm;
  }

  if (!out.services.length) {
    out.services = e.services
      .filter((s) => s.name.trim() && textFolded.includes(foldSpaces(s.name.trim())))
      .map((s) => ({
        name: s.name.trim(),
        ...(s.price && priceOnPage(s.price, pageAmounts) ? { price: s.price.trim() } : {}),
        source: llm,
      }));
  }

  if (!out.faq.length) out.faq = e.faq.filter((f) => f.q.trim() && f.a.trim()).map((f) => ({ q: f.q.trim(), a: f.a.trim(), source: llm }));

  // The summary is the model's only free text; keep the template when the site said nothing.
  if (hasFacts(out) && e.summary.trim()) out.summary = e.summary.trim();
  return out;
}

export async function enrichWithOpenAI(info: ExtractedInfo, html: string, opts: EnrichOptions): Promise<ExtractedInfo> {
  const config = getConfig();
  if (!config.OPENAI_API_KEY) return info;
  const timeoutMs = opts.timeoutMs ?? 8_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const client = new OpenAI({
      apiKey: config.OPENAI_API_KEY,
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      timeout: timeoutMs,
      maxRetries: 0,
    });
    const text = pagesText(html, opts.baseUrl);
    const known = { ...info, summary: undefined, sources: undefined };
    const completion = await client.chat.completions.create(
      {
        model: config.OPENAI_MODEL,
        temperature: 0,
        messages: [
          { role: 'system', content: systemPrompt(opts.locale) },
          { role: 'user', content: `Known facts:\n${JSON.stringify(known)}\n\nWebsite text:\n${text}` },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'business_facts', strict: true, schema: RESPONSE_SCHEMA } },
      },
      { signal: controller.signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('empty reply');
    const parsed = enrichmentSchema.safeParse(JSON.parse(content));
    if (!parsed.success) throw new Error(`invalid reply: ${parsed.error.issues[0]?.message ?? 'schema mismatch'}`);
    return mergeEnrichment(info, parsed.data, text, opts.locale);
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'openai enrichment skipped; deterministic facts kept');
    return info;
  } finally {
    clearTimeout(timer);
  }
}
