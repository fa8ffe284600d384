// A list item longer than a name ("Le conseil des propriétaires bailleurs (rédaction de baux…)")
// is named by its leading phrase.

/** More words than this and a list line is a sentence, not a name. */
export const MAX_ITEM_WORDS = 7;

// Where a long list item's name ends and what it says about it begins: a bracket, a comma, or a
// phrase of purpose or frame ("Le conseil des propriétaires bailleurs (rédaction de baux…)",
// "Boiler servicing, so that your warranty stays valid").
const ITEM_TAIL =
  /\s*\(|,\s|\s(?:dans le cadre|afin de|afin d['’]|pour (?:vous|que|les|la|le|l['’])|so that|in order to|to help|to keep|which|qui|que)\s/i;

/** A list item longer than a name: its leading noun phrase when that is short enough. */
export function itemHead(name: string): string {
  if (name.split(/\s+/).length <= MAX_ITEM_WORDS) return name;
  const cut = name.search(ITEM_TAIL);
  const head = cut > 0 ? name.slice(0, cut).trim() : name;
  return head.split(/\s+/).length >= 2 ? head : name;
}
