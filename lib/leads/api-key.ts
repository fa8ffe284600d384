import 'server-only';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { safeEqual } from '@/lib/security/safe-equal';

// The server-to-server path of POST /api/leads. A partner or CRM webhook cannot produce the
// browser's signals (fill time, honeypot), so it proves itself with `Authorization: Bearer <key>`,
// one of LEADS_API_KEY's comma-separated keys. Its leads are trusted (never suspected); validation,
// idempotency and rate limits stay exactly those of the form.

/**
 * 'api' for a valid key, 'form' when no key is sent. A Bearer token that matches no key is refused
 * (401): a misconfigured integration must hear about it instead of filling the suspected list.
 */
export function leadSource(req: Request): 'api' | 'form' {
  const header = req.headers.get('authorization');
  if (!header) return 'form';
  const m = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  const keys = getConfig().LEADS_API_KEY;
  // Compare against every key (no early exit) so timing does not tell which one was close.
  const ok = m ? keys.map((k) => safeEqual(m[1], k)).includes(true) : false;
  if (!ok) throw new ApiError(401, 'invalid_api_key', undefined, { 'www-authenticate': 'Bearer realm="leads"' });
  return 'api';
}
