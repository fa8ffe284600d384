import type { AgentSettings, ExtractedInfo } from '@/lib/extract/types';

/** What the agent page renders: a stored agent, or the sample agent (id null). */
export type AgentView = {
  id: string | null;
  name: string;
  phone: string;
  businessType: string;
  website: string | null;
  timezone: string;
  extractedInfo: ExtractedInfo;
  settings: AgentSettings;
  prompt: string;
  providerAssistantId: string | null;
};
