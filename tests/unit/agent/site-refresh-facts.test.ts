import { describe, expect, it } from 'vitest';
import { describeSiteChanges, mergeRefreshedFacts, nothingChanged } from '@/lib/agent/site-refresh-facts';
import { emptyExtractedInfo, type ExtractedInfo } from '@/lib/extract/types';

// A re-read of the website against what the agent knew: the owner's corrections stay, the rest
// follows the site, and the summary says what changed. Cases written for these rules (a bakery,
// a garage), not taken from any real page.

const site = (partial: Partial<ExtractedInfo>): ExtractedInfo => emptyExtractedInfo({ businessName: 'Fournil du Port', ...partial });

const oldSite = site({
  phones: [{ e164: '+33299000001', display: '02 99 00 00 01' }],
  email: 'bonjour@fournil.example',
  address: { formatted: '3 quai des Indes, 56100 Lorient', country: 'FR' },
  hours: [{ day: 'tuesday', opens: '07:00', closes: '19:00' }],
  services: [{ name: 'Pain au levain' }, { name: 'Viennoiseries' }],
  priced: [{ name: 'Baguette', price: '1,20 €' }],
  faq: [{ q: 'Livrez-vous ?', a: 'Non.' }],
  sources: { email: 'https://fournil.example/contact' },
});

describe('mergeRefreshedFacts', () => {
  it('takes every fact from the site when the owner corrected nothing', () => {
    const fresh = site({ email: 'contact@fournil.example', hours: [{ day: 'monday', opens: '08:00', closes: '18:00' }] });
    const { info, kept } = mergeRefreshedFacts(oldSite, fresh);
    expect(kept).toEqual([]);
    expect(info.email).toBe('contact@fournil.example');
    expect(info.hours).toEqual([{ day: 'monday', opens: '08:00', closes: '18:00' }]);
  });

  it('keeps each field the owner corrected, even when the site says something else, and still marks it as the owner’s', () => {
    const corrected: ExtractedInfo = {
      ...oldSite,
      hours: [{ day: 'wednesday', opens: '06:30', closes: '13:00' }],
      address: { formatted: '8 rue du Bassin, Lorient', source: 'owner' },
      sources: { ...oldSite.sources, hours: 'owner', address: 'owner' },
    };
    const fresh = site({
      hours: [{ day: 'tuesday', opens: '07:00', closes: '19:00' }],
      address: { formatted: '3 quai des Indes, 56100 Lorient' },
      email: 'nouveau@fournil.example',
      sources: { email: 'https://fournil.example/' },
    });
    const { info, kept } = mergeRefreshedFacts(corrected, fresh);
    expect(kept).toEqual(['address', 'hours']);
    expect(info.hours).toEqual([{ day: 'wednesday', opens: '06:30', closes: '13:00' }]);
    expect(info.address?.formatted).toBe('8 rue du Bassin, Lorient');
    expect(info.sources).toMatchObject({ hours: 'owner', address: 'owner', email: 'https://fournil.example/' });
    // A field the owner did not touch follows the site.
    expect(info.email).toBe('nouveau@fournil.example');
  });

  it('keeps the owner’s FAQ answers and drops the site’s entry for the same question', () => {
    const withOwner: ExtractedInfo = {
      ...oldSite,
      faq: [...oldSite.faq, { q: 'Faites-vous des gâteaux sur commande ?', a: 'Oui, 48 h avant.', source: 'owner' }],
    };
    const fresh = site({
      faq: [
        { q: 'Faites-vous des gateaux sur commande', a: 'Non.' },
        { q: 'Êtes-vous ouverts le dimanche ?', a: 'Le matin.' },
      ],
    });
    const { info } = mergeRefreshedFacts(withOwner, fresh);
    expect(info.faq).toEqual([
      { q: 'Êtes-vous ouverts le dimanche ?', a: 'Le matin.' },
      { q: 'Faites-vous des gâteaux sur commande ?', a: 'Oui, 48 h avant.', source: 'owner' },
    ]);
  });
});

describe('describeSiteChanges', () => {
  const passages = (...texts: string[]) => texts.map((text) => ({ headingPath: ['Atelier'], text }));

  it('counts passages new and gone, services by name, prices, and says which facts moved', () => {
    const after = site({
      ...oldSite,
      phones: oldSite.phones,
      email: 'BONJOUR@fournil.example',
      address: { formatted: '12 rue de Siam, 56100 Lorient' },
      hours: [
        { day: 'tuesday', opens: '07:00', closes: '19:00' },
        { day: 'sunday', opens: '07:30', closes: '12:30' },
      ],
      services: [{ name: 'pain au  LEVAIN' }, { name: 'Gâteaux de fête' }],
      priced: [{ name: 'Baguette', price: '1,30 €' }],
    });
    const changes = describeSiteChanges({
      before: oldSite,
      after,
      passagesBefore: passages('Vidange · 89 €', 'Ouvert le samedi matin'),
      passagesAfter: passages('Vidange · 95 €', 'Ouvert le samedi matin', 'Pneus hiver en stock'),
      kept: [],
      pages: 3,
    });
    expect(changes.passages).toEqual({ before: 2, after: 3, added: 2, removed: 1 });
    expect(changes.services).toEqual({ added: ['Gâteaux de fête'], removed: ['Viennoiseries'] });
    expect(changes.prices).toEqual({ added: 1, removed: 1 });
    expect(changes).toMatchObject({ hours: true, address: true, phones: false, email: false, pages: 3 });
    expect(nothingChanged(changes)).toBe(false);
  });

  it('sees no change when the site only changed case, accents or spacing', () => {
    const after = site({
      ...oldSite,
      address: { formatted: '3 QUAI DES INDES, 56100 Lorient' },
      hours: [...oldSite.hours],
      services: [{ name: 'Pain au levain ' }, { name: 'viennoiseries' }],
    });
    const changes = describeSiteChanges({
      before: oldSite,
      after,
      passagesBefore: passages('Pain cuit au feu de bois'),
      passagesAfter: [{ headingPath: ['ATELIER'], text: 'Pain cuit au  feu de bois' }],
      kept: ['hours'],
      pages: 1,
    });
    expect(changes.services).toEqual({ added: [], removed: [] });
    expect(changes.kept).toEqual(['hours']);
    expect(nothingChanged(changes)).toBe(true);
  });
});
