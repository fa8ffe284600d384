import { describe, expect, it } from 'vitest';
import { fold, foldWords } from '@/lib/text/fold';
import { NUMBER_WORDS, numberFromWord, numberWordsBetween } from '@/lib/text/numbers';
import { DAYS, WEEKDAY_NAMES, weekdayFromName } from '@/lib/text/weekdays';

describe('fold', () => {
  it('drops case and diacritics, spells out ligatures, keeps punctuation', () => {
    expect(fold('Fermé le Lundi')).toBe('ferme le lundi');
    expect(fold('Œufs & Bœuf, Ærø')).toBe('oeufs & boeuf, aero');
    expect(fold('Crème brûlée – 12 €')).toBe('creme brulee – 12 €');
  });
  it('foldWords keeps only words and digits, one space apart', () => {
    expect(foldWords("  L'Épicerie  du Coin — n°5 ")).toBe('l epicerie du coin n 5');
    expect(foldWords('Coupe + Brushing')).toBe(foldWords('coupe brushing'));
  });
});

describe('weekday words', () => {
  it('names every day in both languages, Monday first', () => {
    expect(DAYS[0]).toBe('monday');
    expect(DAYS.map((d) => WEEKDAY_NAMES.fr[d])).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(WEEKDAY_NAMES.en.sunday).toBe('Sunday');
  });
  it('reads full names in either language, plural or capitalised', () => {
    expect(weekdayFromName('Mercredi')).toBe('wednesday');
    expect(weekdayFromName('Saturdays')).toBe('saturday');
    expect(weekdayFromName('dimanches')).toBe('sunday');
    expect(weekdayFromName('lun')).toBeUndefined();
  });
});

describe('number words', () => {
  it('French and English up to twenty, with both spellings of compound French numbers', () => {
    expect(NUMBER_WORDS['dix-sept']).toBe(17);
    expect(NUMBER_WORDS['dix sept']).toBe(17);
    expect(numberFromWord('Twelve')).toBe(12);
    expect(numberFromWord('12')).toBe(12);
    expect(numberFromWord('cent')).toBeUndefined();
  });
  it('lists the words of a range longest first, with exclusions', () => {
    const words = numberWordsBetween(1, 3, ['un']);
    expect(words).toEqual(expect.arrayContaining(['une', 'deux', 'trois', 'one', 'two', 'three']));
    expect(words).not.toContain('un');
    expect(words).not.toContain('zero');
    expect(words[0]!.length).toBeGreaterThanOrEqual(words.at(-1)!.length);
  });
});
