import { resolveService } from '../knowledge';
import { normalize } from '../normalize';
import { formatDate } from '../replies';
import { freeSlotsOn } from '../availability';
import type { BookingFlow } from '../types';
import { addDays, dateKey } from '../zoned-time';
import { confirmOrAsk, finalizeBooking, nextBookingStep } from './booking-steps';
import { extractName, hasDigits, phoneFrom } from './caller';
import { skillOf } from './skill';
import { ask, has, spokenList, type Turn } from './turn';
import { isDurationQuestion, serviceWords } from './understand';
import type { ExtractedService } from '@/lib/extract/types';
import { numberFromWord, numberWordsBetween } from '@/lib/text/numbers';

// Booking slot filling: whatever the message brings (service, party size, day, time, name,
// phone) is stored on the flow, then the next missing piece is asked.
export function startBooking(t: Turn, service?: string) {
  const f: BookingFlow = { kind: 'booking', awaiting: 'when', ...(service ? { service } : {}) };
  t.s.flow = f;
  return continueBooking(t, f, true).then(() => undefined);
}

// A party size said in digits or words ("quatre", "twelve"): two people and up.
const PARTY_SIZE = `\\d{1,2}|${numberWordsBetween(2, 20).join('|')}`;
const PARTY_PATTERNS = [
  new RegExp(`\\b(?:party of|group of|groupe de|nous sommes|on est|on sera|we are|we re|we ll be)\\s+(${PARTY_SIZE})\\b`),
  new RegExp(`\\b(${PARTY_SIZE})\\s*(?:personnes?|pers|couverts?|people|persons?|guests?)\\b`),
  new RegExp(`\\b(?:table|reservation|resa)\\s+(?:pour|for)\\s+(${PARTY_SIZE})\\b`),
];

/** Booking slot filling. Returns false when the message brought nothing for the booking. */
export async function continueBooking(t: Turn, f: BookingFlow, starting: boolean): Promise<boolean> {
  const services = t.agent.info.services;
  const table = skillOf(t.agent) === 'table';
  const n = normalize(t.text);
  let consumed = starting;

  if (f.awaiting === 'confirm' && t.yn === 'yes') return finalizeBooking(t, f);
  // A question in the middle ("au fait, c'est combien ?") is answered, then the flow resumes.
  if (
    !starting &&
    (has(t, 'price', 'hours', 'address', 'email', 'services', 'identity', 'languages') || isDurationQuestion(t.text)) &&
    t.when.status === 'none' &&
    !phoneFrom(t) &&
    !t.yn
  )
    return false;
  // "Is it open at lunchtime on Wednesday?" mid-booking is a question about hours, not a slot.
  if (!starting && has(t, 'hours') && !has(t, 'booking') && !t.yn && /\?|\b(est ce|etes vous|are you|is it|is the|do you)\b/.test(n))
    return false;
  if (f.awaiting === 'alternative' && t.yn === 'yes' && f.alternative) {
    f.date = f.alternative.date;
    f.minutes = f.alternative.minutes;
    f.alternative = undefined;
    consumed = true;
    if (f.name && (f.phone || f.moveOf) && (f.service !== undefined || !services.length || table || f.moveOf)) {
      return confirmOrAsk(t, f);
    }
  } else if ((f.awaiting === 'alternative' || f.awaiting === 'confirm') && t.yn === 'no' && t.when.status === 'none' && !phoneFrom(t)) {
    if (f.awaiting === 'alternative') {
      f.date = undefined;
      f.minutes = undefined;
      f.alternative = undefined;
      f.awaiting = 'when';
      ask(t, f, 'askOtherTime');
    } else {
      f.awaiting = 'change';
      ask(t, f, 'whatToChange');
    }
    return true;
  }
  if (f.awaiting === 'ambiguous' && f.options) {
    if (/\b(aujourd|today|ce jour|celui ci|this one)\b/.test(n) || (/\b(ce|this)\b/.test(n) && t.when.status === 'ambiguous_weekday')) {
      f.date = f.options[0];
      consumed = true;
    } else if (/\b(prochain|prochaine|next|semaine prochaine|next week|suivant|following)\b/.test(n)) {
      f.date = f.options[1];
      consumed = true;
    }
    if (consumed) {
      f.options = undefined;
      if (t.when.minutes !== undefined) f.minutes = t.when.minutes;
    }
  }
  if (f.awaiting === 'change') {
    if (/\b(jour|date|day|quand)\b/.test(n)) {
      f.date = undefined;
      consumed = true;
    }
    if (/\b(heure|horaire|time|hour)\b/.test(n)) {
      f.minutes = undefined;
      consumed = true;
    }
    if (/\b(nom|name)\b/.test(n)) {
      f.name = undefined;
      consumed = true;
    }
    if (/\b(numero|number|telephone|phone|tel)\b/.test(n)) {
      f.phone = undefined;
      consumed = true;
    }
    if (/\b(prestation|service|soin)\b/.test(n)) {
      f.service = undefined;
      consumed = true;
    }
  }

  // Service.
  let choice: { name: string; price?: string }[] | null = null;
  if (services.length && !table && !f.moveOf) {
    let match = resolveService(t.text, services);
    // "A cleaning" at a practice that lists "Hygiene": the site's own lines (searched with the
    // caller vocabulary) tell which listed service the caller's words are.
    if (!match.best && !match.candidates.length && (starting || f.awaiting === 'service')) {
      const viaSite = await serviceFromSite(t, services);
      if (viaSite) match = { best: viaSite, candidates: [viaSite] };
    }
    if (match.best) {
      f.service = match.best.name;
      consumed = true;
    } else if (match.candidates.length > 1 && (f.awaiting === 'service' || f.service === undefined)) {
      // Ask which one — after reading the rest of the message (date, name, phone).
      choice = match.candidates;
      consumed = true;
    } else if (
      f.awaiting === 'service' &&
      /\b(peu importe|n importe|any|whatever|autre|other|je ne sais pas|don t know|not sure|pas sur)\b/.test(n)
    ) {
      f.service = null;
      consumed = true;
    } else if (f.awaiting === 'service' && !starting) {
      // Asked twice without a recognisable service: book without one rather than loop.
      f.misses = (f.misses ?? 0) + 1;
      if (f.misses >= 2) {
        f.service = null;
        consumed = true;
      }
    }
  } else if ((table || !services.length) && f.service === undefined) {
    const bareParty = f.awaiting === 'party' ? /^\s*(?:pour|for|we are|on sera|nous serons)?\s*(\d{1,2})\s*$/i.exec(t.raw) : null;
    const party = bareParty ?? PARTY_PATTERNS.map((re) => re.exec(n)).find(Boolean) ?? null;
    if (party) {
      const size = String(numberFromWord(party[1]) ?? party[1]);
      f.service = t.L === 'fr' ? `Table pour ${size}` : `Table for ${size}`;
      consumed = true;
    } else if (f.awaiting === 'party' && !starting) {
      f.misses = (f.misses ?? 0) + 1;
      if (f.misses >= 2) {
        f.service = null;
        consumed = true;
      }
    }
  }
  // "Le plus tôt possible" / "earliest": the first day with a free slot, earliest times first.
  if (
    /\b(plus tot possible|au plus vite|des que possible|au plus tot|earliest|asap|as soon as possible|first available|soonest)\b/.test(n)
  ) {
    f.asap = true;
    consumed = true;
    if (!f.date && !(t.when.status === 'ok' && t.when.date)) {
      for (let i = 0; i < 21; i++) {
        const day = dateKey(addDays(t.today, i));
        if ((await freeSlotsOn(t.ctx, day, 0)).length) {
          f.date = day;
          break;
        }
      }
    }
  }

  // Date and time. A bare number answers "what time?" ("10", "à 3") in business hours.
  const w = t.when;
  const instead =
    /\b(?:instead|plutot|rather|make it|change (?:it )?to|a la place|do|disons|say)\s+(?:at\s+|a\s+)?(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\b/.exec(
      n,
    );
  if (w.minutes === undefined && instead && /\b(instead|plutot|rather|make it|change|a la place)\b/.test(n)) {
    let h = Number(instead[1]);
    if (h >= 1 && h <= 7) h += 12;
    if (h <= 23) {
      w.minutes = h * 60 + (instead[2] ? Number(instead[2]) : 0);
      if (w.status === 'none') w.status = 'ok';
    }
  }
  if (w.minutes === undefined && ['time', 'when', 'alternative', 'change'].includes(f.awaiting)) {
    const bare =
      /^\s*(?:at|a|à|vers|around|maybe|plutot|plutôt|disons|say)?\s*(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\s*(?:please|svp|s il vous plait|s'il vous plaît)?\s*[?.!]?\s*$/i.exec(
        t.raw,
      );
    if (bare) {
      let h = Number(bare[1]);
      if (h >= 1 && h <= 7) h += 12;
      if (h <= 23) {
        w.minutes = h * 60 + (bare[2] ? Math.min(59, Number(bare[2])) : 0);
        if (w.status === 'none') w.status = 'ok';
      }
    }
  }
  // "Le premier", "the last one", "10 h 30 c'est bien" after a list of proposed times.
  if (f.awaiting === 'time' && f.proposed?.length && w.minutes === undefined) {
    const pick = /\b(premier|premiere|first|1er)\b/.test(n)
      ? 0
      : /\b(deuxieme|second|seconde|2e|middle|milieu)\b/.test(n)
        ? 1
        : /\b(dernier|derniere|last|troisieme|third|3e)\b/.test(n)
          ? f.proposed.length - 1
          : t.yn === 'yes'
            ? 0
            : -1;
    if (pick >= 0 && f.proposed[pick] !== undefined) {
      w.minutes = f.proposed[pick];
      if (w.status === 'none') w.status = 'ok';
    }
  }
  if (w.after !== undefined && w.minutes === undefined) {
    f.after = w.after;
    f.minutes = undefined;
    consumed = true;
  }
  if (w.status === 'past') {
    f.date = undefined;
    f.minutes = undefined;
    f.awaiting = 'when';
    ask(t, f, 'slotPast');
    return true;
  }
  if (w.status === 'impossible') {
    f.date = undefined;
    f.awaiting = 'when';
    ask(t, f, 'slotImpossible');
    return true;
  }
  if (w.status === 'ambiguous_weekday' && w.options) {
    f.options = [dateKey(w.options[0]), dateKey(w.options[1])];
    if (w.minutes !== undefined) f.minutes = w.minutes;
    f.awaiting = 'ambiguous';
    ask(t, f, 'slotAmbiguous', { today: formatDate(w.options[0], t.L), next: formatDate(w.options[1], t.L) });
    return true;
  }
  if (w.status === 'ok' && (w.date || w.minutes !== undefined)) {
    if (w.date) {
      const key = dateKey(w.date);
      if (key !== f.date && w.minutes === undefined && f.awaiting !== 'day') f.minutes = undefined;
      f.date = key;
    }
    if (w.minutes !== undefined) f.minutes = w.minutes;
    if (w.partOfDay) f.partOfDay = w.partOfDay;
    f.alternative = undefined;
    consumed = true;
  } else if (w.partOfDay && f.date) {
    f.partOfDay = w.partOfDay;
    consumed = true;
  }

  // Name and phone.
  if (!f.moveOf) {
    const phone = phoneFrom(t);
    if (phone) {
      f.phone = phone;
      t.s.caller.phone = phone;
      consumed = true;
    }
    const gotWhen = w.status === 'ok' && (w.date !== undefined || w.minutes !== undefined);
    const name = extractName(t, f.awaiting === 'name' && !gotWhen);
    if (name) {
      f.name = name;
      t.s.caller.name = name;
      consumed = true;
    }
    if (f.awaiting === 'phone' && !phone && hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
  }
  if (!consumed) return false;
  if (choice && f.service === undefined) {
    f.awaiting = 'service';
    ask(t, f, 'serviceChoice', { list: spokenList(choice, t.L) });
    return true;
  }
  return nextBookingStep(t, f);
}

/** The listed service the site's passages tie to the caller's words, when one clearly is. */
async function serviceFromSite(t: Turn, services: ExtractedService[]): Promise<ExtractedService | undefined> {
  const words = serviceWords(t.text);
  if (!words.length) return undefined;
  const votes = new Map<ExtractedService, number>();
  for (const h of (await t.search(words.join(' '), t.L)).slice(0, 5)) {
    const r = resolveService(`${h.headingPath.at(-1) ?? ''} ${h.text}`, services);
    if (r.best) votes.set(r.best, (votes.get(r.best) ?? 0) + (h.text.length < 80 ? 2 : 1));
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0] && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : undefined;
}
