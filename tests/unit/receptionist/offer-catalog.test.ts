import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { askedThings, asksForOffer, matchOffers, passageEntries, structuredEntries } from '@/lib/receptionist/offers';

// The offer catalogue and its matcher, on made-up businesses of several trades: what the caller
// asks for (the asked phrase and its head noun, apart from how they ask and their own story), the
// entries read from the services, the priced lines and the site's offering-shaped passages, and
// near-misses that must find nothing (a context word, a complement or a concept word alone).

function hit(text: string, headingPath: string[] = []): KnowledgeHit {
  return { id: text, text, headingPath, sourceUrl: 'https://shop.example/', source: 'site', score: 1, matchedTerms: [], queryTerms: [] };
}

function best(
  question: string,
  lang: 'fr' | 'en',
  info: { services?: { name: string; price?: string }[]; priced?: { name: string; price: string }[] },
  hits: KnowledgeHit[] = [],
) {
  const entries = [...structuredEntries({ services: info.services ?? [], priced: info.priced ?? [] }), ...passageEntries(hits)];
  return matchOffers(askedThings(question, lang), entries)[0]?.entry;
}

describe('what an offer question asks for', () => {
  it('keeps the asked phrase and marks its head: last in English, first in French', () => {
    const en = askedThings('Morning! do you do a big vegan breakfast?', 'en');
    expect(en.find((a) => a.head)?.said).toBe('breakfast');
    expect(askedThings('Do you do house moves on a Sunday?', 'en').find((a) => a.head)?.said).toBe('moves');
    const fr = askedThings('vous faites la réparation des vélos électriques ?', 'fr');
    expect(fr.find((a) => a.head)?.said).toBe('reparation');
    // "des vélos électriques" is a complement: it may go unsaid by the offer's name.
    expect(fr.find((a) => a.said.startsWith('velo'))?.weight).toBe(0.5);
  });

  it('leaves out how the caller asks and the price they ask', () => {
    const said = askedThings('How much do you charge for a wheel alignment?', 'en').map((a) => a.said);
    expect(said.join(' ')).toMatch(/alignment/);
    expect(said).not.toContain('how much');
  });

  it('tells an offer question from a question about someone or a quality', () => {
    expect(asksForOffer('Do you lot sell firewood?')).toBe(true);
    expect(asksForOffer('Is there a car wash on site?')).toBe(true);
    expect(asksForOffer('Vous faites les ourlets de pantalon ?')).toBe(true);
    expect(asksForOffer('Il y a un coin pour les enfants ?')).toBe(true);
    expect(asksForOffer('Is the manager a qualified electrician?')).toBe(false);
  });
});

describe('catalogue entries from the site', () => {
  it('reads a heading and a short priced line as offers, and prose by the sentence', () => {
    const entries = passageEntries([
      hit('Kiln-dried hardwood logs · £95', ['Firewood']),
      hit('We stack everything in the shed for you. Our yard also cuts kindling to order on request.', ['Delivery']),
    ]);
    expect(entries).toContainEqual({ name: 'Firewood', kind: 'item' });
    expect(entries).toContainEqual({ name: 'Kiln-dried hardwood logs', price: '£95', context: 'Firewood', kind: 'item' });
    expect(entries).toContainEqual({ name: 'Our yard also cuts kindling to order on request.', kind: 'prose' });
  });

  it('reads no offer in a customer review or a line that says it is not offered', () => {
    const entries = passageEntries([
      hit('“Great pressure washing, would use again”', ['Reviews']),
      hit('Sorry, no gutter cleaning in winter.'),
    ]);
    expect(entries.map((e) => e.name).join(' ')).not.toMatch(/washing|gutter/i);
  });
});

describe('matching an offer', () => {
  const garage = { services: [{ name: 'Contrôle technique' }, { name: 'Pneumatiques' }, { name: 'Révision et vidange' }] };

  it('finds the head noun inside a longer offer name, across plural and accents', () => {
    expect(best('Bonjour, vous faites la revision des voitures ?', 'fr', garage)?.name).toBe('Révision et vidange');
    expect(best('Changez-vous les pneumatique ?', 'fr', garage)?.name).toBe('Pneumatiques');
  });

  it('reads a priced line with its price', () => {
    const cafe = {
      priced: [
        { name: 'Big Vegan Fry-Up', price: '£11.50' },
        { name: 'Soup of the day', price: '£6' },
      ],
    };
    expect(best('Do you do a big vegan fry-up? How much?', 'en', cafe)).toMatchObject({ name: 'Big Vegan Fry-Up', price: '£11.50' });
  });

  it('finds an offer named in passing in the prose', () => {
    const hits = [hit('We are a family firm. We also install solar panels for homes across the county.', ['Our story'])];
    expect(best("Solar panels, we've been reading about them, is that something you can help with?", 'en', {}, hits)?.name).toMatch(
      /solar panels/,
    );
  });

  it("declines when only a word of the caller's story or a qualifier matches", () => {
    const butcher = { services: [{ name: 'Viandes de bœuf' }, { name: 'Volailles fermières' }] };
    expect(best('Vous avez de la viande casher ?', 'fr', butcher)).toBeUndefined();
    const bakery = { services: [{ name: 'Burger buns' }, { name: 'Sourdough loaves' }] };
    expect(best('Do you have gluten-free bread for my burgers?', 'en', bakery)).toBeUndefined();
    const dentist = { services: [{ name: 'Private and NHS care' }] };
    expect(best('How much is a private scale and polish?', 'en', dentist)).toBeUndefined();
  });

  it('declines a thing of the same family that is not the thing asked', () => {
    // The caller vocabulary puts both in one concept; "radiators" is not a yes to "heat pump".
    const plumber = { services: [{ name: 'Radiators' }, { name: 'Boiler repairs' }] };
    expect(best('Do you fit heat pumps?', 'en', plumber)).toBeUndefined();
  });

  it('finds an offer by its noun when the caller says what is done to it', () => {
    const removals = { services: [{ name: 'Pet relocation: cats and dogs' }, { name: 'House removals' }] };
    expect(best('Can you move our cat as well?', 'en', removals)?.name).toMatch(/Pet relocation/);
  });

  it('reads the part that asks, not the part that situates it', () => {
    const diner = { services: [{ name: 'Plats du jour' }, { name: 'Desserts maison' }] };
    expect(best('Pour les plats du midi, vous prenez les tickets restaurant ?', 'fr', diner)).toBeUndefined();
    const garage = { services: [{ name: 'Entretien' }, { name: 'Carrosserie' }] };
    expect(best("C'est pour une vidange, vous faites l'entretien des voitures ?", 'fr', garage)?.name).toBe('Entretien');
  });

  it('reads what follows a verb as its object, and a verb asked alone by its concept', () => {
    // "des vélos" after "louez" is the thing rented, so it must be offered.
    const things = askedThings('vous louez des vélos ?', 'fr');
    expect(things.find((a) => a.head)?.said).toMatch(/^velo/);
    const cafe = { services: [{ name: 'Cocktails' }, { name: 'Plats du jour' }] };
    expect(best('Bonsoir, on peut manger sur place ?', 'fr', cafe)?.name).toBe('Plats du jour');
    const bar = { services: [{ name: 'Cocktails' }, { name: 'Bières pression' }] };
    expect(best('Bonsoir, on peut manger ?', 'fr', bar)).toBeUndefined();
  });

  it('lets the heading above a line say what the line is', () => {
    const hits = [hit('Veggie burger · £9', ['Lunch']), hit('Halloumi salad · £8', ['Lunch'])];
    expect(best('Is there anything vegetarian at lunch?', 'en', {}, hits)).toMatchObject({ name: 'Veggie burger', price: '£9' });
    // Neither the heading nor the line says "dinner" in the caller's words.
    expect(best('Is there anything vegetarian at dinner?', 'en', {}, hits)).toBeUndefined();
    // A heading qualifies its lines; it does not make each of them the thing asked.
    const clinic = [hit('Meet the team', ['Pay by card or invoice'])];
    expect(best('Do you take cards?', 'en', {}, clinic)?.name).toBe('Pay by card or invoice');
  });

  it('declines a day the offer does not name', () => {
    const movers = { services: [{ name: 'House moves' }, { name: 'Office moves' }] };
    expect(best('Do you do house moves on a Sunday?', 'en', movers)).toBeUndefined();
  });

  it('lets a word every offer shares weigh little, so the telling word decides', () => {
    const school = {
      services: [
        { name: 'Pass Plus lessons' },
        { name: 'Refresher lessons' },
        { name: 'Automatic lessons' },
        { name: 'Intensive lessons' },
        { name: 'Gift vouchers' },
      ],
    };
    expect(best('Do you do automatic lessons?', 'en', school)?.name).toBe('Automatic lessons');
    expect(best('Do you do motorbike lessons?', 'en', school)).toBeUndefined();
  });
});
