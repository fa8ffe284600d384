import type { KnowledgeHit } from '@/lib/knowledge/types';
import { looksLikeAddressLine, looksLikePostcodeLine, looksLikeStreetLine } from '@/lib/text/postal';
import { isLexiconWord } from '../intents';
import { RETRIEVAL_STOP } from '../knowledge';
import { normalize, STOPWORDS, tokens } from '../normalize';
import { isTestimonial } from '../passage-text';
import { findPhone, type FoundPhone } from '../phone';
import type { Turn } from './turn';

// Businesses with several places (offices, shops, restaurants) print each one as a block of the
// page: a heading that names it ("Bureau d'Arlanc", "Centre-ville") over its street, phone and
// hours lines. A caller who names a place ("le bureau de Saint-Germain", "the town-centre shop")
// gets that block's fact. The block is found by search over the knowledge base, and a place
// counts as named only when its words sit in a heading (or the street line) of one block more
// than in the others: "bureau" is in every office's heading, "Arlanc" in one.

// Street and postcode lines are read the way the extractor reads them (lib/text/postal.ts: one
// place for street words and postcode formats of every country).
const hasStreet = looksLikeStreetLine;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

// Words that ask or situate, never name a place ("où", "bureau", "numéro", "vendredi"…).
const SCAFFOLD = new Set(
  (
    'ou est sont exactement adresse situe situes trouve trouvez trouver vous etes cabinet bureau bureaux boutique boutiques magasin ' +
    'salon resto restaurant restaurants office offices shop shops store stores branch branches site sites agence agences where are you ' +
    'located address exactly the your quelle quel quels quelles c se il elle a au aux du de des la le les et what is s it y aller venir ' +
    'comment how get there bien donc numero number phone telephone tel mail email courriel contact coordonnees horaires hours open ' +
    'ouvert ouverte ouverts ferme fermee closed passer passe venir come drop stop pop visit peux pourrais puis can could may est ce que ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche monday tuesday wednesday thursday friday saturday sunday demain tomorrow ' +
    'aujourd hui today matin apres midi soir morning afternoon evening week end weekend semaine prochain prochaine next this ce cette ' +
    'which one celui celle cote near close pres loin far part quartier area town ville village city auriez avez have got do does did ' +
    'please svp plait merci thanks euh hello bonjour hi allo other autre'
  ).split(/\s+/),
);

/** Words of the question that may name a place: not scaffolding, not the business's own name. */
export function placeWords(t: Turn): string[] {
  const own = new Set(tokens(`${t.agent.name} ${t.agent.businessType}`));
  return [
    ...new Set(
      tokens(t.text).filter(
        (w) => w.length >= 3 && !/^\d+$/.test(w) && !SCAFFOLD.has(w) && !STOPWORDS.has(w) && !RETRIEVAL_STOP.has(w) && !own.has(w),
      ),
    ),
  ].filter((w) => !isLexiconWord(w));
}

/** Does this text name the place word (a long word may be cut or inflected: "Collonges" ~ "collonge")? */
function names(text: string, word: string): boolean {
  const stemLen = Math.min(word.length, 5);
  return tokens(text).some((tok) => tok === word || (tok.length >= stemLen && word.length >= 4 && tok.startsWith(word.slice(0, stemLen))));
}

const countNamed = (text: string, words: string[]) => words.filter((w) => names(text, w)).length;

export type PlaceBlock = {
  /** The heading path that delimits the place's block (the passages under it are its lines). */
  path: string[];
  /** The place as the site names it ("Bureau d'Arlanc"), or null when only its street line names it. */
  label: string | null;
  lines: string[];
};

type Candidate = { path: string[]; matches: number; labelled: boolean; score: number };

/** Where a hit's place is: the deepest heading that names the most place words, or its own street line. */
function candidateOf(hit: KnowledgeHit, words: string[]): Candidate | null {
  let best: Candidate | null = null;
  hit.headingPath.forEach((segment, i) => {
    const m = countNamed(segment, words);
    if (m > 0 && (!best || m >= best.matches))
      best = { path: hit.headingPath.slice(0, i + 1), matches: m, labelled: true, score: hit.score };
  });
  if (best) return best;
  const inText = looksLikeAddressLine(hit.text) ? countNamed(hit.text, words) : 0;
  return inText ? { path: hit.headingPath, matches: inText, labelled: false, score: hit.score } : null;
}

const startsWith = (path: string[], prefix: string[]) => prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
const pathKey = (p: string[]) => p.join(' › ');

/** The site's label for a place: the part of its heading that names it ("… – Bureau d’Arlanc" → "Bureau d’Arlanc"). */
function labelOf(segment: string, words: string[]): string {
  const parts = segment.split(/\s+[–—|:-]\s+|\s*·\s*/).filter(Boolean);
  return (parts.find((p) => countNamed(p, words) > 0) ?? segment).trim();
}

/**
 * The block of the place the caller names, with every line under it; null when no place is named,
 * or the words name every block alike. `topic` adds what the fact is filed under ("adresse", "tél").
 */
export async function namedPlace(t: Turn, topic = ''): Promise<PlaceBlock | null> {
  const words = placeWords(t);
  if (!words.length) return null;
  const hits = dedupe([...(await t.search(words.join(' '), t.L)), ...(topic ? await t.search(`${words.join(' ')} ${topic}`, t.L) : [])]);
  const byKey = new Map<string, Candidate>();
  for (const h of hits) {
    const c = candidateOf(h, words);
    if (!c) continue;
    const key = pathKey(c.path);
    const prev = byKey.get(key);
    if (!prev || c.matches > prev.matches) byKey.set(key, { ...c, score: Math.max(c.score, prev?.score ?? 0) });
  }
  // A heading that names the place wins over a street line that happens to; deeper headings are
  // the place itself ("… › Saint-Cyr"), shallower ones a group of places ("Nos boutiques à Saint-Cyr et …").
  const ranked = [...byKey.values()].sort(
    (a, b) => b.matches - a.matches || Number(b.labelled) - Number(a.labelled) || b.path.length - a.path.length || b.score - a.score,
  );
  const best = ranked[0];
  if (!best) return null;
  // Words that name several headings alike ("bureau" over every office) name no place.
  const rival = ranked.find(
    (c) =>
      c !== best &&
      c.labelled === best.labelled &&
      c.matches === best.matches &&
      !startsWith(best.path, c.path) &&
      !startsWith(c.path, best.path),
  );
  if (rival) return null;
  const last = best.path[best.path.length - 1] ?? '';
  const label = best.labelled ? labelOf(last, words) : null;
  // Every line under the place's heading: search by its name, keep what sits under it.
  const more = last ? await t.search(label ?? last, t.L) : [];
  const lines = dedupe([...hits, ...more])
    .filter((h) => (best.labelled ? startsWith(h.headingPath, best.path) : pathKey(h.headingPath) === pathKey(best.path)))
    .map((h) => h.text);
  return { path: best.path, label, lines };
}

function dedupe(hits: KnowledgeHit[]): KnowledgeHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => !seen.has(h.id) && seen.add(h.id));
}

const clean = (line: string) =>
  line
    .replace(/^[\s●•▪◦·*–-]+/u, '')
    .replace(/[.\s]+$/, '')
    .trim();

/** The street of a block: its street line, then its postcode-and-town line ("66 Rue de la Vicomté, 76000 Rouen"). */
export function streetOf(lines: string[]): string | null {
  const streetLines = lines.filter((l) => looksLikeAddressLine(l)).map(clean);
  if (!streetLines.length) return null;
  const withStreet = streetLines.filter(hasStreet);
  const first = withStreet[0] ?? streetLines[0];
  const town = streetLines.find((l) => l !== first && !hasStreet(l) && looksLikePostcodeLine(l));
  const joined = town && !normalize(first).includes(normalize(town)) ? `${first}, ${town}` : first;
  // A long sentence that holds an address is cut to the address's own line.
  return joined.length > 160 ? null : joined;
}

export function phoneOf(lines: string[], country: Parameters<typeof findPhone>[1]): FoundPhone | null {
  for (const l of lines) {
    const p = findPhone(l, country);
    if (p) return p;
  }
  return null;
}

export function emailOf(lines: string[]): string | null {
  for (const l of lines) {
    const m = EMAIL.exec(l);
    if (m) return m[0];
  }
  return null;
}

const PLACE_FILES = {
  fr: ['adresse nos bureaux nos boutiques', 'tél téléphone horaires'],
  en: ['address our offices our shops locations', 'phone tel hours'],
} as const;
const SUB_HEADING = /^(horaires?|hours|opening hours|heures d.ouverture|contact|coordonn[ée]es|adresse|address|t[ée]l[ée]phone|phone)\b/i;

/**
 * The business's other places, named as the site names them ("Bureau de Feurs", "Centre-ville"):
 * blocks with their own street and a phone or hours line, other than the one at `mainStreet`.
 */
export async function otherPlaces(t: Turn, mainStreet: string): Promise<string[]> {
  // One search: what places are filed under (their addresses, phones and hours).
  const hits = await t.search(`${PLACE_FILES[t.L][0]} ${PLACE_FILES[t.L][1]}`, t.L);
  const blocks = new Map<string, { label: string; lines: string[] }>();
  for (const h of hits) {
    // A customer's review that names the street is not another place of the business.
    if (isTestimonial(h)) continue;
    const path = [...h.headingPath];
    while (path.length > 1 && SUB_HEADING.test(path[path.length - 1])) path.pop();
    if (!path.length) continue;
    const key = pathKey(path);
    const label = labelOf(path[path.length - 1], []);
    blocks.set(key, { label, lines: [...(blocks.get(key)?.lines ?? []), h.text] });
  }
  const main = normalize(mainStreet);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const b of blocks.values()) {
    const street = streetOf(b.lines);
    const hasContact = b.lines.some((l) => findPhone(l, t.agent.country) || MAYBE_HOURS.test(l));
    // A heading that exclaims or asks ("Come and see us!") names no place.
    if (!street || !hasContact || /[!?]\s*$/.test(b.label)) continue;
    const streetKey = normalize(street.split(',')[0]);
    if (main.includes(streetKey) || seen.has(streetKey)) continue;
    seen.add(streetKey);
    out.push(
      b.label
        .split(/\s+[–—|:-]\s+/)
        .pop()!
        .trim(),
    );
  }
  return out.length ? out.slice(0, 3) : [];
}

const MAYBE_HOURS = /\d{1,2}\s?(?:h|:)\s?\d{0,2}\s*(?:-|–|à|to|a)\s*\d{1,2}|\b\d{1,2}\s?(?:am|pm)\b/i;
