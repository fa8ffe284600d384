import type { Trade } from './callers-agents';
import { EN } from './callers-suite-en';
import { FR } from './callers-suite-fr';
import { LATER_EN, LATER_FR, NEW_EN, NEW_FR } from './callers-suite-new';

// A phrasing suite of caller turns written for routing (not copied from any site): how people
// talk on the phone, in French and English, over several trades, each labelled with what the
// receptionist must do. A third is held out by a hash of the utterance (see heldOut) and is not
// looked at while tuning. The sixth batch (callers-suite-new.ts) is held out whole. Run by scripts/eval/callers.ts and tests/integration/receptionist/callers-routing.test.ts.

/**
 * contact / hours / location / site: answered (from the facts, or from the site's lines) with no
 * flow started; "a+b" needs both answered. booking / order / message / cancel / move: that flow
 * starts. transfer / emergency / goodbye: that action. calm: anything but a transfer.
 */
type Expect =
  | 'contact'
  | 'hours'
  | 'location'
  | 'site'
  | 'booking'
  | 'order'
  | 'message'
  | 'cancel'
  | 'move'
  | 'transfer'
  | 'emergency'
  | 'goodbye'
  | 'calm'
  | `${'contact' | 'hours' | 'location' | 'site'}+${'contact' | 'hours' | 'location' | 'site'}`;

/** The batches tuned on (b1…b5, but their hash third) and the two held out whole: b6 written before the scored intents, b7 after. */
export type OldBatch = 'b1' | 'b2' | 'b3' | 'b4' | 'b5';
type Batch = OldBatch | 'b6' | 'b7';

export type Utterance = { say: string; expect: Expect; lang: 'fr' | 'en'; trade: Trade; batch: Batch };

// [what the caller says, what must happen, trade]; the language is the block's.
export type Row = [string, Expect, Trade];

const rows = (lang: 'fr' | 'en', batch: Batch, list: Row[]): Utterance[] =>
  list.map(([say, expect, trade]) => ({ say, expect, trade, lang, batch }));

const OLD: OldBatch[] = ['b1', 'b2', 'b3', 'b4', 'b5'];

/** Every batch written before the scored intents: its hash third is held out (see heldOut). */
export const UTTERANCES: Utterance[] = [...OLD.flatMap((b) => rows('fr', b, FR[b])), ...OLD.flatMap((b) => rows('en', b, EN[b]))];

/** The sixth batch (written before the scored intents) and the seventh (after), never tuned on. */
export const NEW_BATCH: Utterance[] = [
  ...rows('fr', 'b6', NEW_FR),
  ...rows('en', 'b6', NEW_EN),
  ...rows('fr', 'b7', LATER_FR),
  ...rows('en', 'b7', LATER_EN),
];

/** FNV-1a of the utterance: a third (hash % 3 === 0) is the held-out part, never tuned on. */
export function heldOut(say: string): boolean {
  let h = 0x811c9dc5;
  for (const ch of say) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 3 === 0;
}
