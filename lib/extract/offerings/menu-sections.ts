import { foldWords } from '@/lib/text/fold';

// The sections of a food menu ("Pizzas", "Nos plats chauds", "Breakfast menu"), and the name a
// caller gives a meal-time section.

// Sections of a food menu: what sits under them is a dish, a drink or a bread, never a service.
const MENU_SECTION =
  /\b(?:menus?|carte|plats?|entrees?|desserts?|boissons?|starters?|main courses?|dishes|drinks?|sandwich(?:e?s)?|pizzas?|burgers?|salades?|salads?|formules?|breakfast|lunch|dinner|brunch|petits? dejeuners?|dejeuners?|diners?|cocktails?|vins?|wines?|beers?|bieres?|softs?|tapas|sides|accompagnements?|patisseries?|viennoiseries?|pains?|breads?|cakes?|gateaux|glaces?|ice creams?|crepes?|galettes?|snacks?|appetizers?|soups?|soupes?)\b/;

/** True for a heading that names a section of a food menu ("Nos plats chauds", "Breakfast"). */
export function isMenuSection(heading: string): boolean {
  return MENU_SECTION.test(foldWords(heading));
}

const MEALS = ['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'tea', 'dejeuner', 'diner', 'midi', 'soir', 'gouter', 'evening'];

/** One letter apart at most (a typo: "breafast"), for words long enough to tell apart. */
function nearWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, k: number) => x.slice(k);
  return rest(a, i + 1) === rest(b, i + 1) || rest(a, i + 1) === rest(b, i) || rest(a, i) === rest(b, i + 1);
}

/**
 * A meal-time section is asked for without the word "menu": "Breakfast menu" → "Breakfast",
 * "Menu du midi" → "Midi". Other menus keep it ("Kids menu", "Menu enfant" are what callers say).
 */
export function mealSectionName(name: string): string {
  const m = /^(.+?)\s+menu$/i.exec(name.trim()) ?? /^menu\s+(?:du\s+|de\s+|of\s+the\s+)?(.+)$/i.exec(name.trim());
  if (!m) return name;
  const last = foldWords(m[1]!).split(' ').pop() ?? '';
  const meal = MEALS.find((w) => nearWord(last, w));
  if (!meal) return name;
  const words = m[1]!.trim().split(/\s+/);
  // A typo is read as the meal it is one letter from.
  if (foldWords(words[words.length - 1]!) !== meal) words[words.length - 1] = meal;
  const out = words.join(' ');
  return out.charAt(0).toUpperCase() + out.slice(1);
}
