// A caller vocabulary: for each everyday concept, the ways people of one language name it on the
// phone. Concepts share their key across languages, so an English caller's "parking" also finds
// a French site's "stationnement". Phrases are written as people say them; matching folds case,
// accents, hyphens and apostrophes, and the database stems each word.
export type Vocabulary = Record<string, readonly string[]>;
