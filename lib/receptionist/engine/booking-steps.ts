import { DAY_PART_MINUTES, type DayPart } from '@/lib/text/day-parts';
import { hoursKnown } from '@/lib/hours';
import { displayPhone } from '../phone';
import { formatDay, formatSlot, formatTime, joinList, say, type ReplyKey } from '../replies';
import { bookAppointment, moveAppointment } from '../appointments';
import { checkSlot, freeSlotsOn, type SlotRefusal } from '../availability';
import type { BookingFlow } from '../types';
import { dateKey, parseDateKey, parseTimeKey, timeKey, toLocal } from '../zoned-time';
import { skillOf } from './skill';
import { ask, capitalize, line, push, spokenList, type Turn } from './turn';

// The booking's next step once the flow holds what was said: ask what is missing, check the slot
// (refusing with the nearest free one), recap, then book or move.

const PREFERRED: Record<DayPart, number> = { morning: 10 * 60, afternoon: 14 * 60, evening: 18 * 60 };

function slotRefusalKey(r: SlotRefusal['reason']): ReplyKey {
  return r === 'closed' ? 'slotClosed' : r === 'taken' ? 'slotTaken' : r === 'off_grid' ? 'slotOffGrid' : 'slotPast';
}

function localSlotText(t: Turn, date: string, minutes: number) {
  return formatSlot({ date: parseDateKey(date)!, minutes }, t.L, t.today);
}

export function whatText(t: Turn, service: string | null | undefined) {
  return service ? line(t, 'apptWhat', { service }) : '';
}

export async function nextBookingStep(t: Turn, f: BookingFlow): Promise<boolean> {
  const services = t.agent.info.services;
  // One service only (e.g. a discovery call): nothing to choose.
  const table = skillOf(t.agent) === 'table';
  if (!table && services.length === 1 && f.service === undefined && !f.moveOf) f.service = services[0].name;
  if (!table && services.length && f.service === undefined && !f.moveOf) {
    f.awaiting = 'service';
    ask(t, f, 'askService', { list: spokenList(services, t.L) });
    return true;
  }
  // A restaurant table: how many people (kept as the booking's "service").
  if (table && f.service === undefined && !f.moveOf) {
    f.awaiting = 'party';
    ask(t, f, 'askPartySize');
    return true;
  }
  if (!f.date && f.minutes === undefined) {
    f.awaiting = 'when';
    ask(t, f, 'askWhen');
    return true;
  }
  if (!f.date) {
    f.awaiting = 'day';
    ask(t, f, 'askDay');
    return true;
  }
  if (f.minutes === undefined) {
    const preferred = f.asap ? 0 : f.partOfDay ? PREFERRED[f.partOfDay] : undefined;
    let free = await freeSlotsOn(t.ctx, f.date, f.after ?? preferred);
    if (f.after !== undefined) free = free.filter((m) => m >= f.after!);
    if (f.partOfDay) {
      const [from, to] = DAY_PART_MINUTES[f.partOfDay];
      const inPart = free.filter((m) => m >= from && m < to);
      if (inPart.length) free = inPart;
    }
    if (!free.length) {
      const check = await checkSlot(t.ctx, f.date, timeKey(preferred ?? 10 * 60), f.moveOf?.id);
      const alt = check.ok ? null : check.alternative;
      return refuse(t, f, 'dayClosed', alt, { day: formatDay(parseDateKey(f.date)!, t.L, t.today) });
    }
    const picks = free.slice(0, 3).sort((a, b) => a - b);
    f.proposed = picks;
    f.awaiting = 'time';
    ask(t, f, 'askTimeOn', {
      day: capitalize(formatDay(parseDateKey(f.date)!, t.L, t.today)),
      slots: joinList(
        picks.map((m) => formatTime(m, t.L)),
        t.L,
      ).replace(/ (et|and) /, ` ${say(t.L, 'orWord')} `),
    });
    return true;
  }
  if (f.moveOf) {
    const old = toLocal(new Date(f.moveOf.startsAt), t.agent.timezone);
    if (dateKey(old) === f.date && old.hh * 60 + old.mm === f.minutes) {
      f.date = undefined;
      f.minutes = undefined;
      f.awaiting = 'when';
      ask(t, f, 'sameSlot');
      return true;
    }
  }
  const check = await checkSlot(t.ctx, f.date, timeKey(f.minutes), f.moveOf?.id);
  if (!check.ok) {
    return refuse(t, f, slotRefusalKey(check.reason), check.alternative, {
      day: formatDay(parseDateKey(f.date)!, t.L, t.today),
      time: formatTime(f.minutes, t.L),
    });
  }
  return confirmOrAsk(t, f);
}

function refuse(t: Turn, f: BookingFlow, key: ReplyKey, alt: { date: string; time: string } | null, vars: Record<string, string>): boolean {
  if (!alt) {
    t.s.flow = {
      kind: 'offer_message',
      question:
        `Rendez-vous souhaité / requested: ${f.date ?? ''} ${f.minutes !== undefined ? timeKey(f.minutes) : ''} ${f.service ?? ''}`.trim(),
    };
    push(t, 'noSlot');
    return true;
  }
  const minutes = parseTimeKey(alt.time)!;
  // Without published hours we must not claim "we're closed": say what window we book in.
  if (!hoursKnown(t.agent.info.hours) && (key === 'slotClosed' || key === 'dayClosed')) key = 'slotOutsideWindow';
  f.alternative = { date: alt.date, minutes };
  f.awaiting = 'alternative';
  let text = line(t, key, { ...vars, alt: localSlotText(t, alt.date, minutes) });
  text = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  t.parts.push(text);
  f.prompt = text;
  return true;
}

export async function confirmOrAsk(t: Turn, f: BookingFlow): Promise<boolean> {
  if (!f.moveOf) {
    if (!f.name && t.s.caller.name) f.name = t.s.caller.name;
    if (!f.phone && t.s.caller.phone) f.phone = t.s.caller.phone;
    if (!f.name) {
      f.awaiting = 'name';
      ask(t, f, 'askName');
      return true;
    }
    if (!f.phone) {
      f.awaiting = 'phone';
      ask(t, f, 'askPhone');
      return true;
    }
  }
  f.awaiting = 'confirm';
  const day = formatDay(parseDateKey(f.date!)!, t.L, t.today);
  const time = formatTime(f.minutes!, t.L);
  if (f.moveOf) {
    const old = toLocal(new Date(f.moveOf.startsAt), t.agent.timezone);
    ask(t, f, 'confirmMove', {
      oldDay: formatDay(old, t.L, t.today),
      oldTime: formatTime(old.hh * 60 + old.mm, t.L),
      day,
      time,
    });
    return true;
  }
  ask(t, f, 'confirmBooking', {
    what: whatText(t, f.service),
    day,
    time,
    name: f.name!,
    phone: displayPhone(f.phone!, t.agent.country),
  });
  return true;
}

export async function finalizeBooking(t: Turn, f: BookingFlow): Promise<boolean> {
  const date = f.date!;
  const time = timeKey(f.minutes!);
  if (f.moveOf) {
    const r = await moveAppointment(t.ctx, { appointmentId: f.moveOf.id, date, time });
    if (r.ok) {
      t.s.flow = null;
      t.actions.push({ type: 'appointment_moved', appointment: r.appointment, previousStartsAt: r.previousStartsAt });
      push(t, 'moved', { day: formatDay(parseDateKey(date)!, t.L, t.today), time: formatTime(f.minutes!, t.L) });
      return true;
    }
    if (r.reason === 'not_found') {
      t.s.flow = null;
      push(t, 'notFound', { phone: '' });
      return true;
    }
    return refuse(t, f, r.reason === 'taken' ? 'raceLost' : slotRefusalKey(r.reason), r.alternative, {
      day: formatDay(parseDateKey(date)!, t.L, t.today),
      time: formatTime(f.minutes!, t.L),
    });
  }
  const r = await bookAppointment(t.ctx, { name: f.name!, phone: f.phone!, service: f.service ?? null, date, time });
  if (r.ok) {
    t.s.flow = null;
    t.actions.push({ type: 'appointment_booked', appointment: r.appointment });
    push(t, 'booked', {
      what: whatText(t, f.service),
      day: formatDay(parseDateKey(date)!, t.L, t.today),
      time: formatTime(f.minutes!, t.L),
      name: f.name!,
    });
    return true;
  }
  if (r.reason === 'invalid_phone') {
    f.phone = undefined;
    f.awaiting = 'phone';
    ask(t, f, 'badPhone');
    return true;
  }
  if (r.reason === 'missing_name') {
    f.name = undefined;
    f.awaiting = 'name';
    ask(t, f, 'askName');
    return true;
  }
  return refuse(t, f, r.reason === 'taken' ? 'raceLost' : slotRefusalKey(r.reason), r.alternative, {
    day: formatDay(parseDateKey(date)!, t.L, t.today),
    time: formatTime(f.minutes!, t.L),
  });
}
