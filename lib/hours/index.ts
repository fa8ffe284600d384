// Opening hours: parsing (schema.org and page text), the one HH:MM rule, formatting for people,
// and "open now / next opening" on wall-clock dates.

export { type OpeningInterval } from './types';
export { parseClockTime, formatClockTime, normalizeClockTime } from './time';
export { interval, normalizeHours, isValidInterval } from './intervals';
export { parseSchemaOpeningHours, schemaDays } from './schema-org';
export { parseTimeRange } from './time-range';
export { hoursFromLines } from './parse-lines';
export { dayName, hoursByDay, formatInterval, formatDayIntervals, closedDays, parseIntervalsText, intervalsToText } from './format';
export { hoursKnown, spansOn, isOpenAt, spanAt, fitsOpening, nextOpening, type Span, type LocalSlot } from './open-now';
