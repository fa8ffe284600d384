import { describe, expect, it } from 'vitest';
import { queryTerms } from '@/lib/knowledge/query';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { answerKind, carries, kindWords, personIn } from '@/lib/receptionist/answer-kind';
import { onlyOtherConcept } from '@/lib/receptionist/concept-words';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { detectIntents } from '@/lib/receptionist/intents';
import { decideFromHits, excerpt } from '@/lib/receptionist/knowledge-answer';
import type { Lang } from '@/lib/receptionist/language';
import { onlyAsModifier, saysPhrase } from '@/lib/receptionist/passage-about';
import { isLabel } from '@/lib/receptionist/passage-text';
import { callerContext, choiceBetween, questionClause } from '@/lib/receptionist/question';

// Facts a caller asks that the site says in its prose: a code or a registration number, what to
// do at the door, whether there is a thing, whether the kitchen copes with a diet. Made-up
// businesses in several trades, French and English, with the near misses that must decline.

const business = { name: 'Harbour Lights', businessType: 'Guesthouse' };

/** The question asked of passages as the engine asks it: the real query terms and options. */
function ask(question: string, lang: Lang, passages: [string, string[]][]) {
  const terms = queryTerms(question, lang).map((t) => t.said);
  const hits: KnowledgeHit[] = passages.map(([text, headingPath], i) => ({
    id: String(i),
    text,
    headingPath,
    sourceUrl: 'https://harbour.example/',
    source: 'site',
    score: passages.length - i,
    matchedTerms: terms,
    queryTerms: terms,
  }));
  return decideFromHits(hits, knowledgeOptions(business, question, lang, detectIntents(question)));
}

describe('a code or a registration number asked', () => {
  it.each([
    ['What’s the code for the side door?', 'code'],
    ['Je suis devant l’immeuble, c’est quoi le digicode ?', 'code'],
    ['Are you NICEIC approved? The insurer wants the registration number.', 'code'],
    ['Quel est votre numéro SIRET ?', 'code'],
  ])('%s → %s', (question, kind) => {
    expect(answerKind(question)).toBe(kind);
  });
  it('is not a phone number ("the number to call")', () => {
    expect(answerKind('What is the number to call after hours?')).not.toBe('code');
    expect(answerKind('Le numéro de portable du plombier ?')).not.toBe('code');
  });
  it('keeps what the number is of as the subject ("registration"), only "number" asks', () => {
    const said = kindWords('What is your registration number?');
    expect(said.has('number')).toBe(true);
    expect(said.has('registration')).toBe(false);
  });
  it('is carried by a run of digits, not by a price, a time, a year said as a date', () => {
    expect(carries('code', 'Door code 4471, then the first door on the left')).toBe(true);
    expect(carries('code', 'Agrément n° 75123')).toBe(true);
    expect(carries('code', 'Ten hours for £270')).toBe(false);
    expect(carries('code', 'Open until 1730h')).toBe(false);
    expect(carries('code', 'Trading since 2009')).toBe(false);
  });
  it('reads the line with the number, not the one that only says the registration', () => {
    const d = ask('Are you NICEIC approved? The insurer wants the registration number.', 'en', [
      ['Fully NICEIC approved contractor for your peace of mind.', ['Why us']],
      ['NICEIC registration number 604512', ['Accreditations']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('604512');
  });
  it('declines when the site says the registration but gives no number', () => {
    const d = ask('Are you NICEIC approved? The insurer wants the registration number.', 'en', [
      ['Fully NICEIC approved contractor for your peace of mind.', ['Why us']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('where the caller is, and the business named as "the kitchen"', () => {
  it('reads "I’m outside", "je suis devant" as the caller’s situation, not the subject', () => {
    expect(callerContext('I’m outside and the shutter is down, how do I get in?').has('outside')).toBe(true);
    expect(callerContext('Je suis devant, le portail est fermé, je fais comment ?').has('devant')).toBe(true);
    expect(callerContext('Do you have outside seating?').has('outside')).toBe(false);
  });
  it('answers the door question from the line about the shutter', () => {
    const d = ask('I’m outside and the shutter is down, how do I get in?', 'en', [
      ['When the shutter is down, ring the bell of unit 4 and we open within a minute.', ['Finding us']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('ring the bell');
  });
  it('takes "can the chef cope with that?" to ask about what was said before it', () => {
    expect(questionClause('My son is gluten intolerant, can the chef cope with that?')).toContain('gluten');
    const d = ask('My son is gluten intolerant, can the chef cope with that?', 'en', [
      ['Book ahead for Sunday lunch; we are glad to look after special diet requests and families.', ['Eating here']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('still declines when nothing on the site is about the diet', () => {
    const d = ask('My son is gluten intolerant, can the chef cope with that?', 'en', [
      ['Our chef cooks with fish landed in the harbour every morning.', ['Eating here']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('"is there a proper X?"', () => {
  it('drops the judgment ("proper", "vrai") and keeps the thing', () => {
    expect(
      queryTerms('Is there a proper piano in the bar?', 'en')
        .map((t) => t.said)
        .includes('piano'),
    ).toBe(true);
    const d = ask('Is there a proper piano in the bar?', 'en', [
      ['A grand piano stands in the lounge bar for guests who play.', ['The house']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.yes).toBe(true);
  });
  it('does not take a word that qualifies another noun for the thing ("a piano teacher")', () => {
    expect(onlyAsModifier('Every Friday a piano teacher gives lessons in the library.', 'piano')).toBe(true);
    expect(onlyAsModifier('A grand piano stands in the lounge.', 'piano')).toBe(false);
    const d = ask('Is there a proper piano in the bar?', 'en', [
      ['Every Friday a piano teacher gives lessons in the library.', ['Events']],
    ]);
    expect(d.kind).toBe('weak');
  });
  it('lets a word qualify as the question itself does ("a legal requirement")', () => {
    const d = ask('Is a gas check a legal requirement for landlords?', 'en', [
      ['A yearly gas safety check is a legal requirement for every landlord.', ['Landlords']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('French: "un vrai jardin" is asked as "jardin"', () => {
    const d = ask('Il y a un vrai jardin ?', 'fr', [['Un grand jardin arboré entoure la maison.', ['La maison']]]);
    expect(d.kind).toBe('answer');
  });
});

describe('what is read out must add to the question', () => {
  it('declines a heading that only repeats the words asked', () => {
    const d = ask('How do I get past the gate?', 'en', [['From Our Gate', ['Shop']]]);
    expect(d.kind).toBe('weak');
  });
  it('answers a line that says something about it', () => {
    const d = ask('How do I get past the gate?', 'en', [['The gate opens with code 5521.', ['Access']]]);
    expect(d.kind).toBe('answer');
  });
});

describe('reading phrases and labels', () => {
  it('finds a vocabulary phrase said whole anywhere in a sentence', () => {
    expect(saysPhrase('We are always happy to cater for dietary needs.', 'dietary needs')).toBe(true);
    expect(saysPhrase('Needs vary: every diet is different.', 'dietary needs')).toBe(false);
    expect(saysPhrase('A family dinner in the garden.', 'family')).toBe(false);
  });
  it('reads "Nous contacter", "Me joindre" as link labels', () => {
    expect(isLabel('Nous contacter')).toBe(true);
    expect(isLabel('Me joindre par téléphone')).toBe(true);
    expect(isLabel('Nous livrons le samedi')).toBe(false);
  });
});

describe('who is the practitioner', () => {
  const clinic = { name: 'Riverside Podiatry', businessType: 'Clinic' };
  const who = (question: string, passages: [string, string[]][], agent = clinic) => {
    const terms = queryTerms(question, 'en').map((t) => t.said);
    const hits: KnowledgeHit[] = passages.map(([text, headingPath], i) => ({
      id: String(i),
      text,
      headingPath,
      sourceUrl: 'https://riverside.example/',
      source: 'site',
      score: passages.length - i,
      matchedTerms: terms,
      queryTerms: terms,
    }));
    return decideFromHits(hits, knowledgeOptions(agent, question, 'en', detectIntents(question)));
  };
  it('takes the name from a heading when the rows under it are times ("Dr. Osei’s hours" › "Mon: 9-5")', () => {
    expect(personIn('Dr. Osei’s Surgery Hours')).toBe('Dr. Osei');
    const d = who('Who’s the podiatrist, what’s the doctor’s name?', [['Mon: 9am-5pm', ['Dr. Osei’s Surgery Hours']]]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toBe('Dr. Osei.');
  });
  it('does not take a "Dr." for another role asked ("the dentist" at a podiatrist’s)', () => {
    const d = who('Who’s the dentist there?', [['Mon: 9am-5pm', ['Dr. Osei’s Surgery Hours']]]);
    expect(d.kind).toBe('weak');
  });
  it('reads "what’s her name" as asking a person, the name not being a subject word', () => {
    expect(kindWords('What’s the owner’s name?').has('name')).toBe(true);
    expect(kindWords('Comment s’appelle le patron, c’est quoi son nom ?').has('nom')).toBe(true);
  });
});

describe('a choice between two things', () => {
  it('reads the two sides of "a man or a woman?" and "du bœuf ou du veau ?"', () => {
    expect(choiceBetween('Is the groomer a man or a woman?')).toEqual([['man'], ['woman']]);
    expect(choiceBetween('C’est du porc ou du veau ?')).toEqual([['porc'], ['veau']]);
  });
  it('is no choice when the second side is a clause, a pronoun or a count', () => {
    expect(choiceBetween('Is it just a café or can we eat a proper meal?')).toBeUndefined();
    expect(choiceBetween('Who’s the vet? Is it one vet or a bunch of them?')).toBeUndefined();
    expect(choiceBetween('C’est juste un bar ou on peut manger ?')).toBeUndefined();
    expect(choiceBetween('Vous livrez ou pas ?')).toBeUndefined();
  });
  it('answers with the side the site says, without a yes', () => {
    const d = ask('Is the guide a man or a woman? My mother is shy.', 'en', [
      ['Your guide, a local woman born in the harbour, leads every walk.', ['Walks']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') {
      expect(d.text).toContain('woman');
      expect(d.yes).toBe(false);
    }
  });
  it('declines when the site names neither side', () => {
    const d = ask('Is the guide a man or a woman?', 'en', [['Every walk is led by a trained guide.', ['Walks']]]);
    expect(d.kind).toBe('weak');
  });
});

describe('the sentence read out', () => {
  it('is the one that says the concept asked, not the paragraph’s first', () => {
    const text = 'Come for lunch or dinner by the water. We are glad to cater for dietary requirements of every kind. Booking advised.';
    const out = excerpt(
      { text, headingPath: ['Eating'], matchedTerms: ['coeliac'] },
      22,
      undefined,
      new Map([['coeliac', ['coeliac', 'dietary requirements']]]),
    );
    expect(out).toContain('dietary requirements');
  });
});

describe('words of one family that name two things', () => {
  it('keeps "insured" (the business’s cover) apart from "insurance" (a patient’s plan)', () => {
    expect(onlyOtherConcept('We accept most dental insurance plans.', 'insured')).toBe(true);
    expect(onlyOtherConcept('Fully insured and accredited.', 'insured')).toBe(false);
    expect(onlyOtherConcept('Certaines mutuelles et assurances remboursent la séance.', 'assurés')).toBe(true);
    const d = ask('Are you insured?', 'en', [['We accept most dental insurance plans, ask at reception.', ['Fees']]]);
    expect(d.kind).toBe('weak');
  });
  it('answers the business’s own cover', () => {
    const d = ask('Are you insured?', 'en', [['All our roofers are fully insured and trained.', ['About us']]]);
    expect(d.kind).toBe('answer');
  });
  it('does not take any "access" for wheelchair access', () => {
    const d = ask('Is it wheelchair accessible?', 'en', [['Access to the yard is via the side lane.', ['Finding us']]]);
    expect(d.kind).toBe('weak');
    const ok = ask('Is it wheelchair accessible?', 'en', [['The shop is step-free with a ramp at the front door.', ['Visiting']]]);
    expect(ok.kind).toBe('answer');
  });
});

describe('the place named before, and "can you help with that?"', () => {
  it('reads "là-bas" as the place said earlier, not a word to find', () => {
    const d = ask('On sera au camping des Pins en août, vous pouvez livrer là-bas ?', 'fr', [
      ['Nous livrons les campings et gîtes du canton, sur commande la veille.', ['Livraison']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('needs no "help" where the site says in its own voice that it does the thing', () => {
    const d = ask('We want a wood burner fitted, is that something you can help with?', 'en', [
      ['We supply and fit wood burners and flue liners across the county.', ['Stoves']],
    ]);
    expect(d.kind).toBe('answer');
  });
  it('declines a bare row that only shares a word of the story', () => {
    const d = ask('My aunt left us a cottage and my cousin will not sell, can you help with that?', 'en', [
      ['Cottage Cleaning', ['Services']],
    ]);
    expect(d.kind).toBe('weak');
  });
  it('finds a block of lessons for "ten hours up front"', () => {
    const prepay = queryTerms('Is there a deal if I pay for ten hours up front?', 'en').find((t) => t.said === 'up front');
    expect(prepay?.alternatives).toEqual(expect.arrayContaining(['block booking', 'in advance']));
  });
});

describe('the value read out is about what was asked', () => {
  it('does not read a price from a sentence about something else in the same passage', () => {
    const d = ask('How much is a wetsuit hire?', 'en', [
      ['Wetsuit hire is available at the hut on the beach. Parking on the sea front costs £5 a day.', ['Surf school']],
    ]);
    expect(d.kind).toBe('weak');
  });
  it('reads the price when the sentence says the thing', () => {
    const d = ask('How much is a wetsuit hire?', 'en', [
      ['Boards are ready at the hut on the beach. Wetsuit hire costs £12 for the morning.', ['Surf school']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('£12');
  });
  it('does not take the French "zoom sur" for a video call', () => {
    const d = ask('On peut faire le rendez-vous par visio ?', 'fr', [
      ['Fruit du soleil, le citron est riche en vitamine C.', ['Zoom sur le citron']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('owners, names and numbers said in other words', () => {
  it('reads a name with its role, not "as your instructor"', () => {
    expect(personIn('A Word From Nadia Brooks - Founder')).toBe('Nadia Brooks');
    expect(personIn('Gérante : Claire Moreau')).toBe('Claire Moreau');
    expect(carries('person', 'My job as your instructor is to keep you safe.')).toBe(false);
    expect(carries('person', 'Sam Okoro, the owner, will show you round.')).toBe(true);
  });
  it('answers "who owns it?" with the name under a heading that gives the role', () => {
    const d = ask('Who owns the bakery?', 'en', [
      ['I started baking at fifteen and the bakery still uses my grandmother’s starter.', ['A Word From Nadia Brooks - Owner']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toBe('Nadia Brooks.');
  });
  it('asks for a person with "what’s she called?"', () => {
    expect(answerKind('What’s the groomer called?')).toBe('person');
    expect(kindWords('What’s the groomer called?').has('called')).toBe(true);
  });
  it('asks for a code with "your Gas Safe number", a phone with "your number"', () => {
    expect(answerKind('What’s your NICEIC number?')).toBe('code');
    expect(answerKind('What’s your number?')).not.toBe('code');
    expect(answerKind('C’est quoi votre numéro ?')).not.toBe('code');
    expect(answerKind('What number of guests fit in the barn?')).not.toBe('code');
  });
  it('reads "payant ?" as a price asked, answered by "gratuitement"', () => {
    expect(answerKind('Le parking est payant ?')).toBe('amount');
    expect(carries('amount', 'Le parking est accessible gratuitement aux clients.')).toBe(true);
  });
  it('reads "vient d’où ?" as where a product comes from, not where the shop is', () => {
    const terms = queryTerms('Votre agneau vient d’où ?', 'fr');
    expect(terms.find((t) => t.said === 'vient d ou')?.alternatives).toEqual(expect.arrayContaining(['provenance', 'origine']));
  });
  it('reads "combien d’années d’expérience ?" as since when, not as a price', () => {
    expect(answerKind('Vous avez combien d’années d’expérience ?')).toBe('since');
    const d = ask('Vous avez combien d’années d’expérience ?', 'fr', [
      ['Un atelier découverte gratuit est proposé aux débutants : une expérience ludique.', ['Ateliers']],
    ]);
    expect(d.kind).toBe('weak');
  });
});

describe('a value asked by a bare clause after a story', () => {
  it('answers "when do you actually open?" from the passage the story points to', () => {
    const d = ask('A friend said a new bakery is opening by the harbour, when do you actually open?', 'en', [
      ['Opening spring 2027, the exact date to follow.', ['Coming soon']],
    ]);
    expect(d.kind).toBe('answer');
    if (d.kind === 'answer') expect(d.text).toContain('spring 2027');
  });
  it('declines when nothing the story names is on the site', () => {
    const d = ask('A friend said a new bakery is opening by the harbour, when do you actually open?', 'en', [
      ['Our guided walks run every Saturday in summer.', ['Walks']],
    ]);
    expect(d.kind).toBe('weak');
  });
});
