import { normalize, tokens } from '../normalize';
import { questionClause } from '../question';
import { push, type Turn } from './turn';

// "Où êtes-vous ?" The structured address answers, unless the site's own text has a better one:
// the extracted address lacks a street, or the caller names a place ("le bureau d'Ardes", "the
// Saint-Cyr shop") that the extracted address doesn't mention but a street line of the site does.

// A street line, in the shapes French and English sites print them (folded text).
const STREET =
  /\b\d{1,4}\s?(?:bis|ter)?,?\s+(?:rue|avenue|av|bd|boulevard|place|pl|chemin|route|rte|impasse|allee|quai|cours|square|faubourg|lieu dit|road|rd|street|st|lane|ln|ave|drive|dr|way|close|crescent|court|ct|parade|terrace|highway|hwy)\b|\b(?:rue|avenue|boulevard|place|chemin|route|impasse|allee|quai|cours) (?:de|du|des|d|la|le|saint|st)\b/;

// Postcodes as printed: French "76000 Rouen", British "BN20 8ST", Irish "V94 C63X", US "CA 91016",
// six-digit ones after a town ("Bengaluru 560020").
const POSTCODE =
  /\b\d{5} \p{Lu}|\p{Lu}\p{Ll}+,? \d{6}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[AC-FHKNPRTV-Y]\d{2} ?[AC-FHKNPRTV-Y\d]{4}\b|\b[A-Z]{2} \d{5}\b/u;

function looksLikeStreet(text: string): boolean {
  return STREET.test(normalize(text)) || POSTCODE.test(text);
}

/** Words of the question that name a place (not scaffolding, not the business's own name). */
function placeWords(t: Turn): string[] {
  const own = new Set(tokens(`${t.agent.name} ${t.agent.businessType}`));
  const generic =
    /^(ou|est|sont|exactement|adresse|situe|situes|trouve|trouvez|trouver|vous|etes|cabinet|bureau|boutique|magasin|salon|resto|restaurant|office|shop|store|where|are|you|located|address|exactly|the|your|quelle|quel|c|se|il|elle|a|au|du|de|la|le|les|et|what|is|s|it|y|aller|venir|comment|how|get|there|bien|donc)$/;
  return tokens(questionClause(t.text)).filter((w) => w.length >= 3 && !generic.test(w) && !own.has(w));
}

const ADDRESS_WORDS = { fr: 'adresse accès plan contact nous trouver', en: 'address find us location directions contact' } as const;

/** Answers a location question from the site's street lines when they answer better; false otherwise. */
export async function answerLocation(t: Turn): Promise<boolean> {
  const known = t.agent.info.address?.formatted ?? '';
  const places = placeWords(t);
  const knownWords = tokens(known);
  const unnamed = places.filter((p) => !knownWords.some((w) => w.startsWith(p.slice(0, 5))));
  const knownIsStreet = looksLikeStreet(known);
  if (knownIsStreet && !unnamed.length) return false;
  // The question's own words first ("le bureau d'Ardes"), then what an address is filed under.
  const found = [...(await t.search(t.text, t.L)), ...(await t.search(ADDRESS_WORDS[t.L], t.L))];
  const hits = found.filter((h, i) => looksLikeStreet(h.text) && found.findIndex((x) => x.id === h.id) === i);
  const named = (text: string) => unnamed.filter((p) => tokens(text).some((w) => w.startsWith(p.slice(0, 5)))).length;
  const best = hits
    .map((h) => ({ h, n: named(`${h.headingPath.join(' ')} ${h.text}`) }))
    .sort((a, b) => b.n - a.n || b.h.score - a.h.score)[0];
  // A named place must be in the line; with no place named, any street line beats no street.
  if (!best || (unnamed.length && !best.n) || (!unnamed.length && knownIsStreet)) return false;
  const line = best.h.text.split(/\n+/).find((l) => looksLikeStreet(l)) ?? best.h.text;
  push(t, 'addressFromSite', { address: line.trim().replace(/[.\s]+$/, '') });
  return true;
}
