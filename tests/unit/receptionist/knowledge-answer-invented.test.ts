import { describe, expect, it } from 'vitest';
import { asksBeyond } from '@/lib/receptionist/engine/services-answer';
import { asksSomethingSpecific } from '@/lib/receptionist/engine/understand';
import { placeAsked, reachesPlace } from '@/lib/receptionist/knowledge-grounding';
import { decideFromHits } from '@/lib/receptionist/knowledge-answer';
import { sameWord } from '@/lib/receptionist/passage-text';
import { hit } from './knowledge-hit';

// Answers never invented: a passage that shares a word's beginning, a verb or a head noun with the
// question, but is about another thing, is no answer. Made-up businesses and questions.

describe('two words that share a stem, then each go on with another word', () => {
  it('are different words ("skate-park" is not "skate-boards")', () => {
    expect(sameWord('skateboards', 'skatepark')).toBe(false);
    expect(sameWord('underfloor', 'understand')).toBe(false);
    expect(sameWord('christening', 'christmas')).toBe(false);
    expect(sameWord('waterproofing', 'watering')).toBe(false);
  });
  it('stay one word when the rest only inflects or derives it', () => {
    expect(sameWord('installation', 'installer')).toBe(true);
    expect(sameWord('install', 'installation')).toBe(true);
    expect(sameWord('treatment', 'treating')).toBe(true);
    expect(sameWord('charcuterie', 'charcutier')).toBe(true);
    expect(sameWord('traitement', 'traiteur')).toBe(true);
  });
  it('do not answer a question about one with a passage about the other', () => {
    const q = ['skateboards', 'repair'];
    const d = decideFromHits([hit('Skatepark sessions every Sunday morning · £6', ['Skatepark'], ['skateboards'], q)], {
      question: 'Do you repair skateboards?',
      yesNo: true,
      alternatives: new Map([['skateboards', []]]),
    });
    expect(d.kind).toBe('weak');
  });
});

describe('a service named with a complement none of the listed services has', () => {
  const contracts = [{ name: 'Contrats de vente' }, { name: 'Contrats de bail' }];
  it('asks beyond the list ("des contrats de travail" when only sale and lease contracts are listed)', () => {
    expect(asksBeyond('Bonjour, vous faites des contrats de travail ?', contracts)).toBe(true);
  });
  it('does not when the complement is one of them, or a filler ("du coup")', () => {
    expect(asksBeyond('Vous faites des contrats de bail ?', contracts)).toBe(false);
    expect(asksBeyond('en fait, vous faites les contrats, du coup ?', contracts)).toBe(false);
  });
});

describe('a clause that points back ("could you install those?") with only its verb', () => {
  const q = ['looking', 'rainwater tanks', 'back', 'install'];
  const ask = 'We were looking into rainwater tanks at the back, could you install those?';
  it('is not answered by a passage that says the verb and none of the things named before', () => {
    const d = decideFromHits([hit('Our fitters handle the installation of boilers and radiators.', ['What we do'], ['install'], q)], {
      question: ask,
      yesNo: true,
      alternatives: new Map(),
    });
    expect(d.kind).toBe('weak');
  });
  it('is answered by a passage that names them', () => {
    const d = decideFromHits(
      [hit('We install rainwater tanks and water butts across the county.', ['What we do'], ['install', 'rainwater tanks'], q)],
      {
        question: ask,
        yesNo: true,
        alternatives: new Map(),
      },
    );
    expect(d.kind).toBe('answer');
  });
});

describe('a clause that only asks the value ("how much is it?")', () => {
  const q = ['read', 'loyalty card', 'regulars', 'how much'];
  const ask = 'I read something about a loyalty card for regulars, how much is it?';
  it('is no answer when a thing of the story is on no page (another item’s price)', () => {
    const d = decideFromHits([hit('Regular window cleaning starts at £15 per house.', ['Prices'], ['regulars', 'how much'], q)], {
      question: ask,
      yesNo: false,
      wantsAmount: true,
      alternatives: new Map([['how much', ['how much', 'price', 'cost']]]),
    });
    expect(d.kind).toBe('weak');
  });
  it('is answered when the story’s things are on the site', () => {
    const d = decideFromHits(
      [hit('Loyalty card for regulars: £10 a year, every tenth visit free.', ['Prices'], ['loyalty card', 'regulars', 'how much'], q)],
      {
        question: ask,
        yesNo: false,
        wantsAmount: true,
        alternatives: new Map([['how much', ['how much', 'price', 'cost']]]),
      },
    );
    expect(d.kind).toBe('answer');
  });
});

describe('a place the asking clause names', () => {
  it('is read from the clause, not from the story or a feast', () => {
    expect(placeAsked('How much would a van be to Inverness?')).toBe('Inverness');
    expect(placeAsked('Bonjour, vous livrez sur Annecy ?')).toBe('Annecy');
    expect(placeAsked('Are you open at Easter?')).toBeUndefined();
    expect(placeAsked('Vous livrez à domicile ? Je suis à Villeurbanne.')).toBeUndefined();
  });
  it('must be reached by the passage: named by the site, or within the distance it says', () => {
    const q = 'How much would a van be to Inverness?';
    const local = hit('Man and van hire from £40 an hour, two movers included.', ['Prices'], ['van'], ['van']);
    const reach = hit('We cover anywhere within 300 miles of the depot.', ['Area'], [], ['van']);
    expect(reachesPlace(q, local, [local])).toBe(false);
    expect(reachesPlace(q, reach, [reach])).toBe(true);
  });
});

describe('the site’s line for a thing asked with a qualifier', () => {
  const q = ['cidre', 'doux'];
  const dessert = hit('Un dessert doux et fondant au chocolat.', ['Desserts'], ['doux'], q);
  const opts = { question: 'Vous avez du cidre doux ?', yesNo: true, lang: 'fr' as const, alternatives: new Map<string, string[]>() };
  it('does not answer when the line lacks the qualifier, said elsewhere on the site ("cidre doux" → "Cidre brut")', () => {
    expect(
      decideFromHits([hit('La bouteille 12 €, servie bien fraîche.', ['Boissons', 'Cidre brut'], ['cidre'], q), dessert], opts).kind,
    ).toBe('weak');
  });
  it('answers when the line says it', () => {
    expect(
      decideFromHits([hit('La bouteille 12 €, servie bien fraîche.', ['Boissons', 'Cidre doux'], ['cidre', 'doux'], q), dessert], opts)
        .kind,
    ).toBe('answer');
  });
});

describe('a specific word close to a short generic one', () => {
  it('stays specific ("Botox" is no misspelt "bot")', () => {
    expect(asksSomethingSpecific('Do you do Botox?')).toBe(true);
    expect(asksSomethingSpecific('What do you do?')).toBe(false);
  });
});
