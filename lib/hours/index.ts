// Opening hours: parsing (schema.org and page text), the one HH:MM rule, formatting for people,
// and "open now / next opening" on wall-clock dates.

export { DAYS, type DayOfWeek, type OpeningInterval } from './types';
export { parseClockTime, isClockTime, formatClockTime, normalizeClockTime, MINUTES_PER_DAY } from './time';
export { dayFromWord, dayRange } from './days';
export { interval, normalizeHours, isValidInterval, isOvernight } from './intervals';
export { parseSchemaOpeningHours, schemaDay } from './schema-org';
export { parseTimeRange, parseHoursLine, type LineHours } from './parse-line';
export { hoursFromLines } from './parse-lines';
export { dayName, toMinutes, hoursByDay, formatInterval, formatDayIntervals, closedDays, parseIntervalsText, intervalsToText, type DayHours } from './format';
export { hoursKnown, spansOn, isOpenAt, spanAt, fitsOpening, nextOpening, sameDate, type Span, type LocalSlot } from './open-now';
export {
  weekdayOf, weekdayIndex, addDays, dayNumber, compareDates, isRealDate, dateKey, parseDateKey,
  type LocalDate, type LocalDateTime,
} from './local-date';
