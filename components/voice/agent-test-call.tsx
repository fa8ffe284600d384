import { firstMessage } from '@/lib/agent/prompt';
import { agentVoiceConfig } from '@/lib/vapi/client-config';
import { AgentTestCallPanel } from './agent-test-call-panel';
import { voiceStrings } from './strings';

// /agent test call, in the agent's language (French or English), like the page around it. Vapi when
// configured: the agent's own assistant (providerAssistantId), else the inline assistant;
// otherwise the local session talking to this agent through the receptionist engine (no id → the
// built-in French demo agent), greeting like the agent's Vapi assistant would.
// Render it from a server component (it reads server configuration).

export function AgentTestCall({
  agentId,
  providerAssistantId,
  phone,
  name,
  language = 'fr',
}: {
  agentId?: string | null;
  providerAssistantId?: string | null;
  phone?: string | null;
  /** Business name, used by the greeting and the inline Vapi assistant. */
  name?: string | null;
  /** The agent's language (settings.language): its voice and speech recognition follow it. */
  language?: 'fr' | 'en';
}) {
  // The /agent page speaks the agent's language, so the panel does too.
  const strings = voiceStrings(language);
  const greeting =
    agentId && name?.trim() ? firstMessage({ name, settings: { language, tone: '', maxCallDuration: 5 } }) : strings.speech.greeting;
  const config = agentVoiceConfig({ agentId, providerAssistantId, phone, name }, greeting);
  if (config.provider === 'local' && agentId) config.lang = language;
  return <AgentTestCallPanel config={config} strings={strings} lang={language} />;
}
