import { DAYS, type AgentSettings, type DayOfWeek, type ExtractedInfo, type OpeningInterval } from '@/lib/extract/types';
import { hoursByDay, intervalsToText } from '@/lib/hours';

// The corrections form of /agent as data: the agent's facts as editable text, and the PATCH body
// the form sends. Pure, so the rule "only what the owner changed is sent" has its own unit cases.

/** What the editor needs of an agent: the page's view or the PATCH answer (same shape). */
export type EditableAgent = {
  id: string;
  name: string;
  phone: string;
  extractedInfo: ExtractedInfo;
  settings: AgentSettings;
};

export type Form = {
  name: string;
  phone: string;
  phones: string;
  email: string;
  address: string;
  summary: string;
  hours: Record<DayOfWeek, string>;
  services: string;
  tone: string;
  maxCallDuration: string;
};

export function toForm(a: EditableAgent): Form {
  const info = a.extractedInfo;
  const days = hoursByDay(info.hours);
  return {
    name: a.name,
    phone: a.phone,
    phones: info.phones.map((p) => p.display || p.e164).join('\n'),
    email: info.email ?? '',
    address: info.address?.formatted ?? '',
    summary: info.summary,
    hours: Object.fromEntries(days.map((d) => [d.day, intervalsToText(d.intervals)])) as Record<DayOfWeek, string>,
    services: info.services.map((s) => (s.price ? `${s.name} | ${s.price}` : s.name)).join('\n'),
    tone: a.settings.tone,
    maxCallDuration: String(a.settings.maxCallDuration),
  };
}

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The facts a corrections form can send; name, transfer phone and settings are always sent. */
type FactKey = 'phones' | 'email' | 'address' | 'summary' | 'services';

/**
 * The PATCH body for what the owner typed. Only the facts the owner actually changed are sent: the
 * server marks each fact it gets as the owner's, and a re-read of the website keeps those
 * (lib/agent/site-refresh-facts.ts) — a field merely left as it was must keep following the site.
 * `opened` is the form as it opened, `hours` the hours already parsed from `form`.
 */
export function correctionPatch(opened: Form, form: Form, hours: OpeningInterval[]) {
  const changed = (key: FactKey) => form[key].trim() !== opened[key].trim();
  const hoursChanged = DAYS.some((day) => (form.hours[day] ?? '').trim() !== (opened.hours[day] ?? '').trim());
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    ...(changed('phones') ? { phones: lines(form.phones) } : {}),
    ...(changed('email') ? { email: form.email.trim() || null } : {}),
    ...(changed('address') ? { address: form.address.trim() || null } : {}),
    ...(changed('summary') ? { summary: form.summary.trim() || null } : {}),
    ...(hoursChanged ? { hours } : {}),
    ...(changed('services')
      ? {
          services: lines(form.services).map((l) => {
            const [name, ...price] = l.split('|');
            return { name: name.trim(), price: price.join('|').trim() || null };
          }),
        }
      : {}),
    settings: { tone: form.tone.trim(), maxCallDuration: Number(form.maxCallDuration) },
  };
}
