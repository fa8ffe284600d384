import { queryTerms, type Lang } from '@/lib/knowledge/query';
import { askedSide, alternativesOf, callerContext, isGenericVerb, predicates, questionClause, topical } from '../question';
import { normalize, tokens } from '../normalize';

// What an offer question asks for: the things named in its asking clause ("do you do a full Irish
// breakfast?" asks for "full", "irish", "breakfast"), apart from how it asks (generic verbs, the
// price, the booking), the caller's own circumstances ("for my nephew") and words that only
// situate it. Each thing keeps the concept's other words (the caller vocabulary) to be found by.

export type AskedThing = {
  /** The caller's own words, folded ("heat pump"). */
  said: string;
  /** Other words for the same concept, folded (the caller vocabulary); may be broad. */
  alternatives: string[];
  /** How much the thing says what is asked: a complement ("for beginners", "des voitures") says less. */
  weight: number;
  /** The head of what is asked: the noun an offer must name ("breakfast" in "a full Irish breakfast"). */
  head: boolean;
  /** A day or a time of day: a condition, never the head. */
  when: boolean;
  /** A verb of the question ("move", "louez"): it counts, but an offer is named by a noun. */
  verb: boolean;
};

// A day or a time of day is a condition no offer's name carries: it always counts in full.
const WHEN =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|soir|soiree|nuit|night|evening|evenings|weekends?)$/;

/**
 * An offer question: "do you do/have/sell…", "is there…", "can I get…", "vous faites…", "il y a…",
 * "on peut…". Not a question about a person or a thing's quality ("is the instructor a woman?").
 */
export function asksForOffer(question: string): boolean {
  return OFFER_ASK.test(
    normalize(askingClause(question)).replace(/^(?:(?:hi|hiya|hello|hey|bonjour|bonsoir|salut|allo|euh|so|ok|and|et|alors)\s+)+/, ''),
  );
}
const OFFER_ASK =
  /\b(do you|do y all|does the|can i|can we|could i|could we|can you|could you|you can|you could|something you|is there|are there|any chance|have you got|got any|dans vos cordes|vous vous occupez|vous (faites|avez|proposez|vendez|louez|installez|prenez|acceptez|pouvez|pourriez|livrez|organisez)|faites vous|avez vous|proposez vous|il y a|y a t il|y a t|on peut|je peux|puis je|est ce que vous)\b/;

// Concepts that frame an offer question rather than name the offer: its price, its booking, a time.
const FRAMING =
  /^(prix|prices?|tarifs?|costs?|how much|combien|coute|rendez vous|appointments?|reservations?|reserver|book|booking|commander|order|horaires|hours|open|roughly|environ)$/;
// Partitive articles after a verb ("vous avez des…"), prepositions after a noun ("l'entretien des voitures").
const ARTICLE = /^(des|du|de|d)$/;
// A complement follows these words: "lessons for beginners", "l'entretien des voitures".
const COMPLEMENT = /^(for|of|with|at|in|on|pour|de|des|du|d|avec|a|au|aux|en|sur|chez)$/;

/** The asking clause: the asked side of "is it just a pub or do you do food?", else the first side of an alternative. */
function askingClause(question: string): string {
  const side = askedSide(question);
  if (side) return side;
  const sides = alternativesOf(question);
  return sides.length === 2 ? sides[0] : questionClause(question);
}

/** The things asked for, in the order said; `ignore` holds the business's own name and trade words. */
export function askedThings(question: string, lang: Lang, ignore: string[] = []): AskedThing[] {
  const clause = askingClause(question);
  // "Pour les plats du midi, vous prenez les tickets restaurant ?": the part that asks ("vous
  // prenez…") names the thing; the parts around it only situate it.
  // What follows the asking part narrows it ("…tyres, like budget ones?") and still counts in full.
  const parts = clause.split(/[,;]\s+/);
  const first = parts.findIndex((part) => OFFER_ASK.test(normalize(part)));
  if (first > 0) {
    const main = thingsIn(parts.slice(first).join(', '), question, lang, ignore);
    if (main.length) {
      const around = thingsIn(parts.slice(0, first).join(', '), question, lang, ignore);
      const known = new Set(main.map((thing) => thing.said));
      return [...main, ...around.filter((thing) => !known.has(thing.said)).map((thing) => ({ ...thing, weight: 0.5, head: false }))];
    }
  }
  const things = thingsIn(clause, question, lang, ignore);
  // "Solar panels, we're thinking about it, is that something you do?": a clause that names
  // nothing asks about what the question named before it.
  return things.length ? things : thingsIn(question, question, lang, ignore);
}

function thingsIn(clause: string, question: string, lang: Lang, ignore: string[]): AskedThing[] {
  const verbs = predicates(clause);
  const mine = callerContext(question);
  const ws = tokens(clause);
  const out: AskedThing[] = [];
  let cursor = 0;
  for (const term of queryTerms(clause, lang)) {
    const parts = tokens(term.said);
    if (!topical([term.said]).length || isGenericVerb(term.said)) continue;
    if (FRAMING.test(term.said)) continue;
    if (parts.every((p) => mine.has(p) || ignore.includes(p) || /^\d/.test(p))) continue;
    // A verb says what is done ("changez-vous les pneus ?"), but an offer is named by its noun
    // ("Pneumatiques", "Location de voitures"): it counts half, and may go unsaid.
    const verb = parts.every((p) => verbs.has(p));
    // A complement is joined to what came before by a preposition ("de la viande halal" is one
    // phrase; "l'entretien des voitures" is a thing and its complement).
    const at = ws.indexOf(parts[0], cursor);
    // After a verb, "des"/"du" is an article and what follows is its object ("vous louez des voitures").
    const previous = out.at(-1);
    const complement =
      previous !== undefined && at > cursor && ws.slice(cursor, at).some((w) => COMPLEMENT.test(w) && !(previous.verb && ARTICLE.test(w)));
    if (at >= 0) cursor = at + parts.length;
    const when = parts.some((p) => WHEN.test(p));
    out.push({
      said: term.said,
      alternatives: term.alternatives.filter((a) => a !== term.said),
      weight: (complement || verb) && !when ? 0.5 : 1,
      head: false,
      when,
      verb,
    });
  }
  // English puts the head last in its noun phrase ("a full Irish breakfast"), French first
  // ("l'entretien des voitures"): the first phrase runs up to the first complement.
  const phrase = out.filter(
    (thing, i) => thing.weight === 1 && !thing.when && !thing.verb && out.slice(0, i).every((x) => x.weight === 1 || x.verb),
  );
  // "On peut manger ?": a verb alone is what is asked, found by its concept's nouns ("plats").
  const head =
    (lang === 'en' ? phrase.at(-1) : phrase[0]) ?? (out.length === 1 && out[0].verb && out[0].alternatives.length ? out[0] : undefined);
  if (head) {
    head.head = true;
    head.weight = 1;
  }
  return out;
}
