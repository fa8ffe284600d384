import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { PRICE_AT_END } from '@/lib/extract/offerings/price';
import { isChromeLabel, isTimeSlot } from '@/lib/extract/offerings/not-offerings';
import { offeredInProse } from '@/lib/extract/offerings/enumeration';

// Shapes found on pages other people wrote (measured by `npm run eval:offerings-wild`). Every case
// is written for this test, in our own words; each names the mechanism it checks.

const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((s) => s.name);
const priceOf = (line: string) => PRICE_AT_END.exec(line)?.[2];

describe('prices in any currency sign and with a unit or an extra after them', () => {
  it('reads rupees, baht, won and riels like euros', () => {
    expect(priceOf('Masala dosa ₹180')).toBe('₹180');
    expect(priceOf('Green curry ฿95')).toBe('฿95');
    expect(priceOf('Bibimbap 12,000₩')).toBe('12,000₩');
    expect(priceOf('Iced tea 4,500៛')).toBe('4,500៛');
  });
  it('a comma before three digits groups thousands only with those signs: "9,50 €" stays nine fifty', () => {
    expect(priceOf('Shampooing 9,50 €')).toBe('9,50 €');
    expect(priceOf('Pizza 9,50 / 13,00 €')).toBe('9,50 / 13,00 €');
  });
  it('keeps "per …" and "+ parts" with the price', () => {
    expect(priceOf('Gutter clearing... £30.00 per side')).toBe('£30.00 per side');
    expect(priceOf('Chain replacement – £18.00 + parts')).toBe('£18.00 + parts');
    expect(priceOf('Pose de carrelage 35 € par m²')).toBe('35 € par m²');
  });
  it('a drinks board in baht is a priced list', () => {
    const info = en(`<h1>Drinks</h1><h2>Coffee</h2><ul><li>Americano <span>฿60</span></li><li>Flat white <span>฿75</span></li></ul>`);
    expect(names(info.priced)).toEqual(['Americano', 'Flat white']);
  });
});

describe('what one offering includes is not a list of offerings', () => {
  it('a list right under a priced line says what that line covers', () => {
    const info = en(
      `<h1>Workshop prices</h1>
       <p>Basic service..... £40.00</p><ul><li>Check tyre pressure</li><li>Oil the chain</li><li>Set the gears</li></ul>
       <p>Full service..... £85.00</p><ul><li>Strip and clean the drivetrain</li><li>True both wheels</li></ul>`,
    );
    expect(names(info.services)).toEqual(['Basic service', 'Full service']);
    expect(names(info.priced)).toEqual(['Basic service', 'Full service']);
  });
  it('a "checklist" or "what is included" sub-section of an offer holds no offerings', () => {
    const info = en(
      `<h1>Our services</h1>
       <h2>Window cleaning</h2><p>Frames and sills by hand, glass with purified water.</p>
       <h3>Window cleaning checklist</h3><ul><li>Wipe the frames</li><li>Rinse the glass</li><li>Dry the sills</li></ul>
       <h2>Gutter clearing</h2><p>By hand or by vacuum from the ground.</p>
       <h3>What's included</h3><ul><li>Bag the debris</li><li>Flush the downpipes</li></ul>`,
    );
    const got = names(info.services);
    expect(got).not.toContain('Wipe the frames');
    expect(got).not.toContain('Flush the downpipes');
  });
});

describe('a time slot is never an offering', () => {
  it('tells a rate row from a dish named after a day', () => {
    expect(isTimeSlot('Tue–Thu 8am–5pm')).toBe(true);
    expect(isTimeSlot('Dimanche 10h-13h')).toBe(true);
    expect(isTimeSlot('Du mardi au samedi')).toBe(false); // "du" is a word of the sentence, not a time
    expect(isTimeSlot('Friday fish supper')).toBe(false);
  });
  it('a call-out rate table by time slot gives prices, not services', () => {
    const info = en(
      `<h1>Drain unblocking</h1><table><tr><th>When</th><th>Rate</th></tr>
       <tr><td>Mon–Fri 8am–6pm</td><td>£95.00</td></tr><tr><td>Sat–Sun 8am–6pm</td><td>£140.00</td></tr></table>
       <h2>Our services</h2><ul><li>Blocked sinks</li><li>Blocked toilets</li><li>CCTV drain surveys</li></ul>`,
    );
    expect(names(info.services)).toEqual(['Blocked sinks', 'Blocked toilets', 'CCTV drain surveys']);
    expect(names(info.priced)).toEqual(['Mon–Fri 8am–6pm', 'Sat–Sun 8am–6pm']);
  });
});

describe('a sentence that adds to the offer with "also"', () => {
  it('one or two short names after "we also offer" / "nous proposons aussi"', () => {
    expect(offeredInProse('We also offer gift hampers and fruit baskets.')).toEqual(['Gift hampers', 'Fruit baskets']);
    expect(offeredInProse('Nous proposons également des plateaux de fromages pour vos soirées.')).toEqual(['Plateaux de fromages']);
    expect(offeredInProse('Nous assurons aussi le montage de pneus.')).toEqual(['Montage de pneus']);
  });
  it('without "also", two names and no comma stay a phrase; a long clause is not a name', () => {
    expect(offeredInProse('We offer friendliness and reliability.')).toEqual([]);
    expect(offeredInProse('We also offer a warm welcome to every family that walks through our door.')).toEqual([]);
  });
  it('a present participle with its object ends the list', () => {
    expect(offeredInProse('Nous proposons la vidange, les freins, garantissant une voiture sûre.')).toEqual(['Vidange', 'Freins']);
  });
});

describe('sections that each describe one offering, on a page whose address says nothing', () => {
  const section = (h: string, p: string) => `<h2>${h}</h2><p>${p}</p>`;
  const text = 'A short paragraph that describes this part of the work in a sentence or two.';
  it('bare same-level headings, each with its own paragraph, are the offerings', () => {
    const info = extractBusinessInfo(
      `<h1>Cabinet Martin</h1>${section('Droit des contrats', text)}${section('Droit de la construction', text)}${section('Recouvrement de créances', text)}`,
      { locale: 'fr', baseUrl: 'https://exemple.fr/cabinet.html' },
    );
    expect(names(info.services)).toEqual(['Droit des contrats', 'Droit de la construction', 'Recouvrement de créances']);
  });
  it('headings that open with a determiner introduce a text, not an offering', () => {
    const info = extractBusinessInfo(
      `<h1>Notre atelier</h1>${section('Une histoire de famille', text)}${section('Le goût du travail bien fait', text)}${section('Des clients fidèles', text)}`,
      { locale: 'fr', baseUrl: 'https://exemple.fr/atelier.html' },
    );
    expect(info.services).toEqual([]);
  });
  it('qualities under a heading that is a sentence are not offerings', () => {
    const info = en(
      `<h2>A visit that feels easy, from the first call to the last check-up.</h2>
       <h3>Gentle approach</h3><p>${text}</p><h3>Clear explanations</h3><p>${text}</p><h3>Flexible times</h3><p>${text}</p>`,
    );
    expect(info.services).toEqual([]);
  });
  it('nor under a "why choose us" section', () => {
    const info = en(
      `<h2>Why choose us</h2><h3>Certified staff</h3><p>${text}</p><h3>Fair quotes</h3><p>${text}</p><h3>Tidy work</h3><p>${text}</p>`,
    );
    expect(info.services).toEqual([]);
  });
});

describe('a page about one offering names it in its main heading', () => {
  const para = (t: string) => `<p>${t}</p>`;
  it('the heading the paragraphs keep coming back to', () => {
    const info = extractBusinessInfo(
      `<h1>Bridge repair</h1>${para('A cracked bridge can often be repaired in a single visit.')}${para('We check the bridge, the teeth under it and the bite before any repair.')}`,
      { locale: 'en', baseUrl: 'https://example.com/bridge-repair.html' },
    );
    expect(names(info.services)).toEqual(['Bridge repair']);
  });
  it('what the fees are for, when the heading gives the fees', () => {
    const info = extractBusinessInfo(
      `<h1>Tarifs d'une séance de réflexologie</h1>${para('Une séance de réflexologie plantaire dure une heure environ.')}${para('La réflexologie se pratique allongé, pieds nus.')}`,
      { locale: 'fr', baseUrl: 'https://exemple.fr/tarifs.html' },
    );
    expect(names(info.services)).toEqual(['Séance de réflexologie']);
  });
  it('never on a home page, a page about something else, or from a heading that is a sentence', () => {
    const home = extractBusinessInfo(
      `<h1>Atelier Durand</h1>${para('Atelier Durand répare vos meubles. Atelier Durand les restaure aussi.')}`,
      {
        locale: 'fr',
        baseUrl: 'https://exemple.fr/',
      },
    );
    expect(home.services).toEqual([]);
    const team = extractBusinessInfo(`<h1>Chef Marcel</h1>${para('Chef Marcel trained in Lyon. Marcel cooks every evening.')}`, {
      locale: 'en',
      baseUrl: 'https://example.com/team.html',
    });
    expect(team.services).toEqual([]);
    const sentence = extractBusinessInfo(
      `<h1>Why our clients come back</h1>${para('Our clients come back for the care and the clients love it.')}`,
      {
        locale: 'en',
        baseUrl: 'https://example.com/story.html',
      },
    );
    expect(sentence.services).toEqual([]);
  });
});

describe('a priced paragraph under a card title', () => {
  it('the title names it; the paragraph and its "Prix" label describe it', () => {
    const info = extractBusinessInfo(
      `<h1>Nos séances</h1>
       <h2>Portrait solo</h2><p><strong>Une personne, en studio ou dehors</strong> Prix 90€</p>
       <h2>Portrait duo</h2><p><strong>Deux personnes, en studio ou dehors</strong> Prix 150€</p>`,
      { locale: 'fr', baseUrl: 'https://exemple.fr/seances.html' },
    );
    expect(info.priced?.map((p) => [p.name, p.price])).toEqual([
      ['Portrait solo', '90€'],
      ['Portrait duo', '150€'],
    ]);
  });
  it('a price-list entry names itself: a leader before the price, or several priced lines under the heading', () => {
    const kids = extractBusinessInfo(`<h1>Tarifs</h1><h2>Enfants</h2><p>Coupe enfant, shampoing et brushing ...... 14 €</p>`, {
      locale: 'fr',
    });
    expect(kids.priced?.map((p) => p.name)).toEqual(['Coupe enfant, shampoing et brushing']);
    const picks = en(`<h2>Our picks this week</h2><p>Small Island, Andrea Levy $16.00</p><p>Middlemarch, George Eliot $12.00</p>`);
    expect(names(picks.priced)).toEqual(['Small Island, Andrea Levy', 'Middlemarch, George Eliot']);
  });
  it('a short priced line keeps its own name even under a heading', () => {
    const info = en(`<h2>Haircuts</h2><p>Buzz cut £12</p><p>Skin fade £18</p>`);
    expect(names(info.priced)).toEqual(['Buzz cut', 'Skin fade']);
  });
});

describe('chrome in the plural or joined to chrome', () => {
  it('"Contacts", "Contacts, Tarifs", "Accueil / Galerie" are navigation; a joined name of real things is not', () => {
    expect(isChromeLabel('Contacts')).toBe(true);
    expect(isChromeLabel('Contacts, Tarifs')).toBe(true);
    expect(isChromeLabel('Accueil / Galerie')).toBe(true);
    expect(isChromeLabel('Cut & Colour')).toBe(false);
    expect(isChromeLabel('Pizzas')).toBe(false);
    expect(isChromeLabel('Fish and chips')).toBe(false);
  });
});
