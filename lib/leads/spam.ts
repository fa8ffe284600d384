import { LEAD_MIN_FILL_MS } from './limits';
import type { LeadRequest } from './schema';

// Cheap signals that a submission came from a script rather than a person: the hidden honeypot
// field was filled, or the form reports no fill time / an impossibly short one. Such requests get a
// normal-looking 201 and nothing is stored (lib/leads/submit.ts).

/** Why a submission looks automated, or undefined for a plausible human. */
export function botReason(body: Pick<LeadRequest, 'fillMs' | 'faxNumber'>): string | undefined {
  const trap = body.faxNumber;
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) return 'honeypot';
  if (body.fillMs === undefined) return 'no_fill_time';
  if (body.fillMs < LEAD_MIN_FILL_MS) return 'too_fast';
  return undefined;
}
