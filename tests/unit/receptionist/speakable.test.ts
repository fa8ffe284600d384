import { describe, expect, it } from 'vitest';
import { speakable } from '@/lib/receptionist/passage-text';
import { withVerdict } from '@/lib/receptionist/engine/knowledge';

// How a line of a site is said aloud: the same facts, in the shape a receptionist would say them.

describe('speakable: capitals', () => {
  it('brings a shouted line down to sentence case', () => {
    expect(speakable('FRESH BAGELS EVERY MORNING.', 'en')).toBe('Fresh bagels every morning.');
    expect(speakable('Menu : SOUPE DU JOUR, 6 €', 'fr')).toBe('Menu\u00a0: Soupe du jour, 6 €');
  });

  it('keeps acronyms and single capital words as written', () => {
    expect(speakable('We do MOT and NHS checks', 'en')).toBe('We do MOT and NHS checks');
    expect(speakable('EU-WIDE SHIPPING', 'en')).toBe('EU-wide shipping');
    expect(speakable('GRAND CRU CLASSÉ', 'fr')).toBe('Grand cru classé');
    expect(speakable('Ask for the BBQ PACK', 'en')).toBe('Ask for the BBQ pack');
  });
});

describe('speakable: separators and units', () => {
  it('reads a "|" as a pause, never aloud', () => {
    expect(speakable('Small £10 | Large £15 |', 'en')).toBe('Small £10, Large £15');
  });

  it('says an amount for a unit with its word', () => {
    expect(speakable('Apples $3 / bag', 'en')).toBe('Apples $3 per bag');
    expect(speakable('Location 40 €/jour', 'fr')).toBe('Location 40 € par jour');
    // Two prices, or a schedule, are no amount for a unit.
    expect(speakable('Ouvert 7j/7, 24/7', 'en')).toBe('Ouvert 7j/7, 24/7');
    expect(speakable('Ouvert 7j/7', 'fr')).toBe('Ouvert 7j/7');
  });

  it('says a range of times with a word, not a dash', () => {
    expect(speakable('Lundi 8h-12h30', 'fr')).toBe('Lundi 8 h à 12 h 30');
    expect(speakable('Weekdays 7am - 3pm', 'en')).toBe('Weekdays 7am to 3pm');
    // A phone number keeps its dash.
    expect(speakable('Call 555-0199', 'en')).toBe('Call 555-0199');
  });
});

describe('speakable: two amounts side by side', () => {
  it('says one or the other', () => {
    expect(speakable('Petite 8 / 12 €', 'fr')).toBe('Petite 8 ou 12 €');
    expect(speakable('Plateau 30cm / 40cm', 'fr')).toBe('Plateau 30cm ou 40cm');
    expect(speakable('Pint £5.50 / £6', 'en')).toBe('Pint £5.50 or £6');
    // A date or a share is no pair of amounts.
    expect(speakable('Fermé le 12/03, 50/50', 'fr')).toBe('Fermé le 12/03, 50/50');
  });
});

describe('speakable: headings that ask', () => {
  it('puts no colon after a question or an exclamation', () => {
    expect(speakable('Do I need a referral?: no, you can book directly', 'en')).toBe('Do I need a referral? No, you can book directly');
    expect(speakable('Bienvenue ! : nous ouvrons en mai', 'fr')).toBe('Bienvenue ! Nous ouvrons en mai');
  });
});

describe('withVerdict', () => {
  it('says yes or no once', () => {
    expect(withVerdict('Yes — free parking behind the shop.', 'Yes:')).toBe('Yes — free parking behind the shop.');
    expect(withVerdict('Oui, bien sûr, le chien est accepté.', 'Oui\u00a0:')).toBe('Oui, bien sûr, le chien est accepté.');
    expect(withVerdict('Free parking behind the shop.', 'Yes:')).toBe('Yes: Free parking behind the shop.');
    // "Yesterday" is no yes.
    expect(withVerdict('Yesterday we opened late.', 'Yes:')).toBe('Yes: Yesterday we opened late.');
    expect(withVerdict('Parking behind the shop.', '')).toBe('Parking behind the shop.');
  });
});

describe('speakable: rows glued together', () => {
  it('starts a new sentence after a price when the next row follows without a stop', () => {
    expect(speakable('Honey: $9 / jar Raw and unfiltered.', 'en')).toBe('Honey: $9 per jar. Raw and unfiltered.');
    expect(speakable('Quiche 4,50 € Tarte aux pommes 3 €', 'fr')).toBe('Quiche 4,50 €. Tarte aux pommes 3 €');
    // A price followed by lower case or a figure reads on.
    expect(speakable('£30 per hour on weekdays', 'en')).toBe('£30 per hour on weekdays');
  });

  it('leaves a link label out', () => {
    expect(speakable('Read More Implants, Crowns and Veneers', 'en')).toBe('Implants, Crowns and Veneers');
    expect(speakable('En savoir plus Soins du visage', 'fr')).toBe('Soins du visage');
    expect(speakable('You can read more on our blog', 'en')).toBe('You can read more on our blog');
  });
});
