import { DETERMINERS } from '@/lib/text/determiners';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { answerKind, carries, carriesUnder, kindWords, namesPractitioner, personIn, type AnswerKind } from './answer-kind';
import { asksCategory, completingRows, listAnswer, merge, siblings } from './knowledge-lists';
import { coversDayPart, reachesPlace } from './knowledge-grounding';
import { askedKind, rank, sectionValue, where0, type DecideOptions, type Ranked } from './knowledge-rank';
import { nearestLines } from './knowledge-offering';
import { addsToQuestion, namingHeading, qualifiedBy, saysAll, withHeading } from './passage-about';
import { excerpt, isNegative, speakable, termsIn, words } from './passage-text';
import { deniesAsked } from './polarity';
import { tokens } from './normalize';
import { alternativesOf, askedSide, callerContext, isPredicate, namesNothing, predicates, questionClause } from './question';

// Deciding from the knowledge base's hits what the receptionist may say. Pure functions over
// KnowledgeHit[] (the search itself is lib/knowledge): a confident match is answered with the
// site's own words, cut down to the sentence that carries what was asked; anything weaker is an
// honest "I don't have that". A yes/no question gets "yes" only when the passage says it.

export { excerpt, isNegative } from './passage-text';
export type { DecideOptions } from './knowledge-rank';

export type KnowledgeAnswer =
  /** `no`: the line read denies what a yes/no asked ("non-fumeur" for "can we smoke?"). */
  | { kind: 'answer'; text: string; hit: KnowledgeHit; yes: boolean; no?: boolean }
  /** `near`: for a "do you do X?" the site does not confirm, the lines it names nearest (`nearestLines`). */
  | { kind: 'weak'; best?: KnowledgeHit; near?: string[] };

const BARE_NO = /^\s*(no|non|nope|malheureusement non|unfortunately not|sorry,? no|désolé,? non)\s*[.!,—–-]\s/i;

/**
 * Confident when the best passage holds every subject term of the asking clause ("vous faites la
 * carrosserie ?" → "Carrosserie"); or two terms of the question, one of them from that clause,
 * and nothing asked missing from the whole site ("du pain sans gluten pour les burgers ?" is not
 * answered by a burger's bun when no passage says "gluten"); or, again nothing missing, a
 * passage whose heading names what is asked ("garer la voiture" → "Parking privé › …"). One
 * incidental word shared with a passage ("salon" in "can I park near the salon?") is not an answer.
 * Or the passage is the site's own line for a thing asked ("…un souci d'héritage entre frères et
 * sœurs, c'est dans vos cordes ?" → "Successions et partages"): the caller's story around it need
 * not be on the site, a word that qualifies the thing itself must (`offeringNamed`).
 */
function confident(r: Judged): boolean {
  // The story around the offering may name a concept in passing ("une amie m'a parlé de…" is no
  // question about languages); one the asking clause names and the line lacks is another question.
  return confidentOfSubject(r) || Boolean(r.namedOffering && !r.clauseMissing.some((term) => r.concept(term)));
}

/** Whether the decision may rest on `confident`: the offering's line answers "do you do X?", not a value asked. */
function offeringOnly(r: Judged): boolean {
  return !confidentOfSubject(r) && Boolean(r.namedOffering);
}

/** Whether every word `row` adds to `best` is the kind of work the question does on a word of `best`. */
function namesWorkOn(row: Pick<Ranked, 'matched'>, best: Pick<Ranked, 'matched'>, question: string): boolean {
  const added = row.matched.filter((m) => !best.matched.includes(m));
  return added.length > 0 && added.every((m) => qualifiedBy(question, m, best.matched));
}

/** What the answer must name for a "yes": the whole subject, or the offering the passage is the line of. */
function namedSubject(r: Judged): string[] {
  return confidentOfSubject(r) || !r.namedOffering ? r.nouns : [r.namedOffering];
}

type Judged = Ranked & { asksOnlyValue?: boolean };

function confidentOfSubject(r: Judged): boolean {
  // Only verbs matched ("can you help with…?"): nothing says the passage is about what is asked.
  // Nor does a word said only inside a parenthesis ("(l'Oréal professionnel)"), a gloss or a brand.
  if (!r.nouns.length || !r.literalSubject || r.aside) return false;
  // "…a starter deal for beginners, how much is it?": a clause that only asks the value is matched
  // by any amount; the subject then lies in the story, and a word of it no page has is a gap.
  if (r.clauseTerms > 0 && r.clauseMatched === r.clauseTerms && !(r.asksOnlyValue && r.absent > 0)) return true;
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

/**
 * "…solar panels on the roof, do you install those?": a clause that only points back ("those",
 * "ça") with its verb asks about the things named before it, even when they could not be picked
 * out; a passage that says the verb alone ("seamless installation of your heating") and none of
 * them is about something else.
 */
function pointsPastVerb(r: Ranked, question: string): boolean {
  const clause = questionClause(question);
  if (!r.nouns.length || !namesNothing(clause)) return false;
  const inClause = new Set(tokens(clause));
  if (!r.nouns.every((term) => tokens(term).every((w) => inClause.has(w)))) return false;
  const verbs = predicates(question);
  const own = callerContext(question);
  const before = (r.hit.queryTerms ?? []).filter(
    (term) => !tokens(term).some((w) => inClause.has(w)) && !isPredicate(term, verbs) && !tokens(term).every((w) => own.has(w)),
  );
  return before.length > 0 && !before.some((term) => r.matched.includes(term));
}

/** The asking clause's search terms only ask for a value ("how much is it?", "c'est combien ?"). */
function asksOnlyValue(hits: KnowledgeHit[], question: string): boolean {
  const clause = questionClause(question);
  const inClause = new Set(tokens(clause));
  const asked = kindWords(clause);
  const terms = (hits[0]?.queryTerms ?? []).filter((term) => tokens(term).some((w) => inClause.has(w)));
  return terms.length > 0 && terms.every((term) => tokens(term).every((w) => asked.has(w) || PRICE_ASK.test(w)));
}
const PRICE_ASK = /^(how|much|combien|prix|price|cost|costs|coute|tarif|tarifs)$/;

// The words a "Dr." title abbreviates.
const DOCTOR = /^(doctor|doctors|doc|docteur|docteurs|doctoresse|medecin|médecin)$/;

/**
 * The kind of value asked (an amount, a year, a person…) in a passage that holds a word of the
 * asking clause, with nothing asked missing from the site: "how much for two hours?" →
 * "£56.00 per 2 hours" although "two" is written "2".
 */
function typedAnswer(r: Ranked, kind: AnswerKind | undefined): boolean {
  // "How long have you been going?" names nothing else: a passage that dates the business answers.
  // "What's the chiropractor called?" at a chiropractor's names only the trade: a passage that
  // names someone by a title or with their role ("Dr. Putnam", "Randy Palmer, the owner") answers.
  if (!r.nouns.length)
    return (
      (kind === 'since' && SELF_DATING.test(r.hit.text) && carries('since', r.hit.text)) ||
      ((kind === 'person' || kind === 'owner') && namesPractitioner(where0(r.hit)))
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
export function decideFromHits(hits: KnowledgeHit[], asked: DecideOptions): KnowledgeAnswer {
  // "Do you take HMO plans?", "vous avez des forfaits ?": a word of the price vocabulary that names
  // an offering asks whether it exists, not what it costs; only a word asking the amount itself
  // ("how much", "c'est payant ?") makes a yes/no wait for one.
  const priced = asked.yesNo && asked.wantsAmount && !answerKind(asked.question) ? { ...asked, wantsAmount: false } : asked;
  const opts = { ...priced, alternatives: distinctFromCaller(priced.question, priced.alternatives) };
  const d = decided(hits, opts);
  // "Do you do X?" not confirmed: what the site does name nearest, for an honest "I can't
  // confirm X; the site lists …" instead of a bare "I don't know".
  if (d.kind === 'weak' && opts.yesNo && !askedKind(opts)) return { ...d, near: nearestLines(rank(hits, opts)) };
  return d;
}

/**
 * A term's vocabulary without the words the caller says apart from it: "I'm a landlord and my
 * tenant hasn't paid" uses "landlord" and "tenant" for two people, so a line that says only
 * "Landlord" does not say "tenant" for this caller, however close the two are elsewhere.
 */
export function distinctFromCaller(question: string, alternatives: Map<string, string[]> | undefined): Map<string, string[]> | undefined {
  if (!alternatives) return alternatives;
  const qs = tokens(question);
  const said = new Set(qs.flatMap((w) => [w, w.replace(/s$/, '')]));
  // Two people or things are each named as a noun ("a landlord", "my tenant"); "pour se garer, il
  // y a un parking ?" says one thing twice, once as a verb: only a term the caller puts after a
  // determiner is kept apart from the caller's other words.
  const named = (term: string) => {
    const head = tokens(term)[0];
    return qs.some((w, i) => w === head && i > 0 && DETERMINERS.has(qs[i - 1]!));
  };
  const apart = (term: string, alt: string) => {
    const ws = tokens(alt);
    return ws.every((w) => said.has(w) || said.has(w.replace(/s$/, ''))) && !ws.some((w) => tokens(term).includes(w));
  };
  return new Map([...alternatives].map(([term, alts]) => [term, named(term) ? alts.filter((alt) => !apart(term, alt)) : alts]));
}

function decided(hits: KnowledgeHit[], opts: DecideOptions): KnowledgeAnswer {
  const d = decideSides(hits, opts);
  // "…à Chausey, vous livrez là-bas ?": the answer must reach the place the caller named.
  if (d.kind === 'answer' && !reachesPlace(opts.question, d.hit, hits)) return { kind: 'weak', best: d.hit };
  // "…le samedi matin ?" → "Samedi : 17h à 2h" opens only in the evening: no answer to the morning.
  if (d.kind === 'answer' && !coversDayPart(opts.question, d.text)) return { kind: 'weak', best: d.hit };
  return d;
}

function decideSides(hits: KnowledgeHit[], opts: DecideOptions): KnowledgeAnswer {
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
  // What the caller tells of their own ("for my nephew's birthday") is not on the site and need
  // not be: it is no clause word the passage lacks.
  const own = callerContext(opts.question);
  const valueOnly = asksOnlyValue(hits, opts.question);
  const ranked = rank(hits, opts).map((r) => ({
    ...r,
    asksOnlyValue: valueOnly,
    clauseMissing: r.clauseMissing.filter((term) => !tokens(term).every((w) => own.has(w))),
  }));
  if (!ranked.length) return { kind: 'weak' };
  const kind = askedKind(opts);
  const sureOf = (r: Ranked) =>
    (confident(r) || typedAnswer(r, kind)) &&
    !(kind && offeringOnly(r) && !typedAnswer(r, kind)) &&
    !pointsPastVerb(r, opts.question) &&
    (!literal || r.nouns.every((term) => termsIn(where0(r.hit), [term]) > 0));
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
  // The value asked may sit on another line of the same section ("› À partir de 21 h").
  const value = sure && kind ? sectionValue(best, ranked) : undefined;
  const completing = sure ? [] : completingRows(best, ranked);
  // "Réparations de carrosserie ?" → "Carrosserie" + "Entretien" (a repair word): the work named
  // on the thing is no second thing asked, and a generic row for it confirms nothing specific.
  const rows = sure ? (value ? [value] : []) : completing.some((r) => namesWorkOn(r, best, opts.question)) ? [] : completing;
  if (!sure && !rows.length) return { kind: 'weak', best: best.hit };
  // "Combien ?" answered without an amount, "depuis quand ?" without a year, "le numéro ?"
  // without a number: not an answer.
  if ((kind && !best.typed && !value) || (opts.wantsPhone && !best.phone)) return { kind: 'weak', best: best.hit };
  const list = !kind || asksCategory(best, ranked, kind) ? listAnswer(best, ranked, opts) : undefined;
  let text = list ?? excerpt(rows.length ? merge(best, rows) : siblings(best, ranked), opts.max, kind, opts.alternatives);
  const heading = best.hit.headingPath.join(' ');
  // "Who is it?" under "Dr. Yang's Clinic Hours" › "Sun: Closed": the person is the answer.
  const person = (kind === 'person' || kind === 'owner') && !carries(kind, text) ? personIn(heading) : undefined;
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
  // "Can we smoke?" → "Entièrement non-fumeur." says no without a "not": read, never after a yes.
  const found = best.hit.matchedTerms.flatMap((t) => [t, ...(opts.alternatives?.get(t) ?? [])]);
  const denies = Boolean(opts.yesNo && !kind && deniesAsked(text, opts.question, found));
  const yes = opts.yesNo && !kind && !no && !isNegative(text) && !denies;
  // "Yes" is said only when what is read out names what was asked ("gift vouchers?" → "get in
  // touch to buy one." is no yes; "colique du nourrisson ?" → "colique, reflux." neither). When
  // the heading names it ("Piano Moving" › "Upright, baby grand…"), the heading is read out too.
  const subject = namedSubject(best);
  if (yes && !saysAll(text, subject, opts.alternatives)) {
    const head = namingHeading(best.hit.headingPath, text, subject, opts.alternatives);
    if (!head) return { kind: 'weak', best: best.hit };
    text = withHeading(head, text, opts.lang ?? 'fr');
  }
  return { kind: 'answer', text: speakable(text, opts.lang ?? 'fr'), hit: best.hit, yes, ...(denies && !no ? { no: true } : {}) };
}
