import { describe, expect, it } from 'vitest';
import { offeredInProse, withSharedComplement } from '@/lib/extract/offerings/enumeration';

// Sentences written for this test: the verbs and frames that introduce a trade's list in prose.

describe('offerings introduced by a trade verb', () => {
  it('reads the list after verbs that name what a trade works on', () => {
    expect(offeredInProse('Nous réparons les vélos, les trottinettes et les poussettes.')).toEqual(['Vélos', 'Trottinettes', 'Poussettes']);
    expect(offeredInProse('We repair laptops, tablets and game consoles.')).toEqual(['Laptops', 'Tablets', 'Game consoles']);
    expect(offeredInProse("L'atelier intervient en menuiserie, ébénisterie et marqueterie.")).toEqual([
      'Menuiserie',
      'Ébénisterie',
      'Marqueterie',
    ]);
    expect(offeredInProse("L'étude accompagne ses clients en droit rural, droit du travail et fiscalité.")).toEqual([
      'Droit rural',
      'Droit du travail',
      'Fiscalité',
    ]);
  });
  it('never reads places or people as what is offered', () => {
    expect(offeredInProse('Nous intervenons sur Lille, Roubaix et Tourcoing.')).toEqual([]);
    expect(offeredInProse('We cover Leeds, Bradford and Wakefield.')).toEqual([]);
    expect(offeredInProse('Nous intervenons pour les particuliers, les entreprises et les syndics.')).toEqual([]);
    expect(offeredInProse('Notre fleuriste intervient pour toutes les fêtes : baptêmes, anniversaires, départs.')).toEqual([]);
  });
  it('keeps a negated verb out', () => {
    expect(offeredInProse('We do not repair phones, watches or cameras.')).toEqual([]);
  });
});

describe('where a prose list starts', () => {
  it('starts after a word that introduces examples', () => {
    expect(offeredInProse('We offer a broad choice of treatments, including facials, body scrubs and waxing.')).toEqual([
      'Facials',
      'Body scrubs',
      'Waxing',
    ]);
    expect(offeredInProse('Nous proposons des ateliers variés, notamment poterie, vannerie et couture.')).toEqual([
      'Poterie',
      'Vannerie',
      'Couture',
    ]);
  });
  it('reads the two ends of "everything from X to Y" after a trade verb, never a scale', () => {
    expect(offeredInProse('We handle everything from puncture repairs to full wheel builds.')).toEqual([
      'Puncture repairs',
      'Full wheel builds',
    ]);
    expect(offeredInProse('We work with everyone from a single tenant to a large estate.')).toEqual([]);
  });
});

describe('a complement shared by coordinated actions', () => {
  it('gives the closing complement to every action noun of the list', () => {
    expect(withSharedComplement(['installation', 'réparation de climatiseurs', 'entretien de climatiseurs'])).toEqual([
      'installation de climatiseurs',
      'réparation de climatiseurs',
      'entretien de climatiseurs',
    ]);
    expect(offeredInProse('Nous proposons la pose, le ponçage et la vitrification de parquets.')).toContain('Vitrification de parquets');
  });
  it('leaves nouns that are not actions as written', () => {
    expect(withSharedComplement(['tartes', 'gâteaux', 'pièces montées'])).toEqual(['tartes', 'gâteaux', 'pièces montées']);
    // Joined by commas alone, the jobs stay separate.
    expect(withSharedComplement(['pressing', 'repassage', 'nettoyage de tapis'])).toEqual(['pressing', 'repassage', 'nettoyage de tapis']);
    expect(withSharedComplement(['shampoo', 'colour of hair', 'cutting of hair'])).toEqual([
      'shampoo',
      'colour of hair',
      'cutting of hair',
    ]);
  });
});

describe('who does the work is not what is offered', () => {
  it('drops a single noun naming the practitioner from the list', () => {
    expect(offeredInProse("L'atelier est spécialiste ébéniste, restauration de meubles, vernissage et dorure.")).toEqual([
      'Restauration de meubles',
      'Vernissage',
      'Dorure',
    ]);
    expect(offeredInProse('We are specialists in podiatrist care, orthotics, nail surgery and gait analysis.')).toEqual([
      'Podiatrist care',
      'Orthotics',
      'Nail surgery',
      'Gait analysis',
    ]);
    expect(offeredInProse('Our clinic provides physiotherapist, massage, acupuncture and pilates sessions.')).not.toContain(
      'Physiotherapist',
    );
  });
});

describe("the business's own range, then a colon", () => {
  it('reads the items after "nos …  :" / "our … :"', () => {
    expect(offeredInProse('Pour vos pique-niques, emportez nos paniers garnis : quiches, cakes salés et tartes fines.')).toEqual([
      'Quiches',
      'Cakes salés',
      'Tartes fines',
    ]);
    expect(offeredInProse('Try our seasonal range: pumpkin soup, apple crumble and mulled cider.')).toEqual([
      'Pumpkin soup',
      'Apple crumble',
      'Mulled cider',
    ]);
  });
  it('never reads values, hours or people after the colon', () => {
    expect(offeredInProse('Nos engagements : écoute, ponctualité et transparence.')).toEqual([]);
    expect(offeredInProse('Our opening hours: Monday, Wednesday and Saturday.')).toEqual([]);
    expect(offeredInProse('Notre équipe : Julie, Marc et Sofia.')).toEqual([]);
  });
});

describe('examples introduced after a specialisation', () => {
  it('after "including", two items are enough', () => {
    expect(offeredInProse('Our stylists are trained in every kind of cut, including both fades and buzz cuts.')).toEqual([
      'Fades',
      'Buzz cuts',
    ]);
    expect(offeredInProse('Nous proposons plusieurs formules, notamment le brunch et le goûter.')).toEqual(['Brunch', 'Goûter']);
  });
  it('without an introducer, a two-item phrase stays unread', () => {
    expect(offeredInProse('We offer friendly and reliable service.')).toEqual([]);
  });
});

describe('"ainsi que" / "as well as" closes a list like "et" / "and"', () => {
  it('reads the item after it', () => {
    expect(offeredInProse('Nous proposons des pizzas, des salades ainsi que des desserts maison.')).toEqual([
      'Pizzas',
      'Salades',
      'Desserts maison',
    ]);
    expect(offeredInProse('We sell road bikes, helmets as well as spare parts.')).toEqual(['Road bikes', 'Helmets', 'Spare parts']);
  });
  it('alone, two items joined by it stay unread', () => {
    expect(offeredInProse('Nous proposons un accueil chaleureux ainsi que des conseils personnalisés.')).toEqual([]);
  });
});
