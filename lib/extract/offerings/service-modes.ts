import type { TextLine } from '../pages';

// How a business serves, which callers ask about as often as what it sells: "do you deliver?",
// "can I take it away?", "do you sell gift vouchers?". Read as the page writes it, wherever a short
// line or badge says it (navigation and footers aside). How to buy or reach the business (order
// online, free quote, free consultation, same-day appointments) and "sur place" (on site: a place,
// not an offer) are not offerings: a caller asks for the service, not for the way to ask.

const MODES = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'vente à emporter',
      'à emporter',
      'a emporter',
      'livraison(?: à domicile)?',
      'click (?:&|and|et) collect',
      'à domicile',
      'intervention à domicile',
      'cartes? cadeaux?',
      'bons? cadeaux?',
      'service traiteur',
      'traiteur',
      'catering',
      'privatisation',
      'take[- ]?away',
      'take[- ]?out',
      'dine[- ]in',
      'home delivery',
      'delivery',
      'click and collect',
      'home visits?',
      'mobile service',
      'gift (?:cards?|vouchers?|certificates?)',
      'emergency call[- ]?outs?',
      'private hire',
    ].join('|') +
    String.raw`)(?![\p{L}])`,
  'giu',
);

const SHORT_LINE = 40;

export function serviceModes(lines: TextLine[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.inNav || line.inFooter || line.text.length > 160) continue;
    // Presented as an offer: a heading, list item, badge or short line, or a line that opens with
    // it ("Livraison à domicile : …"). A passing mention in a sentence ("au fauteuil ou à domicile
    // avec des gouttières") is not.
    const presented = /^(?:h[1-6]|li|dt|summary|figcaption|button|a)$/.test(line.tag) || line.text.length <= SHORT_LINE;
    for (const m of line.text.matchAll(MODES)) {
      if (!presented && m.index! > 0) continue;
      const name = m[0].charAt(0).toUpperCase() + m[0].slice(1);
      const k = name.toLowerCase();
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(name);
    }
  }
  return out;
}
