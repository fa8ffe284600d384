// Opening-hours reasoning lives in lib/hours; this module keeps the receptionist's import path.
export { hoursKnown, spansOn, isOpenAt, spanAt, fitsOpening, nextOpening, type Span, type LocalSlot } from '@/lib/hours';
