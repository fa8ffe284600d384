import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { AgentSettings, DayOfWeek, ExtractedInfo, ExtractedPhone } from '@/lib/extract/types';
import { buildReceptionistPrompt, type PromptAgent } from './prompt';
import type { PatchAgentBody } from './schemas';

// Owner corrections of what the extractor found. The owner is the best source there is, so a
// corrected fact replaces the extracted one and is marked as coming from the owner; the prompt is
// then rebuilt from the corrected facts so the receptionist says what the owner said.

export const OWNER_SOURCE = 'owner';

export class CorrectionError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('invalid corrections');
  }
}

const COUNTRY_BY_TZ_PREFIX: [string, CountryCode][] = [
  ['Europe/Paris', 'FR'],
  ['Europe/Brussels', 'BE'],
  ['Europe/Zurich', 'CH'],
  ['Europe/London', 'GB'],
  ['America/', 'US'],
];

function defaultCountry(agent: Pick<CorrectableAgent, 'extractedInfo' | 'timezone'>): CountryCode {
  const fromAddress = agent.extractedInfo.address?.country?.toUpperCase();
  if (fromAddress && /^[A-Z]{2}$/.test(fromAddress)) return fromAddress as CountryCode;
  return COUNTRY_BY_TZ_PREFIX.find(([p]) => (agent.timezone ?? '').startsWith(p))?.[1] ?? 'FR';
}

export type CorrectableAgent = PromptAgent & { timezone: string };

export type Corrected = {
  name: string;
  phone: string;
  extractedInfo: ExtractedInfo;
  settings: AgentSettings;
  prompt: string;
};

export function applyCorrections(agent: CorrectableAgent, body: PatchAgentBody): Corrected {
  const info: ExtractedInfo = { ...agent.extractedInfo, sources: { ...agent.extractedInfo.sources } };
  const mark = (field: string) => {
    info.sources![field] = OWNER_SOURCE;
  };
  const invalid: Record<string, string> = {};

  if (body.phones !== undefined) {
    const country = defaultCountry(agent);
    const phones: ExtractedPhone[] = [];
    body.phones.forEach((raw, i) => {
      const parsed = parsePhoneNumberFromString(raw, country);
      if (!parsed || !parsed.isValid()) {
        invalid[`phones.${i}`] = 'invalid_format';
        return;
      }
      if (phones.some((p) => p.e164 === parsed.number)) return;
      phones.push({
        e164: parsed.number,
        display: parsed.country === country ? parsed.formatNational() : parsed.formatInternational(),
        source: OWNER_SOURCE,
      });
    });
    info.phones = phones;
    mark('phones');
  }
  if (body.email !== undefined) {
    info.email = body.email ?? null;
    mark('email');
  }
  if (body.address !== undefined) {
    // The owner types one line; structured parts no longer match it, so keep only the text
    // (and the country, which still holds for the time zone and phone parsing).
    info.address = body.address ? { formatted: body.address, country: agent.extractedInfo.address?.country, source: OWNER_SOURCE } : null;
    mark('address');
  }
  if (body.summary !== undefined) {
    info.summary = body.summary ?? '';
    mark('summary');
  }
  if (body.hours !== undefined) {
    info.hours = body.hours.map((h) => ({ day: h.day as DayOfWeek, opens: h.opens, closes: h.closes }));
    mark('hours');
  }
  if (body.services !== undefined) {
    info.services = body.services.map((s) => ({
      name: s.name,
      ...(s.price ? { price: s.price } : {}),
      ...(s.description ? { description: s.description } : {}),
      source: OWNER_SOURCE,
    }));
    mark('services');
  }
  if (Object.keys(invalid).length) throw new CorrectionError(invalid);

  const settings: AgentSettings = {
    ...agent.settings,
    ...(body.settings?.tone !== undefined ? { tone: body.settings.tone } : {}),
    ...(body.settings?.maxCallDuration !== undefined ? { maxCallDuration: body.settings.maxCallDuration } : {}),
  };
  const next = {
    ...agent,
    name: body.name ?? agent.name,
    phone: body.phone ?? agent.phone,
    extractedInfo: info,
    settings,
  };
  return {
    name: next.name,
    phone: next.phone,
    extractedInfo: info,
    settings,
    prompt: buildReceptionistPrompt(next),
  };
}
