import type { KnowledgeHit } from '@/lib/knowledge/types';
import { onlyOtherConcept } from './concept-words';
import { tokens } from './normalize';
import { answerKind, carries, carriesUnder, kindWords, namesPractitioner, numbersIn, personIn, type AnswerKind } from './answer-kind';
import type { Lang } from './language';
import { asksCategory, completingRows, listAnswer, merge, siblings } from './knowledge-lists';
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
  addsToQuestion,
  namingHeading,
  PASSING_WORDS,
  saysAll,
  withHeading,
} from './passage-about';
import { excerpt, isLabel, isNegative, isTestimonial, readable, samePlural, speakable, termsIn, words } from './passage-text';
import {
  alternativesOf,
  askedSide,
  callerContext,
  choiceBetween,
  exampleWords,
  isGenericVerb,
  isPredicate,
  predicates,
  questionClause,
  topical,
} from './question';

// Deciding from the knowledge base's hits what the receptionist may say. Pure functions over
// KnowledgeHit[] (the search itself is lib/knowledge): a confident match is answered with the
// site's own words, cut down to the sentence that carries what was asked; anything weaker is an
// honest "I don't have that". A yes/no question gets "yes" only when the passage says it.

export { excerpt, isNegative } from './passage-text';

export type KnowledgeAnswer = { kind: 'answer'; text: string; hit: KnowledgeHit; yes: boolean } | { kind: 'weak'; best?: KnowledgeHit };

function isPriceTerm(term: string, opts: DecideOptions): boolean {
  const alts = [term, ...(opts.alternatives?.get(term) ?? [])];
  return alts.some((a) => /^(prix|tarif|tarifs|price|prices|cost|how much|combien)$/.test(a));
}

function hasAmount(text: string): boolean {
  return /\d\s?(€|eur\b|euros?\b)|[€$£]\s?\d|\d\s?(\$|£|dollars?\b|pounds?\b)/i.test(text);
}

type Ranked = {
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

const BARE_NO = /^\s*(no|non|nope|malheureusement non|unfortunately not|sorry,? no|désolé,? non)\s*[.!,—–-]\s/i;

const PHONE = /(?:\+\d{1,3}[\s.]?)?(?:\(?\d{2,4}\)?[\s.-]?){3,5}\d{2,4}/;

function askedKind(opts: DecideOptions): AnswerKind | undefined {
  // "I heard a new vet is opening, when do you actually open?": the asking clause says the kind.
  return opts.kind ?? answerKind(opts.question) ?? answerKind(questionClause(opts.question)) ?? (opts.wantsAmount ? 'amount' : undefined);
}

function rank(hits: KnowledgeHit[], opts: DecideOptions): Ranked[] {
  const kind = askedKind(opts);
  const asksNumbers = numbersIn(questionClause(opts.question));
  // "Combien ?", "how long have you…?" say which kind of value is wanted, not what about.
  const kindSaid = kindWords(questionClause(opts.question));
  const asksKind = (term: string) =>
    isPriceTerm(term, opts) || (kind !== undefined && (answerKind(term) !== undefined || tokens(term).every((w) => kindSaid.has(w))));
  const ignore = new Set(opts.ignore ?? []);
  // The trade as the caller names it ("the chiropractor" at "Balance Chiropractic", "un
  // ostéopathe" at a "cabinet d'ostéopathie") is the business itself, like its name.
  const sameTrade = (w: string, i: string) => samePlural(w, i) || (w.length >= 8 && i.length >= 8 && w.slice(0, 7) === i.slice(0, 7));
  const subject = (terms: string[]) =>
    topical(terms).filter((term) => !tokens(term).every((w) => [...ignore].some((i) => sameTrade(w, i))));
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
    .filter((hit) => (readable(hit.text) || (isBareValue(hit.text) && hit.headingPath.length > 0)) && !isTestimonial(hit))
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
      const notAsNoun = (where: string, term: string, said = term) =>
        askedAsNoun.has(term) && (onlyAsVerb(where, said) || (askedAsHead.has(term) && onlyAsModifier(where, said)));
      const found = (term: string, where: string) =>
        (termsIn(where, [term]) > 0 && !notAsNoun(where, term) && !onlyOtherConcept(where, term)) ||
        // The business's own name says nothing of what it offers ("Couleur Café" for hair colour).
        (opts.alternatives?.get(term) ?? []).some(
          (alt) => !namesBusiness(alt) && termsIn(where, [alt], true) > 0 && !notAsNoun(where, term, alt),
        ) ||
        // "two hours" is found in "2 hours".
        numbersIn(term).some((n) => digits.has(n)) ||
        // "Combien ?" / "how much?" is answered by an amount, whatever the words around it.
        (isPriceTerm(term, opts) && hasAmount(where));
      const label = isLabel(hit.text);
      const matched = asked.filter(
        (term) => (hit.matchedTerms.includes(term) && !opts.alternatives) || (label ? termsIn(text, [term]) > 0 : found(term, text)),
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
  // A word on nearly every passage ("voiture" on a garage's site) says nothing on its own.
  const common = (term: string) => ranked.length >= 6 && ranked.filter((r) => r.matched.includes(term)).length >= ranked.length - 1;
  return ranked
    .map((r) => ({
      ...r,
      absent,
      nouns,
      names: nouns.length > 0 && words(r.hit.text).length <= 8 && nouns.every((term) => termsIn(r.hit.text, [term]) > 0),
      conceptInHeading: nouns.some((term) => concept(term) && r.inHeadingTerms.includes(term)),
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
        b.clauseWeight - a.clauseWeight ||
        // "Elle est où ?" → the passage with a street or a postcode, not one that says "boutique".
        (opts.wantsPlace ? Number(b.place) - Number(a.place) : 0) ||
        b.numbers - a.numbers ||
        Number(b.typed) - Number(a.typed) ||
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
 * Confident when the best passage holds every subject term of the asking clause ("vous faites la
 * carrosserie ?" → "Carrosserie"); or two terms of the question, one of them from that clause,
 * and nothing asked missing from the whole site ("du pain sans gluten pour les burgers ?" is not
 * answered by a burger's bun when no passage says "gluten"); or, again nothing missing, a
 * passage whose heading names what is asked ("garer la voiture" → "Parking privé › …"). One
 * incidental word shared with a passage ("salon" in "can I park near the salon?") is not an answer.
 */
function confident(r: Ranked): boolean {
  // Only verbs matched ("can you help with…?"): nothing says the passage is about what is asked.
  // Nor does a word said only inside a parenthesis ("(l'Oréal professionnel)"), a gloss or a brand.
  if (!r.nouns.length || !r.literalSubject || r.aside) return false;
  if (r.clauseTerms > 0 && r.clauseMatched === r.clauseTerms) return true;
  // A vocabulary concept asked (paying, parking, delivery…) that the passage does not name: it is
  // about something else ("payer par carte ?" is not answered by the menu, "La carte").
  const missing = [...r.nouns, ...r.clauseMissing].filter((term) => !r.matched.includes(term));
  if (missing.some((term) => r.concept(term))) return false;
  // "Could you put in underfloor heating?" → "Underfloor Heating": the verb is the site's to phrase.
  if (r.subjectCovered && r.absent === 0) return true;
  if (r.matched.length >= 2 && (r.clauseMatched > 0 || r.clauseTerms === 0) && r.absent === 0) return true;
  // "garer la voiture" → "Parking privé › Un stationnement…": a vocabulary concept named by the
  // heading answers for the plain words around it.
  return r.conceptInHeading && r.absent === 0;
}

/** The text read out, with the passage's headings, says a subject word (as said or by its concept). */
function coversSubject(best: Ranked, text: string, opts: DecideOptions): boolean {
  const nouns = best.nouns.filter((term) => best.matched.includes(term));
  if (!nouns.length) return true;
  const where = `${best.hit.headingPath.join(' ')} ${text}`;
  return nouns.some(
    (term) => termsIn(where, [term]) > 0 || (opts.alternatives?.get(term) ?? []).some((alt) => termsIn(where, [alt], true) > 0),
  );
}

function where0(hit: KnowledgeHit): string {
  return `${hit.headingPath.join(' ')} ${hit.text}`;
}

/**
 * The kind of value asked (an amount, a year, a person…) in a passage that holds a word of the
 * asking clause, with nothing asked missing from the site: "how much for two hours?" →
 * "£56.00 per 2 hours" although "two" is written "2".
 */
// The words a "Dr." title abbreviates.
const DOCTOR = /^(doctor|doctors|doc|docteur|docteurs|doctoresse|medecin|médecin)$/;

function typedAnswer(r: Ranked, kind: AnswerKind | undefined): boolean {
  // "How long have you been going?" names nothing else: a passage that dates the business answers.
  // "What's the chiropractor called?" at a chiropractor's names only the trade: a passage that
  // names someone by a title or with their role ("Dr. Putnam", "Randy Palmer, the owner") answers.
  if (!r.nouns.length)
    return (
      (kind === 'since' && SELF_DATING.test(r.hit.text) && carries('since', r.hit.text)) ||
      (kind === 'person' && namesPractitioner(where0(r.hit)))
    );
  // "Who's the doctor?" → "Dr. Yang's Clinic Hours": the title "Dr." says "doctor" (not "dentist",
  // nor "vet": a chiropractor's "Dr." answers only the doctor asked).
  const said =
    r.literalSubject || (kind === 'person' && r.nouns.every((term) => DOCTOR.test(term)) && /\b(Dr|Dre)\.?\s+\p{Lu}/u.test(where0(r.hit)));
  return r.typed && said && r.nouns.every((term) => r.matched.includes(term)) && r.absent === 0;
}

// The business dating itself: "depuis 1960", "established 2017", "15 years' experience", "de père
// en fils" — not any date after "depuis" ("reconnu depuis le 4 mars 2002", "ouverte depuis le 10 avril").
const SELF_DATING =
  /\b(since|depuis|established|est\.|founded( in)?|fond[ée]e? en|cr[ée]{2}e? en|ouvert en|opened in)\s+(18|19|20)\d{2}\b|\b\d+\+?\s?(ans|years?)('|’)?\s+(d['’]\s?)?(experience|expérience|of experience|in business|de métier)|years in business|trading for|de p[èe]re en fils|g[ée]n[ée]rations?/i;

/** Passages weighed before giving up on a question: the best few, the rest match less. */
const ALTERNATIVES_READ = 8;

/**
 * Decides from the search hits (best first) whether and what to answer. An alternative question
 * ("une boucherie ou que de l'épicerie ?") names what it asks about first: that side alone may be
 * answered (the other side is the caller's guess, said in passing: "…or do I just call you?").
 */
export function decideFromHits(hits: KnowledgeHit[], opts: DecideOptions): KnowledgeAnswer {
  // "Is it just a pub or do you do food?": the side not marked "just" is the question.
  const side = askedSide(opts.question);
  const asked = side ? decideOnce(hits, { ...opts, question: side }, true) : undefined;
  if (asked?.kind === 'answer') return asked;
  const whole = decideOnce(hits, opts);
  if (whole.kind === 'answer') return whole;
  // The side marked "just" is what the caller already knows ("c'est juste une pâtisserie ou…"):
  // a yes to it answers nothing, and the other side was tried first.
  const [first] = side ? [] : alternativesOf(opts.question);
  // Said in the caller's own words only: half a question is too little to go on otherwise.
  const firstSide = first ? decideOnce(hits, { ...opts, question: first }, true) : whole;
  return firstSide.kind === 'answer' ? firstSide : whole;
}

function decideOnce(hits: KnowledgeHit[], opts: DecideOptions, literal = false): KnowledgeAnswer {
  if (!hits.length) return { kind: 'weak' };
  const ranked = rank(hits, opts);
  if (!ranked.length) return { kind: 'weak' };
  const kind = askedKind(opts);
  const sureOf = (r: Ranked) =>
    (confident(r) || typedAnswer(r, kind)) && (!literal || r.nouns.every((term) => termsIn(where0(r.hit), [term]) > 0));
  const read = ranked.slice(0, ALTERNATIVES_READ);
  // A value asked ("how long until the quote?") is answered by the passage that carries one
  // ("…within 48 hours") and is about what is asked, ahead of one that shares more of the
  // clause's words but has no value; a value alone does not make a passage about it.
  // Else, among the passages that match the asking clause as well as the first one, the first
  // that plainly answers ("Dogs & cats" rather than a long line that names them in passing).
  const best =
    (kind ? read.find((r) => r.typed && confident(r) && sureOf(r)) : undefined) ??
    read.find((r) => r.clauseWeight === ranked[0].clauseWeight && sureOf(r)) ??
    ranked[0];
  const sure = sureOf(best);
  // Rows of one list answer together: "la carte ou que du liquide ?" → "Moyens de paiement ›
  // Espèces", "› VISA".
  const rows = sure ? [] : completingRows(best, ranked);
  if (!sure && !rows.length) return { kind: 'weak', best: best.hit };
  // "Combien ?" answered without an amount, "depuis quand ?" without a year, "le numéro ?"
  // without a number: not an answer.
  if ((kind && !best.typed) || (opts.wantsPhone && !best.phone)) return { kind: 'weak', best: best.hit };
  const list = !kind || asksCategory(best, ranked, kind) ? listAnswer(best, ranked, opts) : undefined;
  let text = list ?? excerpt(rows.length ? merge(best, rows) : siblings(best, ranked), opts.max, kind, opts.alternatives);
  const heading = best.hit.headingPath.join(' ');
  // "Who is it?" under "Dr. Yang's Clinic Hours" › "Sun: Closed": the person is the answer.
  const person = kind === 'person' && !carries('person', text) ? personIn(heading) : undefined;
  if (person) text = `${person}.`;
  if (kind && !carriesUnder(kind, heading, text)) return { kind: 'weak', best: best.hit };
  // A value read from a sentence about something else ("…lessons. Parking costs £5.") answers
  // nothing: the sentence read, or the heading above it, must say a subject word asked.
  if (kind && !list && !person && !coversSubject(best, text, opts)) return { kind: 'weak', best: best.hit };
  // A bare heading ("Honoraires.") answers a yes/no at most; "Dr. Yang." answers "who?".
  if (!text || (!opts.yesNo && words(text).length < 3 && !(kind && carries(kind, text)) && !person))
    return { kind: 'weak', best: best.hit };
  // "How do I get in past the gate?" → "From Our Gate." repeats the question: a wh-question's
  // answer says something besides what was asked.
  if (!opts.yesNo && !kind && !addsToQuestion(text, opts.question)) return { kind: 'weak', best: best.hit };
  // "Où êtes-vous ?" → "On vous guide." names no place.
  if (opts.wantsPlace && !/\d|\s\p{Lu}/u.test(text)) return { kind: 'weak', best: best.hit };
  // A passage that opens on a bare "No." answers the yes/no itself: the excerpt may have cut it.
  const no = opts.yesNo ? BARE_NO.exec(best.hit.text)?.[1] : undefined;
  if (no && !BARE_NO.test(text)) text = `${no}. ${text}`;
  // "Ça fait longtemps que vous êtes là ?" wants a value, not a yes: the value is the answer.
  const yes = opts.yesNo && !kind && !no && !isNegative(text);
  // "Yes" is said only when what is read out names what was asked ("gift vouchers?" → "get in
  // touch to buy one." is no yes; "colique du nourrisson ?" → "colique, reflux." neither). When
  // the heading names it ("Piano Moving" › "Upright, baby grand…"), the heading is read out too.
  if (yes && !saysAll(text, best.nouns, opts.alternatives)) {
    const head = namingHeading(best.hit.headingPath, text, best.nouns, opts.alternatives);
    if (!head) return { kind: 'weak', best: best.hit };
    text = withHeading(head, text, opts.lang ?? 'fr');
  }
  return { kind: 'answer', text: speakable(text, opts.lang ?? 'fr'), hit: best.hit, yes };
}
