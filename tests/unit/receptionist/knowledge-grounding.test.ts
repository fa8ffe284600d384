import { describe, expect, it } from 'vitest';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { callToAction, coversDayPart, placeReferredTo, reachesPlace } from '@/lib/receptionist/knowledge-grounding';
import { hit } from './knowledge-hit';

// Grounds for an answer beyond shared words: link labels, a "there" that points at a place the
// caller named, a part of the day. Made-up businesses, places and questions.

describe('link labels kept as lines', () => {
  it('reads an arrow followed by a few words, or a short ordering/legal line, as a label', () => {
    expect(callToAction('Réserver en ligne → Voir nos salades')).toBe(true);
    expect(callToAction('Commander Voir nos desserts')).toBe(true);
    expect(callToAction('Demandez votre devis')).toBe(true);
    expect(callToAction('Terms & Delivery')).toBe(true);
    expect(callToAction('Order now')).toBe(true);
  });
  it('keeps statements, prices after an arrow and long lines opening on the same verbs', () => {
    expect(callToAction('We deliver within five miles of the bakery.')).toBe(false);
    expect(callToAction('Formule midi → 14,50 €')).toBe(false);
    expect(callToAction('Commander la veille avant 18 h garantit votre gâteau pour le lendemain matin.')).toBe(false);
    expect(callToAction('Livraison · À emporter')).toBe(false);
    expect(callToAction('Home visits across Solihull')).toBe(false);
    expect(callToAction('Commandez avant 14 h')).toBe(false);
  });
  it('never answers from a label: "il faut réserver ?" is not answered by "Réserver en ligne → Voir la carte"', () => {
    const q = ['reserver'];
    const d = decideFromHits([hit('Réserver en ligne → Voir la carte', ['Nos pizzas'], q, q)], {
      question: 'Il faut réserver ?',
      yesNo: true,
      alternatives: new Map([['reserver', ['reserver', 'reservation']]]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('a place referred back to ("là-bas", "out there")', () => {
  it('finds the place the caller named before the "there"', () => {
    expect(placeReferredTo('Nous serons au camping de Saint-Brévin en août, vous livrez là-bas ?')).toBe('Saint-Brévin');
    expect(placeReferredTo('My mum lives near Ashby, could you come out there?')).toBe('Ashby');
    expect(placeReferredTo("J'habite à 15 km de Montluel, vous venez jusque-là ?")).toBe('Montluel');
  });
  it('reads no place in "in there", nor a month or a weekday', () => {
    expect(placeReferredTo('Is it warm in there? We are coming in February.')).toBeUndefined();
    expect(placeReferredTo('Vous livrez à domicile ? Je suis à Villeurbanne.')).toBeUndefined();
    expect(placeReferredTo('We are free on Saturday, could you come out there?')).toBeUndefined();
  });
  const delivery = hit('Livraison · À emporter', ['Nos boutiques'], ['livrer'], ['livrer']);
  const q = 'Nous serons au camping de Saint-Brévin en août, vous livrez là-bas ?';
  it('needs the site to name the place, or the passage to say how far the business goes', () => {
    expect(reachesPlace(q, delivery, [delivery])).toBe(false);
    const named = hit('Livraison à Saint-Brévin le vendredi.', ['Livraisons'], ['livrer'], ['livrer']);
    expect(reachesPlace(q, delivery, [delivery, named])).toBe(true);
    const radius = hit('Nous livrons dans un rayon de 40 km autour de la boutique.', ['Livraison'], ['livrer'], ['livrer']);
    expect(reachesPlace(q, radius, [radius])).toBe(true);
  });
  it('lets a question without a place referred back go by', () => {
    expect(reachesPlace('Vous livrez ?', delivery, [delivery])).toBe(true);
  });
  it('does not say yes to delivering to a place the site never names', () => {
    const d = decideFromHits([delivery], {
      question: q,
      yesNo: true,
      alternatives: new Map([['livrer', ['livrer', 'livraison']]]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('a part of the day asked', () => {
  it('needs opening times that reach into the morning, afternoon or evening asked', () => {
    expect(coversDayPart('Vous êtes ouverts le dimanche matin ?', 'Dimanche : 18h00 à 1h00')).toBe(false);
    expect(coversDayPart('Vous êtes ouverts le dimanche matin ?', 'Dimanche : 9h30 - 13h')).toBe(true);
    expect(coversDayPart('Are you open Friday evening?', 'Friday 8am to 4pm')).toBe(false);
    expect(coversDayPart('Are you open Friday evening?', 'Friday 4pm to 10pm')).toBe(true);
    expect(coversDayPart('Vous fermez à quelle heure le soir ?', 'Ouvert 7j/7 — 10h à 22h')).toBe(true);
  });
  it('is not an event named with a determiner or a content ("des soirées dansantes", "nights with a band")', () => {
    expect(coversDayPart('Vous organisez des soirées dansantes ?', 'Thé dansant le dimanche de 14h à 18h')).toBe(true);
    expect(coversDayPart('Il y a une soirée jeux de temps en temps ?', 'Tournoi de belote, 14h à 17h')).toBe(true);
    expect(coversDayPart('Do you host evenings with a live band?', 'Jazz brunch, Sunday 11am to 3pm')).toBe(true);
  });
  it('stays the time of the visit when said as one ("en soirée", "en fin de soirée", "on a Friday night")', () => {
    expect(coversDayPart('Vous êtes ouverts en soirée ?', 'Du lundi au vendredi de 9h à 17h')).toBe(false);
    expect(coversDayPart('On peut passer en fin de soirée ?', 'Du lundi au vendredi de 9h à 17h')).toBe(false);
    expect(coversDayPart('Are you open on a Friday night?', 'Friday 8am to 4pm')).toBe(false);
  });
  it('says nothing when the question names no part of the day or the text gives no times', () => {
    expect(coversDayPart('Vous êtes ouverts le dimanche ?', 'Dimanche : 18h00 à 1h00')).toBe(true);
    expect(coversDayPart('Vous êtes ouverts le dimanche matin ?', 'Ouvert le dimanche')).toBe(true);
  });
  it('gives no yes to Saturday morning from evening hours', () => {
    const q = ['samedi'];
    const d = decideFromHits([hit('Samedi : 19h00 à 1h00', ["Horaires d'ouverture"], q, [...q, 'matin'])], {
      question: 'Vous êtes ouverts le samedi matin ?',
      yesNo: true,
      alternatives: new Map([['samedi', ['samedi']]]),
    });
    expect(d.kind).toBe('weak');
  });
});
