import { foldWords } from '@/lib/text/fold';

// One key per offering name, so the same offering read in two places (the nav and a section, a
// card and a price line) is listed once: accents and case folded, articles and possessives set
// aside, "&" / "et" / "and" / "+" the same joint (left out), and each word's plural folded
// ("Brochettes & BBQ" = "brochette et bbq", "Our Services" = "service"). Word order is kept:
// "Coupe homme" and "Homme coupe" are not claimed to be one.

const FUNCTION_WORDS = /\b(?:les?|la|l|the|des?|du|d|nos|notre|our|your|vos|votre|and|et|n)\b/g;

/** "bijoux" → "bijou", "brochettes" → "brochette", "services" → "service"; short words as written. */
function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/(?:eaux|aux)$/.test(word)) return word.slice(0, -1);
  if (/[^s]s$/.test(word) || /oux$/.test(word)) return word.slice(0, -1);
  return word;
}

export function offeringKey(name: string): string {
  return foldWords(name.replace(/[&+]/g, ' and ')).replace(FUNCTION_WORDS, ' ').split(/\s+/).filter(Boolean).map(singular).join(' ');
}
