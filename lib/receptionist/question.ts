import { DETERMINERS } from '@/lib/text/determiners';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';
import type { Lang } from './language';
import { normalize, tokens } from './normalize';

// Reading a caller's question: is it a yes/no question, which clause asks (apart from the context
// told around it), which words are its verbs, which are the caller's own circumstances, and which
// only situate it. Used to judge whether a passage of the site answers it.

// "Où" is read from the raw text (asksWhere): folded, it is the "ou" of an alternative question.
const WH_FR = /\b(quel|quelle|quels|quelles|combien|comment|quand|pourquoi|qui|quoi|lequel|laquelle)\b/;
const WH_EN = /\b(what|which|how|where|when|why|who|whose)\b/;
const FILLER_START =
  /^(?:(?:bonjour|bonsoir|salut|allo|hello|hiya|hi there|hey there|hi|hey|heya|howdy|euh|ben|alors|oui|ok|okay|so|well|um|uh|erm|excusez moi|excuse me|sorry|pardon|dites moi|tell me|madame|monsieur|good (?:morning|afternoon|evening)|quick question)\s+)+/;
const YN_START_FR =
  /^(est ce qu|est ce que|est ce|vous|avez vous|faites vous|proposez vous|acceptez vous|livrez vous|vendez vous|prenez vous|etes vous|pouvez vous|y a t il|y a t|il y a|y a|peut on|on peut|je peux|puis je|c est possible|ca vous|ca se|tu|t as)\b/;
const YN_START_EN = /^(do|does|did|is|are|was|were|can|could|will|would|have|has|may|might|any|got)\b/;
// An auxiliary before its subject ("do you…", "is there…", "can the kitchen…"): English asks yes or no.
const INVERTED_EN =
  /^(do|does|did|is|are|was|were|can|could|will|would|have|has|may|might|should)( not| n t)? (you|u|ya|y all|yall|we|i|they|it|there|he|she|that|this|the|your|my|our|anyone|someone)\b/;

/** A question that expects a yes or a no ("vous livrez ?", "do you sell e-bikes?"), not a wh-question. */
export function isYesNoQuestion(text: string, lang: Lang): boolean {
  const WH = lang === 'fr' ? WH_FR : WH_EN;
  const n = normalize(text).replace(FILLER_START, '');
  // "The roof leaks when it rains, do you fix felt roofs?": the clause that asks decides, even
  // after a story; an inverted verb opening it ("do you…", "can the garage…") asks yes or no.
  const raw = questionClause(text).split(/[,;:]\s+/);
  const parts = raw.map((part) => normalize(part).replace(FILLER_START, ''));
  const asking = parts.at(-1) ?? '';
  if ((lang === 'fr' ? YN_START_FR : INVERTED_EN).test(asking) && !WH.test(asking) && !asksWhere(raw.at(-1) ?? '')) return true;
  const firstClause = n.split(/[?.!]/)[0];
  if (WH.test(firstClause) || (lang === 'fr' && asksWhere(text))) return false;
  const asked = normalize(questionClause(text)).replace(FILLER_START, '');
  if ((lang === 'fr' ? YN_START_FR : YN_START_EN).test(asked) && !WH.test(asked)) return true;
  if (!WH.test(asked) && parts.some((part) => (lang === 'fr' ? YN_START_FR : INVERTED_EN).test(part))) return true;
  return lang === 'fr' ? YN_START_FR.test(n) || (/\?\s*$/.test(text.trim()) && !WH_FR.test(n)) : YN_START_EN.test(n);
}

// Words that situate a question without being its subject ("exactly", "nearby", "roughly").
const CONTEXT_WORDS = new Set(
  (
    'bonjour bonsoir salut allo hello hiya hey hi euh voila quick guys lot folks mate like well ones anything something ' +
    'cordes ' +
    'un une deux trois quatre cinq six sept huit neuf dix one two three four five seven eight nine ten twelve ' +
    'exactement environ peu pres cote loin genre truc machin vraiment souvent toujours jamais trop beaucoup quand meme ' +
    'aujourd hui demain maintenant actuellement parfois possible faut fois endroit chose choses ' +
    'venir viens vient aller passer prendre faire avoir mettre donner trouver voir sais savoir pourrai pourrais pourriez ' +
    'viendrai viendra viendrons viens vient venez revient reviens tout toute tous ' +
    'veut veux voulez voudrais voudrait voulait quand alors aider aide prenez prends prend place heure heures jour jours premier premiere ' +
    'compris comprise inclus incluse fourni fournis fournie disponible disponibles ouvert ouverte ' +
    'help helps included include provided available open hour hours day days first kind kinds sort sorts type types sortes ' +
    'come coming go going get getting take make bring find see visit ' +
    'past through ' +
    // "Vous livrez là-bas ?", "can you deliver there?": the place was named before ("à Chausey").
    'bas labas ' +
    'exactly roughly about around nearby near far kind sort really often always sometimes currently possible today tomorrow ' +
    // How a caller names the business itself ("as a company", "your firm"): every page is about it.
    'company business firm entreprise societe boite etablissement ' +
    // "Is that your area?": the caller's word for the business's line of work, not a subject.
    'area ' +
    // Times and places said in passing ("ce week-end", "in the meantime", "jusque-là").
    'week end weekend soir matin midi meantime meanwhile entretemps ' +
    // Qualities of the caller's own things, not what is asked about ("an old piano").
    'old vieux vieille vieil ' +
    // How much the caller wants the thing to be what it is ("a proper fire", "un vrai jardin"):
    // the site names the thing, rarely this judgment.
    'proper real actual decent genuine vrai vraie vrais vraies veritable ' +
    // How the caller feels about their trouble ("this awful back pain", "my posture's terrible"):
    // a site names the trouble, never the caller's judgment of it.
    'awful terrible horrible dreadful nasty bad worse worst annoying painful affreux affreuse horribles terribles ' +
    'mauvais mauvaise penible penibles insupportable ' +
    // Pronoun adverbs and discourse words: "là-dessus", "quelque chose comme ça", "and everything"
    // stand for what was said, they name nothing.
    'dessus dessous dedans comme everything anything stuff etc entre between ' +
    // "Chaque fois", "every time": how often the caller comes, not a thing.
    'chaque each every ' +
    // The size or grade the caller wants ("des grosses pièces à partager", "hold it better"): the
    // site names the thing; its own sizes are read out when a value is asked.
    'gros grosse grosses big bigger large larger small smaller little grand grande grandes petite petites better mieux'
  ).split(/\s+/),
);

// Parts of the day, said in passing as the time of the visit ("ouvert le midi ?").
const DAYPART = new Set(['midi', 'soir', 'matin', 'weekend']);
// A day before a part of the day makes one time with it ("samedi matin"), not a noun phrase.
const WEEKDAY = new Set(ALL_WEEKDAY_NAMES);

/**
 * Parts of the day the question says as part of a noun phrase, which makes them what is asked
 * ("des menus midi", "la formule du soir", "a weekend menu"), not the time of the visit ("le
 * midi", "ce soir"): right after a content word (or its "du"/"de"), or in English right before one.
 */
function daypartsOfNoun(question: string, terms: string[]): Set<string> {
  const content = new Set(terms.flatMap(tokens).filter((w) => !CONTEXT_WORDS.has(w) && !WEEKDAY.has(w) && !/ez$/.test(w)));
  const ws = tokens(question);
  const out = new Set<string>();
  ws.forEach((w, i) => {
    if (!DAYPART.has(w)) return;
    const before = ['du', 'de', 'd'].includes(ws[i - 1] ?? '') ? ws[i - 2] : ws[i - 1];
    if (content.has(before ?? '') || (w === 'weekend' && content.has(ws[i + 1] ?? ''))) out.add(w);
  });
  return out;
}

/** Query terms that can carry the subject of a question (`question`: where they were said). */
export function topical(terms: string[], question = ''): string[] {
  const ofNoun = daypartsOfNoun(question, terms);
  return [...new Set(terms)].filter((term) => {
    const ws = tokens(term);
    return ws.some((w) => w.length >= 3) && (!ws.every((w) => CONTEXT_WORDS.has(w)) || ws.every((w) => ofNoun.has(w)));
  });
}

/**
 * What is asked, apart from the context told around it: every sentence ending in "?" (or the
 * last one), without its long leading clauses ("J'ai pris un choc sur la portière, est-ce que
 * vous faites la carrosserie ?"); a short fronted topic stays ("Le sauna, il est compris ?").
 */
export function questionClause(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((x) => x.trim());
  const asked = sentences.filter((x) => /\?\s*$/.test(x));
  const chosen = asked.length ? asked : sentences.slice(-1);
  return chosen
    .map((sentence) => {
      const all = sentence.split(/[,;:]\s+/);
      // "Bit of an odd one, but do you do Botox?": what comes before "but" only excuses the question.
      const turn = all.findLastIndex((c) => /^(but|mais)\b/i.test(c.trim()));
      let clauses = turn > 0 ? all.slice(turn) : all;
      // "Il a eu des prix, non ?", "you open Sundays, right?": a tag asks the clause before it.
      if (clauses.length > 1 && TAG.test(normalize(clauses.at(-1) ?? ''))) clauses = [...clauses.slice(0, -2), `${clauses.at(-2)} ?`];
      const last = clauses.length - 1;
      // A fronted topic is a short noun phrase ("Le sauna,"); "Mon fils a 14 ans," is context.
      // "On peut payer par carte, même pour un café ?": a clause put as a question is asked.
      const asks = (c: string) =>
        YN_START_FR.test(normalize(c)) && !/^(je|j|on|nous|il|elle) (suis|est|sommes|serait|serions|ai|a|avons)\b/.test(normalize(c));
      const kept = clauses.filter((c, i) => i === last || asks(c) || (words(c).length <= 6 && !FIRST_PERSON.test(normalize(c))));
      // "…we've got an old upright piano, can you move that?": a clause that asks about "that"
      // names nothing itself; its antecedent is the last thing named before it.
      const antecedent = last > 0 && namesNothing(clauses[last]) ? lastNounPhrase(clauses[last - 1]) : '';
      return antecedent && !kept.includes(clauses[last - 1])
        ? [...kept.slice(0, -1), antecedent, clauses[last]].join(', ')
        : kept.join(', ');
    })
    .join(' ');
}

const TAG = /^(non|hein|pas vrai|n est ce pas|c est ca|right|no|yeah|isn t it|don t you|do you|aren t you|is it|correct)$/;

// A pronoun standing for something said before: "can you move that?", "vous faites ça ?".
// "Là-dessus", "about it" point back too, and "en" before the verb ("…des beignets, vous en faites ?").
const ANAPHORA = /\b(that|this|those|them|it|ca|cela|ceci|le faire|s en occuper|la dessus|dessus|dedans|(vous|on|y|nous|je|j|tu) en)\b/;
const PREPOSITION =
  /^(for|since|in|on|at|from|to|with|by|during|until|pour|depuis|dans|en|a|au|aux|avec|par|pendant|jusqu|sur|chez|entre|now|ago|maintenant|that|which|who|qui|que|qu|on|je|j|il|elle|nous|vous|ils|elles|i|we|he|she|they|you|it)$/;
// A linking verb ends the thing named ("the deed looks wrong": the deed); an action verb does not,
// as "that" then stands for the whole event ("my tenant hasn't paid": the unpaid rent, not the tenant).
const AUXILIARY = /^(is|are|was|were|looks|look|seems|seem|feels|feel|est|sont|etait|était|semble|semblent|parait|paraît)$/;
// Words of a clause that name nothing: pronouns, auxiliaries, articles, question words.
const FUNCTION_WORDS = new Set(
  (
    'the a an and or but that this those them it its you your we our they their he she i me my is are was were be been do does did ' +
    'can could will would should may might must have has had there here what which who how when why with for from into under on in at to of ' +
    'est ce que qu qui quoi vous nous on je il elle ils elles tu le la les l un une des du de d et ou mais ca cela ceci y en a au aux ' +
    'pour par sur dans chez avec sans se s n ne pas peut peux pouvez pourriez pourrait faire fait faites possible chose quelque something thing'
  ).split(' '),
);

/** A clause that asks about something named before it ("can you move that?", "vous faites ça ?"). */
export function namesNothing(clause: string): boolean {
  const n = normalize(clause);
  if (!ANAPHORA.test(n)) return false;
  const verbs = predicates(clause);
  // "can the kitchen cope with that?": the kitchen is the business, "that" what is asked about.
  const self = callerContext(clause);
  return tokens(clause).every(
    (w) => w.length < 3 || FUNCTION_WORDS.has(w) || CONTEXT_WORDS.has(w) || EMPTY_VERBS.has(w) || verbs.has(w) || self.has(w),
  );
}

/** The last noun phrase of a clause: the words after its last determiner, up to a preposition. */
export function lastNounPhrase(clause: string): string {
  const ws = clause
    .replace(/[?!.]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const folded = ws.map((w) => normalize(w).split(' ').at(-1) ?? '');
  // "l'escalier" folds to "l escalier": the determiner is glued to the noun.
  // Not "qu'on", "qu'il": a pronoun follows.
  const glued = (i: number) => /^(l|d|qu) (?!(on|il|ils|elle|elles)$)\S/.test(normalize(ws[i]));
  // "l'oursin de Granville", "le cidre de Normandie": a place named after "de" qualifies the noun before it.
  const ofPlace = (i: number) =>
    i > 0 && /^(de|d)$/.test(normalize(ws[i]).split(' ')[0] ?? '') && /^(d['’])?\p{Lu}/u.test(ws[i].length > 2 ? ws[i] : (ws[i + 1] ?? ''));
  // Not a noun phrase inside a prepositional one ("depuis une semaine", "for a week"): a time or a place said in passing.
  const at = folded.findLastIndex(
    // "à" folds to the English article "a": it is a preposition.
    (w, i) => ((DETERMINERS.has(w) && !/^à$/i.test(ws[i])) || glued(i)) && !(i > 0 && PREPOSITION.test(folded[i - 1])) && !ofPlace(i),
  );
  if (at < 0) return '';
  const start = glued(at) ? at : at + 1;
  // "the deed looks wrong", "le tableau est vieux": the phrase ends at its linking verb.
  const stop = folded.findIndex((w, i) => i >= start && (PREPOSITION.test(w) || (i > start && AUXILIARY.test(ws[i].toLowerCase()))));
  const phrase = ws.slice(start, stop < 0 ? undefined : stop);
  // "a wood burner fitted", "the boiler serviced": the participle is what is to be done to it.
  while (phrase.length > 1 && /[a-z]{3,}ed$/i.test(phrase.at(-1) ?? '')) phrase.pop();
  return phrase.length && phrase.length <= 5 ? phrase.join(' ') : '';
}

/**
 * The side an alternative question asks about: "is it just a pub or do you do food as well?"
 * asks about food — what "just" / "juste" / "only" marks is what the caller already knows.
 * Undefined when neither side is marked that way.
 */
export function askedSide(question: string): string | undefined {
  const sides = alternativesOf(question);
  if (sides.length !== 2) return undefined;
  const known = sides.map((side) => ONLY.test(normalize(side)));
  if (known[0] && !known[1]) return sides[1];
  if (known[1] && !known[0]) return sides[0];
  return undefined;
}

const ONLY = /\b(just|only|merely|juste|seulement|uniquement|simplement)\b|\b(c est|n est|n y a|y a|ce sont) (que|qu)\b/;

const POSSESSIVE = new Set('my our his her their mon ma mes notre nos son sa ses leur leurs'.split(' '));

/** The two words after "my"/"mon"…: the caller's own circumstances ("my nephew's birthday"). */
export function callerContext(question: string): Set<string> {
  const ws = tokens(question);
  const out = new Set<string>();
  // Only at the start ("My wife wants…") or after a preposition ("for my nephew's birthday"):
  // "can you move our cat?" is about the cat.
  ws.forEach((w, i) => {
    if (!POSSESSIVE.has(w) || (i > 0 && !/^(for|pour|with|avec|to|de|of|a|at|chez)$/.test(ws[i - 1]))) return;
    // After a preposition "'s" is a possessive ("for my nephew's birthday": nephew, birthday); at
    // the start it may be "is" ("my wife's coeliac": coeliac is what is asked about).
    const next = i > 0 ? ws.slice(i + 1, i + 4).filter((x) => x !== 's') : ws.slice(i + 1, i + 3);
    for (const x of next.slice(0, 2)) if (x !== 's') out.add(x);
  });
  // Where the caller is or what they are doing ("I'm outside", "je suis devant") situates the
  // question; "can the kitchen cope…", "l'équipe peut…" name the business itself, not a subject.
  const n = ` ${ws.join(' ')} `;
  for (const m of n.matchAll(STATE)) for (const w of m[2].split(' ')) out.add(w);
  for (const m of n.matchAll(SELF_SUBJECT)) out.add(m[2]);
  // "anything for vegetarians at lunch?": a meal named as the time of the visit situates it.
  for (const m of n.matchAll(MEAL_TIME)) out.add(m[2]);
  // "Une trentaine de personnes", "for 20 people": the size of the caller's party.
  for (const m of n.matchAll(PARTY)) out.add(m[2]);
  return out;
}

const STATE =
  /\s(i m|i am|we re|we are|je suis|j suis|on est|nous sommes)\s((?:just |already |deja |)(?:outside|here|there|nearby|downstairs|upstairs|parked|waiting|lost|devant|dehors|en bas|en haut|gare|garee|garees|perdu|perdue|perdus|arrive|arrivee|arrives|sur place|la|ici))\b/g;
const PARTY =
  /\s(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|quarante|cinquante|cent|dizaine|douzaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|centaine|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\s(?:de |d )?(personnes|invites|convives|adultes|people|persons|guests|adults)\b/g;
const MEAL_TIME =
  /\s(at|around|over|during|au|pendant|for the|pour le)\s(lunch|lunchtime|dinner|dinnertime|breakfast|brunch|teatime|dejeuner|diner|meal|repas)\b/g;
const SELF_SUBJECT =
  /\s(can|could|will|would|does|do|is|are|est ce que|est ce qu)\s(?:the|your|la|le|l|votre)\s(kitchen|chef|chefs|staff|team|crew|cuisinier|equipe|personnel)\b/g;

// Verbs that ask whether a business does something: the site names the thing, not the verb.
const GENERIC_VERBS = new Set(
  (
    'sell sells buy buying offer offers provide provides do does have has get make want wants need needs like run runs ' +
    'vendez vend vendre proposez propose faites fait avez acceptez accepte prenez prend faut'
  ).split(' '),
);

// Words that put a verb after them: "vous installez", "faut payer", "can you move". Not the
// copulas ("elle est halal", "are dogs allowed"): what follows them is what is asked about. Not
// "do/does" either: "do you also do divorces?" asks about divorces.
const BEFORE_VERB = new Set(
  (
    'vous on je j nous tu il elle ils elles faut peut peux pouvez pourriez pourrait doit dois devez ' +
    // "Ça commence à quelle heure ?": a verb follows the pronoun "ça".
    'ca ' +
    'you we i they he she can could will would should to ll'
  ).split(' '),
);

/**
 * The verbs of a question ("installez", "help"): a site says "Installation de clim" or "we treat"
 * in other words, so their absence does not mean the subject is absent. A vocabulary phrase that
 * starts with a verb ("help with") is a verb too.
 */
export function predicates(question: string): Set<string> {
  const ws = tokens(question);
  const out = new Set<string>();
  ws.forEach((w, i) => {
    // "would the crew turn up?": a word before a particle that ends the clause is a phrasal verb.
    const phrasal = PARTICLE.test(ws[i + 1] ?? '') && (i + 2 >= ws.length || PARTICLE_END.test(ws[i + 2]));
    // "Are you NICEIC approved?", "êtes-vous Qualibat ?": after an inverted copula comes a quality.
    const copula = i > 1 && /^(are|is|were|was|etes|est)$/.test(ws[i - 2]) && !w.endsWith('ing');
    // "vous pouvez le remettre", "on peut l'installer": an object pronoun sits between the modal and its verb.
    // Not "avez-vous les horaires": only after a modal, and only an infinitive.
    const afterClitic = i > 1 && CLITIC.test(ws[i - 1]) && MODAL.test(ws[i - 2]) && /[a-z]{2}(er|ir|re)$/.test(w);
    // "my tenant hasn't paid", "she doesn't eat meat": a negated auxiliary puts a verb after it
    // (not "isn't", "aren't": a quality or a thing follows those).
    const afterNegation = i > 1 && ws[i - 1] === 't' && NEGATED_AUX.test(ws[i - 2]);
    // "something you'd work on", "do y'all grow those?": a contracted modal or "y'all" before the verb.
    const contracted =
      i > 1 && ((ws[i - 1] === 'd' && /^(you|we|i|they|he|she)$/.test(ws[i - 2])) || (ws[i - 1] === 'all' && ws[i - 2] === 'y'));
    if (
      (i > 0 && BEFORE_VERB.has(ws[i - 1]) && !BEFORE_VERB.has(w) && !copula) ||
      afterClitic ||
      afterNegation ||
      contracted ||
      /[a-z]{3}ez$/.test(w) ||
      GENERIC_VERBS.has(w) ||
      phrasal
    )
      out.add(w);
  });
  return out;
}

const NEGATED_AUX = /^(don|doesn|didn|can|couldn|won|wouldn|shouldn|hasn|haven|hadn|mustn)$/;
const CLITIC = /^(le|la|les|l|lui|leur|y|en|me|m|te|t|se|s)$/;
const MODAL = /^(peut|peux|pouvez|pourriez|pourrait|pourrais|doit|dois|devez|faut|voudrais|voulez|veux)$/;
const PARTICLE = /^(up|out|off|round|over|back|down)$/;
const PARTICLE_END = /^(at|on|in|for|to|with|by|from|then|there|here|today|tomorrow|early|late|please)$/;

/**
 * Words that only give examples of what is asked ("grooming, like nail trims and baths?",
 * "des soins, genre massages ?"): the site may name the thing without each example.
 */
export function exampleWords(question: string): Set<string> {
  const clause = questionClause(question);
  // "jiu jitsu, the Brazilian ground fighting kind?": an apposition that describes the kind of thing.
  const kindOf = /,\s*(?:the|that|this|a|le|la|du|de la|ce|cette)\s+([^,?.!]{3,}?)\s+(?:kind|type|sort|style|one|genre)\s*[?.!]?\s*$/i.exec(
    clause,
  );
  if (kindOf) return new Set(tokens(kindOf[1]));
  const m = /,\s*(?:like|such as|for example|e\.g\.|say|comme|genre|par exemple|notamment)\s+([^?.!]*)/i.exec(clause);
  // "like budget ones" narrows what is asked ("ones" stands for it): not examples.
  if (!m || /\b(ones?|those|kind|sort|type|ceux|celles|celui|celle)\b/i.test(m[1])) return new Set();
  return new Set(tokens(m[1]));
}

// Verbs that say nothing of what is asked: "can you help with that?", "do you handle it?".
const EMPTY_VERBS = new Set(
  'help helps handle deal cope work aider aidez occuper occupez charge accompagner accompagnez suivez suivre'.split(' '),
);

/** A verb that names no activity of its own ("do", "offer", "help with"). */
export function isGenericVerb(term: string): boolean {
  const first = tokens(term)[0] ?? '';
  return GENERIC_VERBS.has(first) || EMPTY_VERBS.has(first);
}

/** Whether a query term is a verb of the question (a phrase counts by its first word). */
export function isPredicate(term: string, verbs: Set<string>): boolean {
  const ws = tokens(term);
  return verbs.has(term) || (ws.length > 1 && verbs.has(ws[0]));
}

const FIRST_PERSON = /^(et |mais |alors )?(je|j|moi|mon|ma|mes|il|elle|on|nous|notre|nos|i|i m|my|we|our|it|he|she)\b/;

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/**
 * The two sides of an alternative question ("vous avez une boucherie ou c'est que de l'épicerie ?",
 * "is there a restaurant or do we have to go out?"): either side answered answers the caller.
 * Empty when the question offers no alternative.
 */
export function alternativesOf(question: string): string[] {
  const clause = questionClause(question).replace(/\?\s*$/, '');
  const sides = clause.split(/\s+(?:ou bien|ou|or)\s+/i);
  if (sides.length !== 2 || sides.some((side) => words(side).length < 2)) return [];
  return sides.map((side) => `${side.trim()} ?`);
}

// Counts and qualifiers around the things chosen between ("one doctor or several?").
const SCAFFOLD_CHOICE = new Set(
  'other autre autres one un une several plusieurs bunch lot lots many few just only juste seulement'.split(' '),
);

/**
 * A choice between two things of one question ("is the vet a man or a woman?", "c'est du bœuf ou
 * du veau ?"): the words of each side, when the second side is a bare noun phrase. Either side
 * said answers the caller, and the answer is that side, not a yes.
 */
export function choiceBetween(question: string): [string[], string[]] | undefined {
  // The sentence that offers the choice, alone ("Who's the vet? Is it a man or a woman?").
  const sentence = questionClause(question)
    .split(/(?<=[.!?])\s+/)
    .find((x) => /\s(ou|or)\s/i.test(x));
  const sides = (sentence ?? '').replace(/\?\s*$/, '').split(/\s+(?:ou bien|ou|or)\s+/i);
  if (sides.length !== 2) return undefined;
  const content = (side: string) => tokens(side).filter((w) => !FUNCTION_WORDS.has(w) && !SCAFFOLD_CHOICE.has(w));
  const second = content(sides[1]);
  const first = content(lastNounPhrase(sides[0]));
  // "…or do I just call you?", "…or not?", "…or a bunch of them?": a clause of its own, nothing,
  // or a pronoun is not a choice between two things.
  const clause = /^(do|does|is|are|can|could|will|would|we|i|you|est|c est|vous|il|elle|on|je|j|nous|pas|not|non)\b/.test(
    normalize(sides[1]),
  );
  if (
    !second.length ||
    second.length > 2 ||
    first.length > 2 ||
    words(sides[1]).length > 4 ||
    !first.length ||
    clause ||
    ANAPHORA.test(normalize(sides[1]))
  )
    return undefined;
  return [first, second];
}

/**
 * A question about where something is ("il se trouve où ?", "where's the farm at?"): the reply
 * must name a place. Read from the raw text, as "où" and "ou" (or) fold to the same word.
 */
export function asksWhere(question: string): boolean {
  return /(^|[^\p{L}])(où|where|whereabouts)(?![\p{L}])/iu.test(questionClause(question));
}
