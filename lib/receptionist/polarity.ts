import { normalize, tokens } from './normalize';
import { sameWord } from './passage-text';

// A line can deny what is asked without a "not": "entièrement non-fumeur", "a smoke-free
// property", "interdit aux animaux", "pets are prohibited". Asked "can we smoke?", such a line
// answers "no" — it must never be read after a "yes". The caller who asks for the denied thing
// itself ("un gîte non-fumeur ?", "gluten-free bread?") gets the line as a yes: same polarity.

// A prefix or suffix that turns a word into its absence: "non-fumeur", "sans-gluten", "smoke-free".
const PREFIXED = /\b(?:non|sans|anti)[-\s](\p{L}{3,})/gu;
const SUFFIXED = /\b(\p{L}{3,})[-\s](?:free|less)\b/gu;
// Words that forbid; they deny what is asked only in the clause that names it ("dogs welcome;
// smoking is prohibited" does not forbid the dog).
const FORBIDS =
  /\b(interdit|interdite|interdits|interdites|interdiction|defendu|defendue|proscrit|prohibited|forbidden|banned|not allowed|not permitted)\b/;

function negatedWords(text: string): string[] {
  const n = normalize(text);
  return [...n.matchAll(PREFIXED), ...n.matchAll(SUFFIXED)].map((m) => m[1]);
}

/**
 * Whether `text` says the opposite of what `question` asks: it negates a word the question says
 * ("non-fumeur" for "fumer"), or forbids, in the same clause, what the caller named (`about`:
 * the terms the passage was found by and their vocabulary alternatives, "dog" → "pets"); and the
 * question carries neither itself.
 */
export function deniesAsked(text: string, question: string, about: string[] = []): boolean {
  const asked = tokens(question).filter((w) => w.length >= 3);
  const askedNegated = negatedWords(question);
  const negated = negatedWords(text).filter((w) => asked.some((a) => sameWord(a, w)));
  if (negated.some((w) => !askedNegated.some((a) => sameWord(a, w)))) return true;
  if (FORBIDS.test(normalize(question).replace(/'/g, ' '))) return false;
  // Content words only: "the" or "can" are in every clause.
  const named = [...asked.filter((w) => w.length >= 4), ...about.flatMap((a) => tokens(a))];
  return clauses(text).some((c) => FORBIDS.test(c) && tokens(c).some((w) => named.some((a) => sameWord(a, w))));
}

/** The clauses of a line, folded: cut at sentence ends, semicolons, commas and "but" / "mais". */
function clauses(text: string): string[] {
  return text
    .split(/[.;!?]|,\s|\b(?:but|mais|whereas|alors que)\b/i)
    .map((c) => normalize(c).replace(/'/g, ' '))
    .filter((c) => c.trim());
}
