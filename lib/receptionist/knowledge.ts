import type { ExtractedFaq, ExtractedInfo, ExtractedService } from '@/lib/extract/types';
import { contentTokens, fuzzyEqual, STOPWORDS, tokens, stem } from './normalize';

// Grounding: everything the receptionist states comes from the agent's extracted facts. Services
// are matched fuzzily by name ("coupe homme" ~ "Coupe Homme – 25 €"); free questions are answered
// by BM25 retrieval over the FAQ (questions weigh double) and the summary's sentences.

/** Words of a booking or price request that must not count as a service-name match. */
const GENERIC = new Set(
  [
    'rendez',
    'rdv',
    'appointment',
    'reservation',
    'reserv',
    'book',
    'prix',
    'tarif',
    'price',
    'cost',
    'combien',
    'much',
    'service',
    'prestation',
    'voudrai',
    'aimerai',
    'like',
    'want',
    'prendre',
    'take',
    'faire',
    'make',
    'avoir',
    'get',
    'demain',
    'tomorrow',
    'aujourd',
    'hui',
    'today',
    'heure',
    'hour',
    'matin',
    'morning',
    'soir',
    'evening',
    'semaine',
    'week',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'nom',
    'name',
    'numero',
    'number',
    'telephone',
    'phone',
    'non',
    'oui',
    'yes',
    'no',
    'merci',
    'thank',
  ].map(stem),
);

type ServiceMatch = { service: ExtractedService; score: number; matched: number };

export function nameTokens(name: string): string[] {
  return contentTokens(name.replace(/\(.*?\)/g, ' ')).filter((t) => !/^\d/.test(t));
}

// Everyday words for catalogue names, both languages (stemmed forms).
const SYNONYMS: Record<string, string[]> = {
  couleur: ['coloration', 'colouring', 'coloring'],
  color: ['colouring', 'coloration', 'coloring'],
  colour: ['colouring', 'coloration', 'coloring'],
  cut: ['haircut', 'coupe'],
  coupe: ['haircut'],
  haircut: ['coupe'],
  brushing: ['blow'],
  blow: ['brushing'],
  men: ['homme'],
  man: ['homme'],
  women: ['femme'],
  woman: ['femme'],
  kid: ['enfant', 'child', 'children'],
  child: ['enfant', 'kid'],
  children: ['enfant', 'kid'],
  homme: ['men', 'man'],
  femme: ['women', 'woman'],
  enfant: ['kid', 'child', 'children'],
  nettoyage: ['detartrage', 'cleaning'],
  cleaning: ['detartrage'],
};

export function wordMatches(said: string, word: string): boolean {
  if (fuzzyEqual(said, word)) return true;
  // "colour" for "colouring", "vidang" for "vidange": a long enough beginning counts.
  if (said.length >= 5 && word.startsWith(said)) return true;
  return (SYNONYMS[said] ?? []).includes(word);
}

/** Services named in the message, best first; score = share of the service name's words present. */
function matchServices(text: string, services: ExtractedService[]): ServiceMatch[] {
  const base = contentTokens(text).filter((t) => !GENERIC.has(t));
  if (!base.length) return [];
  // "hair cut" ~ "haircut": adjacent words glued together count too.
  const msg = [...base, ...base.slice(1).map((t, i) => base[i] + t)];
  const out: ServiceMatch[] = [];
  const names = services.map((s) => nameTokens(s.name));
  // A long word only one service has names it ("a cleaning" → "Check-ups and cleanings").
  const distinctive = (w: string) => w.length >= 5 && names.filter((n) => n.includes(w)).length === 1;
  for (const [i, service] of services.entries()) {
    const name = names[i];
    if (!name.length) continue;
    let matched = 0;
    let telling = false;
    for (const w of name) {
      if (!msg.some((m) => wordMatches(m, w))) continue;
      matched++;
      if (distinctive(w)) telling = true;
    }
    if (matched === 0) continue;
    const score = matched / name.length;
    if (score >= 0.5 || matched >= 2 || telling) out.push({ service, score, matched });
  }
  return out.sort((a, b) => b.score - a.score || b.matched - a.matched);
}

/** One clear service, or several equally good candidates (ambiguous), or none. */
export function resolveService(text: string, services: ExtractedService[]): { best?: ExtractedService; candidates: ExtractedService[] } {
  const matches = matchServices(text, services);
  if (!matches.length) return { candidates: [] };
  const top = matches[0];
  const tied = matches.filter((m) => m.score === top.score && m.matched === top.matched);
  if (tied.length === 1 || top.score === 1) return { best: top.service, candidates: tied.map((m) => m.service) };
  return { candidates: tied.map((m) => m.service) };
}

type Doc =
  | { kind: 'faq'; faq: ExtractedFaq; terms: Map<string, number>; length: number }
  | { kind: 'text'; text: string; terms: Map<string, number>; length: number };

function addTerms(terms: Map<string, number>, text: string, weight: number) {
  for (const t of contentTokens(text)) terms.set(t, (terms.get(t) ?? 0) + weight);
}

function buildDocs(info: ExtractedInfo): Doc[] {
  const docs: Doc[] = [];
  for (const faq of info.faq) {
    const terms = new Map<string, number>();
    addTerms(terms, faq.q, 2);
    addTerms(terms, faq.a, 1);
    docs.push({ kind: 'faq', faq, terms, length: [...terms.values()].reduce((a, b) => a + b, 0) });
  }
  const sentences = info.summary
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
  for (const text of sentences) {
    const terms = new Map<string, number>();
    addTerms(terms, text, 1);
    docs.push({ kind: 'text', text, terms, length: [...terms.values()].reduce((a, b) => a + b, 0) });
  }
  for (const s of info.services) {
    if (!s.description) continue;
    const text = `${s.name}${s.price ? ` (${s.price})` : ''} : ${s.description}`;
    const terms = new Map<string, number>();
    addTerms(terms, `${s.name} ${s.description}`, 1);
    docs.push({ kind: 'text', text, terms, length: [...terms.values()].reduce((a, b) => a + b, 0) });
  }
  return docs;
}

// Verbs and fillers that say nothing about the topic ("how long does it take", "je peux venir").
export const RETRIEVAL_STOP = new Set(
  (
    'take took make get need want like know tell give come go going work works working long time much many way thing things also just really ' +
    'anything something someone can could would should will one lot bit know see ask wonder wondering ' +
    'faire fait peux peut pouvez venir aller savoir dire donner prendre temps chose truc aussi vraiment quelque quelqu faut connaitre demander voir'
  )
    .split(' ')
    .map(stem),
);

const docCache = new WeakMap<ExtractedInfo, Doc[]>();

export type KnowledgeHit = { answer: string; score: number; source: 'faq' | 'text' };

/**
 * The best grounded answer to a free question, or null when nothing relevant enough exists
 * (the caller is then told honestly that we don't know). Typos are bridged by mapping each query
 * word to a fuzzily equal indexed word.
 */
export function searchKnowledge(question: string, info: ExtractedInfo): KnowledgeHit | null {
  let docs = docCache.get(info);
  if (!docs) {
    docs = buildDocs(info);
    docCache.set(info, docs);
  }
  if (!docs.length) return null;
  const vocab = new Map<string, number>(); // term → document frequency
  for (const d of docs) for (const t of d.terms.keys()) vocab.set(t, (vocab.get(t) ?? 0) + 1);
  const all = contentTokens(question);
  const topical = all.filter((q) => !RETRIEVAL_STOP.has(q));
  // Only filler words left ("how does it work?"): then they are the question.
  const fuzzyMapped = new Set<string>();
  const query = [...new Set(topical.length ? topical : all)].map((q) => {
    if (vocab.has(q)) return q;
    for (const v of vocab.keys()) {
      if (fuzzyEqual(q, v) || (q.length >= 5 && v.startsWith(q)) || (v.length >= 5 && q.startsWith(v))) {
        fuzzyMapped.add(v);
        return v;
      }
    }
    return q;
  });
  if (!query.length) return null;
  const avg = docs.reduce((a, d) => a + d.length, 0) / docs.length;
  const N = docs.length;
  let best: { doc: Doc; score: number; matched: number } | null = null;
  for (const doc of docs) {
    let score = 0;
    let matched = 0;
    for (const q of query) {
      const tf = doc.terms.get(q);
      if (!tf) continue;
      matched++;
      const df = vocab.get(q) ?? 0;
      const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
      score += (idf * (tf * 2.2)) / (tf + 1.2 * (0.25 + 0.75 * (doc.length / avg)));
    }
    if (matched && (!best || score > best.score)) best = { doc, score, matched };
  }
  if (!best) return null;
  // Enough of the question must be covered: two distinct words, or the only content word(s) asked.
  const coverage = best.matched / query.length;
  if (coverage < 0.3) return null;
  if (best.matched < 2 && query.length > 2) {
    // One shared word out of several: only when that word is specific (rare, not short).
    const only = query.find((q) => best!.doc.terms.has(q))!;
    // …and matched as typed: "matin" must not find "Martin".
    if (only.length < 4 || (vocab.get(only) ?? 0) > 1 || fuzzyMapped.has(only)) return null;
  }
  return best.doc.kind === 'faq'
    ? { answer: best.doc.faq.a, score: best.score, source: 'faq' }
    : { answer: best.doc.text, score: best.score, source: 'text' };
}

/** Is the message made of words at all (vs. "asdfgh qwerty", emojis)? Used to tell gibberish from questions. */
export function looksLikeLanguage(text: string): boolean {
  const toks = tokens(text).filter((t) => /[a-z]/.test(t));
  if (!toks.length) return false;
  const known = toks.filter((t) => STOPWORDS.has(t) || t.length <= 2).length;
  const vowelly = toks.filter((t) => /[aeiouy]/.test(t) && !/[bcdfghjklmnpqrstvwxz]{5,}/.test(t)).length;
  return known >= 1 || (vowelly / toks.length >= 0.8 && toks.length >= 3);
}
