import { describe, expect, it } from 'vitest';
import { rank } from '@/lib/receptionist/knowledge-rank';
import { hit } from './knowledge-hit';

// The order in which the ranking puts the knowledge base's hits for a question.

describe('rank: the word asking for an amount', () => {
  it('does not put a price list about other things above the passage about the thing asked', () => {
    const question = 'The van pulls to the left, a friend says it needs new brake pads, can you do that, and what does it cost?';
    const terms = ['van', 'pulls', 'left', 'friend', 'brake pads', 'cost'];
    const prices = hit('Full service £189. Interim service £129. Air conditioning regas £65.', ['Our prices'], ['cost'], terms, 3);
    const pads = hit('We replace worn brake pads and discs, usually while you wait.', ['Brakes'], ['brake pads'], terms, 1);
    const ranked = rank([prices, pads], { question, yesNo: true, wantsAmount: true, lang: 'en' });
    expect(ranked[0].hit.text).toBe(pads.text);
  });

  it('still puts first the price line that names the thing asked', () => {
    const question = 'How much is a full service?';
    const terms = ['how much', 'full service'];
    const about = hit('A full service checks over fifty points of your car.', ['Servicing'], ['full service'], terms, 3);
    const priced = hit('Full service £189.', ['Our prices'], ['full service', 'how much'], terms, 1);
    const ranked = rank([about, priced], { question, yesNo: false, wantsAmount: true, lang: 'en' });
    expect(ranked[0].hit.text).toBe(priced.text);
  });
});

describe('rank: combien de…', () => {
  it('ne met pas une grille de tarifs avant le passage qui parle de la chose demandée', () => {
    const question = 'Pour nos séminaires d’entreprise, vous avez combien de salles ?';
    const terms = ['seminaires', 'entreprise', 'combien', 'salles'];
    const tarifs = hit('Menu du jour 18 €. Menu gourmand 32 €.', ['Tarifs'], ['combien'], terms, 3);
    const salles = hit('Nos deux salles accueillent vos séminaires, jusqu’à 40 personnes.', ['Séminaires'], ['seminaires'], terms, 1);
    const ranked = rank([tarifs, salles], { question, yesNo: false, lang: 'fr' });
    expect(ranked[0].hit.text).toBe(salles.text);
  });
});
