import 'server-only';
import { clientIp, UNKNOWN_CLIENT } from '@/lib/client-ip';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { errorMessage } from '@/lib/http/error-messages';
import { parseWith, readJson, type RouteContext } from '@/lib/http/route';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { leadSource } from './api-key';
import { LEAD_MAX_BODY_BYTES } from './limits';
import { suspectReasons } from './spam';
import { leadRequestSchema } from './schema';
import { createLead } from './store';

// POST /api/leads, from raw request to stored lead: JSON only (415), ≤ 32 KB (413), validated by
// the shared schema (400 with per-field codes), per-IP limit (429), then stored exactly once per
// idempotency key (201 {id}). Nothing accepted is thrown away: spam signals only mark the lead
// suspected (no alert, own list in /admin), and the answer is the same 201 so a bot learns nothing.
// A valid API key (lib/leads/api-key.ts) makes the lead trusted whatever the browser signals say.

export type SubmitOutcome = { status: 201; id: string; kind: 'created' | 'replayed'; suspected: boolean };

const g = globalThis as unknown as { __receptioLeadSharedLimitWarned?: boolean };

export async function submitLead(req: Request, ctx: RouteContext): Promise<SubmitOutcome> {
  // Before the body: a wrong key is refused without reading anything.
  const source = leadSource(req);
  // Raw strings: the lead schema refuses control characters (NUL included) with a field error.
  const raw = await readJson(req, LEAD_MAX_BODY_BYTES, { storable: false });
  const declared = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).locale : undefined;
  const locale: Locale = isLocale(declared) ? declared : ctx.locale;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(400, 'invalid_json');
  const headerKey = req.headers.get('idempotency-key')?.trim();
  const body = parseWith(
    leadRequestSchema(locale),
    headerKey ? { ...(raw as object), idempotencyKey: headerKey } : raw,
    // Messages follow the API locale (x-locale header, cookie, Accept-Language) like every other
    // error of the answer; the body's locale is the lead's language (and its phone's default country).
    ctx.locale,
    errorMessage,
  );

  const reasons = source === 'api' ? [] : suspectReasons(body);

  const config = getConfig();
  const ip = clientIp(req);
  if (ip === UNKNOWN_CLIENT && !g.__receptioLeadSharedLimitWarned) {
    g.__receptioLeadSharedLimitWarned = true;
    ctx.log.warn(
      'no trusted client address (TRUST_PROXY=0 or no X-Forwarded-For): the lead rate limits are shared by all visitors; behind a reverse proxy set TRUST_PROXY=1',
    );
  }
  const result = await createLead(
    {
      companyName: body.companyName,
      contactName: body.contactName,
      email: body.email,
      phone: body.phone.typed,
      phoneE164: body.phone.e164,
      website: body.website ?? null,
      message: body.message ?? null,
      locale,
      idempotencyKey: body.idempotencyKey ?? null,
      suspectReasons: reasons,
      source,
    },
    {
      rateLimit: {
        key: `lead:${ip}`,
        limits: [
          { windowSeconds: 60, max: config.LEAD_RATE_PER_MINUTE },
          { windowSeconds: 86_400, max: config.LEAD_RATE_PER_DAY },
        ],
      },
    },
  );
  if (result.limited) {
    throw new ApiError(429, 'lead_rate_limited', undefined, { 'retry-after': String(result.limited.retryAfterSeconds) }, `ip ${ip}`);
  }
  const { id, created } = result;
  const suspected = reasons.length > 0;
  ctx.log.info(
    { leadId: id, replay: !created, source, ...(suspected ? { suspectReasons: reasons } : {}) },
    created ? (suspected ? 'lead stored as suspected' : 'lead stored') : 'lead replay answered',
  );
  return { status: 201, id, kind: created ? 'created' : 'replayed', suspected };
}
