import type { Trade } from './callers-agents';
import { EN } from './callers-suite-en';
import { FR } from './callers-suite-fr';

// A phrasing suite of caller turns written for routing (not copied from any site): how people
// talk on the phone, in French and English, over several trades, each labelled with what the
// receptionist must do. A third is held out by a hash of the utterance (see heldOut) and is not
// looked at while tuning. Run by scripts/eval/callers.ts and tests/integration/receptionist/callers-routing.test.ts.

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

export type Utterance = { say: string; expect: Expect; lang: 'fr' | 'en'; trade: Trade };

// [what the caller says, what must happen, trade]; the language is the block's.
export type Row = [string, Expect, Trade];

export const UTTERANCES: Utterance[] = [
  ...FR.map(([say, expect, trade]) => ({ say, expect, trade, lang: 'fr' as const })),
  ...EN.map(([say, expect, trade]) => ({ say, expect, trade, lang: 'en' as const })),
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
