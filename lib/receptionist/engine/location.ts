import { hoursFromLines, hoursKnown } from '@/lib/hours';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { mainLocality } from '@/lib/text/locality';
import { looksLikeAddressLine } from '@/lib/text/postal';
import { tokens } from '../normalize';
import { displayPhone, findPhone } from '../phone';
import { answerHours } from './hours-answer';
import { asksHowToReach, REACH_WORDS } from './asking';
import { emailOf, namedPlace, otherPlaces, phoneOf, placeWords, streetOf } from './places';
import { joinList } from '../replies';
import { gap, has, offerMore, push, type Turn } from './turn';

// "Où êtes-vous ?" The structured address answers, unless the site's own text has a better one:
// the extracted address lacks a street, or the caller names one of several places ("le bureau
// d'Ardes", "the Saint-Cyr shop"), whose own block of the site then answers (places.ts).

const ADDRESS_WORDS = { fr: 'adresse accès plan contact nous trouver', en: 'address find us location directions contact' } as const;
const TOPIC_WORDS = {
  address: { fr: 'adresse', en: 'address' },
  phone: { fr: 'tél téléphone', en: 'phone tel' },
  email: { fr: 'mail', en: 'email' },
  hours: { fr: 'horaires ouvert', en: 'hours open' },
} as const;

type PlaceTopic = keyof typeof TOPIC_WORDS;

/** What a question asks about a place, when it asks one of the facts a place block holds. */
function placeTopic(t: Turn): PlaceTopic | null {
  if (has(t, 'email')) return 'email';
  if (has(t, 'phone') && !findPhone(t.text, t.agent.country)) return 'phone';
  if (has(t, 'address')) return 'address';
  // A visit on a day is an hours question by now (route.ts).
  if (has(t, 'hours')) return 'hours';
  return null;
}

/**
 * A question about one of the business's places, named by the caller: answered from that place's
 * block (street, phone, e-mail, hours). False when no place is named or its block lacks the fact,
 * so the business-wide answer follows.
 */
export async function answerNamedPlace(t: Turn): Promise<boolean> {
  const topic = placeTopic(t);
  if (!topic) return false;
  // "The best way to get hold of you": scaffolding of a contact question, not a place's name.
  const words = placeWords(t).filter((w) => !REACH_WORDS.has(w));
  // "How do I contact you?" with no place named: the business's channels (contact.ts), not a list of places.
  if (!words.length) return asksHowToReach(t.text) && topic !== 'address' ? false : answerMainPlace(t, topic);
  // A town that the extracted address already names is the business's one address.
  const known = tokens(t.agent.info.address?.formatted ?? '');
  if (topic === 'address' && words.every((w) => known.some((k) => k.startsWith(w.slice(0, 5))))) return false;
  const place = await namedPlace(t, TOPIC_WORDS[topic][t.L]);
  if (!place) return answerMainPlace(t, topic);
  // A heading that reads as a name ("Bureau d’Arlanc", "Centre-ville") introduces the answer; a
  // sentence fragment ("à Vias Plage") does not.
  const label = place.label && /^[\p{Lu}\d]/u.test(place.label) ? place.label : null;
  switch (topic) {
    case 'address': {
      const street = streetOf(place.lines);
      if (!street) return false;
      if (label && !street.toLowerCase().includes(label.toLowerCase())) push(t, 'placeAddress', { place: label, address: street });
      else push(t, 'addressFromSite', { address: street });
      break;
    }
    case 'phone': {
      const phone = phoneOf(place.lines, t.agent.country);
      if (!phone || !place.label) return false;
      push(t, 'placePhone', { place: label ?? place.label, phone: displayPhone(phone.e164, t.agent.country) });
      break;
    }
    case 'email': {
      const email = emailOf(place.lines);
      if (!email || !place.label) return false;
      push(t, 'placeEmail', { place: label ?? place.label, email });
      break;
    }
    case 'hours': {
      const { hours } = hoursFromLines(place.lines);
      if (!hours.length || !place.label) return false;
      push(t, 'placeLabel', { place: label ?? place.label });
      const at = t.parts.length;
      answerHours(t, hours);
      // "Bureau d’Arlanc : non, …": in French the answer after a colon goes on in lower case.
      if (t.L === 'fr' && t.parts[at]) t.parts[at] = t.parts[at].replace(/^(Oui|Non)\b/, (w) => w.toLowerCase());
      t.s.topic = 'hours';
      break;
    }
  }
  offerMore(t);
  return true;
}

/**
 * Answers a location question from the site's street lines when they answer better, or, for a
 * site that gives no address at all, from the town it names (`answerLocality`); false otherwise.
 */
export async function answerLocation(t: Turn): Promise<boolean> {
  const known = t.agent.info.address?.formatted ?? '';
  if (looksLikeAddressLine(known) && known.length > 0) return false;
  // What an address is filed under ("Adresse", "Nous trouver", "Our address"), then the question's words.
  const found = [...(await t.search(ADDRESS_WORDS[t.L], t.L)), ...(await t.search(t.text, t.L))];
  const blocks = new Map<string, string[]>();
  for (const h of found) {
    const key = h.headingPath.join(' › ');
    blocks.set(key, [...(blocks.get(key) ?? []), h.text]);
  }
  // The first block (best ranked) with a street line; a street beats a postcode and town alone.
  const candidates = [...blocks.values()].map((lines) => streetOf(lines)).filter((s): s is string => Boolean(s));
  const street = candidates.find((s) => /\d/.test(s) && s.length > 12) ?? candidates[0];
  if (!street) return !t.agent.info.address && answerLocality(t, found);
  push(t, 'addressFromSite', { address: street });
  return true;
}

/**
 * A site that gives no address but names its town with its region ("a small family farm in
 * Cottontown, TN"), read from the passages the address search found: the town, said as such, and
 * a message offered for the way there; the missing address is logged for the owner. The town
 * named most often wins (a town served is named once).
 */
function answerLocality(t: Turn, hits: KnowledgeHit[]): boolean {
  const passages = new Map(hits.map((h) => [h.text, h.headingPath.join(' · ')]));
  const place = mainLocality([t.agent.info.summary, ...[...passages].flat()]);
  if (!place) return false;
  gap(t, 'localityOnly', { place });
  return true;
}

/**
 * No place named, at a business with several: the main one's street or phone (the extracted
 * facts), then the others by name, briefly. False for a business with one place.
 */
async function answerMainPlace(t: Turn, topic: PlaceTopic): Promise<boolean> {
  const info = t.agent.info;
  if (topic === 'hours') return answerSiteHours(t);
  if (topic !== 'address' && topic !== 'phone') return false;
  const main = info.address?.formatted;
  const phone = info.phones[0]?.e164;
  if (!main || (topic === 'phone' && !phone)) return false;
  const others = await otherPlaces(t, main);
  if (!others.length) return false;
  if (topic === 'address') push(t, 'address', { address: main });
  else push(t, 'phone', { phone: displayPhone(phone!, t.agent.country) });
  push(t, 'otherPlaces', { places: joinList(others, t.L) });
  offerMore(t);
  return true;
}

const HOURS_WORDS = { fr: 'horaires ouvert ouverture fermé lundi samedi', en: 'hours opening open closed monday saturday' } as const;

/**
 * Hours the extractor did not read (an unusual layout) but a passage of the site states: parsed
 * from the site's own lines rather than answered with "I don't have the hours".
 */
async function answerSiteHours(t: Turn): Promise<boolean> {
  if (hoursKnown(t.agent.info.hours)) return false;
  const hits = await t.search(HOURS_WORDS[t.L], t.L);
  const { hours } = hoursFromLines(hits.map((h) => h.text));
  if (!hoursKnown(hours)) return false;
  answerHours(t, hours);
  t.s.topic = 'hours';
  offerMore(t);
  return true;
}
