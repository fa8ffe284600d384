import { getConfig, type Config } from '@/lib/config';
import { canSignVapiTokens } from './token';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { inlineVapiAssistant } from './inline-assistant';
import type { DemoVariant, VapiAuth, VapiTokenRequest, VoiceClientConfig } from '@/lib/voice/types';

// Server side: which voice adapter a page's call button gets. Vapi when the
// page's assistant and a way to authenticate exist; otherwise the local session with the built-in
// demo agents (or the created agent). Only public values ever reach the browser.

type Keys = { publicKey?: string; assistantId?: string };

export function demoVapiKeys(variant: DemoVariant, config: Config = getConfig()): Keys {
  if (variant === 'ad-fr') return { publicKey: config.VAPI_AD_FR_PUBLIC_KEY, assistantId: config.VAPI_AD_FR_ASSISTANT_ID };
  if (variant === 'ad-en') return { publicKey: config.VAPI_AD_EN_PUBLIC_KEY, assistantId: config.VAPI_AD_EN_ASSISTANT_ID };
  return { publicKey: config.VAPI_PUBLIC_KEY, assistantId: config.VAPI_ASSISTANT_ID };
}

/** Prefer a short-lived token (private key + org id) over shipping the long-lived public key. */
function vapiAuth(publicKey: string | undefined, request: VapiTokenRequest, config: Config): VapiAuth | null {
  if (canSignVapiTokens(config)) return { kind: 'token', request };
  if (publicKey) return { kind: 'public-key', publicKey };
  return null;
}

function vapiBase(config: Config) {
  return config.VAPI_API_URL === 'https://api.vapi.ai' ? undefined : config.VAPI_API_URL;
}

export function demoVoiceConfig(
  variant: DemoVariant,
  locale: 'fr' | 'en',
  greeting: string,
  config: Config = getConfig(),
): VoiceClientConfig {
  const keys = demoVapiKeys(variant, config);
  const auth = keys.assistantId ? vapiAuth(keys.publicKey, { variant }, config) : null;
  if (auth && keys.assistantId) {
    return { provider: 'vapi', auth, assistant: keys.assistantId, apiBaseUrl: vapiBase(config) };
  }
  const lang = variant === 'ad-fr' ? 'fr' : variant === 'ad-en' ? 'en' : locale;
  return {
    provider: 'local',
    agentId: DEMO_AGENT_IDS[lang],
    lang,
    greeting,
    serverTranscription: Boolean(config.OPENAI_API_KEY),
    naturalServerVoice: Boolean(config.OPENAI_API_KEY),
  };
}

export function agentVoiceConfig(
  agent: { agentId?: string | null; providerAssistantId?: string | null; phone?: string | null; name?: string | null },
  greeting: string,
  config: Config = getConfig(),
): VoiceClientConfig {
  const assistantId = agent.providerAssistantId || undefined;
  const request: VapiTokenRequest = assistantId && agent.agentId ? { agentId: agent.agentId } : { inline: true };
  const auth = vapiAuth(config.VAPI_PUBLIC_KEY, request, config);
  if (auth) {
    return {
      provider: 'vapi',
      auth,
      assistant: assistantId ?? inlineVapiAssistant({ businessName: agent.name ?? undefined, phone: agent.phone ?? undefined }),
      apiBaseUrl: vapiBase(config),
    };
  }
  return {
    provider: 'local',
    agentId: agent.agentId || DEMO_AGENT_IDS.fr,
    lang: 'fr',
    greeting,
    serverTranscription: Boolean(config.OPENAI_API_KEY),
    naturalServerVoice: Boolean(config.OPENAI_API_KEY),
    transferPhone: agent.phone || undefined,
  };
}
