// Opening-hours reasoning lives in lib/hours; this module keeps the receptionist's import path.
export { hoursKnown, spansOn, isOpenAt, spanAt, nextOpening, type Span } from '@/lib/hours';
