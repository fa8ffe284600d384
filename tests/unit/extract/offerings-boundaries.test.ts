import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { offeredInProse } from '@/lib/extract/offerings/enumeration';
import { generatePages } from '@/scripts/eval/offerings/synthetic/generate';
import { matchOfferings } from '@/scripts/eval/extract-real/match';
import { parsePages } from '@/lib/extract/pages';
import { extractOfferings } from '@/lib/extract/offerings';

// Cases written for these tests (no page copied): where an offerings section ends, items given as
// paragraphs, the area served after a list in prose, and a menu's priced cards keeping their section.

const names = (html: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(html, { locale }).services.map((s) => s.name);
const doc = (title: string, body: string) => `<html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

describe('prose lists stop at the area served', () => {
  it('"…, partout dans le département" is where, not a service', () => {
    expect(offeredInProse('Nous proposons élagage, abattage et dessouchage, partout dans le département.')).toEqual([
      'Élagage',
      'Abattage',
      'Dessouchage',
    ]);
  });
  it('"… throughout the county" is cut from the last item', () => {
    expect(offeredInProse('We provide gutter cleaning, roof repairs and chimney sweeping throughout the county.')).toEqual([
      'Gutter cleaning',
      'Roof repairs',
      'Chimney sweeping',
    ]);
  });
});

describe('items written as paragraphs', () => {
  it('on a page titled "Prestations", the short paragraphs under "Nos prestations" are its items, the last one too', () => {
    const html = doc(
      'Atelier Vélo – Nos prestations',
      '<section><h2>Nos prestations</h2><ul><li><p>Réglage des freins</p></li><li><p>Changement de chaîne</p></li><li><p>Montage de roues</p></li></ul></section><section><h2>Contact</h2><p>Ouvert du mardi au samedi.</p></section>',
    );
    expect(names(html, 'fr')).toEqual(expect.arrayContaining(['Réglage des freins', 'Changement de chaîne', 'Montage de roues']));
  });
  it('a lone short line above the next heading is still its eyebrow, not an item', () => {
    const html = doc(
      'Atelier Vélo',
      '<h2>Nos prestations</h2><p>Réglage des freins, changement de chaîne et montage de roues sur tous les vélos du quartier.</p><p>Notre histoire</p><h2>Depuis 1998</h2><p>Un atelier de quartier.</p>',
    );
    expect(names(html, 'fr')).not.toContain('Notre histoire');
  });
});

describe('short price lists in groups', () => {
  it('give each group name before its priced lines; "Tarifs …" headings only organise the list', () => {
    const html = doc(
      'Studio Lime',
      '<h2>Prices</h2><h3>Nails</h3><ul><li>Gel manicure – £28</li><li>Nail art – £8</li></ul><h3>Lashes</h3><ul><li>Lash lift – £40</li><li>Lash tint – £15</li></ul>',
    );
    expect(names(html)).toEqual(['Nails', 'Gel manicure', 'Nail art', 'Lashes', 'Lash lift', 'Lash tint']);
    const fr = doc(
      'Studio Lime',
      '<h2>Tarifs femmes</h2><ul><li>Coupe courte : 30 €</li></ul><h2>Tarifs hommes</h2><ul><li>Coupe : 21 €</li></ul>',
    );
    expect(names(fr, 'fr').some((n) => /tarif/i.test(n))).toBe(false);
  });
});

describe('a group of one priced line', () => {
  it('keeps the line its own name, not the group heading', () => {
    const group = (title: string, rows: [string, string][]) =>
      `<section class="grp"><h3>${title}</h3><table>${rows.map(([n, p]) => `<tr><td>${n}</td><td>${p}</td></tr>`).join('')}</table></section>`;
    const html = doc(
      'Pedal Works',
      '<h2>Prices</h2>' +
        group('Servicing', [
          ['Basic service', '£45'],
          ['Full service', '£90'],
        ]) +
        group('Wheels', [
          ['Wheel true', '£20'],
          ['Spoke replacement', '£12'],
        ]) +
        group('Tyres', [['Tubeless setup', '£30']]),
    );
    const info = extractBusinessInfo(html, { locale: 'en' });
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toContain('Tubeless setup £30');
    expect((info.priced ?? []).map((p) => p.name)).not.toContain('Tyres');
  });
  it('on the synthetic barber price lists of every builder', () => {
    const pages = generatePages(120).filter((p) => p.trade === 'barber-en');
    expect(pages.length).toBeGreaterThan(3);
    for (const p of pages) {
      const parsed = parsePages(p.html, 'https://example.test/');
      const priced = extractOfferings(parsed, []).priced.map((x) => x.name);
      expect(priced, p.id).toContain('Under 12s cut');
      expect(priced, p.id).not.toContain('Kids');
    }
  });
});

describe('where an offerings section ends', () => {
  it('headed cards after a services list, with no heading of their own, are not services', () => {
    const html = doc(
      'Green Lane Gardens',
      '<section><h2>Our services</h2><ul><li>Lawn mowing</li><li>Hedge trimming</li><li>Tree surgery</li></ul></section>' +
        '<div class="row"><div class="c"><h3>Jack Turner</h3><p>Head gardener with fifteen years of experience.</p></div>' +
        '<div class="c"><h3>Mia Lewis</h3><p>Looks after bookings and every customer question.</p></div>' +
        '<div class="c"><h3>Owen Price</h3><p>Joined the team as an apprentice last spring.</p></div></div>',
    );
    const got = names(html);
    expect(got).toEqual(expect.arrayContaining(['Lawn mowing', 'Hedge trimming', 'Tree surgery']));
    for (const person of ['Jack Turner', 'Mia Lewis', 'Owen Price']) expect(got).not.toContain(person);
  });
  it('a second sub-heading over a list does not end the section', () => {
    const html = doc(
      'Bright Smile Clinic',
      '<h2>Treatments</h2><h3>Preventive care</h3><ul><li>Check-ups</li><li>Scale and polish</li></ul><h3>Orthodontics</h3><ul><li>Clear aligners</li><li>Fixed braces</li></ul>',
    );
    expect(names(html)).toEqual(expect.arrayContaining(['Check-ups', 'Scale and polish', 'Clear aligners', 'Fixed braces']));
  });
  it('a short grouped list gives each group name with its items; a heading that only announces the offer is not a group', () => {
    const html = doc(
      'Bright Smile Clinic',
      '<h2>Treatments</h2><h3>Preventive care</h3><ul><li>Check-ups</li><li>Scale and polish</li></ul><h3>Orthodontics</h3><ul><li>Clear aligners</li><li>Fixed braces</li></ul>',
    );
    expect(names(html)).toEqual(['Preventive care', 'Check-ups', 'Scale and polish', 'Orthodontics', 'Clear aligners', 'Fixed braces']);
    const announced = doc(
      'Peak Climbing Wall',
      '<h2>Our courses</h2><ul><li>Taster session</li><li>Belay course</li></ul><h2>Other services</h2><ul><li>Birthday parties</li><li>Shoe hire</li></ul>',
    );
    expect(names(announced)).not.toContain('Other services');
    expect(names(announced)).not.toContain('Courses');
  });
});

describe('menus read as rows of priced cards', () => {
  it('each card row keeps the section heading above it: the sections are the services', () => {
    const row = (items: [string, string][]) =>
      `<div class="grid">${items.map(([n, p]) => `<div class="item"><p><span>${n}</span><span> …… </span><span>${p}</span></p></div>`).join('')}</div>`;
    const html = doc(
      'Le Comptoir – La carte',
      '<h2>La carte</h2>' +
        `<h3>Tartines</h3>${row([
          ['Chèvre miel', '9 €'],
          ['Jambon cru', '10 €'],
          ['Saumon', '11 €'],
          ['Légumes grillés', '9 €'],
          ['Trois fromages', '10 €'],
          ['Poulet curry', '10 €'],
        ])}` +
        `<h3>Salades</h3>${row([
          ['César', '12 €'],
          ['Niçoise', '12 €'],
          ['Lentilles', '11 €'],
          ['Quinoa', '11 €'],
          ['Burrata', '13 €'],
          ['Chèvre chaud', '12 €'],
        ])}` +
        `<h3>Gourmandises</h3>${row([
          ['Fondant', '6 €'],
          ['Tiramisu', '6 €'],
          ['Crumble', '6 €'],
          ['Mousse', '5 €'],
        ])}`,
    );
    const info = extractBusinessInfo(html, { locale: 'fr' });
    expect(info.services.map((s) => s.name)).toEqual(expect.arrayContaining(['Tartines', 'Salades', 'Gourmandises']));
    expect(info.services.map((s) => s.name)).not.toContain('Fondant');
    expect(info.priced?.length).toBe(16);
  });
});

describe('synthetic offering pages (scripts/eval/offerings/synthetic)', () => {
  it('are deterministic for a seed', () => {
    expect(generatePages(6, 7).map((p) => p.html)).toEqual(generatePages(6, 7).map((p) => p.html));
  });
  it('pages whose look-alike sections sit under their own heading are read without a false offering', () => {
    const pages = generatePages(52).filter((p) => p.decoyStyle === 'headed');
    expect(pages.length).toBeGreaterThan(5);
    for (const p of pages) {
      const parsed = parsePages(p.html, 'https://example.test/');
      const m = matchOfferings(p.services, extractOfferings(parsed, []).services, false);
      expect(m.fp, p.id).toEqual([]);
    }
  });
});

describe('card rows read as blocks', () => {
  const card = (t: string, x: string) => `<div class="box"><h3>${t}</h3><p>${x}</p></div>`;
  it('a row under its own neutral heading ("Welcome") does not borrow the services heading above it', () => {
    const html = doc(
      'Kettle & Co Cleaning',
      '<section><h2>Services</h2><p>We clean homes, offices and holiday lets.</p></section>' +
        `<section><h2>Welcome</h2><div class="grid">${card('Reliable staff', 'Every cleaner is vetted and trained by us.')}${card('Eco products', 'We only use plant-based cleaning products.')}${card('Flexible times', 'Early mornings, evenings and weekends too.')}</div></section>`,
    );
    for (const n of ['Reliable staff', 'Eco products', 'Flexible times']) expect(names(html)).not.toContain(n);
  });
  it('a heading-less row after a closed <section> of services is another block', () => {
    const html = doc(
      'Kettle & Co Cleaning',
      `<section><h2>Our services</h2><div class="grid">${card('End of tenancy cleaning', 'A full clean before you hand back the keys.')}${card('Office cleaning', 'Daily or weekly contracts for small offices.')}${card('Carpet cleaning', 'Hot water extraction for carpets and rugs.')}</div></section>` +
        `<div class="strip"><div class="grid">${card('Anna P.', 'Anna has led our weekend team since 2019.')}${card('Leo K.', 'Leo looks after every office contract we hold.')}${card('Sam T.', 'Sam trains every new member of the team.')}</div></div>`,
    );
    const got = names(html);
    expect(got).toEqual(expect.arrayContaining(['End of tenancy cleaning', 'Office cleaning', 'Carpet cleaning']));
    for (const n of ['Anna P.', 'Leo K.', 'Sam T.']) expect(got).not.toContain(n);
  });
  it('a short eyebrow just above the row heading still says what the row is', () => {
    const html = doc(
      'Kettle & Co Cleaning',
      `<section><p>What we do</p><h2>Spotless, every time</h2><div class="grid">${card('Deep cleaning', 'Every room, top to bottom, inside the cupboards too.')}${card('Window cleaning', 'Inside and out, frames and sills included.')}${card('Oven cleaning', 'Racks, glass and trays soaked and scrubbed.')}</div></section>`,
    );
    expect(names(html)).toEqual(expect.arrayContaining(['Deep cleaning', 'Window cleaning', 'Oven cleaning']));
  });
  it('a quotation that lists qualities is a testimonial, never a list of offerings', () => {
    const html = doc(
      'Kettle & Co Cleaning',
      `<section><h2>Our services</h2><div class="grid">${card('Deep cleaning', '“Quick, thorough and friendly, would book again.”')}${card('Window cleaning', 'Inside and out, frames and sills included.')}${card('Oven cleaning', 'Racks, glass and trays soaked and scrubbed.')}</div></section>`,
    );
    const got = names(html);
    for (const n of ['Quick', 'Thorough', 'Friendly']) expect(got).not.toContain(n);
  });
});

describe('a row of widgets under a heading widget (page builders)', () => {
  it('the heading widget beside the cards is their section title, not one more card', () => {
    const html = doc(
      'Atelier Martin',
      '<div class="sec"><div class="w-heading"><h2>Nos services</h2></div>' +
        '<div class="w-box"><h3>Ramonage</h3><p>Conduits bois, fioul et gaz, certificat remis sur place.</p></div>' +
        '<div class="w-box"><h3>Tubage</h3><p>Mise aux normes des conduits anciens avant un nouveau poêle.</p></div>' +
        '<div class="w-box"><h3>Pose de poêles</h3><p>Poêles à bois et à granulés, raccordement compris.</p></div></div>',
    );
    expect(names(html, 'fr')).toEqual(expect.arrayContaining(['Ramonage', 'Tubage', 'Pose de poêles']));
  });
});
