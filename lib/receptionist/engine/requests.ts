import type { MessageFlow } from '../types';
import { startBooking } from './booking';
import { extractName, phoneFrom } from './caller';
import { continueMessage } from './messages';
import { skillOf } from './skill';
import type { Turn } from './turn';
import { asksSomethingSpecific } from './understand';

// Starting what the caller asks for, by the business's skill (see skill.ts).

/** "I'd like to book / order / come…": the request this business takes. */
export function startRequest(t: Turn, service?: string): Promise<void> | void {
  const skill = skillOf(t.agent);
  if (skill === 'table' || skill === 'appointment') return startBooking(t, service);
  return takeRequest(t, skill);
}

/** An order ("je voudrais commander des brochettes pour samedi"), passed to the team as a message. */
export function startOrder(t: Turn): Promise<void> | void {
  return takeRequest(t, 'order');
}

function takeRequest(t: Turn, skill: 'stay' | 'order'): Promise<void> | void {
  const f: MessageFlow = { kind: 'message', awaiting: 'text', request: skill };
  // "Une chambre pour deux du 12 au 14 mai", "un bouquet de roses pour samedi": the details came with it.
  if (t.when.status !== 'none' || asksSomethingSpecific(t.text)) f.text = t.raw;
  t.s.flow = f;
  const name = extractName(t, false);
  if (name) f.name = t.s.caller.name = name;
  const phone = phoneFrom(t);
  if (phone) f.phone = t.s.caller.phone = phone;
  return continueMessage(t, f);
}
