import type { KnowledgeHit } from '@/lib/knowledge/types';
import { otherSense } from '@/lib/knowledge/vocabulary/senses';
import { onlyOtherConcept } from './concept-words';
import { callToAction } from './knowledge-grounding';
import { offeringNamed } from './knowledge-offering';
import { tokens } from './normalize';
import { answerKind, carriesUnder, kindWords, namesAward, numbersIn, type AnswerKind } from './answer-kind';
import type { Lang } from './language';
import {
  afterDeterminer,
  aside,
  independent,
  isBareValue,
  leadsWith,
  onlyAsVerb,
  onlyAsModifier,
  sentenceOpensOn,
  saysPhrase,
  voiced,
  PASSING_WORDS,
} from './passage-about';
import { isLabel, isTestimonial, readable, samePlural, termsIn, words } from './passage-text';
import { callerContext, choiceBetween, exampleWords, isGenericVerb, isPredicate, predicates, questionClause, topical } from './question';

// Ranking the knowledge base's hits for a question: which of the caller's terms each passage
// says (as said, or by a caller-vocabulary alternative checked in the passage itself), what the
// question's subject is, and the order in which knowledge-answer.ts weighs the passages.

function isPriceTerm(term: string, opts: DecideOptions): boolean {
  const alts = [term, ...(opts.alternatives?.get(term) ?? [])];
  return alts.some((a) => /^(prix|tarif|tarifs|price|prices|cost|how much|combien)$/.test(a));
}

function hasAmount(text: string): boolean {
  return /\d\s?(€|eur\b|euros?\b)|[€$£]\s?\d|\d\s?(\$|£|dollars?\b|pounds?\b)/i.test(text);
}

export type Ranked = {
  hit: KnowledgeHit;
  /** The asking clause's terms other than its verbs, all found here, one of them as said and not on every passage. */
  subjectCovered: boolean;
  /** The question's subject terms (same for every passage). */
  nouns: string[];
  matched: string[];
  clauseMatched: number;
  clauseTerms: number;
  /** Clause terms no returned passage contains: what the site does not talk about. */
  absent: number;
  /** Matched terms weighted: a caller-vocabulary concept (parking, payment…) counts double. */
  weight: number;
  clauseWeight: number;
  /** Terms found as the caller said them (not through the vocabulary). */
  literal: number;
  /** Words of the subject found as the caller said them (else only through the vocabulary's related words). */
  literalSubject: boolean;
  /** The subject words matched are said only inside a parenthesis. */
  aside: boolean;
  /** A vocabulary concept asked is named by the passage's headings. */
  conceptInHeading: boolean;
  /**
   * A thing the caller asked is what this passage is the line of: its own heading, or a short row,
   * opens on it (as said or by its vocabulary), and no word the site lacks qualifies it in the
   * caller's sentence (see `offeringNamed`).
   */
  namedOffering?: string;
  /** Whether a term is a vocabulary concept (several ways to say it), not a plain word. */
  concept: (term: string) => boolean;
  inHeading: number;
  inHeadingTerms: string[];
  /** A short line that names every subject word as the caller said it: the plainest answer to a yes/no. */
  names: boolean;
  /** Terms of the asking clause (verbs too) this passage lacks. */
  clauseMissing: string[];
  amount: boolean;
  phone: boolean;
  /** The passage gives a street line or a postcode. */
  place: boolean;
  /** The passage carries the kind of value asked (an amount for "how much", a year for "since when"). */
  typed: boolean;
  /** Numbers of the question found in the passage ("two hours" → "2 hours"). */
  numbers: number;
};

export type DecideOptions = {
  question: string;
  yesNo: boolean;
  /** The reply must carry an amount ("combien ?") or a phone number ("le numéro ?"). */
  wantsAmount?: boolean;
  wantsPhone?: boolean;
  /** A location question: the reply must name a place (a number, a proper name). */
  wantsPlace?: boolean;
  /** The reply's language (lists are joined and numbers said in it); French when not given. */
  lang?: Lang;
  /** The kind of value asked; read from the question when not given. */
  kind?: AnswerKind;
  /** Each query term's alternatives (caller vocabulary), to check a match in the passage itself. */
  alternatives?: Map<string, string[]>;
  /** Folded words that name the business itself (its name, its trade): every page says them. */
  ignore?: string[];
  max?: number;
};

// A street line ("12 rue des Lilas", "4 Mill Lane", "Pl. de la République") or a postcode
// ("63000", "NY 11415", "BN21 3AB").
const STREET =
  /\b\d{1,4}(bis|ter)?,?\s+(rue|avenue|av\.?|bd|boulevard|place|pl\.|chemin|route|impasse|allée|quai|cours|lieu[- ]dit)\b|\b(rue|avenue|boulevard|place|pl\.|chemin|route|impasse|quai)\s+(de|des|du|d'|la|le|l')|\b\d{1,5}\s+(\p{Lu}\p{Ll}+\s+){1,3}(street|st|road|rd|lane|ln|avenue|ave|drive|dr|way|blvd|boulevard|close|court|place|row|terrace|crescent|highway|hwy|pike)\b\.?|\b\d{5}\s+\p{Lu}|\b[A-Z]{2}\s\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/u;

const PHONE = /(?:\+\d{1,3}[\s.]?)?(?:\(?\d{2,4}\)?[\s.-]?){3,5}\d{2,4}/;

export function askedKind(opts: DecideOptions): AnswerKind | undefined {
  // "I heard a new vet is opening, when do you actually open?": the asking clause says the kind.
  return (
    opts.kind ??
    answerKind(opts.question) ??
    answerKind(questionClause(opts.question)) ??
    (opts.wantsAmount && !namesAward(opts.question) ? 'amount' : undefined)
  );
}

export function rank(hits: KnowledgeHit[], opts: DecideOptions): Ranked[] {
  const kind = askedKind(opts);
  const asksNumbers = numbersIn(questionClause(opts.question));
  // "Combien ?", "how long have you…?" say which kind of value is wanted, not what about.
  const kindSaid = kindWords(questionClause(opts.question));
  // "Il a eu des prix ?" asks about prizes: "prix" is then what is asked about, not a price.
  const award = namesAward(opts.question);
  const asksKind = (term: string) =>
    (isPriceTerm(term, opts) && !award) ||
    (kind !== undefined && (answerKind(term) !== undefined || tokens(term).every((w) => kindSaid.has(w))));
  const ignore = new Set(opts.ignore ?? []);
  // The business's own words, where a two-sense word's sense is read when the caller gives none.
  const businessWords = [...ignore].join(' ');
  // The trade as the caller names it ("the chiropractor" at "Balance Chiropractic", "un
  // ostéopathe" at a "cabinet d'ostéopathie") is the business itself, like its name.
  const sameTrade = (w: string, i: string) => samePlural(w, i) || (w.length >= 8 && i.length >= 8 && w.slice(0, 7) === i.slice(0, 7));
  const subject = (terms: string[]) =>
    topical(terms, opts.question).filter((term) => !tokens(term).every((w) => [...ignore].some((i) => sameTrade(w, i))));
  const clauseWords = tokens(questionClause(opts.question));
  const asked = subject(hits[0]?.queryTerms ?? []);
  const clauseTerms = asked.filter((term) => tokens(term).some((w) => clauseWords.includes(w)));
  // A vocabulary concept (parking, payment…) weighs double, unless it is the trade itself
  // ("une coupe" on a hair salon's site, whose every page is about hair).
  const concept = (term: string) => {
    const alts = opts.alternatives?.get(term) ?? [];
    return alts.length > 1 && !alts.some((alt) => tokens(alt).some((w) => [...ignore].some((i) => samePlural(w, i))));
  };
  const weigh = (terms: string[]) => terms.reduce((sum, term) => sum + (concept(term) ? 2 : 1), 0);
  const namesBusiness = (alt: string) => tokens(alt).every((w) => [...ignore].some((i) => samePlural(w, i)));
  const askedAsNoun = new Set(asked.filter((term) => afterDeterminer(opts.question, term)));
  // "Is there a proper fire?" asks for a fire, which "a fire sprinkler" is not; "a legal
  // requirement" qualifies as the site may. English only: French qualifies after the noun.
  const askedAsHead = new Set(opts.lang === 'en' ? [...askedAsNoun].filter((term) => !onlyAsModifier(opts.question, term)) : []);
  // "grooming, like nail trims and baths?": the examples need not all be on the site.
  const examples = exampleWords(opts.question);
  const example = (term: string) => tokens(term).every((w) => examples.has(w));
  const sides = choiceBetween(opts.question);
  const choice = sides ? asked.filter((term) => sides.some((side) => tokens(term).every((w) => side.includes(w)))) : undefined;
  const ranked = hits
    // A bare value ("7,50 / 11,00 €") reads with the heading that names it ("Margherita").
    // A link label kept as a line ("Commander en ligne → Voir les burgers") says where to click, not what is done.
    .filter(
      (hit) =>
        (readable(hit.text) || (isBareValue(hit.text) && hit.headingPath.length > 0)) && !isTestimonial(hit) && !callToAction(hit.text),
    )
    .map((hit) => {
      const heading = hit.headingPath.join(' ');
      const text = `${heading} ${hit.text}`;
      // The database's match, checked in the passage itself (a stemmer makes "garer" find
      // "gare"), by the caller's word or one of its vocabulary alternatives.
      const digits = new Set(
        tokens(where0(hit))
          .filter((w) => /^\d+$/.test(w))
          .map(Number),
      );
      // Each heading and the text apart: "Contactez-nous › Viennoiseries" has no verb after "nous".
      const verbOnly = (where: string, said: string) => {
        const parts = (where === heading ? hit.headingPath : [...hit.headingPath, hit.text]).filter((x) => termsIn(x, [said]) > 0);
        return parts.length > 0 && parts.every((x) => onlyAsVerb(x, said));
      };
      const notAsNoun = (where: string, term: string, said = term) =>
        askedAsNoun.has(term) && (verbOnly(where, said) || (askedAsHead.has(term) && onlyAsModifier(where, said)));
      // A word with two senses counts only where the passage and the caller share one.
      const sameSense = (term: string, where: string) =>
        !(opts.lang && otherSense(opts.question, where, term, opts.lang, opts.alternatives?.get(term), businessWords));
      const found = (term: string, where: string) =>
        sameSense(term, where) &&
        ((termsIn(where, [term]) > 0 && !notAsNoun(where, term) && !onlyOtherConcept(where, term)) ||
          // The business's own name says nothing of what it offers ("Couleur Café" for hair colour).
          (opts.alternatives?.get(term) ?? []).some(
            (alt) => !namesBusiness(alt) && termsIn(where, [alt], true) > 0 && !notAsNoun(where, term, alt),
          ) ||
          // "two hours" is found in "2 hours".
          numbersIn(term).some((n) => digits.has(n)) ||
          // "Combien ?" / "how much?" is answered by an amount, whatever the words around it.
          (isPriceTerm(term, opts) && hasAmount(where)));
      const label = isLabel(hit.text);
      const matched = asked.filter(
        (term) =>
          (hit.matchedTerms.includes(term) && !opts.alternatives) ||
          (label ? termsIn(text, [term]) > 0 && sameSense(term, text) : found(term, text)),
      );
      // "A man or a woman?": one side said answers the choice, the other side need not be.
      if (choice && matched.some((term) => choice.includes(term))) matched.push(...choice.filter((term) => !matched.includes(term)));
      const inClause = clauseTerms.filter((term) => matched.includes(term));
      return {
        hit: { ...hit, matchedTerms: matched },
        matched,
        clauseMatched: inClause.length,
        clauseTerms: clauseTerms.length,
        absent: 0,
        weight: weigh(matched),
        clauseWeight: weigh(inClause),
        literal: matched.filter((term) => termsIn(text, [term]) > 0).length,
        inHeading: matched.filter((term) => found(term, heading)).length,
        inHeadingTerms: matched.filter((term) => found(term, heading)),
        // "…can you help with?" names no activity: the site need not say "help" where it says, in
        // its own voice, that it does the thing ("We work with… air source heat pumps"); a row
        // that merely names a word of the question ("House Clearance") does not say it helps.
        clauseMissing: clauseTerms.filter(
          (term) => !matched.includes(term) && !example(term) && !(isGenericVerb(term) && voiced(hit.text, matched)),
        ),
        amount: hasAmount(hit.text),
        phone: PHONE.test(hit.text),
        place: STREET.test(hit.text),
        typed: Boolean(kind && carriesUnder(kind, heading, hit.text)),
        numbers: asksNumbers.filter((n) => digits.has(n)).length,
      };
    });
  const anywhere = new Set(ranked.flatMap((r) => r.matched));
  const verbs = predicates(opts.question);
  // What the caller says about themselves ("my nephew's birthday") is context, not the subject.
  const own = callerContext(opts.question);
  // "Combien ?", "how much?" ask for the amount, not about a thing: the subject is elsewhere.
  // "Are you NICEIC approved? I need the number.": the status asked ("approved", "agréé") is what
  // the number proves; the line giving the body's number need not repeat it.
  const status = (term: string) => kind === 'code' && tokens(term).length === 1 && /(ed|ee|ie)$/.test(term);
  const essential = (terms: string[]) =>
    terms.filter(
      (term) => !isPredicate(term, verbs) && !tokens(term).every((w) => own.has(w) || examples.has(w)) && !asksKind(term) && !status(term),
    );
  // "What do they run?" after "those key lime pies": with nothing left in the asking clause, the whole question.
  // Else the caller's own thing when that is all the clause names ("on peut venir avec notre
  // chien ?"), else the clause's own verb when it is telling ("il faut réserver ?"), else the
  // whole question ("…back pain, is that something you can help with?").
  const own2 = clauseTerms.filter((term) => !isPredicate(term, verbs) && !asksKind(term));
  const telling = clauseTerms.filter((term) => !isGenericVerb(term) && !asksKind(term));
  // With nothing asked in the clause but the kind of value ("when do you actually open?"), the
  // story around it situates the question: its words the site has are the subject, one it lacks
  // ("a new vet") is the caller's wording, not a missing thing.
  const story = essential(asked);
  const situated = kind && !clauseTerms.length ? story.filter((term) => anywhere.has(term)) : [];
  const nouns = [essential(clauseTerms), own2, telling, situated, story].find((list) => list.length) ?? [];
  const absent = nouns.filter((term) => !anywhere.has(term)).length;
  // Every thing the question names, its story included (the words an offering's line is checked against).
  const nounTerms = asked.filter((term) => !isPredicate(term, verbs) && !asksKind(term));
  const clauseNouns = essential(clauseTerms);

  // A word on nearly every passage ("voiture" on a garage's site) says nothing on its own.
  const common = (term: string) => ranked.length >= 6 && ranked.filter((r) => r.matched.includes(term)).length >= ranked.length - 1;
  // "Walnut blasting, what's it cost?", "combien de bureaux ?": the word asking the kind of value
  // is found by any amount, on a price list about other things. On a passage naming none of the
  // subject it is a coincidence, so it must not put that passage above one about the subject.
  const aboutElse = (r: (typeof ranked)[number]) => nouns.length > 0 && !nouns.some((term) => r.matched.includes(term));
  const askedWeight = (r: (typeof ranked)[number]) =>
    aboutElse(r) ? weigh(clauseTerms.filter((term) => r.matched.includes(term) && !asksKind(term))) : r.clauseWeight;
  const typedAbout = (r: (typeof ranked)[number]) => r.typed && !aboutElse(r);
  return ranked
    .map((r) => ({
      ...r,
      absent,
      nouns,
      names: nouns.length > 0 && words(r.hit.text).length <= 8 && nouns.every((term) => termsIn(r.hit.text, [term]) > 0),
      conceptInHeading: nouns.some((term) => concept(term) && r.inHeadingTerms.includes(term)),
      namedOffering: offeringNamed(r.hit, opts, {
        candidates: nouns.filter((term) => r.matched.includes(term) && !common(term)),
        asked: nounTerms,
        matched: r.matched,
        missing: nounTerms.filter((term) => !anywhere.has(term)),
        unsaid: nounTerms.filter((term) => !r.matched.includes(term)),
        verbMissing: r.clauseMissing.some((term) => isPredicate(term, verbs) && !isGenericVerb(term)),
        clauseMissing: clauseNouns.some((term) => !anywhere.has(term)),
      }),
      aside: aside(r.hit, nouns, r.matched),
      concept,
      literalSubject:
        nouns.some(
          (term) =>
            termsIn(`${r.hit.headingPath.join(' ')} ${r.hit.text}`, [term]) > 0 ||
            // A related word of the vocabulary counts where it says what the passage is about: the
            // word its heading or its text opens on ("Stationnement privé…", "Chez le nourrisson"),
            // not in passing ("a family dinner") nor as a complement ("Droit de la famille").
            // Later on, a sentence whose very first words are it says so too ("…a local shop. Run
            // by Anna and Tom."); not one that merely mentions it after a determiner ("Our team, …").
            (opts.alternatives?.get(term) ?? []).some(
              (alt) =>
                leadsWith(r.hit.headingPath.at(-1) ?? '', alt) ||
                leadsWith(r.hit.text, alt) ||
                sentenceOpensOn(r.hit.text, alt) ||
                saysPhrase(r.hit.text, alt),
            ),
        ) ||
        // Two things asked, each said by its own words ("payer par carte bleue ?" → "…pas de
        // terminal CB. Les moyens de paiement…"): together they say what the passage is about.
        (nouns.some((term) => r.matched.includes(term)) &&
          words(r.hit.text).length <= PASSING_WORDS &&
          independent(
            `${r.hit.headingPath.join(' ')} ${r.hit.text}`,
            // A price concept counts by the word that says it ("paiement"), not by an amount.
            clauseTerms.filter((term) => r.matched.includes(term) && !tokens(term).every((w) => kindSaid.has(w))),
            opts.alternatives,
          )),
      // A word the site says on nearly every passage ("pizzas" on a pizzeria's) is the trade
      // itself: the passage need not repeat it ("vous faites des pizzas à emporter ?" → "À emporter").
      subjectCovered:
        nouns.length > 0 &&
        nouns.every((term) => r.matched.includes(term) || common(term)) &&
        nouns.some(
          (term) =>
            !common(term) &&
            (termsIn(`${r.hit.headingPath.join(' ')} ${r.hit.text}`, [term]) > 0 ||
              // A vocabulary phrase said whole ("dietary needs" for "coeliac") names the concept.
              (opts.alternatives?.get(term) ?? []).some((alt) => !namesBusiness(alt) && saysPhrase(r.hit.text, alt))),
        ),
    }))
    .sort(
      (a, b) =>
        askedWeight(b) - askedWeight(a) ||
        // "Elle est où ?" → the passage with a street or a postcode, not one that says "boutique".
        (opts.wantsPlace ? Number(b.place) - Number(a.place) : 0) ||
        b.numbers - a.numbers ||
        Number(typedAbout(b)) - Number(typedAbout(a)) ||
        // "Do you do boiler services?" → the row "Boiler Servicing" over a long line that also
        // matches the caller's story ("yearly").
        (opts.yesNo ? Number(b.names) - Number(a.names) : 0) ||
        b.weight - a.weight ||
        b.literal - a.literal ||
        b.inHeading - a.inHeading ||
        (opts.wantsAmount ? Number(b.amount) - Number(a.amount) : 0) ||
        (opts.wantsPhone ? Number(b.phone) - Number(a.phone) : 0) ||
        b.hit.score - a.hit.score,
    );
}

/**
 * The line of the same section that carries the value asked, when the passage that answers the
 * subject does not: "les soirées du vendredi, ça commence à quelle heure ?" → "Nos soirées
 * spéciales › Le vendredi et samedi soir" is about the subject, "› À partir de 21 h…" gives the time.
 * Only between two short lines under the very same headings of the same page, the second a plain
 * statement of the value: a row naming its own thing ("Menu Enfant · 8,50 €") is another offering.
 */
export function sectionValue(best: Ranked, ranked: Ranked[]): Ranked | undefined {
  const section = best.hit.headingPath.join('›');
  const short = (r: Ranked) => words(r.hit.text).length <= 12;
  if (!section || best.typed || !short(best)) return undefined;
  return ranked.find(
    (r) =>
      r !== best &&
      r.typed &&
      short(r) &&
      !r.hit.text.includes(' · ') &&
      r.hit.sourceUrl === best.hit.sourceUrl &&
      r.hit.headingPath.join('›') === section &&
      !isLabel(r.hit.text),
  );
}

export function where0(hit: KnowledgeHit): string {
  return `${hit.headingPath.join(' ')} ${hit.text}`;
}
