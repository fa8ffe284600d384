import type { TextLine } from '../pages';

// How a business serves, which callers ask about as often as what it sells: "do you deliver?",
// "can I take it away?", "is the quote free?". Read as the page writes it, wherever a short line
// or badge says it (navigation and footers aside).

const MODES = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'vente à emporter',
      'à emporter',
      'a emporter',
      'sur place',
      'livraison(?: à domicile)?',
      'click (?:&|and|et) collect',
      'commande en ligne',
      'devis gratuits?',
      'consultation gratuite',
      'premi[eè]re consultation gratuite',
      'à domicile',
      'intervention à domicile',
      'cartes? cadeaux?',
      'bons? cadeaux?',
      'service traiteur',
      'privatisation',
      'take[- ]?away',
      'take[- ]?out',
      'dine[- ]in',
      'home delivery',
      'delivery',
      'click and collect',
      'online ordering',
      'order online',
      'free (?:quotes?|estimates?|consultations?|survey(?: (?:&|and) quote)?)',
      'home visits?',
      'mobile service',
      'gift (?:cards?|vouchers?|certificates?)',
      'emergency call[- ]?outs?',
      'same[- ]day appointments?',
      'private hire',
      'outside catering',
    ].join('|') +
    String.raw`)(?![\p{L}])`,
  'giu',
);

export function serviceModes(lines: TextLine[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.inNav || line.inFooter || line.text.length > 160) continue;
    for (const m of line.text.matchAll(MODES)) {
      const name = m[0].charAt(0).toUpperCase() + m[0].slice(1);
      const k = name.toLowerCase();
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(name);
    }
  }
  return out;
}
