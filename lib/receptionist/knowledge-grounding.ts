import { dayPartsNamed, spanInPart } from '@/lib/text/day-parts';
import type { KnowledgeHit } from '@/lib/knowledge/types';
import { fold } from '@/lib/text/fold';
import { DASH, HOUR, HOUR_MARK, MINUTES } from '@/lib/text/times';
import { ALL_WEEKDAY_NAMES } from '@/lib/text/weekdays';
import { questionClause } from './question';

// Whether a passage is grounds for an answer at all, beyond sharing the caller's words: a link
// label kept as a line is no statement of the business, and a "there" whose place the caller
// named before is a question about that place, which the passage must reach.

// An arrow then a few words to the line's end ("Commander en ligne → Voir les burgers"): the
// words after it are the link's label.
const ARROW_LABEL = /[→»>]\s*(\S+\s*){1,5}$/u;
// A short line opening on what a button asks the visitor to do, or a legal footer link
// ("Commander Voir la carte", "Demander une réservation", "Order now", "Terms & Insurance").
const ACTION_LINE = /^(commander|commandez|demander|demandez|order|request|terms|conditions|cgv|mentions|privacy|politique)\b/;

/** A link label or button the page kept as a line of text: it tells the visitor where to click, not what the business does. */
export function callToAction(text: string): boolean {
  const t = text.trim();
  if (ARROW_LABEL.test(t) && !/\d/.test(t.replace(/^.*[→»>]/u, ''))) return true;
  const folded = fold(t).toLowerCase();
  // Four words at most, no figure: "Commandez avant 14 h pour le lendemain" is a rule, not a button.
  return t.split(/\s+/).length <= 4 && !/\d/.test(t) && ACTION_LINE.test(folded);
}

// "…vous pouvez nous livrer là-bas ?", "…vous vous déplacez jusque-là ?", "can you come out
// there?", "do you go that far?": the place is the one named earlier in the question.
// A bare "in there" is the business itself ("is there a fire in there?"), not a place named before.
const BACK_TO_PLACE =
  /\b(la[ -]bas|jusque[ -]la|jusqu[ '’]?ici|y aller|out there|over there|up there|down there|that far|(deliver|come|travel|drive|go|get) there)\b/i;
// Capitalized words that are no place: months, weekdays (lib/text/weekdays.ts), feasts.
const NOT_PLACE = new RegExp(
  `^(january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|${ALL_WEEKDAY_NAMES.join('|')}|noel|christmas|easter|paques)$`,
);
// A place the caller names: capitalized words after "à", "de", "in", "to", "near"… ("à Chausey",
// "de La Clayette", "in Hove").
const NAMED_PLACE =
  /(?<![\p{L}'’])(?:à|a|au|aux|de|du|vers|près de|pres de|sur|in|to|near|at|from|around)\s+((?:(?:La|Le|Les|L['’]|St\.?|Saint|Sainte|The)\s*)?\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)*)/gu;
// A distance or an area the business covers ("dans un rayon de 30 km", "within 20 miles").
const REACH = /\d+\s?(km|kms|kilom[eè]tres?|miles?|mi)\b|\brayon\b|\bradius\b/i;

/** The place the caller refers back to with "là-bas" / "there", when the question names one. */
export function placeReferredTo(question: string): string | undefined {
  if (!BACK_TO_PLACE.test(fold(question).toLowerCase().replace(/['’]/g, ' '))) return undefined;
  const names = [...question.matchAll(NAMED_PLACE)].map((m) => m[1]).filter((n) => !NOT_PLACE.test(fold(n).toLowerCase()));
  return names.at(-1);
}

/**
 * The place the asking clause itself names, as where the service should reach ("how much for a
 * move to Scotland?", "vous livrez à Avranches ?"): a passage about the service elsewhere is no
 * answer for there.
 */
export function placeAsked(question: string): string | undefined {
  const names = [...questionClause(question).matchAll(NAMED_PLACE)].map((m) => m[1]).filter((n) => !NOT_PLACE.test(fold(n).toLowerCase()));
  return names.at(-1);
}

/**
 * A question about a place named before ("…à Chausey, vous livrez là-bas ?") is answered only by
 * a site that names that place, or a passage that says how far the business goes: "Livraison · À emporter"
 * says nothing of delivering to an island.
 */
export function reachesPlace(question: string, hit: KnowledgeHit, hits: KnowledgeHit[]): boolean {
  const place = placeReferredTo(question) ?? placeAsked(question);
  if (!place) return true;
  const name = fold(place)
    .toLowerCase()
    .replace(/^(la|le|les|l|st|saint|sainte|the)\b['’ ]*/, '');
  const says = (h: KnowledgeHit) =>
    fold(`${h.headingPath.join(' ')} ${h.text}`)
      .toLowerCase()
      .includes(name);
  // The site names the place ("livraison à Chausey le jeudi"): the decision stands on its passages.
  return hits.some(says) || REACH.test(`${hit.headingPath.join(' ')} ${hit.text}`);
}

// "17h00 à 2h00", "10H00 - 14H00", "9h-17h", "06:30–12:30", "9am to 5pm".
// Each side carries its mark ("h", ":", am/pm): "7j/7 — 11h" is no range from 7 to 11. Only the
// bare "am"/"pm" (not MERIDIEM's "p.m."): hourOf reads the captured word as it is.
const SIDE = String.raw`(${HOUR})(?:\s?${HOUR_MARK}\s?(${MINUTES})?|\s?(am|pm))`;
const RANGE = new RegExp(String.raw`\b${SIDE}\s*(?:${DASH}|à|a|to|till|until)\s*${SIDE}`, 'gi');

function hourOf(h: string, m: string | undefined, ampm: string | undefined): number {
  let n = Number(h) + (m ? Number(m) / 60 : 0);
  if (ampm?.toLowerCase() === 'pm' && n < 12) n += 12;
  return n;
}

// "Des soirées avec de la musique ?", "evenings with live music?": a part of the day counted with
// a determiner or given a content is an event asked about, not the time of the visit ("le soir",
// "en soirée", "samedi soir", "in the evening" stay times).
const EVENT_NOUN = new RegExp(
  String.raw`\b(?:des|une|vos|nos|ces|quelques|plusieurs|aucune)\s+(?:petites?\s+|grandes?\s+)?(?:soir[ée]es?|matin[ée]es?)\b` +
    String.raw`|\bsoir[ée]es?\s+(?:a|avec|dansantes?|concerts?)\b|\b(?:evenings?|nights?)\s+(?:with|featuring)\b`,
  'g',
);

/** The question with the parts of the day it names as events ("des soirées") taken out. */
function withoutEventNouns(foldedQuestion: string): string {
  return foldedQuestion.replace(EVENT_NOUN, ' ');
}

/**
 * "Vous consultez le samedi matin ?" → "Samedi : 17h à 2h" is no yes: when the caller names a
 * part of the day and the text read out gives opening times, one of them must reach into it.
 * True when the question names no part of the day or the text gives no times.
 */
export function coversDayPart(question: string, text: string): boolean {
  const q = withoutEventNouns(fold(question).toLowerCase());
  const parts = dayPartsNamed(q);
  if (!parts.length) return true;
  const ranges = [...text.matchAll(RANGE)].map((m) => {
    const from = hourOf(m[1], m[2], m[3]);
    let to = hourOf(m[4], m[5], m[6]);
    if (to <= from) to += 24; // past midnight
    return [from, to] as const;
  });
  if (!ranges.length) return true;
  return parts.some((part) => ranges.some(([from, to]) => spanInPart(from * 60, to * 60, part)));
}
