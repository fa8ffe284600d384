import { displayPhone } from '../phone';
import { formatDay, formatTime } from '../replies';
import { cancelAppointment, findAppointmentsByPhone } from '../appointments';
import type { AppointmentView, BookingFlow, CancelFlow } from '../types';
import { dateKey, toLocal } from '../zoned-time';
import { nextBookingStep, whatText } from './booking-steps';
import { hasDigits, phoneFrom } from './caller';
import { ask, push, type Turn } from './turn';
// Cancel / move, found by phone number.

export async function startLookup(t: Turn, kind: 'cancel' | 'move') {
  const f: CancelFlow = { kind, awaiting: 'phone' };
  t.s.flow = f;
  const phone = phoneFrom(t) ?? t.s.caller.phone;
  if (!phone) return ask(t, f, 'askLookupPhone');
  await lookup(t, f, phone);
}

async function lookup(t: Turn, f: CancelFlow, phone: string) {
  f.phone = t.s.caller.phone = phone;
  const found = await findAppointmentsByPhone(t.ctx, phone);
  if (!found.length) {
    f.awaiting = 'phone';
    ask(t, f, 'notFound', { phone: displayPhone(phone, t.agent.country) });
    return;
  }
  let appt: AppointmentView = found[0];
  if (t.when.date) {
    const k = dateKey(t.when.date);
    appt = found.find((a) => dateKey(toLocal(new Date(a.startsAt), t.agent.timezone)) === k) ?? appt;
  }
  f.appointment = appt;
  const l = toLocal(new Date(appt.startsAt), t.agent.timezone);
  const day = formatDay(l, t.L, t.today);
  const time = formatTime(l.hh * 60 + l.mm, t.L);
  if (f.kind === 'cancel') {
    f.awaiting = 'confirm';
    ask(t, f, 'confirmCancel', { what: whatText(t, appt.service), day, time });
    return;
  }
  const b: BookingFlow = {
    kind: 'booking',
    awaiting: 'when',
    moveOf: { id: appt.id, startsAt: appt.startsAt },
    service: appt.service,
    name: appt.callerName,
    phone,
  };
  t.s.flow = b;
  // "Move my appointment to Friday at 3": the new time came with the request.
  const w = t.when;
  const newDay = w.status === 'ok' && w.date && dateKey(w.date) !== dateKey(l) ? dateKey(w.date) : undefined;
  if (newDay) {
    b.date = newDay;
    b.minutes = w.minutes;
    await nextBookingStep(t, b);
    return;
  }
  ask(t, b, 'askNewWhen', { day, time });
}

export async function continueLookup(t: Turn, f: CancelFlow): Promise<boolean> {
  if (f.awaiting === 'phone') {
    const phone = phoneFrom(t);
    if (phone) {
      await lookup(t, f, phone);
      return true;
    }
    if (hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
    return false;
  }
  if (t.yn === 'yes' && f.appointment) {
    const r = await cancelAppointment(t.ctx, { phone: f.phone!, appointmentId: f.appointment.id });
    t.s.flow = null;
    if (r.ok) {
      t.actions.push({ type: 'appointment_cancelled', appointment: r.appointment });
      const l = toLocal(new Date(r.appointment.startsAt), t.agent.timezone);
      push(t, 'cancelled', { day: formatDay(l, t.L, t.today), time: formatTime(l.hh * 60 + l.mm, t.L) });
    } else push(t, 'notFound', { phone: displayPhone(f.phone!, t.agent.country) });
    return true;
  }
  if (t.yn === 'no') {
    t.s.flow = null;
    push(t, 'keptBooking');
    return true;
  }
  return false;
}
