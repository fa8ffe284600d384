// French related words by derivation: a verb and the nouns French makes from it share a stem
// ("livrer" / "livraison", "stocker" / "stockage", "réparer" / "réparation", "payer" /
// "paiement", "coiffer" / "coiffure"), and the database's stemmer does not join them (it keeps
// "livraison" whole). The caller's word (folded, any common conjugated or plural form) is cut to
// its stem and the family's other forms are proposed; a form no passage has simply matches
// nothing. No French WordNet ships on npm; these suffixes are general French morphology.

// Endings that leave the stem, longest first: the infinitive and common conjugated forms of
// -er verbs, past participles, and the deverbal noun suffixes themselves.
const ENDINGS = [
  'ements',
  'ement',
  'ations',
  'ation',
  'aisons',
  'aison',
  'ages',
  'age',
  'ures',
  'ure',
  'erons',
  'erez',
  'erai',
  'erais',
  'erait',
  'eront',
  'ions',
  'iez',
  'ons',
  'ez',
  'ent',
  'ees',
  'ee',
  'es',
  'er',
  'e',
];

/** The forms proposed for a stem: the infinitive and the deverbal nouns. */
const FORMS = ['er', 'age', 'ement', 'ation', 'aison', 'ure'];

/** A stem shorter than this says too little ("gar" would propose "garage" for "garer"). */
const MIN_STEM = 4;

/** The derivational family of a folded French word ("livrez" → "livrer", "livraison"…). */
export function relatedFr(word: string): string[] {
  if (word.includes(' ')) return [];
  const end = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM - 1);
  if (!end) return [];
  const stem = word.slice(0, -end.length);
  if (stem.length < MIN_STEM && !stem.endsWith('y')) return [];
  // "payer" → "paiement", "nettoyer" → "nettoiement": y before a silent e becomes i. A doubled n
  // of the verb is single in its learned noun ("donner" → "donation", "-nnation" is not French).
  const form = (suffix: string) =>
    suffix === 'ement' && stem.endsWith('y')
      ? `${stem.slice(0, -1)}i${suffix}`
      : suffix === 'ation' && stem.endsWith('nn')
        ? `${stem.slice(0, -1)}${suffix}`
        : stem + suffix;
  const out = new Set(FORMS.map(form));
  out.delete(word);
  return [...out];
}
