import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { isChromeLabel } from '@/lib/extract/offerings/not-offerings';
import { cleanName } from '@/lib/extract/offerings/price';
import { offeredInProse } from '@/lib/extract/offerings/enumeration';

// Whole pages (hero, sections, reasons, card grids) rather than one offering section: each case
// is written for this test and names the mechanism it checks.

const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((s) => s.name);
const at = (url: string, html: string, locale: 'fr' | 'en' = 'en') => extractBusinessInfo(html, { baseUrl: url, locale });

describe('headings that name a part of the page, and claimed qualities', () => {
  it('a schedule, descriptions, pricing, an overview, amenities or sights are not offerings', () => {
    for (const label of [
      'Weekly timetable',
      'Lesson descriptions',
      'Treatment pricing',
      'Course overview',
      'Hotel amenities',
      'Local attractions',
      'Présentation du cabinet',
      'Description des soins',
    ])
      expect(isChromeLabel(label), label).toBe(true);
  });
  it('what a business says about how it works or feels is a reason to choose it, not an offering', () => {
    for (const label of [
      'Ethical sourcing',
      'A warm ambience',
      'Une ambiance chaleureuse',
      'Relaxed atmosphere',
      'Des légumes de qualité',
      'Fromages sélectionnés',
    ])
      expect(isChromeLabel(label), label).toBe(true);
  });
  it('offerings that merely contain such words stay', () => {
    for (const label of [
      'Planning permission drawings',
      'Timber framing',
      'Ambient lighting installation',
      'Course de taxi',
      'Contrôle qualité',
      'Sélection de vins',
    ])
      expect(isChromeLabel(label), label).toBe(false);
  });
});

describe('icons typed before a name', () => {
  it('pictographs and their joiners are set aside', () => {
    expect(cleanName('🚲 Puncture repair')).toBe('Puncture repair');
    expect(cleanName('Wheel truing 🛠️')).toBe('Wheel truing');
    expect(cleanName('👩‍🍳 Cooking class')).toBe('Cooking class');
    expect(cleanName('Pizza 4 fromages')).toBe('Pizza 4 fromages');
  });
  it('a list of offerings with an icon on each line gives the names alone', () => {
    const info = at(
      'https://shop.test/',
      '<h2>What we offer</h2><ul><li>🚲 Puncture repair</li><li>⚙️ Gear tuning</li><li>🔧 Brake bleeding</li></ul>',
    );
    expect(names(info.services)).toEqual(['Puncture repair', 'Gear tuning', 'Brake bleeding']);
  });
});

describe("a section named after an inner page's subject", () => {
  const cards = (titles: string[]) =>
    titles.map((t) => `<div class="card"><h3>${t}</h3><p>Deux heures à cheval avec un guide diplômé.</p></div>`).join('');
  it('on the "Balades" page, the cards under "Les balades du moment" are its rides', () => {
    const info = at(
      'https://ecurie.test/balades',
      `<h1>Balades</h1><h2>Les balades du moment</h2><div class="grid">${cards(['Balade en forêt', 'Sortie au coucher du soleil', 'Randonnée à la journée'])}</div>`,
      'fr',
    );
    expect(names(info.services)).toEqual(['Balade en forêt', 'Sortie au coucher du soleil', 'Randonnée à la journée']);
  });
  it("on the home page the main heading is the business's name: its section of reasons is not read", () => {
    const info = at(
      'https://gym.test/',
      `<h1>Harbour Gym</h1><h2>The Harbour Gym spirit</h2><div class="grid">${[
        '<div class="card"><h3>Old school values</h3><p>We train the way our founders did, every single day.</p></div>',
        '<div class="card"><h3>Change your habits</h3><p>Small steps each week add up to a new routine.</p></div>',
        '<div class="card"><h3>A word from the owner</h3><p>Why I opened this place twenty years ago.</p></div>',
      ].join('')}</div>`,
    );
    expect(names(info.services)).toEqual([]);
  });
});

describe('a grid the layout breaks into rows', () => {
  it('the second row of cards belongs to the section above the first', () => {
    const card = (t: string) =>
      `<div class="col"><div class="tile"><h3>${t}</h3><p>Une séance adaptée à chacun, sur rendez-vous.</p></div></div>`;
    const info = at(
      'https://bienetre.test/',
      `<section><h2>Nos prestations</h2><div class="row">${['Réflexologie', 'Sophrologie', 'Hypnose'].map(card).join('')}</div>` +
        `<div class="row">${['Naturopathie', 'Méditation guidée', 'Yoga du rire'].map(card).join('')}</div></section>`,
      'fr',
    );
    expect(names(info.services)).toEqual(['Réflexologie', 'Sophrologie', 'Hypnose', 'Naturopathie', 'Méditation guidée', 'Yoga du rire']);
  });
  it('a following section of the same class with its own heading is another block (reasons), not more rows', () => {
    const box = (t: string, d: string) => `<div class="box"><h3>${t}</h3><p>${d}</p></div>`;
    const info = at(
      'https://chauffage.test/',
      `<div class="band"><h2>Nos services</h2>${box('Entretien de chaudière', 'Visite annuelle et attestation remise le jour même.')}${box('Pompe à chaleur', 'Pose et mise en service par un installateur qualifié.')}${box('Désembouage', 'Des radiateurs qui chauffent à nouveau de haut en bas.')}</div>` +
        `<div class="band"><h2>Pourquoi nous choisir</h2>${box('Artisans du coin', 'Nous habitons tous à moins de vingt minutes.')}${box('Devis clair', 'Le prix annoncé est le prix payé, sans surprise.')}${box('Assurés', 'Une garantie décennale pour chaque chantier réalisé.')}</div>`,
      'fr',
    );
    expect(names(info.services)).toEqual(['Entretien de chaudière', 'Pompe à chaleur', 'Désembouage']);
  });
});

describe('a list in a sentence that goes on after it', () => {
  it('the items before the main clause are the offerings', () => {
    expect(
      offeredInProse(
        "Spécialisé dans la taille, l'élagage et l'abattage d'arbres, notre équipe intervient chez les particuliers comme chez les communes.",
      ),
    ).toEqual(['Taille', "Élagage d'arbres", "Abattage d'arbres"]);
    expect(offeredInProse('We offer sanding, oiling, and a finish that will still look good in ten years from now.')).toEqual([
      'Sanding',
      'Oiling',
    ]);
  });
});

describe('a price table row without a name', () => {
  it('is another option of the item named in the row above', () => {
    const info = at(
      'https://massage.test/tarifs',
      '<h1>Tarifs</h1><table>' +
        '<tr><td>Réflexologie plantaire</td><td>45 min</td><td>60 €</td></tr>' +
        '<tr><td></td><td>1 h 15</td><td>85 €</td></tr>' +
        '<tr><td>Drainage lymphatique</td><td>1 h</td><td>75 €</td></tr>' +
        '</table>',
      'fr',
    );
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toEqual([
      'Réflexologie plantaire 60 €',
      'Réflexologie plantaire 85 €',
      'Drainage lymphatique 75 €',
    ]);
    expect(names(info.services)).toEqual(['Réflexologie plantaire', 'Drainage lymphatique']);
  });
});

describe('a heading over rows of name then price', () => {
  it('titles the group: each row is named by its own line, not by the heading', () => {
    const row = (n: string, p: string) => `<div class="ligne"><p>${n}</p><p>${p}</p></div>`;
    const info = at(
      'https://ongles.test/tarifs',
      `<h2>Tarifs</h2><h3>Beauté des mains</h3>${row('Manucure express / 20 min', '18 €')}${row('Manucure complète / 45 min', '32 €')}` +
        `<h3>Beauté des pieds</h3>${row('Soin des pieds / 40 min', '35 €')}${row('Pose de vernis', '12 €')}${row('Cristaux', 'Sur devis')}`,
      'fr',
    );
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toEqual([
      'Manucure express / 20 min 18 €',
      'Manucure complète / 45 min 32 €',
      'Soin des pieds / 40 min 35 €',
      'Pose de vernis 12 €',
    ]);
    expect(names(info.services)).not.toContain('Sur devis');
  });
  it('a card per dish keeps its own heading as the name', () => {
    const card = (n: string, d: string, p: string) => `<div class="plat"><h3>${n}</h3><p>${d}</p><span>${p}</span></div>`;
    const info = at(
      'https://pizzeria.test/carte',
      `<h2>Pizzas</h2>${card('Marinara', 'Tomate, ail, origan', '8 €')}${card('Calzone', 'Jambon, champignons, œuf', '12 €')}`,
      'fr',
    );
    expect((info.priced ?? []).map((p) => p.name)).toEqual(['Marinara', 'Calzone']);
  });
  it('booking calls to action and price stand-ins are not offerings', () => {
    for (const label of ['Book appointment', 'Request an appointment', 'Sur devis', 'Price on application', 'Nous consulter'])
      expect(isChromeLabel(label), label).toBe(true);
  });
});

describe('long list items under a heading that introduces them', () => {
  it('a heading ending with a colon opens its list; each long item is named by its leading phrase', () => {
    const info = at(
      'https://comptable.test/cabinet',
      '<h2>Pour les indépendants comme pour les sociétés, le cabinet assure les prestations comptables suivantes :</h2><ul>' +
        '<li>La tenue de comptabilité (saisie, rapprochements bancaires, lettrage des comptes clients)</li>' +
        '<li>Les déclarations fiscales dans le cadre de votre activité, de la TVA à la liasse annuelle</li>' +
        '<li>La paie et les déclarations sociales, afin de vous laisser le temps de gérer votre entreprise</li>' +
        '</ul>',
      'fr',
    );
    expect(names(info.services)).toEqual(['La tenue de comptabilité', 'Les déclarations fiscales', 'La paie et les déclarations sociales']);
  });
});

describe('a paragraph saying what the business offers next', () => {
  it('opens the headings below it, under a section about something else', () => {
    const info = at(
      'https://tapissier.test/atelier',
      "<h2>Mon parcours d'artisan</h2><p>Installé depuis dix ans, je travaille seul dans mon atelier.</p>" +
        '<p>Je vous propose plusieurs savoir-faire :</p>' +
        '<h3>Réfection de sièges</h3><p>Garnitures traditionnelles en crin et ressorts.</p>' +
        '<h3>Confection de rideaux</h3><p>Tissus choisis ensemble, pose comprise.</p>' +
        '<h3>Couture d’ameublement</h3><p>Coussins, housses, têtes de lit.</p>' +
        '<h2>Galerie</h2><p>Quelques réalisations récentes.</p>',
      'fr',
    );
    expect(names(info.services)).toEqual(['Réfection de sièges', 'Confection de rideaux', 'Couture d’ameublement']);
  });
});

describe('an offering named again in fewer words', () => {
  it('the description further down that repeats a card in short is not a second offering', () => {
    const card = (t: string) => `<div class="carte"><h3>${t}</h3><p>Un devis clair avant chaque intervention.</p></div>`;
    const info = at(
      'https://paysage.test/prestations',
      `<h2>Nos prestations</h2><div class="cartes">${['Taille de haies', 'Tonte de pelouse', 'Traitement des nids de frelons'].map(card).join('')}</div>` +
        '<h3>Les nids de frelons</h3><p>Nous intervenons en hauteur avec une perche télescopique et une tenue adaptée.</p>',
      'fr',
    );
    expect(names(info.services)).toEqual(['Taille de haies', 'Tonte de pelouse', 'Traitement des nids de frelons']);
  });
  it('a priced line or a single word is kept even when a longer name holds it', () => {
    const info = at(
      'https://coiffure.test/tarifs',
      '<h2>Tarifs</h2><ul><li>Coupe femme courte 28 €</li><li>Coupe femme 32 €</li><li>Brushing 20 €</li></ul>',
      'fr',
    );
    expect(names(info.services)).toEqual(['Coupe femme courte', 'Coupe femme', 'Brushing']);
  });
});

describe('a price with what is charged on top', () => {
  it('"120 € + déplacement" is the price of the card above it', () => {
    const card = (n: string, p: string) =>
      `<div class="tarif"><h3>${n}</h3><p class="prix"><strong>${p}</strong> + déplacement</p><p>À domicile, dans tout le département.</p></div>`;
    const info = at(
      'https://educateur.test/tarifs',
      `<h2>Tarifs</h2>${card('Bilan éducatif', '70 €')}${card('Séance de rééducation', '55 €')}${card('Cours chiot', '40 €')}`,
      'fr',
    );
    expect((info.priced ?? []).map((p) => `${p.name} ${p.price}`)).toEqual([
      'Bilan éducatif 70 € + déplacement',
      'Séance de rééducation 55 € + déplacement',
      'Cours chiot 40 € + déplacement',
    ]);
  });
});
