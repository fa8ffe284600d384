import { describe, expect, it } from 'vitest';
import { cueTokens, signalReader } from '@/lib/receptionist/engine/cue-score';

// The cue scorer on tables written for this test: order, gaps, stems, slips, wildcards, weights and
// negation, each with its near-miss.

const read = signalReader(
  {
    reach: [
      ['how|comment … reach|joind*', 1],
      ['reach me', -1],
    ],
    nearby: [['park near', 1]],
    half: [
      ['invoice', 0.5],
      ['refund', 0.5],
    ],
    street: [['on # street', 1]],
    date: [['for the #n', 1]],
    urgent: [['urgent|rush', 1]],
    pair: [['get_hold_of', 1]],
  },
  ['urgent'],
);

describe('cue scorer', () => {
  it('finds a frame in order with words between, up to the gap allowed', () => {
    expect(read('how on earth do I reach the office').reach.said).toBe(1);
    expect(read('comment je peux vous joindre').reach.said).toBe(1); // "joind*" is a stem
    expect(read('reach you how').reach.said).toBe(0); // order matters
    expect(read('can I park near the door').nearby.said).toBe(1);
    expect(read('can I park right near the door').nearby.said).toBe(1); // one word between
    expect(read('can I park the van somewhere near').nearby.said).toBe(0); // too far apart
  });

  it('subtracts a reading that rules the signal out', () => {
    expect(read('how soon can you reach me').reach.said).toBe(0);
  });

  it('sums partial cues: each half is not enough alone', () => {
    expect(read('question about an invoice').half.said).toBe(0.5);
    expect(read('a refund on my last invoice').half.said).toBe(1);
  });

  it('matches any word, any number, and consecutive words as one slot', () => {
    expect(read('are you on mill street').street.said).toBe(1);
    expect(read('a room for the 14th').date.said).toBe(1);
    expect(read('a room for the weekend').date.said).toBe(0);
    expect(read('how do I get hold of you').pair.said).toBe(1);
    expect(read('get a hold of').pair.said).toBe(0);
  });

  it('tolerates a speech-to-text slip in a long word, never in a short one', () => {
    const slip = signalReader({ s: [['appointment', 1]], t: [['rush', 1]] });
    expect(slip('I need an apointment').s.said).toBe(1);
    expect(slip('a rash on my arm').t.said).toBe(0);
  });

  it('counts a cue right after a negation as denied, not said', () => {
    expect(read('it is not urgent at all').urgent).toEqual({ said: 0, denied: 1 });
    expect(read('c’est pas urgent').urgent).toEqual({ said: 0, denied: 1 });
    expect(read('no rush, whenever suits').urgent).toEqual({ said: 0, denied: 1 });
    expect(read('it is urgent, nothing works').urgent).toEqual({ said: 1, denied: 0 });
    // A signal not read under negation counts as said: "without an invoice" still names one.
    expect(read('without an invoice or a refund').half).toEqual({ said: 1, denied: 0 });
  });

  it('keeps "où" (where) apart from "ou" (or) and folds accents and hyphens', () => {
    expect(cueTokens('Je l’envoie où ?')).toEqual(['je', 'l', 'envoie', 'ouwhere']);
    expect(cueTokens('rendez-vous ou rappel')).toEqual(['rendez', 'vous', 'ou', 'rappel']);
  });
});
