// Field limits of a lead (issue 3), shared by the form's input attributes, the zod schema and the
// API. Plain constants with no imports so the form island can use them at no bundle cost.

export const LEAD_LIMITS = {
  companyName: 200,
  contactName: 200,
  email: 254,
  phone: 40,
  website: 2048,
  message: 5000,
} as const;

/** Request bodies above this are refused with 413 before parsing. */
export const LEAD_MAX_BODY_BYTES = 32 * 1024;

/**
 * A human needs more than this between seeing the form and sending it (4 required fields); the
 * form reports the elapsed time it measured itself (performance.now), not a wall-clock timestamp,
 * so a visitor whose clock is wrong is never mistaken for a bot, and the page can stay prerendered.
 */
export const LEAD_MIN_FILL_MS = 2_000;

/** The honeypot input: invisible to people, irresistible to form-filling bots. */
export const LEAD_HONEYPOT_FIELD = 'faxNumber';

export const LEAD_FIELDS = ['companyName', 'contactName', 'email', 'phone', 'website', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
