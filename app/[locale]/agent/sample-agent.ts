import { buildReceptionistPrompt } from '@/lib/agent/prompt';
import { defaultSettings } from '@/lib/agent/settings';
import { emptyExtractedInfo } from '@/lib/extract/types';
import type { AgentView } from './agent-view';

// Agent page: without an agent, show a sample one — sample name and phone, business type
// Restaurant, knowledge "Informations non disponibles" — with the default settings.
export function sampleAgent(strings: { name: string; phone: string; noInfo: string }): AgentView {
  const settings = defaultSettings('fr');
  const extractedInfo = emptyExtractedInfo({ businessName: strings.name, businessType: 'Restaurant', summary: strings.noInfo });
  const base = {
    name: strings.name,
    phone: strings.phone,
    businessType: 'Restaurant',
    website: null,
    timezone: 'Europe/Paris',
    extractedInfo,
    settings,
  };
  return { ...base, id: null, providerAssistantId: null, prompt: buildReceptionistPrompt(base) };
}
