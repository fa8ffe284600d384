import { monthNamesPattern } from '@/lib/text/months';
import { numberFromWord } from '@/lib/text/numbers';
import { HOUR, NOON_MIDNIGHT } from '@/lib/text/times';
import { normalize } from './normalize';

// What kind of value a question asks for, and whether a text carries one. "Combien ça coûte ?"
// is answered by an amount, "since when?" by a year, "who is the dentist?" by a person: the
// sentence of a passage that carries that kind of value is the one to read out, and a passage
// that has none does not answer, however many of the question's words it shares.

export type AnswerKind = 'code' | 'amount' | 'percent' | 'duration' | 'since' | 'time' | 'period' | 'owner' | 'person' | 'count';

// Checked in order: "combien de temps" is a duration before "combien" is a price.
const ASKS: [AnswerKind, RegExp][] = [
  // A code or a registration number ("the gate code", "your Gas Safe number", "numéro SIRET"); a
  // phone number is the contact skill's ("what number do I call?" is excluded by PHONE_WORDS).
  [
    'code',
    /\b(codes?|digicode|(registration|reg|licen[cs]e|membership|reference|policy|vat|tva|siret|siren|rcs|rpps|adeli|agrement|enregistrement|immatriculation|insurance|assurance|certificate|certificat) (number|no|numero|n)|(numero|n) (d |de )?(agrement|enregistrement|siret|siren|immatriculation|tva|rcs|rpps|adeli|assurance|police|licence|certificat)|the number|le numero|(?<!phone |telephone |mobile |fax |your |votre |ton |my |mon |their |leur )(?:number|numero)(?! of| de| d| to| pour| a))\b/,
  ],
  [
    'since',
    /\b(depuis (quand|combien)( de temps)?|ca fait (longtemps|combien)( de temps)?|how long have you been( \w+)?|how long have you|how long has (the|your|this)|how many years|since when|when did you (start|open)|established|en quelle annee|quelle annee|what year|annee de creation|how long .{0,20}been|combien d (annees|ans)|annees d experience|ans d experience|years of experience|years experience)\b/,
  ],
  ['percent', /\b(rate|rates|taux|pourcentage|percentage|acompte|arrhes|deposit)\b/],
  [
    'duration',
    /\b(combien de temps|en combien|how long|how quickly|how soon|how fast|how early|how far ahead|how far in advance|delai|delais|turnaround|dans quel delai|within how)\b/,
  ],
  ['time', /\b(a quelle heure|quelle heure|vers quelle heure|what time|which time|at what time)\b/],
  // "When do you have sweet corn?", "c'est quand, la fête ?": a period, a date, a day.
  [
    'period',
    /^(?:\w+ ){0,2}(when|quand)\b|\b(quels? jours?|(which|what) days?|c est quand|a partir de quand|jusqu a quand|until when|from when|what month|which month|what season|which season|quel mois|quelle saison|quelle periode|a quelle periode|what date|quelle date)\b|\b(when|quand)$/,
  ],
  [
    'count',
    /\b(combien de (personnes|places|couverts|chambres|lits|couchages|invites|adultes)|how many (people|persons|guests|rooms|beds|seats|adults)|pour combien de personnes|sleeps how many)\b/,
  ],
  [
    'amount',
    /\b(combien|prix|tarif|tarifs|cout|coute|coutent|cher|chere|payant|payante|payants|gratuit|gratuite|how much|price|prices|priced|cost|costs|fee|fees|charge|charges|expensive|cheap|cheaper|discount|discounts|deal|deals|promo|promos|promotion|reduction|remise)\b/,
  ],
  // "Who runs the pub?", "qui tient la boutique ?": a person, or the family or team that runs it.
  [
    'owner',
    /\b(who (runs|owns|manages|operates)|who s (the )?(owner|owners|boss|landlord|manager)|who is (the )?(owner|owners|boss|landlord|manager)|qui (tient|gere|dirige|possede)|qui est (le|la) (patron|patronne|proprietaire|gerant|gerante)|c est qui (le|la) (patron|patronne|proprietaire))\b/,
  ],
  [
    'person',
    /\b(qui est|c est qui|qui sont|qui tient|qui s occupe|who|whose|what s (his|her|the .{0,20}) name|what s (he|she|the .{0,20}) called|what is (he|she|the .{0,20}) called|quel est (son|le) nom|comment s appelle|comment il s appelle|comment elle s appelle)\b/,
  ],
];

// "The number to call", "le numéro de portable": a phone number, not a code.
const PHONE_WORDS = /\b(phone|telephone|mobile|cell|call|ring|text|whatsapp|fax|appeler|joindre|portable|fixe)\b/;

// "Il a eu des prix ?", "vous avez gagné un prix ?": a prize won, not a price. The verb of winning
// frames the word; "le prix", "vos prix", "à quel prix" stay prices.
const AWARD =
  /\b(eu|gagne|gagnes|gagnees|remporte|remportes|obtenu|obtenus|recu|recus|decroche|decroches|prime|primes|won|win|got|received)( (des|un|une|de|plusieurs|quelques|deux|trois|any|an|some))? (prix|recompenses?|medailles?|concours|awards?|prizes?)\b/g;

/** Whether the question asks about prizes won ("il a eu des prix ?"), which the word "prix" does not make a price question. */
export function namesAward(question: string): boolean {
  return new RegExp(AWARD.source).test(normalize(question).replace(/'/g, ' '));
}

/** The kind of value the question asks for, when it asks for one. */
export function answerKind(question: string): AnswerKind | undefined {
  const n = normalize(question).replace(/'/g, ' ').replace(AWARD, ' ');
  return ASKS.find(([kind, re]) => re.test(n) && !(kind === 'code' && PHONE_WORDS.test(n)))?.[0];
}

/**
 * The words that ask for the kind of value ("ça fait longtemps", "how long have you been
 * going"): they say what is wanted, not what about, so a passage need not repeat them.
 */
export function kindWords(question: string): Set<string> {
  const n = normalize(question).replace(/'/g, ' ');
  // A count's unit ("combien de personnes") is what the answer counts: it stays a subject word.
  // "Who runs…": "runs" says what is asked (the owner, as a site says "run by"); only "who" asks the kind.
  const found = ASKS.filter(([kind]) => kind !== 'count' && kind !== 'amount' && kind !== 'owner')
    .map(([, re]) => re.exec(n)?.[0])
    .find(Boolean);
  const words: string[] = [];
  // "What's the vet's name?", "comment elle s'appelle ?": the name is the value asked, not a subject.
  if (found && ASKS.find(([kind]) => kind === 'person')?.[1].test(n))
    for (const w of ['name', 'names', 'nom', 'appelle', 'called']) if (n.split(' ').includes(w)) words.push(w);
  // A code's own words ("registration" in "registration number") say what it is the code of.
  return new Set([
    ...words,
    ...(found ? found.split(/\s+/).filter((w) => !CODE_OF.test(n) || /^(codes?|digicode|number|no|numero|n|the|le)$/.test(w)) : []),
  ]);
}

const CODE_OF = ASKS[0][1];

const AMOUNT =
  /\d\s?(€|eur\b|euros?\b|p\b|pence\b)|[€$£]\s?\d|\d\s?(\$|£|dollars?\b|pounds?\b)|\b(gratuit|gratuite|gratuits|gratuites|gratuitement|offert|offerte|free|free of charge|no charge|complimentary|included|inclus|incluse)\b/i;
const PERCENT = /\d\s?%|\b(per ?cent|pour ?cent)\b/i;
const DURATION_UNIT = String.raw`(min|mins|minutes?|h|hrs?|hours?|heures?|jours?|days?|semaines?|weeks?|mois|months?|ans|years?)`;
const DURATION = new RegExp(
  String.raw`\b(\d+([.,]\d+)?|\d+\s?[-–à]\s?\d+|${numberWordPattern()})\s?${DURATION_UNIT}\b|\b(rapidement|quickly|same day|le jour meme|next day|lendemain)\b`,
  'i',
);
const YEAR =
  /\b(depuis|since|founded|established|est\.|fondee?|creee?|cree|ouvert en|opened in|en)\s+(\p{L}+\s+){0,2}(18|19|20)\d{2}\b|\b(18|19|20)\d{2}\b|\b\d+\s?(\+\s?)?(ans|years?)\b|\b(de pere en fils|generations?)\b/iu;
// A time said in a reply: "9h", "14 h 30", "9:30", "9am", "9 a.m.", "midi". Narrower than MERIDIEM
// (the dotted form only whole, "a.m.") and no "18.30", which reads as an amount.
const TIME = new RegExp(String.raw`\b${HOUR}\s?(h|:)\s?\d{0,2}\b|\b${HOUR}\s?(am|pm|a\.m\.|p\.m\.)|\b(${NOON_MIDNIGHT})\b`, 'i');
// A month (not the modal "may"), a season, a weekday, a date or a recurring time ("summer", "every Saturday", "12/06").
const PERIOD = new RegExp(
  String.raw`\b(${monthNamesPattern(['may'])}|spring|summer|autumn|fall|winter|printemps|(?:l|en|cet|d) ete|automne|hiver|season|saison|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week end|daily|weekly|every|chaque|tous les|toutes les|christmas|noel|easter|paques|\d{1,2}\/\d{1,2})\b`,
);
const TITLE = /\b([Dd]r|[Dd]re|[Dd]octeur|[Dd]octor|Mr|Mrs|Ms|Miss|Mme|Mlle|M\.|[Mm]aître|Me|[Pp]rof)\.?\s+\p{Lu}/u;
// Two capitalised given names joined ("Mike and Sheila"), or a first and a last name mid-sentence.
const NAMES = /\b\p{Lu}\p{Ll}+\s+(and|et|&)\s+\p{Lu}\p{Ll}+\b|(?<=\p{Ll}[\s,]+)\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
// A name said with the role it holds: "Randy Palmer, the owner", "Marie Dupuis - gérante", "owner: Sam Reed".
// The role may be capitalised ("Randy Palmer - Owner"), the name must be: no case-insensitive flag,
// which would read "as your instructor" as a name and its role.
const ROLE = String.raw`([Oo]wner|[Cc]o-?owner|[Ff]ounder|[Mm]anager|[Hh]ead chef|[Cc]hef|[Ii]nstructor|[Dd]irector|[Pp]roprietor|[Pp]ropri[ée]taire|[Gg][ée]rante?|[Ff]ondat(eur|rice)|[Pp]atronne?|[Dd]irect(eur|rice)|[Rr]esponsable)`;
const NAME_ROLE = new RegExp(
  String.raw`(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)\s*[,–—-]?\s*(the |our |notre |votre |le |la |l')?${ROLE}\b|\b${ROLE}\s*[:,–—-]\s*(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)`,
  'u',
);
// Who runs a place may be said without a name: "a family-run pub", "une entreprise familiale".
const RUN_BY_FAMILY =
  /\bfamily[- ](run|owned|business)\b|\b(independently|locally) owned\b|\b(entreprise|maison|affaire|exploitation|ferme) familiale\b|\bde p[èe]re en fils\b/i;
const COUNT = new RegExp(
  String.raw`\b(\d+|${numberWordPattern()})\s?(personnes?|people|persons?|guests?|adultes?|adults?|couchages?|places?|couverts?|lits?|beds?|chambres?|bedrooms?|rooms?|sleeps)\b|\b(pour|for)\s+(\d+|${numberWordPattern()})\b|\bsleeps\s+\d+`,
  'i',
);

// A code or a reference: a run of three or more digits (letters may join it: "AB12345"), not an
// amount ("£270"), a time, a percentage nor a year said as a date ("since 2017").
const CODE =
  /(?<![\d£$€.,:])(?<!\b(?:[Ss]ince|[Dd]epuis|[Ee]n|[Ii]n|[Ee]stablished|[Ee]st\.|[Ff]ounded|©)\s)\b[A-Z]{0,3}\d{3,}[A-Z]{0,2}\b(?![.,:]?\d)(?!\s?(€|\$|£|%|[Ee][Uu][Rr]|euros?|dollars?|pounds?|h\b|am\b|pm\b))/u;

function numberWordPattern(): string {
  return 'un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty';
}

/** The person a text names: "Dr. Yang" in "Dr. Yang's Clinic Hours", "Anna and Tom" in "Run by Anna and Tom". */
export function personIn(text: string): string | undefined {
  const titled = new RegExp(`${TITLE.source}\\p{Ll}*(?:[-\\s]\\p{Lu}\\p{Ll}+)?`, 'u').exec(text);
  if (titled) return titled[0].replace(/['’]s$/, '').trim();
  // "A Message From Randy Palmer - Owner": the two words before the role, not "From Randy".
  const role = NAME_ROLE.exec(text);
  if (role) return (role[1] ?? role.slice(4).find((g) => g && /\s/.test(g)))?.trim();
  return NAMES.exec(text)?.[0].trim();
}

/** A person named by a title or with the role they hold ("Dr. Putnam", "Randy Palmer, the owner"): not any two capitalised words. */
export function namesPractitioner(text: string): boolean {
  return TITLE.test(text) || NAME_ROLE.test(text);
}

/** Whether a text carries a value of that kind ("£56.00", "since 2017", "Dr. Tsai", "8am"). */
export function carries(kind: AnswerKind, text: string): boolean {
  switch (kind) {
    case 'code':
      return CODE.test(text);
    case 'amount':
      return AMOUNT.test(text);
    case 'percent':
      return PERCENT.test(text) || AMOUNT.test(text);
    case 'duration':
      return DURATION.test(normalize(text));
    case 'since':
      return YEAR.test(text);
    case 'time':
      return TIME.test(text);
    case 'period':
      return PERIOD.test(normalize(text)) || TIME.test(text) || YEAR.test(text);
    case 'person':
      return TITLE.test(text) || NAMES.test(text) || NAME_ROLE.test(text);
    case 'owner':
      return carries('person', text) || RUN_BY_FAMILY.test(text);
    case 'count':
      return COUNT.test(normalize(text));
  }
}

/**
 * Whether a passage under its headings carries the value: a heading in Title Case ("Practice
 * Focus › Partition Actions") looks like a person's name, so for "who?" only a title in it
 * ("Dr. Yang's Clinic Hours") counts.
 */
export function carriesUnder(kind: AnswerKind, heading: string, text: string): boolean {
  if (kind === 'person' || kind === 'owner') return carries(kind, text) || TITLE.test(heading) || NAME_ROLE.test(heading);
  return carries(kind, `${heading} ${text}`);
}

/** Numbers said in the question ("two hours", "10 hours"), as digits: "£56 per 2 hours" answers "two hours". */
export function numbersIn(text: string): number[] {
  return normalize(text)
    .split(/\s+/)
    .map((w) => (/^\d+$/.test(w) ? Number(w) : numberFromWord(w)))
    .filter((n): n is number => n !== undefined && n > 0);
}
