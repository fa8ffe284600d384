import { describe, expect, it } from 'vitest';
import { inflects, numbersSaid, queryTerms, termToTsquery } from '@/lib/knowledge/query';
import { vocabularies } from '@/lib/knowledge/vocabulary';

describe('queryTerms', () => {
  it('drops question scaffolding and keeps content words', () => {
    expect(queryTerms('Bonjour, est-ce que vous faites les mèches ?', 'fr').map((t) => t.said)).toEqual(['meches']);
    expect(queryTerms('Do you have any gluten free bread?', 'en').map((t) => t.said)).toEqual(['gluten free', 'bread']);
  });

  it('drops how callers frame a question: fillers, "that kind of thing", rough counts, contraction stubs', () => {
    expect(queryTerms('Euh, voilà, vous vous occupez de ce genre de truc, les toitures ?', 'fr').map((t) => t.said)).toEqual(['toitures']);
    expect(queryTerms('On serait une dizaine, vous avez une salle ?', 'fr').map((t) => t.said)).toEqual(['salle']);
    expect(queryTerms("Um, is that the kind of thing you guys handle, roughly? It doesn't leak.", 'en').map((t) => t.said)).toEqual([
      'leak',
    ]);
    expect(queryTerms('I heard you sell a few kayaks', 'en').map((t) => t.said)).toEqual(['sell', 'kayaks']);
  });

  it('turns a vocabulary phrase into one term with every way of saying it, in both languages', () => {
    const [term] = queryTerms('je peux payer par CB ?', 'fr').filter((t) => t.said === 'cb');
    expect(term.alternatives).toEqual(expect.arrayContaining(['carte bancaire', 'carte bleue', 'credit card', 'contactless']));
    const [park] = queryTerms('où se garer ?', 'fr');
    expect(park.said).toBe('se garer');
    expect(park.alternatives).toEqual(expect.arrayContaining(['stationnement', 'parking', 'car park']));
    expect(queryTerms('can I just walk in?', 'en')[0].said).toBe('walk in');
  });

  it('knows everyday ways of asking for remote visits, service areas and who runs the place', () => {
    const video = queryTerms('could we do it over a video call?', 'en').find((t) => t.said === 'video call');
    expect(video?.alternatives).toEqual(expect.arrayContaining(['teleconsultation', 'visio']));
    const area = queryTerms('vous vous déplacez jusqu’à Mâcon ?', 'fr').find((t) => t.said === 'deplacez');
    expect(area?.alternatives).toEqual(expect.arrayContaining(['secteur', 'radius']));
    const owner = queryTerms('who owns the place?', 'en').find((t) => t.said === 'owns');
    expect(owner?.alternatives).toEqual(expect.arrayContaining(['proprietaire', 'founder']));
  });

  it('reads "où ?" / "where?" as asking for the place, whose passage names a street', () => {
    const fr = queryTerms('Le magasin, il est où ?', 'fr').find((t) => t.said === 'adresse');
    expect(fr?.alternatives).toEqual(expect.arrayContaining(['rue', 'avenue', 'street']));
    expect(queryTerms('Vous avez du pain ou des croissants ?', 'fr').some((t) => t.said === 'adresse')).toBe(false);
    expect(queryTerms('Where are you based?', 'en').find((t) => t.said === 'where')?.alternatives).toEqual(
      expect.arrayContaining(['road', 'rue']),
    );
  });

  it('links how callers describe a need to how businesses name the service', () => {
    const alts = (q: string, lang: 'fr' | 'en', said: string) => queryTerms(q, lang).find((t) => t.said === said)?.alternatives ?? [];
    expect(alts('J’ai des migraines tous les matins', 'fr', 'migraines')).toEqual(expect.arrayContaining(['maux de tete', 'headaches']));
    expect(alts('My landlord wants to evict me', 'en', 'landlord')).toEqual(expect.arrayContaining(['eviction', 'bail']));
    expect(alts('vous faites traiteur pour un baptême ?', 'fr', 'traiteur')).toEqual(expect.arrayContaining(['buffet', 'catering']));
    expect(alts('is your lamb locally sourced?', 'en', 'sourced')).toEqual(expect.arrayContaining(['provenance', 'origin']));
    // "back" alone is not the body part: "can you call me back?" asks for a call.
    expect(queryTerms('can you call me back?', 'en').find((t) => t.said === 'back')?.alternatives ?? ['back']).toEqual(['back']);
  });

  it('reads the numbers a caller says, in digits or words, without making them search terms', () => {
    expect(numbersSaid('Une séance de deux heures, c’est combien ?')).toEqual(['2']);
    expect(numbersSaid('We are 12, or maybe fifteen people')).toEqual(['12', '15']);
    expect(numbersSaid('un vélo neuf ?')).toEqual([]);
    expect(queryTerms('a three hour course', 'en').map((t) => t.said)).not.toContain('three');
  });

  it('keeps genders apart: synonyms of woman are not synonyms of man', () => {
    const woman = queryTerms('is the instructor a woman?', 'en').find((t) => t.said === 'woman');
    expect(woman?.alternatives).toEqual(expect.arrayContaining(['female', 'femme']));
    expect(woman?.alternatives).not.toContain('man');
    expect(queryTerms('coupe homme ?', 'fr').find((t) => t.said === 'homme')?.alternatives).not.toContain('femme');
  });

  it('builds tsquery text from [a-z0-9] words only', () => {
    expect(termToTsquery({ said: 'x', alternatives: ['carte bancaire', 'cb', "drop'; select", 'é'] })).toBe(
      '((carte <-> bancaire) | cb | select)',
    );
  });

  it('has the same concepts in both languages', () => {
    expect(Object.keys(vocabularies.fr).sort()).toEqual(Object.keys(vocabularies.en).sort());
  });
});

describe('queryTerms: what only frames the question', () => {
  it('drops connectives of time and loose quantities ("until", "in the meantime", "a bunch of")', () => {
    expect(queryTerms('How long until the paint is dry?', 'en').map((t) => t.said)).not.toContain('until');
    expect(queryTerms('Could you keep the bike in the meantime?', 'en').map((t) => t.said)).not.toContain('meantime');
    expect(queryTerms('Is it one vet or a bunch of them?', 'en').map((t) => t.said)).toEqual(['vet']);
    expect(queryTerms('Vous gardez le vélo en attendant ?', 'fr').map((t) => t.said)).not.toContain('attendant');
  });
});

describe('termToTsquery: a way of asking is not searched', () => {
  it('leaves out the phrases that ask, keeps the words that answer', () => {
    const q = termToTsquery({ said: 'how long', alternatives: ['how long', 'duration', 'within', 'combien de temps', 'long have you'] });
    expect(q).toBe('(duration | within)');
    expect(termToTsquery({ said: 'how long', alternatives: ['how long'] })).toBe('');
  });
});

describe('queryTerms: a word is not the shorter vocabulary word it starts with', () => {
  it('keeps a noun apart from a shorter noun of another concept that it merely begins with', () => {
    const [fire] = queryTerms('il y a une cheminée dans la salle ?', 'fr');
    expect(fire.said).toBe('cheminee');
    expect(fire.alternatives).toEqual(expect.arrayContaining(['fireplace']));
    expect(fire.alternatives).not.toContain('adresse');
    expect(fire.alternatives).not.toContain('chemin');
    const [fires] = queryTerms('les cheminées sont allumées ?', 'fr');
    expect(fires.alternatives).not.toContain('adresse');
  });

  it('still reads an inflection as its word: a participle is its verb, a plural its noun', () => {
    expect(inflects('remboursee', 'rembourser')).toBe(true);
    expect(inflects('livrez', 'livrer')).toBe(true);
    expect(inflects('chemins', 'chemin')).toBe(true);
    expect(inflects('cheminee', 'chemin')).toBe(false);
    expect(inflects('chemin', 'cheminee')).toBe(false);
    expect(inflects('rembourse', 'remboursee')).toBe(true);
    expect(inflects('grande', 'grand')).toBe(true);
    const [path] = queryTerms('quel chemin pour venir ?', 'fr').filter((t) => t.said === 'chemin');
    expect(path.alternatives).toEqual(expect.arrayContaining(['adresse']));
    expect(path.alternatives).not.toContain('fireplace');
  });
});

describe('queryTerms: a kind of thing is not its broader thing nor a sibling kind', () => {
  const alts = (q: string, lang: 'fr' | 'en', said: string) => queryTerms(q, lang).find((t) => t.said === said);

  it('does not let one animal stand for another through the word for their meat', () => {
    const lamb = alts('do you sell lamb?', 'en', 'lamb');
    expect(lamb?.alternatives).toEqual(expect.arrayContaining(['lamb', 'agneau']));
    expect(lamb?.alternatives).not.toContain('chicken');
    expect(lamb?.alternatives).not.toContain('meat');
    // The broader word is still searched, as a near word only.
    expect(lamb?.related).toEqual(expect.arrayContaining(['meat']));
    expect(alts('vous avez du porc ?', 'fr', 'porc')?.alternatives).not.toContain('poulet');
  });

  it('lets the broader thing be answered by any of its kinds', () => {
    expect(alts('any meat for the barbecue?', 'en', 'meat')?.alternatives).toEqual(expect.arrayContaining(['lamb', 'chicken', 'beef']));
    expect(alts('vous avez des plats végétariens ?', 'fr', 'vegetariens')?.alternatives).toEqual(expect.arrayContaining(['vegan']));
  });

  it('keeps vegan narrower than vegetarian: vegetarian is only near', () => {
    const vegan = alts('is there anything vegan on the menu?', 'en', 'vegan');
    expect(vegan?.alternatives).not.toContain('vegetarian');
    expect(vegan?.related).toEqual(expect.arrayContaining(['vegetarian']));
    const fr = alts('vous faites des plats végétaliens ?', 'fr', 'vegetaliens');
    expect(fr?.alternatives).toEqual(expect.arrayContaining(['vegan']));
    expect(fr?.alternatives).not.toContain('vegetarien');
  });
});
