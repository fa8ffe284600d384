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
type Alt = { words: string[]; prefix: boolean[] };
type Cue = { slots: Alt[][]; gaps: number[]; weight: number };
export type CueSpec = readonly [frame: string, weight: number];

const FAR_GAP = 12;
const WIDE_GAP = 6;
const MID_GAP = 3;
const NEAR_GAP = 1;
const NEGATION_REACH = 3;
// "not", "never", "can't" (folded to "can t"), "unable", "pas", "jamais", "rien", "aucun", "sans".
const NEGATORS = new Set('not no never nothing t cannot cant wont dont isnt unable pas jamais rien aucun aucune sans without'.split(' '));

function compileAlt(alt: string): Alt {
  const words = alt.split('_').filter(Boolean);
  return { words: words.map((w) => w.replace(/\*$/, '')), prefix: words.map((w) => w.endsWith('*')) };
}

/** Compiles "how … reach|contact joind*" into slots and the gap allowed before each. */
function compileCues(specs: readonly CueSpec[]): Cue[] {
  return specs.map(([frame, weight]) => {
    const slots: Alt[][] = [];
    const gaps: number[] = [];
    let gap = NEAR_GAP;
    for (const part of frame.split(/\s+/).filter(Boolean)) {
      if (part === '…' || part === '...' || part === '~' || part === '…+') {
        gap = part === '~' ? MID_GAP : part === '…+' ? FAR_GAP : WIDE_GAP;
        continue;
      }
      slots.push(part.split('|').map(compileAlt));
      gaps.push(gap);
      gap = NEAR_GAP;
    }
    return { slots, gaps, weight };
  });
}

function wordMatches(token: string, word: string, prefix: boolean): boolean {
  // "#" is any one word ("are you on # street"); "#n" any number ("for the 3rd").
  if (word === '#') return true;
  if (word === '#n') return /^\d/.test(token);
  if (prefix) return token.startsWith(word);
  if (token === word) return true;
  // Short words collide too easily to be matched loosely ("me" / "ma", "ring" / "rang").
  if (word.length < 6 || token.length < 5 || token[0] !== word[0]) return false;
  const key = `${token} ${word}`;
  let loose = slips.get(key);
  if (loose === undefined) {
    loose = fuzzyEqual(token, word);
    if (slips.size >= 50_000) slips.clear();
    slips.set(key, loose);
  }
  return loose;
}
/** Loose matches computed once per caller word and cue word: a turn reads the same words many times. */
const slips = new Map<string, boolean>();

/** The index after the alternative when it starts at i, else -1. */
function altAt(tokens: string[], i: number, alt: Alt): number {
  for (let k = 0; k < alt.words.length; k++) {
    const t = tokens[i + k];
    if (t === undefined || !wordMatches(t, alt.words[k], alt.prefix[k])) return -1;
  }
  return i + alt.words.length;
}

/** Where the cue is found (the index of its first word), or -1. */
function findCue(tokens: string[], cue: Cue): number {
  const search = (slot: number, from: number, until: number): boolean => {
    if (slot === cue.slots.length) return true;
    for (let i = from; i <= Math.min(until, tokens.length - 1); i++)
      for (const alt of cue.slots[slot]) {
        const end = altAt(tokens, i, alt);
        if (end >= 0 && search(slot + 1, end, end + (cue.gaps[slot + 1] ?? 0))) return true;
      }
    return false;
  };
  for (let start = 0; start < tokens.length; start++)
    for (const alt of cue.slots[0]) {
      const end = altAt(tokens, start, alt);
      if (end >= 0 && search(1, end, end + (cue.gaps[1] ?? 0))) return start;
    }
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
function scoreCues(tokens: string[], cues: Cue[], negatable: boolean): SignalScore {
  const out: SignalScore = { said: 0, denied: 0 };
  for (const cue of cues) {
    const at = findCue(tokens, cue);
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
  return (text: string): Record<S, SignalScore> => {
    const tokens = cueTokens(text);
    const key = tokens.join(' ');
    const hit = memo.get(key);
    if (hit) return hit;
    const scores = Object.fromEntries(
      (Object.keys(compiled) as S[]).map((k) => [k, scoreCues(tokens, compiled[k], negatable.includes(k))]),
    ) as Record<S, SignalScore>;
    if (memo.size >= 64) memo.clear();
    memo.set(key, scores);
    return scores;
  };
}
