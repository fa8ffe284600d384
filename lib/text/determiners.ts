// Determiners of French and English, folded (lower case, no accents, apostrophes split off:
// "l'escalier" → "l escalier"), in grammatical groups. Every reader of a caller's question or a
// passage (its last noun phrase, a word named as a thing, a qualifying noun) uses the one set.

const ARTICLES = ['a', 'an', 'the', 'un', 'une', 'le', 'la', 'les', 'l'] as const;
/** French partitive and plural articles ("des", "du", "de l'", "d'"): they also work as prepositions. */
const PARTITIVES = ['des', 'du', 'de', 'd'] as const;
/** Possessives of the speaker and of third persons. */
const OWN_AND_THIRD_POSSESSIVES = [
  'my',
  'our',
  'his',
  'her',
  'their',
  'mon',
  'ma',
  'mes',
  'notre',
  'nos',
  'son',
  'sa',
  'ses',
  'leur',
  'leurs',
] as const;
/** The caller's "your": in a question it names the business's own thing ("your parking"). */
const SECOND_PERSON_POSSESSIVES = ['your', 'votre', 'vos'] as const;
/** "that" also starts clauses ("the room that…"); a reader that cares checks the word after it. */
const SINGULAR_DEMONSTRATIVES = ['this', 'that', 'ce', 'cet', 'cette'] as const;
const PLURAL_DEMONSTRATIVES = ['these', 'those', 'ces'] as const;
const QUANTIFIERS = ['some', 'any'] as const;

/**
 * Every determiner of both languages: a word after one is named as a thing ("a guide", "my tenant",
 * "ce devis"), not said as a verb ("on vous guide").
 */
export const DETERMINERS: ReadonlySet<string> = new Set<string>([
  ...ARTICLES,
  ...PARTITIVES,
  ...OWN_AND_THIRD_POSSESSIVES,
  ...SECOND_PERSON_POSSESSIVES,
  ...SINGULAR_DEMONSTRATIVES,
  ...PLURAL_DEMONSTRATIVES,
  ...QUANTIFIERS,
]);
