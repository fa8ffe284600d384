import { isChromeLabel } from '@/lib/extract/offerings/not-offerings';
import { foldWords } from '@/lib/text/fold';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import type { DecideOptions, Ranked } from './knowledge-rank';
import type { Lang } from './language';
import { tokens } from './normalize';
import { isLabel, termsIn, words } from './passage-text';
import { callerContext, questionClause } from './question';

// The site's own line for a thing the caller asked about inside a story: "…je suis enceinte et
// j'ai une sciatique, vous pouvez faire quelque chose ?" is answered by the row "Sciatique, …"
// although "six mois" is on no page. What a caller tells around the thing need not be on the
// site; what qualifies the thing itself must be ("du pain sans gluten" is not "Pains").

/** Words of a short row that names one thing ("Successions et partages", "Bathrooms", "PMA"). */
const ROW_WORDS = 6;
/** How far into a heading or row the thing it names may come ("Landlord–Tenant", "Pour la femme enceinte"). */
const LEAD_WORDS = 3;

export type OfferingTerms = {
  /** Subject terms of the question this passage matched, other than verbs and value words. */
  candidates: string[];
  /** Noun terms of the whole question (story included) and those the passage matched. */
  asked: string[];
  matched: string[];
  /** Terms no returned passage says. */
  missing: string[];
  /** Terms this passage does not say: a qualifier the line lacks ("vin rosé" → "Vin rouge") is another thing. */
  unsaid?: string[];
  /** A verb of the asking clause that names an activity ("move", "livrer") and the passage lacks. */
  verbMissing: boolean;
  /** A thing named in the asking clause itself that no passage says: the question, not its story. */
  clauseMissing: boolean;
};

/**
 * Whether the passage is the site's own line for a thing the caller asked about, and which: its
 * last heading, or the passage itself when it is a short row, names the caller's own word in its
 * first words ("tenant" → "Landlord–Tenant", "l'entretien des voitures" → "Entretien"). The caller's story elsewhere in the sentence need not be on the
 * site ("…enceinte de six mois et j'ai une sciatique, vous pouvez faire quelque chose ?"); but
 * every other thing said in the same stretch as it must be on this passage: "du pain sans gluten",
 * "des chambres pour handicapés", "commercial work" qualify the thing into another one. Nor does
 * it answer a property asked ("elle est halal ?") or an activity the line does not name ("can you
 * move our cat?" is not answered by a vet's "Dogs & cats").
 */
export function offeringNamed(hit: KnowledgeHit, opts: DecideOptions, terms: OfferingTerms): string | undefined {
  if (terms.verbMissing || terms.clauseMissing || askedAsProperty(opts.question, terms.missing)) return undefined;
  // A link label ("Get directions →") names where to click, not a thing the business does.
  const lines = [hit.headingPath.at(-1) ?? '', words(hit.text).length <= ROW_WORDS ? hit.text : ''].filter(
    (line) => line && !isLabel(line),
  );
  // The caller's own word early in the line; a phrase of its vocabulary concept only as the whole
  // line ("vidange" → "Entretien"): a neighbour in a longer line ("kids" → "Menu enfant" for a
  // baby, "cover" → "Areas We Cover" for insurance) does not say the line is the thing asked.
  const opens = (term: string) =>
    lines.some(
      (line) =>
        namesEarly(line, term) || (opts.alternatives?.get(term) ?? []).some((alt) => rowItems(line).some((item) => isWholeLine(item, alt))),
    );
  return terms.candidates.find(
    (term) =>
      opens(term) &&
      !qualifiedByMissing(opts.question, term, terms.unsaid ?? terms.missing, opts.lang ?? 'fr') &&
      !inCondition(opts.question, term),
  );
}

/** The phrase, word for word (a plural "s" aside), within the line's first words: "Catering" does not name a "cat". */
export function namesEarly(line: string, phrase: string): boolean {
  const ws = tokens(line).slice(0, LEAD_WORDS + tokens(phrase).length - 1);
  const ps = tokens(phrase);
  const same = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s` || a === `${b}x`;
  return ps.length > 0 && ws.some((_, i) => ps.every((p, j) => ws[i + j] !== undefined && same(ws[i + j], p)));
}

// Words that join a qualifier placed after the noun it restricts: "pain sans gluten", "burger au
// chèvre", "bread without gluten", "lessons in automatic".
const QUALIFIER_AFTER: Record<Lang, Set<string>> = {
  fr: new Set(['sans', 'avec', 'au', 'aux', 'a', 'en']),
  en: new Set(['with', 'without', 'in']),
};
// Words that close an English qualifier placed before the noun: "gluten-free bread", "dog-friendly rooms".
const QUALIFIER_BEFORE_EN = new Set(['free', 'friendly', 'only']);

/**
 * A word of the question that no passage says qualifies the term, in the same stretch of the
 * sentence: in French right after it ("viande halal") or after a joining word ("pain sans gluten",
 * "chambres pour handicapés"); in English right before it ("halal meat", "gluten-free bread") or
 * after "with", "without", "in", "for". Words further away, across a comma or an "and", are the
 * caller's story ("…un souci d'héritage entre frères et sœurs"); the caller's own circumstances
 * ("ma femme") never count.
 */
export function qualifiedByMissing(question: string, term: string, missing: string[], lang: Lang): boolean {
  const own = callerContext(question);
  return stretches(question).some((ws) => {
    const at = phraseAt(ws, tokens(term));
    if (at < 0) return false;
    const end = at + tokens(term).length - 1;
    return missing.some((m) => {
      const mw = tokens(m);
      const mAt = phraseAt(ws, mw);
      if (mAt < 0 || mw.every((w) => own.has(w))) return false;
      const after = mAt === end + 1 || (mAt === end + 2 && QUALIFIER_AFTER[lang].has(ws[end + 1]));
      if (lang === 'fr') return after;
      const mEnd = mAt + mw.length - 1;
      return (
        mEnd === at - 1 ||
        (mEnd === at - 2 && QUALIFIER_BEFORE_EN.has(ws[at - 1])) ||
        (mAt === end + 2 && QUALIFIER_AFTER.en.has(ws[end + 1]))
      );
    });
  });
}

// A stretch that sets a condition ("if my dog gets sick at night, …", "si la panne arrive le
// dimanche, …"): what it names is the circumstance asked about, not the thing offered.
const CONDITION = /^(if|when|whenever|si|quand|lorsqu|lorsque)$/;

/** The term is said in a stretch of the question that opens on "if" / "si". */
export function inCondition(question: string, term: string): boolean {
  const head = tokens(term);
  return stretches(question).some((ws) => CONDITION.test(ws[0] ?? '') && phraseAt(ws, head) >= 0);
}

/** The question cut where a comma, a dash or a coordinating word ends a stretch, each as its words. */
function stretches(question: string): string[][] {
  return question.split(/[,;:?!.()—–]|\s-\s|\b(?:and|et|or|ou|but|mais)\b/i).map((part) => tokens(part));
}

/**
 * The things a short row names: itself, and each item of a row that joins a few short names
 * ("Successions et partages", "Dogs & cats", "Placo / Isolation"): each item is a line of its own.
 */
export function rowItems(line: string): string[] {
  const items = line.split(/\s+(?:et|and|&|\/|\+)\s+|\s*,\s+/).map((x) => x.trim());
  return items.length > 1 && items.length <= 4 && items.every((x) => x && tokens(x).length <= 3) ? [line, ...items] : [line];
}

/** The line is the phrase and nothing else (a plural "s" aside): "Entretien", "Bathrooms". */
export function isWholeLine(line: string, phrase: string): boolean {
  const ws = tokens(line);
  return ws.length === tokens(phrase).length && namesEarly(line, phrase);
}

// A copula ("elle est", "is it") before a word: the caller asks a property of the thing.
const COPULA = new Set(['est', 'sont', 'etes', 'is', 'are', 's']);

/**
 * "Votre viande, elle est halal ?", "the eggs, are they organic?": a property asked that the site
 * never says. In the asking clause only: "mon père est décédé, …" tells the story.
 */
export function askedAsProperty(question: string, missing: string[]): boolean {
  const ws = tokens(questionClause(question));
  return missing.some((m) => {
    const at = phraseAt(ws, tokens(m));
    return at > 0 && ws.slice(Math.max(0, at - 2), at).some((w) => COPULA.has(w));
  });
}

/** How many of the site's nearest lines a reply names, and how many words they may take in all. */
const NEAREST_MAX = 4;
const NEAREST_WORDS = 16;

/**
 * What the site does name nearest to a thing it does not confirm: the lines (a short row, else its
 * last heading) of the best-ranked passages, each saying itself a word of the caller's own, at most four and
 * sixteen words, each once. Read after "I can't confirm that", never as a yes.
 */
export function nearestLines(ranked: Ranked[]): string[] {
  const out: string[] = [];
  let count = 0;
  for (const r of ranked.slice(0, 8)) {
    if (!r.literal) continue;
    const heading = r.hit.headingPath.at(-1) ?? '';
    const line = words(r.hit.text).length <= ROW_WORDS ? r.hit.text : words(heading).length <= ROW_WORDS ? heading : '';
    const clean = line
      .replace(/[→›»]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.:;,]+$/, '');
    // The line itself says a word the caller said ("Entretien" for "l'entretien"): a heading that
    // merely sits above the matching text ("Transform Your Life") names nothing asked.
    if (!clean || isLabel(clean) || !r.matched.some((term) => termsIn(clean, [term]) > 0)) continue;
    // "Nos services", "Menu": a section's generic title tells the caller nothing.
    if (isChromeLabel(clean)) continue;
    if (out.some((o) => repeatsLine(o, clean))) continue;
    if (count + words(clean).length > NEAREST_WORDS) break;
    out.push(clean);
    count += words(clean).length;
    if (out.length === NEAREST_MAX) break;
  }
  return out;
}

/**
 * Two lines that say the same once case, accents and punctuation are set aside, or one of which
 * repeats the other whole ("Learner Lessons" and "Learner Lessons, £28 per hour").
 */
function repeatsLine(a: string, b: string): boolean {
  const key = (x: string) => ` ${foldWords(x)} `;
  const [ka, kb] = [key(a), key(b)];
  return ka.includes(kb) || kb.includes(ka);
}

/** Where the words of a phrase first stand together in a list of words, or -1. */
function phraseAt(ws: string[], phrase: string[]): number {
  return ws.findIndex((_, i) => phrase.every((h, j) => ws[i + j] === h));
}
