import { describe, expect, it } from 'vitest';
import {
  asksHowToReach,
  asksToTalkTo,
  asksWhereItIs,
  deniesUrgency,
  describesEmergency,
  movesToAnother,
  readEmergency,
  saysNotComing,
  asksAboutBooking,
  wishesSomething,
} from '@/lib/receptionist/engine/asking';
import { refineIntents } from '@/lib/receptionist/engine/understand';
import { detectIntents } from '@/lib/receptionist/intents';

// The readings of asking.ts as scored cues: a way of asking heard with other words around it,
// negation read wherever it stands, and the near-misses a looser reading would take. Every
// sentence is written for this test.

const intents = (text: string) => refineIntents(text, text, detectIntents(text));

describe('a way of asking heard with words around it', () => {
  it('hears reaching the business with fillers between the words that ask', () => {
    expect(asksHowToReach('how on earth would somebody get hold of you on a bank holiday')).toBe('any');
    expect(asksHowToReach('comment est-ce qu’on pourrait vous joindre pendant les vacances')).toBe('any');
    expect(asksHowToReach('who would I actually need to email about the deposit')).toBe('email');
    expect(asksHowToReach('les photos du dégât, je dois les envoyer à qui ?')).toBe('email');
  });

  it('does not read a relative "who" or a wish to be called as a way to reach', () => {
    expect(asksHowToReach('my husband, who works nights, wants to see the hygienist')).toBeNull();
    expect(asksHowToReach('j’ai un voisin qui voudrait vous appeler demain')).toBeNull();
    expect(asksHowToReach('can somebody ring me back after lunch')).toBeNull();
    expect(asksHowToReach('how much does a call-out cost')).toBeNull();
  });

  it('puts through to a role or a person, not to a question about staff', () => {
    expect(asksToTalkTo('could I have a chat with the head chef')).toBe(true);
    expect(asksToTalkTo('j’aimerais discuter avec la responsable du salon')).toBe(true);
    expect(asksToTalkTo('who should I talk to about a refund')).toBe(false);
  });

  it('reads where the business is, not where the caller lives', () => {
    expect(asksWhereItIs('where exactly is the surgery')).toBe(true);
    expect(asksWhereItIs('do you know where your car park is')).toBe(true);
    expect(asksWhereItIs('where I live there is no bus, do you deliver?')).toBe(false);
  });
});

describe('negation read wherever it stands', () => {
  it('denies urgency said with any negation, in both languages', () => {
    expect(deniesUrgency('it’s really not an emergency or anything')).toBe(true);
    expect(deniesUrgency('rien d’urgent hein, c’est pour un devis')).toBe(true);
    expect(deniesUrgency('there’s no hurry on our side')).toBe(true);
    expect(deniesUrgency('it is urgent, the shower won’t stop')).toBe(false);
  });

  it('never transfers an emergency denied, one asked about, or a hazard word in a question', () => {
    expect(readEmergency('not urgent but the gutter is overflowing')).toBe('denied');
    expect(readEmergency('vous prenez les urgences le week-end ?')).toBe('askedAbout');
    expect(readEmergency('which number do I ring for an emergency at night')).toBe('askedAbout');
    expect(describesEmergency('do you clear flooded cellars?')).toBe(false);
    expect(readEmergency('help, the tank has burst and the hall is flooding')).toBe('described');
    expect(intents('pas du tout urgent, mais le chauffe-eau fait un bruit').emergency).toBeUndefined();
  });

  it('does not transfer a problem said to be small or put off, nor urgency that qualifies a request', () => {
    expect(intents('on a une petite fuite sous la douche, vous pourriez passer dans la semaine ?').emergency).toBeUndefined();
    expect(intents('the cellar flooded a bit last winter, could someone check the pump next week').emergency).toBeUndefined();
    expect(intents('c’est urgent, il faut que j’annule ma séance de jeudi').emergency).toBeUndefined();
    expect(intents('urgent, the basement is flooding and the water keeps rising').emergency).toBeGreaterThan(0);
    expect(intents('c’est urgent, le chien saigne beaucoup').emergency).toBeGreaterThan(0);
  });

  it('hears not coming from any negated way of coming', () => {
    expect(saysNotComing('we cannot make the appointment on the 4th')).toBe(true);
    expect(saysNotComing('je pourrai finalement pas venir jeudi')).toBe(true);
    expect(saysNotComing('I can make it on the 4th, no problem')).toBe(false);
  });
});

describe('about a booking, or moving one: the order of what is said', () => {
  it('asks about booking when the way of booking is asked, starts nothing', () => {
    expect(asksAboutBooking('is it possible to book through the website?')).toBe(true);
    expect(asksAboutBooking('can we just wander in, or is it booking only')).toBe(true);
    expect(asksAboutBooking('I’d like to reserve for four on Saturday')).toBe(false);
  });

  it('moves a booking when another choice follows it, not when a preference comes first', () => {
    expect(movesToAnother('my appointment is at nine but could I come at eleven instead')).toBe(true);
    expect(movesToAnother('I’d rather book an appointment by phone than online')).toBe(false);
    // A new appointment wanted one way rather than another is not moving one's own.
    expect(movesToAnother('je peux avoir une séance au téléphone plutôt qu’en personne ?')).toBe(false);
  });

  it('tells a wish from a question put indirectly', () => {
    expect(wishesSomething('j’aimerais une table pour deux vendredi')).toBe(true);
    expect(wishesSomething('I need someone to look at the gutters')).toBe(true);
    expect(wishesSomething('j’aimerais savoir ce que coûte un détartrage')).toBe(false);
    expect(wishesSomething('I’d like to know what a filling costs')).toBe(false);
    expect(wishesSomething('I was wondering how much the deposit is')).toBe(false);
  });
});
