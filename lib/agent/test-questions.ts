import type { ExtractedInfo } from '@/lib/extract/types';
import type { Locale } from '@/lib/i18n/locales';
import { siteTopics } from '@/lib/knowledge/topics';
import type { Vocabulary } from '@/lib/knowledge/vocabulary';
import { findBusinessType, type BusinessTypeId } from './business-types';
import { closedDays, dayName } from '@/lib/hours';
import { frenchTypography } from './typography';

// Questions an owner can ask their new agent to check it, generated from what the site says:
// facts it was given ("Êtes-vous ouverts dimanche ?" when Sunday is a closed day, the price of a
// listed service) and topics its pages talk about (parking, card payment, delivery…), asked in
// everyday words. A topic the site says nothing about is never suggested.

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

/** Topics worth a test question, in order of preference: the words that show a site talks about
 * each (specific ones only: "carte" alone may be a menu), and the question a caller would ask. */
const TOPICS: { key: string; evidence: Record<Locale, readonly string[]>; question: Record<Locale, string> }[] = [
  {
    key: 'parking',
    evidence: { fr: ['parking', 'stationnement', 'se garer', 'stationner'], en: ['parking', 'car park', 'parking lot'] },
    question: { fr: 'Est-ce qu’on peut se garer facilement ?', en: 'Is there somewhere to park?' },
  },
  {
    key: 'card',
    evidence: {
      fr: ['carte bancaire', 'carte bleue', 'CB', 'carte de crédit', 'Visa', 'Mastercard', 'sans contact'],
      en: ['credit card', 'debit card', 'card payment', 'contactless', 'Visa', 'Mastercard', 'Amex'],
    },
    question: { fr: 'Je peux payer par carte ?', en: 'Can I pay by card?' },
  },
  {
    key: 'delivery',
    evidence: { fr: ['livraison', 'livrer', 'livrons', 'à domicile'], en: ['delivery', 'deliver', 'we deliver', 'shipping'] },
    question: { fr: 'Vous livrez ?', en: 'Do you deliver?' },
  },
  {
    key: 'walkIn',
    evidence: {
      fr: ['sans rendez-vous', 'sans rdv', 'sans réservation'],
      en: ['walk-in', 'walk-ins', 'without an appointment', 'no appointment', 'drop in'],
    },
    question: { fr: 'Je peux passer sans rendez-vous ?', en: 'Can I just walk in?' },
  },
  {
    key: 'insurance',
    evidence: {
      fr: ['mutuelle', 'sécurité sociale', 'remboursé', 'remboursement', 'tiers payant'],
      en: ['insurance', 'insurer', 'health plan', 'NHS', 'medicare'],
    },
    question: { fr: 'C’est remboursé par la mutuelle ?', en: 'Do you take insurance?' },
  },
  {
    key: 'pets',
    evidence: { fr: ['chien', 'chiens', 'animaux'], en: ['dog', 'dogs', 'pets', 'pet friendly'] },
    question: { fr: 'On peut venir avec son chien ?', en: 'Can I bring my dog?' },
  },
  {
    key: 'access',
    evidence: { fr: ['accessible', 'fauteuil roulant', 'mobilité réduite', 'PMR'], en: ['wheelchair', 'step-free', 'accessible'] },
    question: { fr: 'C’est accessible en fauteuil roulant ?', en: 'Is it wheelchair accessible?' },
  },
  {
    key: 'pickup',
    evidence: { fr: ['à emporter', 'click and collect', 'retrait'], en: ['takeaway', 'take away', 'click and collect', 'collection'] },
    question: { fr: 'On peut commander à emporter ?', en: 'Can I order to take away?' },
  },
  {
    key: 'vegetarian',
    evidence: { fr: ['végétarien', 'végétarienne', 'vegan', 'végétalien'], en: ['vegetarian', 'vegan', 'plant-based'] },
    question: { fr: 'Vous avez des plats végétariens ?', en: 'Do you have vegetarian options?' },
  },
  {
    key: 'quote',
    evidence: { fr: ['devis', 'estimation'], en: ['quote', 'estimate', 'quotation'] },
    question: { fr: 'Vous faites des devis gratuits ?', en: 'Do you do free quotes?' },
  },
  {
    key: 'voucher',
    evidence: { fr: ['bon cadeau', 'carte cadeau', 'chèque cadeau'], en: ['gift card', 'gift voucher', 'voucher'] },
    question: { fr: 'Vous faites des bons cadeaux ?', en: 'Do you sell gift vouchers?' },
  },
  {
    key: 'transport',
    evidence: { fr: ['métro', 'tram', 'arrêt de bus', 'gare'], en: ['bus stop', 'train station', 'tube', 'subway'] },
    question: { fr: 'Comment venir en transports en commun ?', en: 'How do I get there by public transport?' },
  },
];

const EVIDENCE: Record<Locale, Vocabulary> = {
  fr: Object.fromEntries(TOPICS.map((t) => [t.key, t.evidence.fr])),
  en: Object.fromEntries(TOPICS.map((t) => [t.key, t.evidence.en])),
};

const MAX_QUESTIONS = 5;
const MAX_TOPIC_QUESTIONS = 2;

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

export type SitePassage = { text: string; headingPath: string[] };

export function suggestTestQuestions(
  info: ExtractedInfo,
  locale: Locale,
  businessType: string = info.businessType,
  passages: SitePassage[] = [],
): string[] {
  const fr = locale === 'fr';
  const questions: string[] = [];

  if (info.hours.length > 0) {
    // Prefer a closed day (the agent must say no), else Saturday.
    const closed = closedDays(info.hours);
    const day = closed.includes('sunday') ? 'sunday' : (closed[0] ?? 'saturday');
    questions.push(fr ? `Êtes-vous ouverts ${dayName(day, 'fr')} ?` : `Are you open on ${dayName(day, 'en')}?`);
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

  const found = siteTopics(passages, EVIDENCE[locale]);
  const topical = TOPICS.filter((t) => found.has(t.key)).slice(0, MAX_TOPIC_QUESTIONS);
  for (const t of topical) questions.push(t.question[locale]);

  if (info.address && questions.length < MAX_QUESTIONS - 1) questions.push(fr ? 'Où êtes-vous situés ?' : 'Where are you located?');

  const type = findBusinessType(businessType)?.id;
  questions.push((type && BOOKING[locale][type]) || BOOKING[locale].default);

  if (questions.length < 3) questions.push(fr ? 'Puis-je laisser un message ?' : 'Can I leave a message?');

  const out = questions.slice(0, MAX_QUESTIONS);
  return fr ? out.map(frenchTypography) : out;
}
