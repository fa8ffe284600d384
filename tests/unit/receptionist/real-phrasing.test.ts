import { describe, expect, it } from 'vitest';
import { emptyExtractedInfo } from '@/lib/extract/types';
import { skillOf } from '@/lib/receptionist/engine/skill';
import { asksAboutBooking } from '@/lib/receptionist/engine/asking';
import { asksBeyondTime, asksHolidays, isOnlyGreeting, refineIntents, switchesLanguage } from '@/lib/receptionist/engine/understand';
import { detectIntents, yesNo } from '@/lib/receptionist/intents';
import { resolveService } from '@/lib/receptionist/knowledge';

// Intents read from how real callers phrase things, not from keywords alone.

const intents = (text: string) => refineIntents(text, text, detectIntents(text));

describe('intents that survive real phrasing', () => {
  it('transfers as an emergency only when an emergency is described', () => {
    expect(intents('Quels problèmes vous traitez ? Vous prenez les urgences ?').emergency).toBeUndefined();
    expect(intents('What kind of emergencies do you handle?').emergency).toBeUndefined();
    expect(intents('C’est urgent, il y a une fuite d’eau chez moi').emergency).toBeGreaterThan(0);
    expect(intents('My dog is bleeding, it’s an emergency').emergency).toBeGreaterThan(0);
  });

  it('reads "ou" (or) apart from "où" (where) and a travelling "déplacez" apart from moving a booking', () => {
    expect(intents('Vous prenez la carte ou c’est que liquide ?').address).toBeUndefined();
    expect(intents('Vous êtes où à Nantes ?').address).toBeGreaterThan(0);
    expect(intents('Vous vous déplacez jusqu’à La Clayette ?').move).toBeUndefined();
    expect(intents('Je voudrais déplacer mon rendez-vous').move).toBeGreaterThan(0);
  });

  it('does not take "a few hours", "massage" or a question about the staff’s languages for hours, a message or the assistant', () => {
    expect(intents('Is there wifi? I might bring the laptop for a few hours.').hours).toBeUndefined();
    expect(intents('How much is a two hour lesson?').hours).toBeUndefined();
    expect(intents('Est-ce que vous travaillez aussi avec les professionnels ?').hours).toBeUndefined();
    expect(intents('Vous travaillez le samedi ?').hours).toBeGreaterThan(0);
    expect(intents('Do you also do massage therapy?').message).toBeUndefined();
    expect(intents('Does anybody in the office speak Spanish?').languages).toBeUndefined();
  });

  it('does not read "y’all" as a way to get there, nor "who’s the owner?" as a transfer', () => {
    expect(intents('What kind of classes do y’all have?').address).toBeUndefined();
    expect(intents('Comment y aller depuis la gare ?').address).toBeGreaterThan(0);
    expect(intents('Who runs the place? Who’s the owner?').transfer).toBeUndefined();
    expect(intents('C’est qui le patron ?').transfer).toBeUndefined();
    expect(intents('Can I speak to the owner?').transfer).toBeGreaterThan(0);
    expect(intents('Passez-moi le patron, s’il vous plaît').transfer).toBeGreaterThan(0);
  });

  it('hears "si …" as a condition, not a yes', () => {
    expect(yesNo('Si la réparation est chère, on peut payer en plusieurs fois ?')).toBeNull();
    expect(yesNo('si')).toBe('yes');
  });

  it('treats a day alone or coming by as an hours question, and anything else next to a day as its own question', () => {
    expect(asksBeyondTime('Est-ce que je peux passer lundi matin ?')).toBe(false);
    expect(asksBeyondTime('Pour les plats du midi, vous prenez les tickets restaurant ?')).toBe(true);
    expect(asksHolidays('Et les jours fériés, c’est fermé ?')).toBe(true);
    expect(asksAboutBooking('On serait dix ce soir, il faut réserver ou pas ?')).toBe(true);
    expect(asksAboutBooking('Je voudrais réserver une table pour samedi')).toBe(false);
  });

  it('keeps the conversation’s language on a short or ambiguous turn', () => {
    expect(switchesLanguage('ok', 'fr', 'en')).toBe(false);
    expect(switchesLanguage('Samedi ?', 'fr', 'en')).toBe(false);
    expect(switchesLanguage('On peut venir avec notre chien ?', 'fr', 'en')).toBe(true);
  });

  it('answers a greeting only when nothing else is asked', () => {
    expect(isOnlyGreeting('Bonjour !')).toBe(true);
    expect(isOnlyGreeting('Bonjour, euh, vous faites les colorations ?')).toBe(false);
  });

  it('matches a service loosely by a word only it has ("a cleaning" → "Check-ups and cleanings")', () => {
    const services = [
      { name: 'Check-ups and cleanings', price: '£60' },
      { name: 'Teeth whitening', price: '£250' },
    ];
    expect(resolveService('I’d like to book a cleaning next Tuesday', services).best?.name).toBe('Check-ups and cleanings');
    expect(resolveService('Do you do veneers?', services).best).toBeUndefined();
  });
});

describe('skills by business type', () => {
  const agent = (businessType: string, extracted = '') => ({ businessType, info: emptyExtractedInfo({ businessType: extracted }) });
  it('books a table at a restaurant, a slot at a salon, dentist or garage', () => {
    expect(skillOf(agent('Restaurant'))).toBe('table');
    expect(skillOf(agent('Autre', 'Pizzeria'))).toBe('table');
    expect(skillOf(agent('Salon de coiffure'))).toBe('appointment');
    expect(skillOf(agent('Dental Office'))).toBe('appointment');
    expect(skillOf(agent('Garage auto'))).toBe('appointment');
  });
  it('takes stays (hotel, B&B) and orders (florist, shop, bakery, butcher) as requests for the team', () => {
    expect(skillOf(agent('Hôtel'))).toBe('stay');
    expect(skillOf(agent('Other', 'Bed and breakfast'))).toBe('stay');
    expect(skillOf(agent('Florist'))).toBe('order');
    expect(skillOf(agent('Boutique'))).toBe('order');
    expect(skillOf(agent('Autre', 'Boulangerie pâtisserie'))).toBe('order');
    expect(skillOf(agent('Other', 'Family butcher'))).toBe('order');
  });
});
