import { DAY_RE } from './day-words';
import { CONN, TIME_RE } from './time-range';

// A later closing or an earlier opening for some days, written as a clause after the week's
// hours, rewritten as "<days> jusqu'à <time>" / "<days> dès <time>" after a separator so the line
// parser reads them as a group of their own that keeps the rest of the hours before it.

// "de 11h30 à 23h (23h30 vendredi et samedi)", "9am-10pm (11pm Fri & Sat)": a time and days in
// parentheses after a range move those days' closing; read as "vendredi et samedi jusqu'à 23h30".
const DAY_LIST = String.raw`(?:${DAY_RE})(?:\s*(?:,|et|&|and)\s*(?:le\s+|les\s+)?(?:${DAY_RE}))*`;
const LATER_CLOSE = new RegExp(
  String.raw`\(\s*(?:jusqu'(?:à|a)\s+|until\s+|till\s+)?(${TIME_RE})\s+(?:le\s+|les\s+|on\s+)?(${DAY_LIST})\s*\)`,
  'gi',
);
// The days first: "8h-12h30 et 13h30-17h (vendredi : 16h)", "(Sat until 4pm)".
const LATER_CLOSE_DAYS_FIRST = new RegExp(
  String.raw`\(\s*(?:le\s+|les\s+|on\s+)?(${DAY_LIST})\s*(?::|à|a|at|jusqu'(?:à|a)|until|till)?\s*(${TIME_RE})\s*\)`,
  'gi',
);
// "Ouverture à 9h, fermeture à 19h", "opens at 8am, closes at 6pm": the day's span in two words.
const OPEN_THEN_CLOSE = new RegExp(
  String.raw`\b(?:ouverture|open(?:s|ing)?)\s*(?::|à|a|at)?\s*(${TIME_RE})\s*(?:[,;/-]|\bet\b|\band\b)?\s*(?:fermeture|clos(?:es|ing))\s*(?::|à|a|at)?\s*(${TIME_RE})`,
  'gi',
);
// A later closing as a clause of its own after the week's hours: ", jusqu'à 20h le vendredi",
// "et le vendredi jusqu'à 17h", ", until 9pm on Thursdays". Written as "; vendredi jusqu'à 20h": a
// group of its own that keeps the opening of the hours before it.
const WEEK_PART = String.raw`(?:${DAY_LIST}|week-?ends?|fins?\s+de\s+semaine)`;
const UNTIL_FIRST = new RegExp(
  String.raw`(?:,|;|\bet\b|\band\b)\s*(?:jusqu'(?:à|a)|until|till)\s+(${TIME_RE})\s+(?:le\s+|la\s+|les\s+|on\s+|at\s+)?(${WEEK_PART})(?![a-zà-ÿ])`,
  'gi',
);
const DAYS_FIRST = new RegExp(
  String.raw`(?:,|;|\bet\b|\band\b)\s*(?:le\s+|la\s+|les\s+|on\s+)?(${WEEK_PART})\s+(?:jusqu'(?:à|a)|until|till)\s+(${TIME_RE})`,
  'gi',
);
// The same for an earlier opening: "…de 11 h 30 à 23 h, dès 9 h, les week-ends", "et le samedi à
// partir de 8h": "; week-ends dès 9 h", the days open earlier and close as the hours before say.
const SINCE_FIRST = new RegExp(
  String.raw`(?:,|;|\bet\b)\s*(?:dès|à\s+partir\s+(?:de\s+)?)\s*(${TIME_RE})\s*,?\s*(?:le\s+|la\s+|les\s+)?(${WEEK_PART})(?![a-zà-ÿ])`,
  'gi',
);
const DAYS_SINCE = new RegExp(
  String.raw`(?:,|;|\bet\b)\s*(?:le\s+|la\s+|les\s+)?(${WEEK_PART})\s*,?\s*(?:dès|à\s+partir\s+(?:de\s+)?)\s*(${TIME_RE})(?!${CONN}(?:${TIME_RE}|\d))`,
  'gi',
);

/** The text with those clauses rewritten (lower-case text, dashes already plain). */
export function rewriteDayClauses(text: string): string {
  return text
    .replace(OPEN_THEN_CLOSE, (_, open: string, close: string) => ` ${open} - ${close} `)
    .replace(LATER_CLOSE, (_, time: string, days: string) => ` ${days} jusqu'à ${time} `)
    .replace(LATER_CLOSE_DAYS_FIRST, (_, days: string, time: string) => ` ${days} jusqu'à ${time} `)
    .replace(UNTIL_FIRST, (_, time: string, days: string) => ` ; ${days} jusqu'à ${time} `)
    .replace(DAYS_FIRST, (_, days: string, time: string) => ` ; ${days} jusqu'à ${time} `)
    .replace(SINCE_FIRST, (_, time: string, days: string) => ` ; ${days} dès ${time} `)
    .replace(DAYS_SINCE, (_, days: string, time: string) => ` ; ${days} dès ${time} `);
}
