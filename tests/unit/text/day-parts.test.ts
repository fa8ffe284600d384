import { describe, expect, it } from 'vitest';
import { dayPartNamed, dayPartsNamed, spanInPart } from '@/lib/text/day-parts';

const h = (hours: number) => hours * 60;

describe('parts of the day', () => {
  it('reads the part a caller names in either language, folded', () => {
    expect(dayPartNamed('vous etes ouverts samedi apres-midi')).toBe('afternoon');
    expect(dayPartNamed('can i come tomorrow morning')).toBe('morning');
    expect(dayPartNamed('rdv ce soir')).toBe('evening');
    expect(dayPartNamed('at 9 am')).toBeUndefined();
    expect(dayPartsNamed('le matin ou le soir')).toEqual(['morning', 'evening']);
  });

  it('counts a span as open in a part only when it gives that part an hour', () => {
    expect(spanInPart(h(9), h(12.5), 'afternoon')).toBe(false);
    expect(spanInPart(h(9), h(18.5), 'evening')).toBe(false);
    expect(spanInPart(h(9), h(19), 'evening')).toBe(true);
    expect(spanInPart(h(14), h(18), 'afternoon')).toBe(true);
    expect(spanInPart(h(14), h(18), 'morning')).toBe(false);
  });

  it('counts a short span that lies wholly inside the part, and spans past midnight', () => {
    expect(spanInPart(h(10), h(10.5), 'morning')).toBe(true);
    expect(spanInPart(h(18), h(25), 'evening')).toBe(true);
    expect(spanInPart(h(18), h(25), 'morning')).toBe(false);
  });
});
