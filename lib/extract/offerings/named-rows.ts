import type { TextLine } from '../pages';
import { PRICE_ONLY } from './price';

// Price lists laid out as rows of a name line then a price line under a group heading
// ("<h3>Gel</h3> Pose complète · 55 € · Remplissage · 45 €"): the heading titles the group and
// each row is named by its own line.

const isHeading = (tag: string) => /^h[1-6]$/.test(tag);

/** A short line that names an item: not a sentence, not a list of ingredients. */
const nameLine = (l: TextLine | undefined) =>
  !!l &&
  !isHeading(l.tag) &&
  l.text.split(/\s+/).length <= 8 &&
  !/[.!?]$/.test(l.text.trim()) &&
  !l.text.includes(',') &&
  !PRICE_ONLY.test(l.text);

/** The price at `i` and the next one within a few lines each follow a name line, with no heading
 * between them: rows of name then price, the heading above is the group's title. */
export function namedRows(lines: TextLine[], i: number): boolean {
  if (!nameLine(lines[i - 1])) return false;
  for (let j = i + 1; j <= i + 3 && j < lines.length; j++) {
    if (isHeading(lines[j]!.tag)) return false;
    if (PRICE_ONLY.test(lines[j]!.text)) return j - 1 > i && nameLine(lines[j - 1]) && lines[j - 1]!.tag === lines[i - 1]!.tag;
  }
  return false;
}
