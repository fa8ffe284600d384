import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { appointments } from '@/db/schema/receptionist';
import { hoursKnown, isOpenAt, nextOpening, spansOn, type LocalSlot } from '@/lib/hours';
import { bookable, DAYTIME, gridStarts, MEALTIMES, nearestFreeSlot, onGrid, SLOT_MINUTES, type UnknownHours } from './slots';
import { skillOf } from './engine/skill';
import type { AgentContext } from './types';

import {
  addDays,
  compareDates,
  dateKey,
  fromLocal,
  parseDateKey,
  parseTimeKey,
  timeKey,
  toLocal,
  weekdayOf,
  type LocalDate,
} from './zoned-time';

// When the business can take a booking: opening hours (or, when unknown, the fallback windows of
// slots.ts), the booking grid and what is already booked. Shared by every runtime through tools.ts.

export type ToolContext = {
  agent: AgentContext;
  sessionId?: string | null;
  now: Date;
  /**
   * A turn replayed to see what a caller would hear now (lib/agent/gaps-answered-by-site.ts):
   * knowledge gaps are collected here instead of stored, and any other write is refused.
   */
  rehearsal?: { gaps: string[] };
};

/** Thrown by a tool that would write during a rehearsal: a rehearsal must leave no trace. */
export class RehearsalWriteError extends Error {
  constructor(tool: string) {
    super(`${tool} during a rehearsal`);
    this.name = 'RehearsalWriteError';
  }
}

/** Refuses a write in a rehearsal turn. */
export function refuseInRehearsal(ctx: ToolContext, tool: string): void {
  if (ctx.rehearsal) throw new RehearsalWriteError(tool);
}

export type SlotRefusal = {
  ok: false;
  reason: 'past' | 'closed' | 'taken' | 'off_grid' | 'invalid';
  alternative: { date: string; time: string } | null;
};
export type SlotCheck = { ok: true } | SlotRefusal;

const ALT_SEARCH_DAYS = 31;

function localNow(ctx: ToolContext) {
  const l = toLocal(ctx.now, ctx.agent.timezone);
  return { local: l, slot: { date: { y: l.y, m: l.m, d: l.d }, minutes: l.hh * 60 + l.mm } as LocalSlot };
}

/** Grid slots occupied by booked appointments from `from` (local date) on, as "YYYY-MM-DD HH:MM" keys. */
async function takenSlots(db: Db, ctx: ToolContext, from: LocalDate, days: number, excludeId?: string): Promise<Set<string>> {
  const tz = ctx.agent.timezone;
  const start = fromLocal({ ...from, hh: 0, mm: 0 }, tz);
  const end = fromLocal({ ...addDays(from, days + 1), hh: 0, mm: 0 }, tz);
  const rows = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.agentId, ctx.agent.id),
        eq(appointments.status, 'booked'),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
      ),
    );
  const out = new Set<string>();
  for (const r of rows) {
    if (r.id === excludeId) continue;
    for (let t = r.startsAt.getTime(); t < r.endsAt.getTime(); t += SLOT_MINUTES * 60_000) {
      const l = toLocal(new Date(t), tz);
      const m = l.hh * 60 + l.mm;
      out.add(`${dateKey(l)} ${timeKey(m - (m % SLOT_MINUTES))}`);
    }
  }
  return out;
}

/** Without published hours, a restaurant takes tables at mealtimes and other businesses book in the daytime. */
function unknownHoursOf(ctx: ToolContext): UnknownHours {
  return skillOf(ctx.agent) === 'table' ? MEALTIMES : DAYTIME;
}

const slotKey = (s: LocalSlot) => `${dateKey(s.date)} ${timeKey(s.minutes)}`;

export async function findAlternative(db: Db, ctx: ToolContext, requested: LocalSlot, excludeId?: string, exclude?: LocalSlot) {
  const { slot: now } = localNow(ctx);
  const from = compareDates(requested.date, now.date) < 0 ? now.date : requested.date;
  const taken = await takenSlots(db, ctx, from, ALT_SEARCH_DAYS, excludeId);
  const alt = nearestFreeSlot({
    hours: ctx.agent.info.hours,
    requested: { date: from, minutes: requested.minutes },
    now,
    isTaken: (s) => taken.has(slotKey(s)),
    maxDays: ALT_SEARCH_DAYS,
    exclude,
    unknown: unknownHoursOf(ctx),
  });
  return alt ? { date: dateKey(alt.date), time: timeKey(alt.minutes) } : null;
}

/** Can this local slot be booked now? If not, why, and the nearest free slot. */
export async function checkSlot(ctx: ToolContext, date: string, time: string, excludeId?: string): Promise<SlotCheck> {
  const db = await getDb();
  const d = parseDateKey(date);
  const minutes = parseTimeKey(time);
  if (!d || minutes === null || minutes >= 1440) return { ok: false, reason: 'invalid', alternative: null };
  const requested: LocalSlot = { date: d, minutes };
  const { slot: now } = localNow(ctx);
  const c = compareDates(d, now.date);
  if (c < 0 || (c === 0 && minutes <= now.minutes)) {
    return { ok: false, reason: 'past', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  if (!bookable(ctx.agent.info.hours, d, minutes, undefined, unknownHoursOf(ctx))) {
    return { ok: false, reason: 'closed', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  if (!onGrid(minutes)) {
    return { ok: false, reason: 'off_grid', alternative: await findAlternative(db, ctx, requested, excludeId) };
  }
  const taken = await takenSlots(db, ctx, d, 0, excludeId);
  if (taken.has(slotKey(requested))) {
    return { ok: false, reason: 'taken', alternative: await findAlternative(db, ctx, requested, excludeId, requested) };
  }
  return { ok: true };
}

/** Free grid starts on one local day (future only), nearest to `near` first when given. */
export async function freeSlotsOn(ctx: ToolContext, date: string, near?: number): Promise<number[]> {
  const d = parseDateKey(date);
  if (!d) return [];
  const db = await getDb();
  const taken = await takenSlots(db, ctx, d, 0);
  const { slot: now } = localNow(ctx);
  const starts = gridStarts(ctx.agent.info.hours, d, undefined, unknownHoursOf(ctx)).filter((m) => {
    const c = compareDates(d, now.date);
    return (c > 0 || (c === 0 && m > now.minutes)) && !taken.has(`${date} ${timeKey(m)}`);
  });
  if (near !== undefined) starts.sort((a, b) => Math.abs(a - near) - Math.abs(b - near) || a - b);
  return starts;
}

// ---------------------------------------------------------------------------------------------
// check_hours

export type HoursResult = {
  known: boolean;
  timezone: string;
  nowLocal: string;
  openNow: boolean | null;
  weekly: { day: string; opens: string; closes: string }[];
  date?: string;
  time?: string;
  openThatDay?: boolean | null;
  openAtTime?: boolean | null;
  spans?: { opens: string; closes: string }[];
  nextOpening?: { date: string; time: string } | null;
};

export function checkHours(ctx: ToolContext, args: { date?: string; time?: string } = {}): HoursResult {
  const hours = ctx.agent.info.hours;
  const { local, slot } = localNow(ctx);
  const known = hoursKnown(hours);
  const out: HoursResult = {
    known,
    timezone: ctx.agent.timezone,
    nowLocal: `${dateKey(local)} ${timeKey(slot.minutes)}`,
    openNow: known ? isOpenAt(hours, slot.date, slot.minutes) : null,
    weekly: hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
  };
  const next = known ? nextOpening(hours, local) : null;
  out.nextOpening = next ? { date: dateKey(next.date), time: timeKey(next.minutes) } : null;
  const d = args.date ? parseDateKey(args.date) : null;
  if (d) {
    out.date = args.date;
    const spans = spansOn(hours, weekdayOf(d));
    out.spans = spans.map((s) => ({ opens: timeKey(s.opens), closes: timeKey(Math.min(s.closes, 1440)) }));
    out.openThatDay = known ? spans.length > 0 : null;
    const t = args.time ? parseTimeKey(args.time) : null;
    if (t !== null) {
      out.time = args.time;
      out.openAtTime = known ? isOpenAt(hours, d, t) : null;
    }
  }
  return out;
}
