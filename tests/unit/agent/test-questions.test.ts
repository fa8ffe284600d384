import { describe, expect, it } from 'vitest';
import { suggestTestQuestions } from '@/lib/agent/test-questions';
import { emptyExtractedInfo } from '@/lib/extract/types';

const salon = emptyExtractedInfo({
  businessType: 'Salon de coiffure',
  address: { formatted: '12 rue Mercière, 69002 Lyon', country: 'FR' },
  hours: [
    { day: 'monday', opens: '09:00', closes: '18:00' },
    { day: 'saturday', opens: '09:00', closes: '17:00' },
  ],
  services: [{ name: 'Coupe homme', price: '25 €' }],
});

describe('suggestTestQuestions', () => {
  it('asks about a closed day, a priced service, the location and a booking (French)', () => {
    const q = suggestTestQuestions(salon, 'fr');
    expect(q.length).toBeGreaterThanOrEqual(3);
    expect(q.length).toBeLessThanOrEqual(5);
    expect(q[0]).toBe('Êtes-vous ouverts dimanche\u00a0?');
    expect(q).toContain('Quel est le prix de la prestation «\u00a0Coupe homme\u00a0»\u00a0?');
    expect(q).toContain('Où êtes-vous situés\u00a0?');
    expect(q).toContain('Je voudrais prendre rendez-vous demain à 15\u00a0h.');
  });

  it('speaks English for English agents and adapts the booking to the type', () => {
    const q = suggestTestQuestions({ ...salon, businessType: 'Restaurant' }, 'en');
    expect(q[0]).toBe('Are you open on Sunday?');
    expect(q).toContain('How much is coupe homme?');
    expect(q).toContain('Where are you located?');
    expect(q).toContain("I'd like to book a table for 4 on Saturday at 8 pm.");
  });

  it('asks nothing the site does not say when little is known (no parking probe, no hours question)', () => {
    const q = suggestTestQuestions(emptyExtractedInfo(), 'fr');
    expect(q).toEqual(['Je voudrais prendre rendez-vous demain à 15\u00a0h.', 'Puis-je laisser un message\u00a0?']);
  });

  it('asks about the topics the site’s passages talk about, in everyday words, and only those', () => {
    const passages = [
      { headingPath: ['Accès'], text: 'Stationnement gratuit sur la place du Marché.' },
      { headingPath: ['Paiement'], text: 'CB et espèces acceptées.' },
      { headingPath: ['La carte'], text: 'Entrecôte frites · 18 €' },
    ];
    const q = suggestTestQuestions(salon, 'fr', 'Salon de coiffure', passages);
    expect(q).toContain('Est-ce qu’on peut se garer facilement\u00a0?');
    expect(q).toContain('Je peux payer par carte\u00a0?');
    expect(q.join(' ')).not.toMatch(/livr|chien|devis/i);
    // "La carte" of a restaurant is not evidence of card payment.
    expect(suggestTestQuestions(salon, 'fr', 'Restaurant', [passages[2]]).join(' ')).not.toMatch(/carte|garer/);
    const en = suggestTestQuestions(salon, 'en', 'Salon', [
      { headingPath: ['Good to know'], text: 'Walk-ins welcome every morning. Dogs allowed.' },
    ]);
    expect(en).toEqual(expect.arrayContaining(['Can I just walk in?', 'Can I bring my dog?']));
    expect(en.join(' ')).not.toMatch(/park/i);
  });

  it('uses the agent’s business type when the extracted one is empty', () => {
    expect(suggestTestQuestions(emptyExtractedInfo(), 'fr', 'Hôtel')).toContain(
      'Avez-vous une chambre pour deux nuits à partir de vendredi\u00a0?',
    );
  });
});
