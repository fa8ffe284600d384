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

// Folded words for each part. A time said with "am"/"pm" is a time, not a part of the day.
const PART_WORDS: [DayPart, RegExp][] = [
  ['morning', /\b(matin|matins|matinee|matinees|morning|mornings)\b/],
  ['afternoon', /\b(apres[ -]midi|aprem|afternoon|afternoons)\b/],
  ['evening', /\b(soir|soirs|soiree|soirees|evening|evenings|tonight)\b/],
];

/** Every part of the day a folded text names, morning first. */
export function dayPartsNamed(folded: string): DayPart[] {
  return PART_WORDS.filter(([, re]) => re.test(folded)).map(([part]) => part);
}

/** The part of the day a folded text names; when it names several, the later part of the day. */
export function dayPartNamed(folded: string): DayPart | undefined {
  return dayPartsNamed(folded).at(-1);
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
