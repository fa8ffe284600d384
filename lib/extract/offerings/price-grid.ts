import type { TextLine } from '../pages';
import { cleanName, PRICE_ONLY, PRICE_WORD } from './price';

// A price grid: a table whose header row names the options ("½ journée | Journée | Semaine",
// "Adulte | Enfant", "1 personne | 2 personnes") and whose rows give one price per option. The
// row is one priced line (the guideline's "line that carries a price"), and its price keeps every
// option with its column's name, "35 € (½ journée) · 65 € (Journée)": reading only the first price
// would answer "how much for a week?" with the price of half a day.

/** The cells of a table row, empty ones kept in place (the row's text drops them). */
export const rowCells = (line: TextLine): string[] => line.cells ?? line.text.split(' | ');

/** A header row: two named cells or more, none of them a price. */
export function isHeaderRow(cells: string[]): boolean {
  return cells.filter((c) => c.trim()).length >= 2 && !cells.some((c) => PRICE_ONLY.test(c) || PRICE_WORD.test(c));
}

// Taxes and deposits are set beside the prices in such grids, but they are not what is sold.
const NOT_AN_OPTION = /\b(?:tax(?:e|es)?|tva|vat|caution|deposits?|acompte|d[ée]p[ôo]t de garantie)\b/i;

/**
 * The row as one priced line when the header names the column of each of its two prices or more;
 * undefined otherwise (the plain reading, name and first price, then applies).
 */
export function gridPrice(cells: string[], header: string[] | undefined): { name: string; price: string } | undefined {
  if (!header || header.length !== cells.length) return undefined;
  const name = cleanName(cells[0] ?? '');
  const cols = cells.flatMap((c, j) => (j > 0 && PRICE_ONLY.test(c) ? [j] : []));
  if (!name || cols.length < 2) return undefined;
  const options: string[] = [];
  for (const j of cols) {
    // "Taxe de séjour(2)": a footnote mark is not part of the column's name.
    const option = cleanName(header[j] ?? '').replace(/\s*\(\d\)$|(?<=\p{L})\d$/u, '');
    if (!option) return undefined;
    if (!NOT_AN_OPTION.test(option)) options.push(`${cells[j]!.trim()} (${option})`);
  }
  return options.length ? { name, price: options.join(' · ') } : undefined;
}
