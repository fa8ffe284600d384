import type { KnowledgeHit } from '@/lib/knowledge/types';
import { carries, type AnswerKind } from './answer-kind';
import type { Lang } from './language';
import { isLabel, termsIn, words } from './passage-text';
import { joinList, say } from './replies';

// Passages that are rows of one list (same page, same headings): read together when they answer
// together ("Moyens de paiement › Espèces", "› VISA"), or as the category's rows when a heading
// names what was asked ("Nos plats chauds : œufs mayonnaise, frites…").

/** What a list row needs to be judged: its hit, what it matched, and the subject asked. */
export type Row = {
  hit: KnowledgeHit;
  matched: string[];
  clauseMatched: number;
  inHeading: number;
  nouns: string[];
  absent: number;
};

/** Rows of the same list (same page and headings) that answer as well as the best one: read together. */
export function siblings(best: Row, ranked: Row[]): KnowledgeHit {
  const same = ranked.filter(
    (r) =>
      r !== best &&
      r.matched.length === best.matched.length &&
      r.clauseMatched === best.clauseMatched &&
      r.hit.sourceUrl === best.hit.sourceUrl &&
      r.hit.headingPath.join('›') === best.hit.headingPath.join('›') &&
      words(r.hit.text).length <= 12 &&
      !isLabel(r.hit.text),
  );
  if (!same.length || words(best.hit.text).length > 12) return best.hit;
  const text = [best.hit.text, ...same.slice(0, 2).map((r) => r.hit.text)].map((x) => x.replace(/[.!]?$/, '.')).join('\n');
  return { ...best.hit, text };
}

/** Most rows of a list read out; more are summed up as "and more". */
const LIST_READ = 4;

/**
 * A question about a category answered by the rows under its heading ("on peut manger ?" →
 * "Nos plats chauds : œufs mayonnaise, frites et sandwich, et d'autres encore"), at most four.
 * Only when the heading names what was asked and no particular value is wanted.
 */
export function listAnswer(best: Row, ranked: Row[], opts: { lang?: Lang }): string | undefined {
  const heading = best.hit.headingPath.at(-1)?.trim();
  if (!heading || best.inHeading === 0 || words(best.hit.text).length > 8 || words(heading).length > 8) return undefined;
  const rows = [best, ...ranked.filter((r) => r !== best && sameList(best, r) && words(r.hit.text).length <= 8 && !isLabel(r.hit.text))];
  if (rows.length < 2) return undefined;
  const lang = opts.lang ?? 'fr';
  const items = [...new Set(rows.map((r) => r.hit.text.replace(/[.!;,\s]+$/, '').trim()))];
  const list = items.length <= LIST_READ ? joinList(items, lang) : `${items.slice(0, LIST_READ - 1).join(', ')}, ${say(lang, 'andOthers')}`;
  // French puts a no-break space before the colon.
  return `${heading.replace(/[.:\s]+$/, '')}${lang === 'fr' ? '\u00a0:' : ':'} ${list}.`;
}

/**
 * A value asked about a category ("un prix pour les jeunes ?" → "Tarifs jeunes" and its rows): the
 * heading names the subject, the rows do not, and one of them carries the kind of value asked.
 */
export function asksCategory(best: Row, ranked: Row[], kind: AnswerKind): boolean {
  const heading = best.hit.headingPath.at(-1) ?? '';
  const inHeading = best.nouns.filter((term) => termsIn(heading, [term]) > 0);
  if (!inHeading.length || best.nouns.some((term) => termsIn(best.hit.text, [term]) > 0)) return false;
  const rows = [best, ...ranked.filter((r) => r !== best && sameList(best, r))];
  return rows.length >= 2 && rows.some((r) => carries(kind, r.hit.text));
}

function sameList(a: Row, b: Row): boolean {
  return (
    a.hit.sourceUrl === b.hit.sourceUrl && a.hit.headingPath.join('›') === b.hit.headingPath.join('›') && words(b.hit.text).length <= 12
  );
}

/** Short rows under the best one's heading that together hold every subject term asked. */
export function completingRows(best: Row, ranked: Row[]): Row[] {
  if (!best.nouns.length || best.absent > 0 || !best.matched.length || words(best.hit.text).length > 12) return [];
  const extra = ranked.filter((r) => r !== best && sameList(best, r) && r.matched.some((m) => !best.matched.includes(m))).slice(0, 2);
  const union = new Set([...best.matched, ...extra.flatMap((r) => r.matched)]);
  return best.nouns.every((n) => union.has(n)) ? extra : [];
}

export function merge(best: Row, rows: Row[]): KnowledgeHit {
  const text = [best, ...rows].map((r) => r.hit.text.replace(/[.!\s]+$/, '')).join(', ');
  return { ...best.hit, text, matchedTerms: [...new Set([best, ...rows].flatMap((r) => r.matched))] };
}
