// The facts the agent builder reads from a business's website (the API's "extractedInfo").
// Shared by the extractor, the prompt builder, the receptionist engine and the agent page.
// A fact the pages don't state stays empty: nothing here is ever invented.

import type { OpeningInterval } from '@/lib/hours/types';

export { DAYS, type DayOfWeek, type OpeningInterval } from '@/lib/hours/types';

export type ExtractedPhone = { e164: string; display: string; source?: string };

export type ExtractedService = { name: string; price?: string; description?: string; source?: string };

export type ExtractedFaq = { q: string; a: string; source?: string };

export type ExtractedAddress = {
  street?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  country?: string; // ISO 3166-1 alpha-2 when known
  formatted: string;
  source?: string;
};

export type ExtractedInfo = {
  summary: string;
  businessName: string;
  businessType: string;
  phones: ExtractedPhone[];
  email: string | null;
  /** The main address (the business's own, its contact page's, the first stated). */
  address: ExtractedAddress | null;
  /** The business's other places (a second office, another shop), when the site states several. */
  otherAddresses?: ExtractedAddress[];
  /** Empty = unknown. A day absent while others are present = closed that day. */
  hours: OpeningInterval[];
  /** What a caller asks for: named services and categories, with a price when the site gives one (≤ 15). */
  services: ExtractedService[];
  /**
   * Every priced line of the site's menus and price lists, for "how much is…" answers; not read
   * out as services. Absent on agents extracted before it existed: read it as `priced ?? []`.
   */
  priced?: ExtractedService[];
  faq: ExtractedFaq[];
  socialLinks: string[];
  sourceUrls: string[];
  /** Where each scalar fact came from, e.g. { email: 'https://…/contact' }. */
  sources?: Record<string, string>;
};

export type AgentSettings = {
  language: 'fr' | 'en';
  tone: string;
  /** Minutes. */
  maxCallDuration: number;
};

export function emptyExtractedInfo(partial: Partial<ExtractedInfo> = {}): ExtractedInfo {
  return {
    summary: '',
    businessName: '',
    businessType: '',
    phones: [],
    email: null,
    address: null,
    hours: [],
    services: [],
    priced: [],
    faq: [],
    socialLinks: [],
    sourceUrls: [],
    ...partial,
  };
}
