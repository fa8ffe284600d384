import { describe, expect, it } from 'vitest';
import { adverbsOf, onlyAsAdverb } from '@/lib/knowledge/word-forms';

describe('onlyAsAdverb: an adverb is not the adjective it comes from', () => {
  it('makes the adverbs of an adjective', () => {
    expect(adverbsOf('light', 'en')).toContain('lightly');
    expect(adverbsOf('easy', 'en')).toContain('easily');
    expect(adverbsOf('gentle', 'en')).toContain('gently');
    expect(adverbsOf('lent', 'fr')).toContain('lentement');
    expect(adverbsOf('vif', 'fr')).toContain('vivement');
  });

  it('sets aside a text that says the word only as its adverb', () => {
    expect(onlyAsAdverb('light', 'Lightly marinated chicken thighs, grilled', 'en')).toBe(true);
    expect(onlyAsAdverb('fresh', 'Freshly baked every morning', 'en')).toBe(true);
    expect(onlyAsAdverb('lent', 'Cuit lentement au four', 'fr')).toBe(true);
  });

  it('keeps a text that also says the word itself or another form of it', () => {
    expect(onlyAsAdverb('light', 'Light bites: lightly dressed salads', 'en')).toBe(false);
    expect(onlyAsAdverb('light', 'Lighter plates for lunch', 'en')).toBe(false);
    expect(onlyAsAdverb('light', 'Grilled fish with lemon', 'en')).toBe(false);
    expect(onlyAsAdverb('fresh air', 'Freshly baked', 'en')).toBe(false);
  });
});
