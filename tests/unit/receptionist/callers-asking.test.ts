import { describe, expect, it } from 'vitest';
import {
  asksForAvailability,
  bringsIn,
  asksHowToReach,
  asksHowVisitingWorks,
  asksOutsideHours,
  asksToPassOn,
  asksToTalkTo,
  asksWhenToCall,
  asksWorkingTime,
  asksWhereItIs,
  asksWhoHandles,
  deniesUrgency,
  describesEmergency,
  movesToAnother,
  saysNotComing,
} from '@/lib/receptionist/engine/asking';
import { asksAboutBooking } from '@/lib/receptionist/engine/asking';
import { refineIntents } from '@/lib/receptionist/engine/understand';
import { detectIntents } from '@/lib/receptionist/intents';

// What the caller's sentence asks, read from how it is put. Every sentence here is written for
// this test; each mechanism has its near-misses next to it.

const intents = (text: string) => refineIntents(text, text, detectIntents(text));

describe('contact questions: a channel to give, not a flow to start', () => {
  it('hears how to reach the business, in both languages, and which channel the verb asks for', () => {
    expect(asksHowToReach('what would be the quickest way to reach you')).toBe('any');
    expect(asksHowToReach('How can I get in touch with the accounts people?')).toBe('any');
    expect(asksHowToReach('where should I send the scans of my x-rays')).toBe('email');
    expect(asksHowToReach('what number do I ring for the kitchen')).toBe('phone');
    expect(asksHowToReach('comment je fais pour vous avoir le week-end')).toBe('any');
    expect(asksHowToReach('à qui je m’adresse pour une réclamation')).toBe('any');
    expect(asksHowToReach('Je vous écris où pour envoyer le dossier ?')).toBe('email');
    expect(asksHowToReach('Je vous envoie le dossier ou je passe le déposer ?')).toBeNull(); // "ou" is "or" here
    expect(asksHowToReach('où est-ce que je peux envoyer les justificatifs')).toBe('email');
    expect(asksHowToReach('vous avez un autre numéro ?')).toBe('phone');
  });

  it('leaves a wish to be called, a booking and an address question alone', () => {
    expect(asksHowToReach('can someone call me back this afternoon')).toBeNull();
    expect(asksHowToReach('I’d like to book a trim on Friday')).toBeNull();
    expect(asksHowToReach('vous êtes où exactement ?')).toBeNull();
    expect(asksHowToReach('rappelez-moi demain s’il vous plaît')).toBeNull();
  });

  it('drops the flow words of the story once a contact question is asked', () => {
    const i = intents('I want to book a party for twelve, who’s the right person to ask about that?');
    expect(i.booking).toBeUndefined();
    expect(i.phone).toBeGreaterThan(0);
    const fr = intents('pour une réservation de groupe, à qui je dois m’adresser ?');
    expect(fr.booking).toBeUndefined();
    expect(fr.address).toBeUndefined(); // "m’adresser" is a verb, not the street address
  });

  it('tells "who do I talk to about…" (who handles it) from "can I talk to…" (put me through)', () => {
    expect(asksWhoHandles('who do I talk to about a refund')).toBe(true);
    expect(asksWhoHandles('qui s’occupe des devis chez vous ?')).toBe(true);
    expect(asksToTalkTo('could I have a quick word with Dr Okafor, please')).toBe(false); // "have a word" is not a talk verb here
    expect(asksToTalkTo('can I talk to Priya directly')).toBe(true);
    expect(asksToTalkTo('je voudrais parler à Maître Dubois')).toBe(true);
    expect(asksToTalkTo('is there anybody I could speak with today')).toBe(false); // a question about staff, not a name
    expect(asksToTalkTo('who can I talk to about parking?')).toBe(false);
    expect(intents('who do I speak to about the invoice?').transfer).toBeUndefined();
    expect(intents('I need to speak to somebody in accounts').transfer).toBeGreaterThan(0);
  });
});

describe('questions about booking or visiting are answered, not started', () => {
  it('reads an obligation asked about, a walk-in and "or can I just come"', () => {
    expect(asksAboutBooking('do we have to reserve for sunday lunch?')).toBe(true);
    expect(asksAboutBooking('est-ce qu’il faut prendre rendez-vous pour une retouche ?')).toBe(true);
    expect(asksAboutBooking('on peut passer sans rendez-vous ?')).toBe(true);
    expect(asksHowVisitingWorks('can we just show up around seven')).toBe(true);
    expect(asksHowVisitingWorks('je peux passer sans prévenir ?')).toBe(true);
  });

  it('keeps a wish to book as a booking, even with "need" or "have to"', () => {
    expect(asksAboutBooking('I need to book the van in for its service')).toBe(false);
    expect(asksAboutBooking('je dois prendre rendez-vous pour ma fille mardi')).toBe(false);
    expect(asksAboutBooking('Je voudrais réserver pour deux ce soir')).toBe(false);
    expect(intents('I need to book the van in for its service').booking).toBeGreaterThan(0);
  });

  it('does not read "sans prévenir" as a message to pass on', () => {
    expect(intents('je peux passer sans prévenir demain ?').message).toBeUndefined();
    expect(intents('pouvez-vous prévenir Julie que je serai en retard').message).toBeGreaterThan(0);
  });

  it('reads availability asked for an appointment, and the business coming out', () => {
    expect(asksForAvailability('when is the osteopath free next week')).toBe(true);
    expect(asksForAvailability('do you have a room available on the 3rd')).toBe(true);
    expect(asksForAvailability('vous pouvez passer quand pour la chaudière ?')).toBe(true);
    expect(asksForAvailability('could you come with your food truck to our wedding?')).toBe(false);
    expect(asksForAvailability('are you open on Sunday')).toBe(false);
    const i = intents('I’d like to see someone about my knee, when are you free?');
    expect(i.booking).toBeGreaterThan(0);
    expect(i.hours).toBeUndefined();
  });
});

describe('a day or a time with a call is about when the line is open', () => {
  it('reads calling at a time as an hours question', () => {
    expect(asksWhenToCall('is it alright to phone after seven')).toBe(true);
    expect(asksWhenToCall('on peut vous appeler le dimanche ?')).toBe(true);
    expect(asksWhenToCall('how late can I ring the shop')).toBe(true);
    expect(intents('is it alright to phone after seven').hours).toBeGreaterThan(0);
  });

  it('reads the best moment to call as an hours question', () => {
    expect(asksWhenToCall('when would be a good time to get hold of someone')).toBe(true);
    expect(asksWhenToCall('c’est quoi le bon moment pour vous téléphoner')).toBe(true);
    expect(asksWhenToCall('what is the best time for you to ring me back')).toBe(false);
  });

  it('leaves a call booked as a service and a call-back request alone', () => {
    expect(asksWhenToCall('can we schedule a discovery call on Monday')).toBe(false);
    expect(asksWhenToCall('can you call me back tomorrow morning')).toBe(false);
    expect(intents('can you call me back tomorrow morning').message).toBeGreaterThan(0);
  });

  it('sends what is done outside the opening hours to the site first', () => {
    expect(asksOutsideHours('can I leave the bike before you open?')).toBe(true);
    expect(asksOutsideHours('je peux récupérer le colis après la fermeture ?')).toBe(true);
    expect(asksOutsideHours('what time do you open?')).toBe(false);
  });
});

describe('an emergency is described, not asked about and not denied', () => {
  it('transfers when a hazard is happening or urgency is said', () => {
    expect(describesEmergency('the hot water tank has burst and it is all over the floor')).toBe(true);
    expect(describesEmergency('ça sent le gaz dans l’entrée, aidez-moi')).toBe(true);
    expect(intents('there’s water gushing from under the stairs').emergency).toBeGreaterThan(0);
  });

  it('does not transfer a question about the service, a hazard word in a question, or urgency denied', () => {
    expect(describesEmergency('do you repair burst pipes?')).toBe(false);
    expect(describesEmergency('is there a wood fire in the lounge?')).toBe(false);
    expect(deniesUrgency('no rush at all, the radiator is just a bit noisy')).toBe(true);
    expect(deniesUrgency('c’est pas très urgent mais la porte grince')).toBe(true);
    expect(intents('ce n’est pas urgent, mais le robinet fuit un peu').emergency).toBeUndefined();
    expect(intents('My gums bleed when I brush, do you do deep cleans?').emergency).toBeUndefined();
  });
});

describe('where-questions about the business’s place', () => {
  it('reads "where the … is", "which street" and "quel quartier" as a location question', () => {
    expect(asksWhereItIs('could you tell me where the clinic is')).toBe(true);
    expect(asksWhereItIs('which road are you on')).toBe(true);
    expect(asksWhereItIs('vous êtes dans quel quartier')).toBe(true);
    expect(asksWhereItIs('where do I send the form')).toBe(false); // a contact question
    expect(asksWhereItIs('what do you charge for a wash')).toBe(false);
  });
});

describe('the asking clause decides; the story before it is context', () => {
  it('drops a flow the story mentions when the question asks something else', () => {
    expect(intents('We moved our booking twice last spring, anyway, do you have high chairs?').move).toBeUndefined();
    expect(intents('I cancelled with you in June, what time do you open on Mondays?').cancel).toBeUndefined();
    expect(intents('Ma sœur a commandé une tarte chez vous, vous faites aussi des macarons ?').order).toBeUndefined();
    expect(intents('J’ai réservé une fois pour un baptême, il y a un parking ?').booking).toBeUndefined();
  });

  it('keeps a flow asked for in the opening words, and one the question itself names', () => {
    expect(intents('I want to cancel Thursday, is that still possible?').cancel).toBeGreaterThan(0);
    expect(intents('je voudrais décaler mon rendez-vous, vous avez quoi lundi ?').move).toBeGreaterThan(0);
    expect(intents('My back has been sore for weeks, can I get an appointment?').booking).toBeGreaterThan(0);
    expect(intents('I booked last year, can I book the same room again?').booking).toBeGreaterThan(0);
  });
});

describe('wishes and news said in other words', () => {
  it('passes word to someone named, and not a plain mention of a name', () => {
    expect(asksToPassOn('could you let Dr Mensah know that I called')).toBe(true);
    expect(asksToPassOn('pouvez-vous dire à Julien que je passerai plus tard')).toBe(true);
    expect(asksToPassOn('is Dr Mensah in on Tuesdays?')).toBe(false);
    expect(intents('just tell Ahmed that I rang about the van').message).toBeGreaterThan(0);
  });

  it('hears not coming as a cancellation only about an appointment', () => {
    expect(saysNotComing('sorry, I can’t make my appointment on Monday')).toBe(true);
    expect(intents('sorry, I can’t make my appointment on Monday').cancel).toBeGreaterThan(0);
    expect(intents('I won’t make it to the shop before you close, can I collect tomorrow?').cancel).toBeUndefined();
  });

  it('reads working or serving at a time of day as an hours question', () => {
    expect(asksWorkingTime('are you lot working saturdays')).toBe(true);
    expect(asksWorkingTime('vous servez le dimanche midi ?')).toBe(true);
    expect(asksWorkingTime('what time can I pick the keys up till')).toBe(true);
    expect(asksWorkingTime('do you work on German cars')).toBe(false);
    expect(intents('do you work with landlords at the weekend').hours).toBeUndefined();
  });
});

describe('requests said sideways', () => {
  it('books bringing something in on a day, not a drop-off outside the hours', () => {
    expect(bringsIn('can I bring the bike in on Friday')).toBe(true);
    expect(intents('can I bring the bike in on Friday').booking).toBeGreaterThan(0);
    expect(intents('je voudrais déposer mon vélo jeudi pour un réglage').booking).toBeGreaterThan(0);
    expect(bringsIn('can I drop the van off before you open?')).toBe(false);
    expect(intents('can I bring my dog in?').booking).toBeUndefined(); // no day: a question for the site
  });

  it('reads "are you free on Thursday?" as availability and "j’écris à qui ?" as a contact question', () => {
    expect(asksForAvailability('is anyone free tomorrow to look at the gutter')).toBe(true);
    expect(asksHowToReach('pour la facture, je dois écrire à qui ?')).toBe('email');
    expect(asksHowToReach('à qui est cette voiture garée devant ?')).toBeNull();
  });
});

describe('more ways of putting the same asks', () => {
  it('hears a reach verb with a "how" anywhere, but not "contact me"', () => {
    expect(asksHowToReach('if the alarm goes off at the weekend, how would I get hold of you')).toBe('any');
    expect(asksHowToReach('pour vous contacter un dimanche, je fais comment ?')).toBe('any');
    expect(asksHowToReach('how soon can you contact me about the quote')).toBeNull();
  });

  it('moves one’s own appointment to another day, and leaves a question about the week alone', () => {
    expect(movesToAnother('can I put my scale and polish on a different day')).toBe(true);
    expect(movesToAnother('je voudrais passer mon rendez-vous à une autre heure')).toBe(true);
    expect(movesToAnother('do you open on a different day in summer?')).toBe(false);
  });

  it('reads a room or a table asked for a night as availability', () => {
    expect(asksForAvailability('have you got anything for the night of the 9th')).toBe(true);
    expect(asksForAvailability('vous auriez une chambre pour samedi soir ?')).toBe(true);
    expect(asksForAvailability('have you got anything for hay fever')).toBe(false);
  });

  it('transfers a pipe that has just burst, in French too', () => {
    expect(intents('le ballon d’eau chaude vient d’éclater dans le garage').emergency).toBeGreaterThan(0);
    expect(intents('vous remplacez les ballons d’eau chaude ?').emergency).toBeUndefined();
  });
});

describe('a fifth set of ways to put it', () => {
  it('moves a booking said with "instead" / "plutôt", and not a plain preference', () => {
    expect(movesToAnother('it’s booked in for Tuesday, could we do Friday instead')).toBe(true);
    expect(movesToAnother('mon rendez-vous est mardi, je peux venir plutôt mercredi ?')).toBe(true);
    expect(movesToAnother('I’d rather come in the morning, are you open at 8?')).toBe(false);
  });

  it('transfers "parler au dentiste" and reads "are you on Mill Lane?" as a location question', () => {
    expect(asksToTalkTo('je pourrais parler à la comptable ?')).toBe(true);
    expect(asksToTalkTo('on peut parler du devis ?')).toBe(false);
    expect(asksWhereItIs('are you on Mill Lane or further up')).toBe(true);
    expect(asksWhereItIs('are you on holiday in August')).toBe(false);
  });

  it('reads "do you do weekends?" as hours and "au secours" with water out as an emergency', () => {
    expect(asksWorkingTime('do you do weekends at all')).toBe(true);
    expect(asksWorkingTime('do you do wedding cakes')).toBe(false);
    expect(intents('au secours, l’eau coule du plafond').emergency).toBeGreaterThan(0);
  });
});
