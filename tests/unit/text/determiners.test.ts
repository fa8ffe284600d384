import { describe, expect, it } from 'vitest';
import { DETERMINERS } from '@/lib/text/determiners';
import { afterDeterminer } from '@/lib/receptionist/passage-about';

describe('determiners', () => {
  it('holds the articles, possessives, demonstratives and quantifiers of both languages, folded', () => {
    for (const w of ['a', 'the', 'your', 'those', 'some', 'any', 'l', 'd', 'vos', 'leurs', 'cet', 'ces'])
      expect(DETERMINERS.has(w)).toBe(true);
    for (const w of ['de la', 'très', 'guide', 'vous']) expect(DETERMINERS.has(w)).toBe(false);
  });

  it('tells a word named as a thing from the same word said as a verb, in either language', () => {
    expect(afterDeterminer('vous avez un guide pour la visite ?', 'guide')).toBe(true);
    expect(afterDeterminer('is there any guide for the walk?', 'guide')).toBe(true);
    expect(afterDeterminer('est-ce que vous nous guidez ?', 'guide')).toBe(false);
  });
});
