import { describe, expect, it } from 'vitest';
import { answerKind, carries, kindWords, namesAward } from '@/lib/receptionist/answer-kind';
import { askedSide, exampleWords, isYesNoQuestion, lastNounPhrase, predicates, questionClause, topical } from '@/lib/receptionist/question';

// Reading a caller's question before any passage is judged: whether it expects a yes or a no when
// the asking clause comes after a story, what "that" stands for, which side of "just X or Y?" is
// asked, and which words only ask for a kind of value.

describe('isYesNoQuestion after the caller’s story', () => {
  it.each([
    ['Evening, our gutters overflow every winter, could you clear them?', 'en'],
    ['Hiya, the shed roof leaks when it rains, do you fix felt roofs?', 'en'],
    ['Good morning, my van failed its test, can the garage redo the brakes?', 'en'],
  ] as const)('%s → yes/no', (question, lang) => {
    expect(isYesNoQuestion(question, lang)).toBe(true);
  });

  it('keeps a wh-question a wh-question, whatever comes before it', () => {
    expect(isYesNoQuestion('Our flat is on the top floor, how do the movers get the sofa down?', 'en')).toBe(false);
    expect(isYesNoQuestion('Le chien est âgé, où est-ce que je peux le garer ?', 'fr')).toBe(false);
    expect(isYesNoQuestion('Je viens de Lyon, vous êtes où exactement ?', 'fr')).toBe(false);
  });

  it('reads a French alternative ("ou", not "où") as a yes/no question', () => {
    expect(isYesNoQuestion("C'est seulement une épicerie ou vous avez aussi un rayon frais ?", 'fr')).toBe(true);
  });
});

describe('questionClause with a pronoun for the thing named before', () => {
  it('brings the antecedent into a clause that only says "that"', () => {
    const clause = questionClause("We're clearing my aunt's house and there's a heavy oak wardrobe, can you take that?");
    expect(clause).toContain('oak wardrobe');
    expect(clause).toContain('can you take that?');
  });

  it('leaves a clause that names its own subject alone', () => {
    const clause = questionClause('My dog hates the car, do you do that at home, the vaccinations?');
    expect(clause).not.toContain('car');
  });

  it('finds the last noun phrase, not a time said in passing', () => {
    expect(lastNounPhrase("we've bought an old cast-iron bath")).toBe('old cast-iron bath');
    expect(lastNounPhrase('the boiler broke down on a Sunday')).not.toContain('Sunday');
    expect(lastNounPhrase('le chauffe-eau est en panne depuis une semaine')).not.toContain('semaine');
    expect(lastNounPhrase("j'ai acheté l'armoire")).toBe("l'armoire");
  });
});

describe('askedSide', () => {
  it('asks about the side that "just" / "juste" / "que" does not mark', () => {
    expect(askedSide('Is it just a bakery or can we sit down for lunch?')).toBe('can we sit down for lunch ?');
    expect(askedSide("C'est juste un garage ou vous vendez aussi des pneus ?")).toBe('vous vendez aussi des pneus ?');
    expect(askedSide("Vous faites de la réparation ou c'est que de la vente ?")).toBe('Vous faites de la réparation ?');
  });

  it('has no side when neither is marked', () => {
    expect(askedSide('Do you deliver or do I collect?')).toBeUndefined();
    expect(askedSide('Do you repair watches?')).toBeUndefined();
  });
});

describe('kind of value', () => {
  it('reads "when" as a period, and a season, a month or a weekday as carrying one', () => {
    expect(answerKind('When do you have fresh strawberries?')).toBe('period');
    expect(answerKind("Les marrons glacés, c'est quand ?")).toBe('period');
    expect(carries('period', 'Strawberries from the polytunnel all through June.')).toBe(true);
    expect(carries('period', 'Marrons glacés en hiver seulement.')).toBe(true);
    expect(carries('period', 'Fresh strawberries, picked by hand.')).toBe(false);
  });

  it('names the words that only ask for the kind ("ça fait longtemps"), not a count’s unit', () => {
    expect([...kindWords('Ça fait longtemps que vous êtes installés ?')]).toEqual(expect.arrayContaining(['longtemps']));
    expect([...kindWords('How long have you been trading as a firm?')]).toEqual(expect.arrayContaining(['trading']));
    expect([...kindWords('Le chalet, il est pour combien de personnes ?')]).not.toContain('personnes');
  });
});

describe('words that are not the subject', () => {
  it('reads a verb before a closing particle as a verb ("turn up", "drop off")', () => {
    expect(predicates('What time will the plumber turn up?').has('turn')).toBe(true);
    expect(predicates('Where do I drop off the keys?').has('drop')).toBe(true);
    expect(predicates('Is there a log fire in there?').has('fire')).toBe(false);
  });

  it('sets examples apart ("like gutters and fascias"), not a narrowing ("like cheap ones")', () => {
    expect([...exampleWords('Do you do roof repairs, like gutters and fascias?')]).toEqual(['gutters', 'and', 'fascias']);
    expect(exampleWords('Do you sell bikes, like second-hand ones?').size).toBe(0);
    expect(exampleWords('Vous faites des soins, genre massage du dos ?').has('massage')).toBe(true);
  });
});

describe('the caller’s story is not the subject', () => {
  it('reads an infinitive after an object pronoun and a modal as a verb ("vous pouvez le repeindre")', () => {
    expect(predicates('Notre portail a rouillé, vous pouvez le repeindre ?').has('repeindre')).toBe(true);
    expect(predicates('Il faut les changer tous les ans ?').has('changer')).toBe(true);
    // An inverted question's object is a noun, not a verb.
    expect(predicates('Avez-vous les horaires du marché ?').has('horaires')).toBe(false);
  });

  it('ends the thing named before "that" at a linking verb, not at an action ("hasn\'t signed")', () => {
    expect(lastNounPhrase('the gutter looks loose')).toBe('gutter');
    expect(lastNounPhrase('le vieux chat est malade')).toBe('vieux chat');
    // "that" stands for the whole event: the lodger not leaving, not the lodger alone.
    expect(questionClause("My lodger hasn't moved out, is that something you deal with?")).toContain('moved');
  });

  it('keeps judgments, pronoun adverbs and discourse words out of the subject', () => {
    expect(topical(['horrible', 'knee', 'dessus', 'everything', 'entre'])).toEqual(['knee']);
    expect(topical(['awful cough'])).toEqual(['awful cough']);
  });

  it('asks the clause before a tag ("…, non ?", "…, right?")', () => {
    expect(questionClause('Le boulanger, il a fait des concours, non ?')).toContain('il a fait des concours');
    expect(questionClause("The café, it's dog friendly, right?")).toContain("it's dog friendly");
  });
});

describe('a prize won is not a price', () => {
  it('reads "des prix" after a verb of winning as prizes', () => {
    expect(namesAward('Votre cidre a gagné des prix ?')).toBe(true);
    expect(answerKind('Votre cidre a gagné des prix ?')).toBeUndefined();
    expect(namesAward('Vos prix ont augmenté ?')).toBe(false);
    expect(answerKind('Quel est le prix du cidre ?')).toBe('amount');
    expect(answerKind('Vous faites des prix pour les groupes ?')).toBe('amount');
  });
});

describe('descriptions and pointers around the thing asked', () => {
  it('sets apart an apposition that describes the kind ("…, the Japanese sword kind?")', () => {
    expect([...exampleWords('Do you teach kendo, the Japanese sword fighting kind?')]).toEqual(['japanese', 'sword', 'fighting']);
    expect(exampleWords('Do you teach kendo for adults?').size).toBe(0);
  });

  it('takes what "là-dessus" points back to', () => {
    expect(questionClause('On a un souci de voisinage, vous pouvez nous conseiller là-dessus ?')).toContain('voisinage');
  });
});

describe('who runs a place', () => {
  it('is answered by a name or by the family that runs it, not by any line', () => {
    expect(answerKind('Who owns the bakery these days?')).toBe('owner');
    expect(answerKind('Qui tient la boutique ?')).toBe('owner');
    expect(answerKind('Who is the physio?')).toBe('person');
    expect(carries('owner', 'A small family-run bakery since the sixties.')).toBe(true);
    expect(carries('owner', 'Une entreprise familiale au cœur du village.')).toBe(true);
    expect(carries('owner', 'Fresh bread every morning.')).toBe(false);
    expect(carries('person', 'A small family-run bakery.')).toBe(false);
  });
});

describe('topical: a part of the day inside a noun phrase is the subject', () => {
  it('keeps "midi" or "soir" that names a kind of menu or formula', () => {
    expect(topical(['menus', 'midi'], 'Vous faites des menus midi ?')).toEqual(['menus', 'midi']);
    expect(topical(['formule', 'soir', 'combien'], 'La formule du soir, c’est combien ?')).toContain('soir');
    expect(topical(['weekend', 'menu'], 'Do you have a weekend menu?')).toEqual(['weekend', 'menu']);
  });

  it('still reads a part of the day said as the time of the visit as context', () => {
    expect(topical(['ouverts', 'midi'], 'Vous êtes ouverts le midi ?')).not.toContain('midi');
    expect(topical(['terrasse', 'soir'], 'La terrasse est ouverte ce soir ?')).toEqual(['terrasse']);
    expect(topical(['servez', 'midi'], 'Vous servez midi et soir ?')).not.toContain('midi');
    expect(topical(['menus', 'midi'])).toEqual(['menus']);
    // A day and a part of it are one time: "samedi matin" is when, not what.
    expect(topical(['consultez', 'samedi', 'matin'], 'Vous consultez le samedi matin ?')).not.toContain('matin');
    expect(topical(['brunch', 'sunday', 'weekend'], 'Is brunch on Sunday or every weekend?')).not.toContain('weekend');
  });
});
