import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { namedPlace, otherPlaces, phoneOf, streetOf } from '@/lib/receptionist/engine/places';
import { looksLikeAddressLine as looksLikeStreet } from '@/lib/text/postal';
import type { Turn } from '@/lib/receptionist/engine/turn';
import { asksPublicHoliday, isPoliteRequest, refineIntents, serviceWords, switchesLanguage } from '@/lib/receptionist/engine/understand';
import { detectIntents } from '@/lib/receptionist/intents';
import { tokens } from '@/lib/receptionist/normalize';

// Places of a business read from its site's blocks, and intents read from how callers phrase
// contact, visit and order questions. Passages and questions are written here.

const intents = (text: string) => refineIntents(text, text, detectIntents(text));

/** A stand-in for the knowledge search: every passage sharing a word with the query, most shared first. */
function fakeSearch(passages: { heading: string[]; text: string }[]) {
  const hits: KnowledgeHit[] = passages.map((p, i) => ({
    id: String(i),
    text: p.text,
    headingPath: p.heading,
    sourceUrl: null,
    source: 'site',
    score: 0,
    matchedTerms: [],
    queryTerms: [],
  }));
  return async (query: string) => {
    const q = new Set(tokens(query).filter((w) => w.length >= 3));
    return hits
      .map((h) => ({ ...h, score: tokens(`${h.headingPath.join(' ')} ${h.text}`).filter((w) => q.has(w)).length }))
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 8);
  };
}

function turnAsking(text: string, passages: { heading: string[]; text: string }[]): Turn {
  return {
    agent: { name: 'Garage Morel', businessType: 'Garage', country: 'FR', info: {} },
    text,
    L: 'fr',
    search: fakeSearch(passages),
  } as unknown as Turn;
}

const TWO_WORKSHOPS = [
  { heading: ['Nos ateliers', 'Atelier de Vitré'], text: '9 route de Rennes' },
  { heading: ['Nos ateliers', 'Atelier de Vitré'], text: '35500 Vitré' },
  { heading: ['Nos ateliers', 'Atelier de Vitré'], text: 'Tél. 02 99 75 11 22' },
  { heading: ['Nos ateliers', 'Atelier de Fougères'], text: '14 rue de la Forêt' },
  { heading: ['Nos ateliers', 'Atelier de Fougères'], text: '35300 Fougères' },
  { heading: ['Nos ateliers', 'Atelier de Fougères'], text: 'Tél. 02 99 94 33 44' },
  { heading: ['Nos ateliers', 'Atelier de Fougères', 'Horaires'], text: 'Du mardi au samedi de 8h à 18h' },
];

describe('places named by the caller', () => {
  it('finds the block whose heading names the place, with every line under it', async () => {
    const place = await namedPlace(turnAsking('Votre atelier de Fougères, il est où ?', TWO_WORKSHOPS));
    expect(place?.label).toBe('Atelier de Fougères');
    expect(streetOf(place!.lines)).toBe('14 rue de la Forêt, 35300 Fougères');
    expect(phoneOf(place!.lines, 'FR')?.e164).toBe('+33299943344');
    expect(place!.lines).toContain('Du mardi au samedi de 8h à 18h');
  });

  it('names no place when the words fit every block alike, or none', async () => {
    expect(await namedPlace(turnAsking('Votre atelier, il est où ?', TWO_WORKSHOPS))).toBeNull();
    expect(await namedPlace(turnAsking('Vous êtes où ?', TWO_WORKSHOPS))).toBeNull();
  });

  it('reads street lines as French, British, American and Indian sites print them', () => {
    expect(looksLikeStreet('12 bis rue Nationale')).toBe(true);
    expect(looksLikeStreet('Avenue de la Libération')).toBe(true);
    expect(looksLikeStreet('279 London Road')).toBe(true);
    expect(looksLikeStreet('88, 4th Cross Rd, near the bus stand')).toBe(true);
    expect(looksLikeStreet('Open 7 days a week')).toBe(false);
    expect(streetOf(['Come and see us', 'Open daily'])).toBeNull();
  });
});

describe('the business’s other places', () => {
  it('are the blocks with a street and a phone or hours, never a review or a heading that exclaims', async () => {
    const passages = [
      { heading: ['Nos boutiques', 'Boutique de Dinan'], text: '12 rue de la Ferronnerie, 22100 Dinan' },
      { heading: ['Nos boutiques', 'Boutique de Dinan'], text: 'Tél. 02 96 39 10 20' },
      { heading: ['Ce que disent nos clients'], text: 'Super accueil au 3 place Duguesclin, 22100 Dinan, appelez le 02 96 39 55 66 !' },
      { heading: ['Venez nous voir !'], text: '8 rue du Marchix, 22100 Dinan · ouvert de 9h à 19h' },
    ];
    const t = turnAsking('Vous avez d’autres boutiques ?', passages);
    expect(await otherPlaces(t, '1 rue de Brest, 22100 Dinan')).toEqual(['Boutique de Dinan']);
  });
});

describe('contact, visit and order phrasing', () => {
  it('hears where-questions said the spoken French way', () => {
    expect(intents('Et la boutique, elle se trouve où ?').address).toBeGreaterThan(0);
    expect(intents('Le magasin, il est où exactement ?').address).toBeGreaterThan(0);
  });

  it('asks for a phone number when the caller says "le numéro du…"', () => {
    expect(intents('Vous avez le numéro du dépôt ?').phone).toBeGreaterThan(0);
  });

  it('does not send a caller who is already outside to the street address', () => {
    expect(intents('I’m outside and the door is locked, how do I get in?').address).toBeUndefined();
    expect(intents('How do I get to you from the station?').address).toBeGreaterThan(0);
  });

  it('does not read "close to" as closing time', () => {
    expect(intents('Are you close to the train station?').hours).toBeUndefined();
    expect(intents('When do you close on Fridays?').hours).toBeGreaterThan(0);
  });

  it('reads "can I message you on WhatsApp?" as a channel question, not a message to take', () => {
    expect(intents('Can I message you on WhatsApp instead of calling?').message).toBeUndefined();
    expect(intents('Can I leave a message for the manager?').message).toBeGreaterThan(0);
  });

  it('hears "can I come on Friday?" as a visit and "how long is a session?" as a question, not bookings', () => {
    expect(intents('Can I come on Friday?').booking).toBeUndefined();
    expect(intents('Je peux venir samedi matin ?').booking).toBeUndefined();
    expect(intents('Can I book an appointment on Friday?').booking).toBeGreaterThan(0);
    expect(intents('How long does a consultation take?').booking).toBeUndefined();
    expect(intents('I’d like to book a consultation, how long does it take?').booking).toBeGreaterThan(0);
  });

  it('takes a polite "could you…" as a request, and "can you take orders online?" as a question', () => {
    expect(isPoliteRequest('Could you put a birthday cake aside for me?')).toBe(true);
    expect(isPoliteRequest('Vous pourriez me garder deux baguettes ?')).toBe(true);
    expect(isPoliteRequest('Can you take orders online?')).toBe(false);
  });

  it('keeps the words that name a service once days, times and request words are set aside', () => {
    const words = serviceWords('I’d like to book a scale and polish next Thursday at 11, please');
    expect(words).toEqual(expect.arrayContaining(['scale', 'polish']));
    expect(words).not.toContain('thursday');
    expect(words).not.toContain('book');
  });

  it('keeps the call’s language for a name with a thank-you or a day, and switches for a sentence in the other language', () => {
    expect(switchesLanguage('Marie Dupont, merci', 'fr', 'en')).toBe(false);
    expect(switchesLanguage('Tom Baker please', 'en', 'fr')).toBe(false);
    expect(switchesLanguage('Samedi à 10h', 'fr', 'en')).toBe(false);
    expect(switchesLanguage('Est-ce que je peux venir avec mon fils ?', 'fr', 'en')).toBe(true);
    expect(switchesLanguage('Sorry, do you speak English? I don’t understand', 'en', 'fr')).toBe(true);
  });

  it('recognises a public holiday by its name or its date, not an ordinary day', () => {
    expect(asksPublicHoliday('Vous êtes ouverts le 1er mai ?')).toBe(true);
    expect(asksPublicHoliday('Will you be open on Boxing Day?')).toBe(true);
    expect(asksPublicHoliday('Are you open on the 25th of December?')).toBe(true);
    expect(asksPublicHoliday('Vous êtes ouverts le 12 mai ?')).toBe(false);
    expect(asksPublicHoliday('Are you open next Tuesday?')).toBe(false);
  });
});
