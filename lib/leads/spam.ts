import { LEAD_MIN_FILL_MS } from './limits';
import type { LeadRequest } from './schema';

// Cheap signals that a submission came from a script rather than a person. None of them is proof
// (a blocked script loses the fill time, autofill is fast, a partner's server sends no timing), so
// a signal never drops a lead: it marks it suspected with its reasons, the sender still gets the
// normal 201, and the operator decides in /admin (lib/leads/review.ts).

export type SuspectReason = 'honeypot' | 'no_fill_time' | 'too_fast' | 'invalid_fill_time' | 'many_links';

/** Three or more links in the message: what link-spam looks like, rare in a contact request. */
const MANY_LINKS = 3;
const LINK = /\bhttps?:\/\/|\bwww\./gi;

/** Every reason a submission looks automated; empty for a plausible human. */
export function suspectReasons(body: Pick<LeadRequest, 'fillMs' | 'faxNumber' | 'message'>): SuspectReason[] {
  const reasons: SuspectReason[] = [];
  const trap = body.faxNumber;
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) reasons.push('honeypot');
  if (body.fillMs === undefined) reasons.push('no_fill_time');
  else if (body.fillMs < 0) reasons.push('invalid_fill_time');
  else if (body.fillMs < LEAD_MIN_FILL_MS) reasons.push('too_fast');
  if ((body.message?.match(LINK)?.length ?? 0) >= MANY_LINKS) reasons.push('many_links');
  return reasons;
}
