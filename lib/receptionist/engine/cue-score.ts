import { fuzzyEqual, normalize } from '../normalize';

// Scoring what a sentence asks from weighted cues rather than whole phrases. A cue is a short
// frame of word slots ("how … reach|contact|joindre"): its words may sit anywhere in the sentence
// as long as they come in that order, with at most one word between two slots ("how do I reach"
// ~ "how can we reach"), up to three across a "~", six across a "…", twelve across a "…+". A word of the frame
// matches the caller's word as said, as a stem ("joind*"), as any word ("#") or any number
// ("#n"), or, for words of six letters or more, with a speech-to-text slip ("contacte" ~
// "contact"). Each signal sums the weights of its cues found (each once); a signal is asked when
// the sum reaches 1, and a negative weight is a reading that rules it out. A cue found right after
// a negation ("not urgent", "pas urgent", "can't come") counts apart, so a signal can be read as
// denied rather than said.

/** One alternative of a slot: consecutive words ("get_hold_of"), each possibly a stem ("joind*"). */
type Alt = { words: string[] };
/** A slot's plain one-word alternatives (a set lookup) apart from the rest (phrases, wildcards). */
type Slot = { single: Set<string>; rest: Alt[]; words: string[]; anchors: Set<string> | null };
type Cue = { slots: Slot[]; gaps: number[]; weight: number };
export type CueSpec = readonly [frame: string, weight: number];

const FAR_GAP = 12;
const WIDE_GAP = 6;
const MID_GAP = 3;
const NEAR_GAP = 1;
const NEGATION_REACH = 3;
// "not", "never", "can't" (folded to "can t"), "unable", "pas", "jamais", "rien", "aucun", "sans".
const NEGATORS = new Set('not no never nothing t cannot cant wont dont isnt unable pas jamais rien aucun aucune sans without'.split(' '));

function compileAlt(alt: string): Alt {
  return { words: alt.split('_').filter(Boolean) };
}

/** Compiles "how … reach|contact joind*" into slots and the gap allowed before each. */
function compileCues(specs: readonly CueSpec[]): Cue[] {
  return specs.map(([frame, weight]) => {
    const slots: Slot[] = [];
    const gaps: number[] = [];
    let gap = NEAR_GAP;
    for (const part of frame.split(/\s+/).filter(Boolean)) {
      if (part === '…' || part === '...' || part === '~' || part === '…+') {
        gap = part === '~' ? MID_GAP : part === '…+' ? FAR_GAP : WIDE_GAP;
        continue;
      }
      const alts = part.split('|').map(compileAlt);
      const plain = (a: Alt) => a.words.length === 1 && a.words[0] !== '#' && a.words[0] !== '#n';
      slots.push({
        single: new Set(alts.filter(plain).map((a) => a.words[0])),
        rest: alts.filter((a) => !plain(a)),
        words: alts.flatMap((a) => a.words),
        // The first word of each phrase: a phrase whose first word is absent cannot match.
        anchors: alts.some((a) => a.words[0].startsWith('#')) ? null : new Set(alts.filter((a) => !plain(a)).map((a) => a.words[0])),
      });
      gaps.push(gap);
      gap = NEAR_GAP;
    }
    return { slots, gaps, weight };
  });
}

/** Does a caller's word match a cue word ("reach", a stem "joind*")? */
function wordMatches(token: string, word: string): boolean {
  if (word.endsWith('*')) return token.startsWith(word.slice(0, -1));
  if (token === word) return true;
  // Short words collide too easily to be matched loosely ("me" / "ma", "ring" / "rang").
  return word.length >= 6 && token.length >= 5 && token[0] === word[0] && fuzzyEqual(token, word);
}

/** The cue words a caller's word matches: what a slot needs is then a set lookup. */
type WordKeys = (token: string) => Set<string>;

/** "#" is any one word ("are you on # street"); "#n" any number ("for the 3rd"). */
function keyMatches(token: string, key: string, keys: WordKeys): boolean {
  if (key === '#') return true;
  if (key === '#n') return /^\d/.test(token);
  return keys(token).has(key);
}

/** The index after the alternative when it starts at i, else -1. */
function altAt(tokens: string[], i: number, alt: Alt, keys: WordKeys): number {
  for (let k = 0; k < alt.words.length; k++) {
    const t = tokens[i + k];
    if (t === undefined || !keyMatches(t, alt.words[k], keys)) return -1;
  }
  return i + alt.words.length;
}

/** The indexes after each way the slot matches at i (none when it does not). */
function slotEnds(tokens: string[], i: number, slot: Slot, keys: WordKeys): number[] {
  const out: number[] = [];
  const said = keys(tokens[i]);
  for (const key of said)
    if (slot.single.has(key)) {
      out.push(i + 1);
      break;
    }
  for (const alt of slot.rest) {
    const end = altAt(tokens, i, alt, keys);
    if (end >= 0) out.push(end);
  }
  return out;
}

/** Where the cue is found (the index of its first word), or -1. */
function findCue(tokens: string[], cue: Cue, keys: WordKeys, present: Set<string>): number {
  // Most cues name a word the sentence does not have: skip them before any search.
  const possible = (slot: Slot) => slot.anchors === null || [...present].some((w) => slot.single.has(w) || slot.anchors!.has(w));
  if (!cue.slots.every(possible)) return -1;
  const search = (slot: number, from: number, until: number): boolean => {
    if (slot === cue.slots.length) return true;
    for (let i = from; i <= Math.min(until, tokens.length - 1); i++)
      for (const end of slotEnds(tokens, i, cue.slots[slot], keys)) if (search(slot + 1, end, end + (cue.gaps[slot + 1] ?? 0))) return true;
    return false;
  };
  for (let start = 0; start < tokens.length; start++)
    for (const end of slotEnds(tokens, start, cue.slots[0], keys)) if (search(1, end, end + (cue.gaps[1] ?? 0))) return start;
  return -1;
}

function negatedAt(tokens: string[], start: number): boolean {
  return tokens.slice(Math.max(0, start - NEGATION_REACH), start).some((t) => NEGATORS.has(t));
}

export type SignalScore = { said: number; denied: number };

/** The words a sentence is read in: folded, hyphens and apostrophes as spaces; "où" kept apart from "ou" (or). */
export function cueTokens(text: string): string[] {
  const marked = text.replace(/(?<!\p{L})où(?!\p{L})/giu, ' ouwhere ');
  return normalize(marked).replace(/-/g, ' ').split(/\s+/).filter(Boolean);
}

/** Sums, for one signal, the weights of its cues said, and apart those said under a negation when it can be denied. */
function scoreCues(tokens: string[], cues: Cue[], negatable: boolean, keys: WordKeys, present: Set<string>): SignalScore {
  const out: SignalScore = { said: 0, denied: 0 };
  for (const cue of cues) {
    const at = findCue(tokens, cue, keys, present);
    if (at < 0) continue;
    if (negatable && negatedAt(tokens, at)) out.denied += cue.weight;
    else out.said += cue.weight;
  }
  return out;
}

/**
 * Scores every signal of a table for one sentence; the last few sentences are remembered (a turn
 * reads one many times). Only the signals named negatable are read under a negation: "pas urgent"
 * denies urgency, but "sans réservation" still names a booking.
 */
export function signalReader<S extends string>(table: Record<S, readonly CueSpec[]>, negatable: readonly NoInfer<S>[] = []) {
  const compiled = Object.fromEntries(Object.entries(table).map(([k, v]) => [k, compileCues(v as CueSpec[])])) as Record<S, Cue[]>;
  const memo = new Map<string, Record<S, SignalScore>>();
  // Every cue word of the table, matched once per caller word and remembered across turns.
  const vocabulary = [
    ...new Set(Object.values<Cue[]>(compiled).flatMap((cues) => cues.flatMap((c) => c.slots.flatMap((slot) => slot.words)))),
  ].filter((w) => w !== '#' && w !== '#n');
  const known = new Map<string, Set<string>>();
  const keys: WordKeys = (token) => {
    let set = known.get(token);
    if (!set) {
      set = new Set(vocabulary.filter((w) => wordMatches(token, w)));
      if (known.size >= 20_000) known.clear();
      known.set(token, set);
    }
    return set;
  };
  return (text: string): Record<S, SignalScore> => {
    const tokens = cueTokens(text);
    const key = tokens.join(' ');
    const hit = memo.get(key);
    if (hit) return hit;
    const present = new Set(tokens.flatMap((t) => [...keys(t)]));
    const scores = Object.fromEntries(
      (Object.keys(compiled) as S[]).map((k) => [k, scoreCues(tokens, compiled[k], negatable.includes(k), keys, present)]),
    ) as Record<S, SignalScore>;
    if (memo.size >= 64) memo.clear();
    memo.set(key, scores);
    return scores;
  };
}
