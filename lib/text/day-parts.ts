// The parts of a day people name ("le matin", "this afternoon", "dimanche soir") and the minutes
// each covers: the one table that booking, the hours answers, knowledge grounding and timetable
// parsing read. Afternoon ends and evening begins at 18:00, as callers of both languages mean it.

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Minutes from midnight each part covers, [from, to). */
export const DAY_PART_MINUTES: Record<DayPart, readonly [from: number, to: number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [18 * 60, 24 * 60],
};

// The words for each part, as pages write them and folded. A time said with "am"/"pm" is a
// time, not a part of the day.
const PART_SOURCES: [DayPart, string][] = [
  ['morning', String.raw`matins?|matin[ée]es?|mornings?`],
  ['afternoon', String.raw`apr[èe]s[ -]?midis?|aprem|afternoons?`],
  ['evening', String.raw`soirs?|soir[ée]es?|evenings?|nights?|tonight`],
];
const PART_WORDS = PART_SOURCES.map(([part, source]) => [part, new RegExp(String.raw`\b(?:${source})\b`, 'i')] as const);

/** An alternation of every word for a part of the day, for patterns that find one in page text. */
export const DAY_PART_WORD_SOURCE = PART_SOURCES.map(([, source]) => source).join('|');

/** Every part of the day a text names, morning first. */
export function dayPartsNamed(text: string): DayPart[] {
  return PART_WORDS.filter(([, re]) => re.test(text)).map(([part]) => part);
}

/** The part of the day a text names; when it names several, the later part of the day. */
export function dayPartNamed(text: string): DayPart | undefined {
  return dayPartsNamed(text).at(-1);
}

// A span must give an hour of a part to be open "in" it: "9h–12h30" is no afternoon opening,
// "9h–18h30" no evening one. A shorter span that lies wholly inside the part counts.
const MIN_OVERLAP = 60;

/** Does the span [from, to) (minutes; `to` may pass midnight) give real time in that part of the day? */
export function spanInPart(from: number, to: number, part: DayPart): boolean {
  const [lo, hi] = DAY_PART_MINUTES[part];
  const overlap = Math.min(to, hi) - Math.max(from, lo);
  return overlap >= Math.min(MIN_OVERLAP, to - from) && overlap > 0;
}
