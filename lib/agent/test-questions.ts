import type { ExtractedInfo } from '@/lib/extract/types';
import type { Locale } from '@/lib/i18n/locales';
import { findBusinessType, type BusinessTypeId } from './business-types';
import { closedDays, dayName } from '@/lib/hours';
import { frenchTypography } from './typography';

// Questions an owner can ask their new agent to check it, generated from the facts it was given
// ("Êtes-vous ouverts dimanche ?" when Sunday is a closed day, "Combien coûte une coupe homme ?"
// from a priced service). One question always probes a fact the site does not state, so the
// owner hears the agent decline to invent and offer a callback.

const BOOKING: Record<Locale, Partial<Record<BusinessTypeId, string>> & { default: string }> = {
  fr: {
    restaurant: 'Je voudrais réserver une table pour 4 personnes samedi à 20\u00a0h.',
    hotel: 'Avez-vous une chambre pour deux nuits à partir de vendredi ?',
    florist: 'Pouvez-vous livrer un bouquet demain matin ?',
    default: 'Je voudrais prendre rendez-vous demain à 15\u00a0h.',
  },
  en: {
    restaurant: "I'd like to book a table for 4 on Saturday at 8 pm.",
    hotel: 'Do you have a room for two nights from Friday?',
    florist: 'Can you deliver a bouquet tomorrow morning?',
    default: "I'd like to book an appointment tomorrow at 3 pm.",
  },
};

// A plausible question whose answer no website of this kind usually states.
const UNKNOWN_FACT: Record<Locale, string> = {
  fr: 'Avez-vous un parking pour les clients ?',
  en: 'Do you have parking for customers?',
};

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

export function suggestTestQuestions(
  info: ExtractedInfo,
  locale: Locale,
  businessType: string = info.businessType,
): string[] {
  const fr = locale === 'fr';
  const questions: string[] = [];

  if (info.hours.length > 0) {
    // Prefer a closed day (the agent must say no), else Saturday.
    const closed = closedDays(info.hours);
    const day = closed.includes('sunday') ? 'sunday' : (closed[0] ?? 'saturday');
    questions.push(fr ? `Êtes-vous ouverts ${dayName(day, 'fr')} ?` : `Are you open on ${dayName(day, 'en')}?`);
  } else {
    questions.push(fr ? 'Quels sont vos horaires d’ouverture ?' : 'What are your opening hours?');
  }

  const priced = info.services.find((s) => s.price && s.name.trim().length <= 60);
  if (priced) {
    // French needs the right article ("une coupe", "un brushing"), which a service name doesn't
    // give: name the service as the site writes it instead of guessing its gender.
    const name = priced.name.trim();
    questions.push(fr ? `Quel est le prix de la prestation « ${name} » ?` : `How much is ${lowerFirst(name)}?`);
  } else if (info.services.length > 0) {
    questions.push(fr ? 'Quelles prestations proposez-vous ?' : 'What services do you offer?');
  }

  if (info.address) questions.push(fr ? 'Où êtes-vous situés ?' : 'Where are you located?');

  const type = findBusinessType(businessType)?.id;
  questions.push((type && BOOKING[locale][type]) || BOOKING[locale].default);

  questions.push(UNKNOWN_FACT[locale]);
  if (questions.length < 3) {
    questions.push(fr ? 'Puis-je laisser un message ?' : 'Can I leave a message?');
  }

  const out = questions.slice(0, 5);
  return fr ? out.map(frenchTypography) : out;
}
