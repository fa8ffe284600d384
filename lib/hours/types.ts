import type { DayOfWeek } from '@/lib/text/weekdays';

export { DAYS, type DayOfWeek } from '@/lib/text/weekdays';

/** One opening interval; "HH:MM" 24-hour local times (see ./time). closes "24:00" = midnight. */
export type OpeningInterval = { day: DayOfWeek; opens: string; closes: string };
