import { agentVoiceConfig } from '@/lib/voice/server-config';
import { AgentTestCallPanel } from './agent-test-call-panel';
import { voiceStrings } from './strings';

// /agent test call (French only). Vapi when configured: the agent's own assistant
// (providerAssistantId), else SPEC §7's inline assistant; otherwise the local session talking to
// this agent through the receptionist engine (no id → the built-in French demo agent).
// Render it from a server component (it reads server configuration).

export function AgentTestCall({
  agentId,
  providerAssistantId,
  phone,
  name,
}: {
  agentId?: string | null;
  providerAssistantId?: string | null;
  phone?: string | null;
  /** Business name, used by the inline Vapi assistant. */
  name?: string | null;
}) {
  const strings = voiceStrings('fr');
  const config = agentVoiceConfig({ agentId, providerAssistantId, phone, name }, strings.speech.greeting);
  return <AgentTestCallPanel config={config} strings={strings} />;
}
