import type { Agent } from './repository';
import { firstMessage } from './prompt';
import { suggestTestQuestions } from './test-questions';

// What the API and the agent page show of an agent. Leaves out what is the operator's business
// (the provider error) and anything secret (the edit token hash never leaves the repository).

export type PublicAgent = {
  id: string;
  name: string;
  phone: string;
  businessType: string;
  website: string | null;
  language: Agent['language'];
  timezone: string;
  extractedInfo: Agent['extractedInfo'];
  prompt: string;
  firstMessage: string;
  settings: Agent['settings'];
  providerAssistantId: string | null;
  suggestedQuestions: string[];
  /** When the owner last had the site re-read; null when only read at creation. */
  siteRefreshedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toPublicAgent(agent: Agent): PublicAgent {
  return {
    id: agent.id,
    name: agent.name,
    phone: agent.phone,
    businessType: agent.businessType,
    website: agent.website,
    language: agent.language,
    timezone: agent.timezone,
    extractedInfo: agent.extractedInfo,
    prompt: agent.prompt,
    firstMessage: firstMessage(agent),
    settings: agent.settings,
    providerAssistantId: agent.providerAssistantId,
    suggestedQuestions: suggestTestQuestions(agent.extractedInfo, agent.settings.language, agent.businessType),
    siteRefreshedAt: agent.siteRefreshedAt?.toISOString() ?? null,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
