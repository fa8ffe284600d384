import { describe, expect, it } from 'vitest';
import { ALL_MONTH_NAMES, monthFromWord, monthNamesPattern } from '@/lib/text/months';

describe('month words', () => {
  it('reads a name or an abbreviation in either language, any case or accents', () => {
    expect(monthFromWord('Février')).toBe(2);
    expect(monthFromWord('fevrier')).toBe(2);
    expect(monthFromWord('AOÛT')).toBe(8);
    expect(monthFromWord('janv.')).toBe(1);
    expect(monthFromWord('Sept')).toBe(9);
    expect(monthFromWord('December')).toBe(12);
    expect(monthFromWord('lundi')).toBeUndefined();
  });

  it('lists each full name once per language, folded', () => {
    expect(ALL_MONTH_NAMES).toHaveLength(24);
    expect(ALL_MONTH_NAMES).toContain('decembre');
    expect(ALL_MONTH_NAMES).not.toContain('décembre');
  });

  it('builds a pattern that can leave out a name that is also a common word', () => {
    const re = new RegExp(`\\b(${monthNamesPattern(['may'])})\\b`);
    expect(re.test('open in august')).toBe(true);
    expect(re.test('fermé en aout')).toBe(true);
    expect(re.test('you may call')).toBe(false);
  });
});
