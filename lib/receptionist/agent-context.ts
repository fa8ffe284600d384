import 'server-only';
import { getAgent, type Agent } from '@/lib/agent/repository';
import { countryFor } from './phone';
import type { AgentContext } from './types';
import { isValidTimeZone } from './zoned-time';

// From an agents row to what the receptionist needs. The transfer number is the owner's phone
// (the builder asks for it for exactly that), else the first number found on the website.

function toAgentContext(agent: Agent): AgentContext {
  const info = agent.extractedInfo;
  const transferPhone = agent.phone?.trim() || info.phones?.[0]?.e164 || '';
  return {
    id: agent.id,
    name: info.businessName?.trim() || agent.name,
    transferPhone,
    businessType: agent.businessType,
    timezone: isValidTimeZone(agent.timezone) ? agent.timezone : 'Europe/Paris',
    info: {
      ...info,
      phones: info.phones ?? [],
      hours: info.hours ?? [],
      services: info.services ?? [],
      faq: info.faq ?? [],
      summary: info.summary ?? '',
    },
    settings: agent.settings,
    prompt: agent.prompt,
    country: countryFor({ addressCountry: info.address?.country, phoneE164: info.phones?.[0]?.e164 ?? agent.phone }),
  };
}

export async function loadAgentContext(id: string): Promise<AgentContext | null> {
  const agent = await getAgent(id);
  return agent ? toAgentContext(agent) : null;
}
