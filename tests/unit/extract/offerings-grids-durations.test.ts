import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { gridPrice, isHeaderRow } from '@/lib/extract/offerings/price-grid';
import { DURATION_ONLY, durationOwner } from '@/lib/extract/offerings/duration-name';
import { plausibleName, PRICE_ONLY } from '@/lib/extract/offerings/price';
import { isChromeLabel } from '@/lib/extract/offerings/not-offerings';

// Price grids (a header row naming options, one price per option in each row) and prices named
// only by a duration. Every case is written for this test, in our own words.

const fr = (html: string) => extractBusinessInfo(html, { locale: 'fr' });
const en = (html: string) => extractBusinessInfo(html, { locale: 'en' });
const lines = (xs: { name: string; price?: string }[] | undefined) => (xs ?? []).map((s) => `${s.name} = ${s.price ?? ''}`);

describe('a price grid: one priced line per row, every option kept with its column name', () => {
  it('reads each priced column of a row under a header row', () => {
    expect(gridPrice(['Kayak', '20 €', '35 €'], ['', 'Matin', 'Journée'])).toEqual({
      name: 'Kayak',
      price: '20 € (Matin) · 35 € (Journée)',
    });
  });
  it('a row with one price, or no header fitting it, is left to the plain reading', () => {
    expect(gridPrice(['Kayak', '20 €'], ['Bateau', 'Prix'])).toBeUndefined();
    expect(gridPrice(['Kayak', '20 €', '35 €'], undefined)).toBeUndefined();
    expect(gridPrice(['Kayak', '20 €', '35 €'], ['Bateau', 'Matin'])).toBeUndefined();
  });
  it('a tax or deposit column is not an option of what is sold', () => {
    expect(gridPrice(['Studio', '48 €', '1,20 €'], ['Logement', 'Par nuit', 'Taxe de séjour(1)'])).toEqual({
      name: 'Studio',
      price: '48 € (Par nuit)',
    });
    expect(gridPrice(['Trailer', '$30', '$200'], ['Item', 'Per day', 'Deposit'])).toEqual({ name: 'Trailer', price: '$30 (Per day)' });
  });
  it('a header row names cells and holds no price', () => {
    expect(isHeaderRow(['', 'Small', 'Large'])).toBe(true);
    expect(isHeaderRow(['Margherita', '9 €', '13 €'])).toBe(false);
    expect(isHeaderRow(['Tarifs'])).toBe(false);
  });
  it('a whole page: a rental grid gives one line per item with every duration', () => {
    const info = fr(
      `<h1>Location de canoës</h1><table>
         <tr><th></th><th>2 heures</th><th>Journée</th></tr>
         <tr><td>Canoë biplace</td><td>18 €</td><td>40 €</td></tr>
         <tr><td>Paddle</td><td>12 €</td><td>30 €</td></tr>
       </table>`,
    );
    expect(lines(info.priced)).toEqual(['Canoë biplace = 18 € (2 heures) · 40 € (Journée)', 'Paddle = 12 € (2 heures) · 30 € (Journée)']);
  });
  it('a price list with a single price column is read as before', () => {
    const info = en(`<h1>Prices</h1><table><tr><th>Service</th><th>Price</th></tr><tr><td>Gel nails</td><td>$40</td></tr></table>`);
    expect(lines(info.priced)).toEqual(['Gel nails = $40']);
  });
});

describe('a price named only by a duration belongs to the offering the prices sit under', () => {
  it('tells a duration from a name', () => {
    for (const d of ['1h', '1h30', '45 min', '90 minutes', '2 heures']) expect(DURATION_ONLY.test(d)).toBe(true);
    for (const d of ['Massage dos', 'Coupe 1h', 'Soin visage']) expect(DURATION_ONLY.test(d)).toBe(false);
  });
  it('skips headings that only title prices', () => {
    const headings = [
      { i: 0, text: 'Réflexologie plantaire' },
      { i: 3, text: 'Tarifs' },
    ];
    expect(durationOwner(headings, 5)).toBe('Réflexologie plantaire');
    expect(durationOwner([{ i: 0, text: 'Our prices' }], 2)).toBeUndefined();
  });
  it('a whole page: "45 min : 40 €" under a treatment and its price heading', () => {
    const info = fr(`<h1>Réflexologie plantaire</h1><h3>Tarifs</h3><ul><li>45 min : 40 €</li><li>1h15 : 60 €</li></ul>`);
    expect(lines(info.priced)).toEqual(['Réflexologie plantaire = 40 €', 'Réflexologie plantaire = 60 €']);
    expect((info.services ?? []).map((s) => s.name)).toEqual(['Réflexologie plantaire']);
  });
});

describe('names that are never offerings', () => {
  it('a tourist tax is charged on top, a sentence tail is not a name', () => {
    expect(plausibleName('Taxe de séjour')).toBe(false);
    expect(plausibleName('City tax')).toBe(false);
    expect(plausibleName('et par personne')).toBe(false);
    expect(plausibleName('Tax returns')).toBe(true);
  });
});

describe('a card price belongs to the card heading above it', () => {
  it('the list between a card heading and its price does not take the price', () => {
    const info = en(
      `<h1>Pet sitting</h1>
       <div><h2>Rabbits</h2><ul><li>Fresh hay and water</li><li>Cage cleaning</li></ul><div>$12 / visit</div></div>
       <div><h2>Dogs</h2><ul><li>A walk round the block</li><li>Fresh water</li></ul><div>$15 / 30 min</div><div>$25 / 1 h</div></div>`,
    );
    expect(lines(info.priced)).toEqual(['Rabbits = $12', 'Dogs = $15', 'Dogs / 1 h = $25']);
    // What a card's visit covers is not an offering of its own.
    expect((info.services ?? []).map((s) => s.name)).not.toContain('Cage cleaning');
  });
  it('surcharges, fees, ways to pay and conditions are not offerings', () => {
    for (const n of ['Majoration dimanche', 'Frais de déplacement', 'Fees', 'Moyens de paiement acceptés', 'Si le chien est agressif'])
      expect(plausibleName(n)).toBe(false);
    expect(plausibleName('Dog walking')).toBe(true);
  });
});

describe('qualifications and how to buy are not offerings', () => {
  it('being insured or licensed is a reason to choose, not a service', () => {
    for (const n of ['Fully insured', 'Licensed & bonded', 'Artisan assuré', 'CT & RI licensed']) expect(isChromeLabel(n)).toBe(true);
    expect(isChromeLabel('Insurance claims')).toBe(false);
  });
  it('a step of the booking process is not what is booked', () => {
    for (const n of ['Call Sam', 'Schedule a visit', 'Book online', 'Réservez en ligne', 'Get a free quote'])
      expect(plausibleName(n)).toBe(false);
    expect(plausibleName('Booking management')).toBe(true);
    expect(plausibleName('Book club discounts')).toBe(true);
  });
});

describe('a small heading that sets its price apart is a priced line', () => {
  it('reads "<h3>Dish – price</h3>" cards as priced dishes', () => {
    const info = en(
      `<h1>Rosa's Food Cart</h1><h2>Menu</h2>
       <h3>Pulled pork bun - 8$</h3><p>Slow-cooked pork, slaw, pickles.</p>
       <h3>Veggie wrap – 7$</h3><p>Grilled peppers, hummus.</p>
       <h3>Lemonade – 3$</h3><p>Squeezed every morning.</p>`,
    );
    expect(lines(info.priced)).toEqual(['Pulled pork bun = 8$', 'Veggie wrap = 7$', 'Lemonade = 3$']);
  });
  it('a heading with a number but no separate price is still a heading', () => {
    const info = en(`<h1>Studio</h1><h3>Yoga for 2 people</h3><p>Bring a friend.</p>`);
    expect(info.priced ?? []).toEqual([]);
  });
});

describe('a price takes the name line right above it, not the description before that', () => {
  it('"<label>Name</label><span>price</span>" rows with a description paragraph between them', () => {
    const info = en(
      `<h1>Session prices</h1><h3>Family sessions</h3><ul>
        <li><label>Solo portrait</label><span>$90</span></li>
        <p>-A 30 minute shoot in the studio with 10 edited photos and a print release</p>
        <li><label>2-4 people (one household)</label><span>$160</span></li>
        <p>-About an hour outdoors, 20 edited photos, print release and a slideshow.</p>
        <li><label>Extended family (up to 10)</label><span>$220</span></li>
      </ul>`,
    );
    expect(lines(info.priced)).toEqual(['Solo portrait = $90', '2-4 people = $160', 'Extended family = $220']);
  });
});

describe('the prose reader skips sections about the business, not FAQ answers', () => {
  const fr2 = (html: string) => (extractBusinessInfo(html, { locale: 'fr' }).services ?? []).map((s) => s.name);
  it('"Qui sommes-nous ?" says what the business is, not what to ask for', () => {
    const got = fr2(
      `<h1>Le Copeau</h1><h2>Qui sommes-nous ?</h2><p>"Le Copeau" est une entreprise artisanale spécialisée dans la rénovation : cuisines, salles de bain, parquets et agencements.</p>`,
    );
    expect(got).not.toContain('Parquets');
  });
  it('an FAQ answer may still name what is offered', () => {
    const got = (
      en(
        `<h1>Ink Hall FAQ</h1><h2>What do your artists do?</h2><p>We offer cover-ups, fine line work and lettering for every skin type.</p>`,
      ).services ?? []
    ).map((s) => s.name.toLowerCase());
    expect(got.some((n) => n.includes('cover-ups'))).toBe(true);
  });
});

describe('a price lead-in set apart from the amount', () => {
  it('"Starts at - $250", "À partir de : 45 €" are prices', () => {
    expect(PRICE_ONLY.test('Starts at - $250')).toBe(true);
    expect(PRICE_ONLY.test('À partir de : 45 €')).toBe(true);
    expect(PRICE_ONLY.test('From: £30')).toBe(true);
  });
  it('a card heading above such a price names it', () => {
    const info = en(`<h2>Pricing</h2><h3>Pet portraits</h3><p>Starts at - $120</p><p>One hour at your home, 15 edited images.</p>`);
    expect(lines(info.priced)).toEqual(['Pet portraits = Starts at - $120']);
  });
});
