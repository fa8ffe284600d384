import { describe, expect, it } from 'vitest';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { carriesUnder } from '@/lib/receptionist/answer-kind';
import { decideFromHits, isNegative } from '@/lib/receptionist/knowledge-answer';
import { termsIn } from '@/lib/receptionist/passage-text';
import { afterDeterminer, onlyAsVerb } from '@/lib/receptionist/passage-about';
import { knowledgeOptions } from '@/lib/receptionist/engine/knowledge';
import { asksOtherThan } from '@/lib/receptionist/engine/services-answer';

// Which passage answers and what is read out: "yes" only when the words read out name what was
// asked (the heading is read with them when it is the one naming it), the asked side of "just X
// or Y?", a value row read with the heading that names it, a category's rows for a value asked
// about the category, and a vocabulary word counted only where a line opens on it.

function hit(text: string, headingPath: string[], matchedTerms: string[], queryTerms: string[], score = 5): KnowledgeHit {
  return {
    id: `${headingPath.join('>')}:${text}`,
    text,
    headingPath,
    sourceUrl: 'https://trade.example/',
    source: 'site',
    score,
    matchedTerms,
    queryTerms,
  };
}

describe('"yes" and what is read out', () => {
  it('reads the heading with the row when the heading is what names the thing asked', () => {
    const q = ['harp', 'move'];
    const d = decideFromHits([hit('Pedal and lever models, padded cases, two-person lift.', ['What we carry', 'Harp transport'], q, q)], {
      question: 'We have a concert harp, can you move that?',
      yesNo: true,
      lang: 'en',
    });
    expect(d).toMatchObject({ kind: 'answer', yes: true });
    expect(d.kind === 'answer' && d.text).toMatch(/^Harp transport: pedal and lever models/);
  });

  it('says no "yes" from a sentence that names something else, when no heading names the thing', () => {
    const q = ['harp', 'move'];
    const d = decideFromHits(
      [hit('Every move starts with a survey, so nothing on the day is a surprise.', ['How a move works'], ['move'], q)],
      { question: 'We have a concert harp, can you move that?', yesNo: true, lang: 'en' },
    );
    expect(d.kind).toBe('weak');
  });
});

describe('the asked side of "just X or Y?"', () => {
  it('answers the side that "just" does not mark, in the caller’s own words', () => {
    const q = ['bakery', 'sit', 'lunch'];
    const hits = [
      hit('Our bakery opened in 1998 on the market square and still bakes on site every morning.', ['About'], ['bakery'], q, 9),
      hit('Lunch served at the tables upstairs, noon to three.', ['Lunch'], ['lunch'], q, 4),
    ];
    const d = decideFromHits(hits, { question: 'Is it just a bakery or can we have lunch there?', yesNo: true, lang: 'en' });
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toContain('Lunch served');
  });
  it('does not answer "yes" to the side the caller already knows when the other is not on the site', () => {
    const q = ['fromagerie', 'deguster', 'vin'];
    const hits = [hit('Notre fromagerie affine ses tommes dans une cave voûtée depuis trois générations.', ['Maison'], ['fromagerie'], q)];
    const d = decideFromHits(hits, {
      question: "C'est juste une fromagerie ou on peut déguster avec un verre de vin ?",
      yesNo: true,
      lang: 'fr',
    });
    expect(d.kind).toBe('weak');
  });
});

describe('rows of a price list', () => {
  it('reads a bare value row with the heading that names it', () => {
    const q = ['combien', 'calzone'];
    const d = decideFromHits(
      [hit('9,00 / 12,50 €', ['Pizzas', 'Calzone'], ['calzone'], q), hit('Calzone du chef, sur commande', ['Idées'], ['calzone'], q, 2)],
      { question: 'La calzone, elle est à combien ?', yesNo: false, lang: 'fr', wantsAmount: true },
    );
    expect(d).toMatchObject({ kind: 'answer' });
    expect(d.kind === 'answer' && d.text).toMatch(/^Calzone\u00a0: 9 ou 12,50 €/);
  });

  it('reads the rows of a category when a value is asked about the category itself', () => {
    const q = ['prix', 'etudiants'];
    const rows = ['Cours à l’unité : 8 €', 'Moins 20 % sur les stages', 'Du lundi au jeudi'].map((text) =>
      hit(text, ['Tarifs', 'Tarif étudiants'], q, q),
    );
    const d = decideFromHits(rows, { question: 'Il y a un prix pour les étudiants ?', yesNo: true, lang: 'fr', kind: 'amount' });
    expect(d).toMatchObject({ kind: 'answer' });
    const text = d.kind === 'answer' ? d.text : '';
    expect(text).toContain('8 €');
    expect(text).toContain('20 %');
    expect(text).toContain('lundi au jeudi');
  });

  it('does not join a link label to the row read out', () => {
    const q = ['registered', 'guild'];
    const d = decideFromHits(
      [hit('Registered with the Guild of Master Sweeps.', ['Standards'], q, q), hit('Contact Us', ['Standards'], ['registered'], q, 1)],
      { question: 'Are you registered with the guild?', yesNo: true, lang: 'en' },
    );
    expect(d.kind === 'answer' && d.text).not.toContain('Contact');
  });
});

describe('a word of the caller vocabulary', () => {
  const alternatives = new Map([['chiots', ['chiots', 'chiot', 'animaux', 'chien', 'famille']]]);

  it('counts where a line opens on it', () => {
    const q = ['chiots'];
    const d = decideFromHits([hit('Animaux acceptés dans les chambres du rez-de-chaussée.', ['Séjour'], q, q)], {
      question: 'Vous prenez les chiots ?',
      yesNo: true,
      lang: 'fr',
      alternatives,
    });
    expect(d).toMatchObject({ kind: 'answer', yes: true });
  });

  it('does not count as the complement of another noun ("Droit de la famille" is no answer about puppies)', () => {
    const q = ['chiots'];
    const d = decideFromHits([hit('Droit de la famille', [], q, q)], {
      question: 'Vous prenez les chiots ?',
      yesNo: true,
      lang: 'fr',
      alternatives,
    });
    expect(d.kind).toBe('weak');
  });

  it('chooses, among passages that match as well, the one that plainly answers', () => {
    const q = ['chiots'];
    const hits = [
      hit('Une équipe qui aime les animaux et les familles depuis vingt ans, au cœur du village.', ['Notre histoire'], q, q, 9),
      hit('Animaux bienvenus, gamelle fournie.', ['Séjour'], q, q, 3),
    ];
    const d = decideFromHits(hits, { question: 'Vous prenez les chiots ?', yesNo: true, lang: 'fr', alternatives });
    expect(d.kind === 'answer' && d.text).toContain('gamelle');
  });
});

describe('asksOtherThan (a named service is no answer)', () => {
  it('to a question that asks a time or a person', () => {
    expect(asksOtherThan({ text: 'What time is check-out on Sunday?', L: 'en' }, { name: 'Check-ups' })).toBe(true);
    expect(asksOtherThan({ text: 'Who does the colour on Saturdays?', L: 'en' }, { name: 'Colour' })).toBe(true);
  });

  it('to a caller-vocabulary concept the service does not name', () => {
    expect(asksOtherThan({ text: 'On peut se garer près du salon ?', L: 'fr' }, { name: 'Salon de thé' })).toBe(true);
  });

  it('but is an answer when it names what is asked, whatever verb asks it', () => {
    expect(asksOtherThan({ text: 'Do you offer a blow dry?', L: 'en' }, { name: 'Blow-dry' })).toBe(false);
    expect(asksOtherThan({ text: 'Vous faites la livraison ?', L: 'fr' }, { name: 'Livraison à domicile' })).toBe(false);
  });
});

describe('values that are no answer', () => {
  it('does not take a Title Case heading for a person, but a name with its role is one', () => {
    expect(carriesUnder('person', 'Our Work › Kitchen Fitting', 'Worktops cut and fitted in a day.')).toBe(false);
    expect(carriesUnder('person', 'Team', 'Priya Shah, the owner, still cuts every key herself.')).toBe(true);
    expect(carriesUnder('person', 'Dr. Okafor’s surgery hours', 'Mon: 9am-1pm')).toBe(true);
  });

  it('answers "how long have you been going?" with the business dating itself, not with any date', () => {
    const q = ['longtemps'];
    const ask = (text: string) =>
      decideFromHits([hit(text, ['Accueil'], q, q)], { question: 'Ça fait longtemps que vous êtes là ?', yesNo: true, lang: 'fr' });
    expect(ask('Cordonnerie de quartier depuis 1987, de père en fils.')).toMatchObject({ kind: 'answer', yes: false });
    expect(ask('Plus de 20 ans d’expérience dans la réparation.')).toMatchObject({ kind: 'answer' });
    expect(ask('Le marché est ouvert depuis le 3 mai.').kind).toBe('weak');
    expect(ask('Le diplôme est reconnu depuis le 12 juin 2004.').kind).toBe('weak');
  });

  it('does not answer from a word said only inside a parenthesis', () => {
    const q = ['traiteurs'];
    const d = decideFromHits(
      [hit('Nos fournisseurs de farine (aussi utilisés par des traiteurs de la région) livrent chaque lundi.', ['Nos produits'], q, q)],
      { question: 'Vous travaillez avec les traiteurs ?', yesNo: true, lang: 'fr' },
    );
    expect(d.kind).toBe('weak');
  });
});

describe('the caller’s words, read strictly enough', () => {
  it('does not take a part of the caller’s phrase for another way to say it ("carte" of "carte bleue")', () => {
    const opts = knowledgeOptions({ name: 'Le Comptoir', businessType: 'Restaurant' }, 'Je peux payer par carte bleue ?', 'fr', {});
    expect(opts.alternatives?.get('carte bleue')).not.toContain('carte');
    expect(opts.alternatives?.get('carte bleue')).toContain('cb');
  });

  it('matches a four-letter stem to its inflections and derivations, not to a name that starts alike', () => {
    expect(termsIn('Livraison offerte dès 30 €', ['livrer'])).toBe(1);
    expect(termsIn('Votre demande est bien envoyée', ['envoie'])).toBe(1);
    expect(termsIn('Office notarial du Livradois', ['livrer'])).toBe(0);
  });
});

describe('negations and the words that carry a passage', () => {
  it('does not hear a "no" in a condition ("if your flat isn’t ready…")', () => {
    expect(isNegative("If your flat isn't ready, the furniture waits in our depot.")).toBe(false);
    expect(isNegative('Si vous n’êtes pas là, on dépose le colis chez le voisin.')).toBe(false);
    expect(isNegative('We do not store furniture.')).toBe(true);
  });

  it('takes a short passage that says two things asked in its own words as about them', () => {
    const alternatives = new Map([
      ['payer', ['payer', 'paiement']],
      ['carte bleue', ['carte bleue', 'cb', 'carte bancaire']],
    ]);
    const q = ['payer', 'carte bleue'];
    const ask = (text: string) =>
      decideFromHits([hit(text, ['Infos pratiques'], q, q)], {
        question: 'On peut payer par carte bleue ?',
        yesNo: true,
        lang: 'fr',
        alternatives,
      });
    expect(ask('Aucun souci : paiement sans contact et carte bancaire acceptés.')).toMatchObject({ kind: 'answer' });
    // One of them alone, in passing, is not enough.
    expect(ask('Aucun souci : carte bancaire en main, vous réservez en ligne en deux minutes.').kind).toBe('weak');
  });
});

describe('words that look alike but say something else', () => {
  it('does not take a verb in the passage ("on vous guide") for the thing asked ("un guide")', () => {
    expect(afterDeterminer('Vous avez un guide des randonnées ?', 'guide')).toBe(true);
    expect(onlyAsVerb('Notre guide des sentiers est en vente à l’accueil.', 'guide')).toBe(false);
    expect(onlyAsVerb('Sur place, on vous guide.', 'guide')).toBe(true);
    const q = ['guide'];
    const d = decideFromHits([hit('Sur place, on vous guide.', ['Accueil'], q, q)], {
      question: 'Vous vendez un guide des randonnées ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([['guide', ['guide']]]),
    });
    expect(d.kind).toBe('weak');
  });

  it('does not take the business’s own name for what it offers', () => {
    const q = ['colorations'];
    const d = decideFromHits([hit('Teinte & Tasse, 4 rue des Lilas', ['Teinte & Tasse'], q, q)], {
      question: 'Vous faites les colorations ?',
      yesNo: true,
      lang: 'fr',
      alternatives: new Map([['colorations', ['colorations', 'coloration', 'teinte']]]),
      ignore: ['teinte', 'tasse'],
    });
    expect(d.kind).toBe('weak');
  });
});

describe('examples given with a question', () => {
  it('need not all be on the site: the thing asked is ("walks, like beach runs?")', () => {
    const q = ['dog walking', 'beach runs'];
    const d = decideFromHits([hit('No. We leave dog walking to the walkers in the village.', ['Questions'], ['dog walking'], q)], {
      question: 'Do you do dog walking too, like beach runs?',
      yesNo: true,
      lang: 'en',
      alternatives: new Map([
        ['dog walking', ['dog walking', 'walks']],
        ['beach runs', ['beach runs', 'seaside walks']],
      ]),
    });
    expect(d).toMatchObject({ kind: 'answer', yes: false });
    expect(d.kind === 'answer' && d.text).toMatch(/^No\./);
  });
});
