// "Check-ups, hygiene, fillings, crowns and root canal — the everyday care that…": a card or menu
// entry that describes an offering by listing what it covers. The list before the first dash,
// colon or full stop is split into its items when every item is a short noun phrase; a sentence
// ("digital imaging … and screening tools support thoughtful care") is not a list.

const MAX_ITEM_WORDS = 4;

export function enumerationItems(text: string): string[] {
  const head = text.split(/\s[—–-]\s|:\s|\.\s|\.$|;|…/)[0]?.trim() ?? '';
  if (!head || !/,/.test(head)) return [];
  const parts = head
    .split(/\s*,\s*(?:and\s+|et\s+|&\s+)?|\s+(?:and|et|&)\s+/)
    .map((p) => p.replace(/^[\s•·-]+|[\s.]+$/g, '').trim())
    .filter(Boolean);
  if (parts.length < 3) return [];
  if (parts.some((p) => p.split(/\s+/).length > MAX_ITEM_WORDS || p.length > 40 || /\d{3,}|[?!]/.test(p))) return [];
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * How many offerings a card's text names: its list items, or the two of "Dental implants and
 * denture stability" (too short a list to be split into services, but counted when deciding whether
 * the items under the categories are too many to list).
 */
export function coveredCount(text: string): number {
  const items = enumerationItems(text);
  if (items.length) return items.length;
  const head = text.split(/\s[—–-]\s|:\s|\.\s|\.$|;|…/)[0]?.trim() ?? '';
  const parts = head.split(/\s*,\s*|\s+(?:and|et|&)\s+/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => p.split(/\s+/).length <= MAX_ITEM_WORDS) ? parts.length : 0;
}

// Words that introduce what a business does, followed by the list: "we offer…", "specialising
// in…", "nous vous proposons…", "spécialiste coloriste, mèches et…".
const OFFER_LEAD =
  /\b(?:we (?:offer|provide|speciali[sz]e in|do)|(?:specializing|specialising|specialized|specialised|focusing|specialists?|experts?) (?:in|on)|services? (?:include|including)|nous (?:vous )?proposons|nous (?:r[ée]alisons|offrons)|je (?:vous )?propose|(?:vous |nous )?propose(?:nt)?|sp[ée]cialistes?(?: en| de| du| des)?|sp[ée]cialis[ée]e?s? (?:en|dans))\s+/gi;
const LEADING_ARTICLE = /^(?:(?:des|de la|du|de|les|le|la|une?|the|a|an|our|nos|notre|all|toutes? (?:les|nos))\s+|(?:de l|l|d)['’]\s*)/i;

/** Offerings listed in a sentence after an introducing phrase; [] when the sentence lists none. */
export function offeredInProse(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(OFFER_LEAD)) {
    const rest = sentence.slice(m.index! + m[0].length).split(/[.;!?(]|\s[—–]\s/)[0] ?? '';
    // A list has commas; "plumbing and heating services tailored to homes and businesses" is a phrase.
    if (!rest.includes(',')) continue;
    const items = rest
      .split(/\s*,\s*(?:and\s+|et\s+)?|\s+(?:and|et|&)\s+/)
      .map((p) => p.trim().replace(LEADING_ARTICLE, '').trim())
      .filter(Boolean);
    if (items.length < 2 || items.some((p) => p.split(/\s+/).length > 5 || p.length > 45 || /\d{3,}/.test(p))) continue;
    out.push(...items.map((p) => p.charAt(0).toUpperCase() + p.slice(1)));
  }
  return out;
}
