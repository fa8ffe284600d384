import { normalize } from '../normalize';
import { displayPhone } from '../phone';
import { takeMessage } from '../tools';
import type { MessageFlow } from '../types';
import { extractName, hasDigits, phoneFrom } from './caller';
import { ask, line, push, type Turn } from './turn';
import { asksSomethingSpecific } from './understand';
// Messages for the team: the text, then name and call-back number, then stored.

export function startMessage(t: Turn) {
  const f: MessageFlow = { kind: 'message', awaiting: 'text' };
  // "Je voudrais laisser un message : je serai en retard" — the content is already there.
  const m =
    /(?:message|rappeler|call me back|callback)[^:]*?(?::|pour dire que|pour lui dire que|pour dire|to say that|to say|saying|that)\s+(.{8,})$/i.exec(
      t.raw,
    );
  if (m) f.text = m[1].trim();
  // "Could someone call me back about a funeral arrangement?": the request is the message.
  else if (
    /\b(about|regarding|concerning|concernant|au sujet d|a propos d|pour (?:un|une|le|la|les|mon|ma|mes)|tell|let (?:him|her|them) know|dites|prevenir)\b/i.test(
      normalize(t.raw),
    ) &&
    t.raw.length >= 25
  )
    f.text = t.raw;
  // A callback request is itself the message ("Vous pouvez me rappeler ?").
  else if (
    /\b(rappeler|rappelez|rappelle|rappel|call me|call back|callback|get back to me|recontacter|contact me)\b/.test(normalize(t.raw))
  )
    f.text = t.raw;
  t.s.flow = f;
  const name = extractName(t, false);
  if (name) f.name = t.s.caller.name = name;
  const phone = phoneFrom(t);
  if (phone) f.phone = t.s.caller.phone = phone;
  return continueMessage(t, f);
}

export async function continueMessageTurn(t: Turn, f: MessageFlow): Promise<boolean> {
  let consumed = false;
  const phone = phoneFrom(t);
  if (phone) {
    f.phone = t.s.caller.phone = phone;
    consumed = true;
  }
  const name = extractName(t, f.awaiting === 'name');
  if (name) {
    f.name = t.s.caller.name = name;
    consumed = true;
  }
  if (f.awaiting === 'phone' && !phone) {
    if (t.yn === 'no' || /\b(pas de numero|prefere pas|no number|rather not)\b/.test(normalize(t.text))) {
      f.phone = '';
      consumed = true;
    } else if (hasDigits(t.raw)) {
      ask(t, f, 'badPhone');
      return true;
    }
  }
  if (!consumed) return false;
  // "It's for Jenny, 615…, I'll come by in the morning": what the caller adds to a request goes
  // to the team with it.
  if (f.request && f.text && f.text !== t.raw && (t.when.status !== 'none' || asksSomethingSpecific(t.text)))
    f.text = `${f.text} / ${t.raw}`.slice(0, 1000);
  await continueMessage(t, f);
  return true;
}

export async function continueMessage(t: Turn, f: MessageFlow) {
  if (!f.name && t.s.caller.name) f.name = t.s.caller.name;
  if (f.phone === undefined && t.s.caller.phone) f.phone = t.s.caller.phone;
  if (!f.text) {
    f.awaiting = 'text';
    return ask(t, f, f.request === 'stay' ? 'askStay' : f.request === 'order' ? 'askOrder' : 'askMessage');
  }
  if (!f.name) {
    f.awaiting = 'name';
    return ask(t, f, 'askMessageName');
  }
  if (f.phone === undefined) {
    f.awaiting = 'phone';
    return ask(t, f, 'askMessagePhone');
  }
  // The team reads what kind of request it is before the caller's words.
  const label = f.request ? `${line(t, f.request === 'stay' ? 'stayLabel' : 'orderLabel')} ` : '';
  const r = await takeMessage(t.ctx, { name: f.name, phone: f.phone || null, message: `${label}${f.text}` });
  t.s.flow = null;
  t.actions.push({ type: 'message_taken', message: r.message });
  if (f.request)
    push(t, f.phone ? 'requestTaken' : 'requestTakenNoPhone', {
      name: f.name,
      phone: f.phone ? displayPhone(f.phone, t.agent.country) : '',
    });
  else if (f.phone) push(t, 'messageTaken', { name: f.name, phone: displayPhone(f.phone, t.agent.country) });
  else push(t, 'messageTakenNoPhone', { name: f.name });
}
