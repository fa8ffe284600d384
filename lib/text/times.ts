// The pieces a time of day is written with, French or English: "9h", "9 h 30", "09:30", "18.30",
// "9am", "p.m.", "midi", "noon", and the dashes between two times ("9h–12h"). Every pattern that
// finds a time in text (opening hours, timetables, knowledge passages, replies, rate-table rows)
// builds on these, so the spelling of a time is decided once. The full grammar of a time as
// timetables write it (and its reading into minutes) is TIME_RE / parseTimeRange in
// lib/hours/time-range.ts; a module that accepts less says so where it composes these.
//
// Each is a regular-expression source with no top-level alternation unless wrapped, so it can be
// dropped into a larger pattern as is. Match case-insensitively where capitals occur ("PM", "10H").

/** An hour as written: "9", "09", "18". */
export const HOUR = String.raw`\d{1,2}`;

/** The minutes after the hour's mark: "30" in "9h30", "09:30", "18.30". */
export const MINUTES = String.raw`\d{2}`;

/** The marks between an hour and its minutes: "9h30", "09:30", "18.30". */
export const HOUR_MARK = String.raw`[h:.]`;

/** Morning or afternoon after an hour, dotted or not: "am", "PM", "a.m.", "p.m". */
export const MERIDIEM = String.raw`[ap]\.?m\.?`;

/** Noon and midnight said as words (an alternation: wrap it). */
export const NOON_MIDNIGHT = 'midi|minuit|noon|midnight';

/** The dashes written between two times: "9h-12h", "9h–12h", "9h—12h" (a character class). */
export const DASH = '[-–—]';
