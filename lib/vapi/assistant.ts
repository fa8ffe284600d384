import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { vapiFunctionTools } from '@/lib/receptionist/tool-definitions';

// Creates the Vapi assistant of a freshly created agent (agent on provider
// when VAPI_PRIVATE_KEY). The agent always exists locally first; a failure here is returned, stored
// by the caller (agents.provider_error) and shown to the owner — it never undoes the agent.

export type VapiSyncAgent = {
  id: string;
  name: string;
  phone: string;
  language: string;
  prompt: string;
  firstMessage?: string;
  settings: { language?: string; tone?: string; maxCallDuration?: number };
  /** Set once the agent has an assistant on Vapi: the sync then updates it instead of creating one. */
  providerAssistantId?: string | null;
};

export type VapiSyncResult = { assistantId: string } | { error: string } | null;

/** Vapi caps assistant names at 40 characters. */
export const VAPI_NAME_MAX = 40;
const REQUEST_TIMEOUT_MS = 10_000;

// One natural neural voice per language (Azure via Vapi: no extra provider key needed).
const VOICES = {
  fr: { provider: 'azure', voiceId: 'fr-FR-DeniseNeural' },
  en: { provider: 'azure', voiceId: 'en-US-JennyNeural' },
} as const;

const DEFAULT_FIRST_MESSAGE = {
  fr: (name: string) => `Bonjour, ${name}, comment puis-je vous aider\u00a0?`,
  en: (name: string) => `Hello, ${name}, how can I help you?`,
};

const TRANSFER_MESSAGE = {
  fr: 'Je vous transfère, un instant s’il vous plaît.',
  en: 'I’m transferring you now, one moment please.',
};

/** Truncates on a character boundary (not inside a surrogate pair). */
export function vapiAssistantName(name: string): string {
  const chars = Array.from(name.trim() || 'Receptionist');
  return chars.length <= VAPI_NAME_MAX
    ? chars.join('')
    : chars
        .slice(0, VAPI_NAME_MAX - 1)
        .join('')
        .trimEnd() + '…';
}

/** E.164 for Vapi's transfer destination, or null when the number cannot be dialled. */
export function toE164(phone: string, defaultCountry: 'FR' | 'US' = 'FR'): string | null {
  const parsed = parsePhoneNumberFromString(phone, defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** The POST /assistant body (exported for tests and for reading). */
export function buildVapiAssistant(agent: VapiSyncAgent, opts: { publicBaseUrl?: string; webhookSecret?: string }) {
  const lang: 'fr' | 'en' = (agent.settings.language ?? agent.language) === 'en' ? 'en' : 'fr';
  const transferTo = toE164(agent.phone, lang === 'en' ? 'US' : 'FR');
  const minutes = Number(agent.settings.maxCallDuration);
  const tools: Record<string, unknown>[] = [{ type: 'endCall' }];
  if (transferTo) {
    tools.push({
      type: 'transferCall',
      destinations: [{ type: 'number', number: transferTo, message: TRANSFER_MESSAGE[lang] }],
    });
  }
  const webhookUrl = opts.publicBaseUrl ? new URL('/api/vapi/webhook', opts.publicBaseUrl).toString() : undefined;
  // Our own skills (hours, booking, cancelling, messages) run on our webhook, with the same tool
  // functions as the local engine. Vapi's native endCall/transferCall handle the phone line itself.
  if (webhookUrl) {
    tools.push(
      ...vapiFunctionTools(webhookUrl, opts.webhookSecret).filter((t) => (t.function as { name: string }).name !== 'transfer_call'),
    );
  }
  return {
    name: vapiAssistantName(agent.name),
    firstMessage: agent.firstMessage?.trim() || DEFAULT_FIRST_MESSAGE[lang](agent.name),
    model: {
      provider: 'openai',
      model: 'gpt-4o-mini',
      messages: [{ role: 'system', content: agent.prompt }],
      tools,
    },
    voice: VOICES[lang],
    transcriber: { provider: 'deepgram', model: 'nova-3', language: lang },
    ...(webhookUrl
      ? {
          server: {
            url: webhookUrl,
            ...(opts.webhookSecret ? { headers: { 'x-vapi-secret': opts.webhookSecret } } : {}),
          },
        }
      : {}),
    metadata: { agentId: agent.id },
    ...(Number.isFinite(minutes) && minutes > 0 ? { maxDurationSeconds: Math.round(minutes * 60) } : {}),
  };
}

/**
 * Creates the agent's assistant on Vapi (POST /assistant), or updates it (PATCH /assistant/:id)
 * when the agent already has one — after an owner's corrections the phone agent must say the same
 * as the local one. null when VAPI_PRIVATE_KEY is not set (nothing to do); {assistantId} on
 * success; {error} (a short reason for the owner) on any failure or timeout.
 */
export async function syncAgentToVapi(agent: VapiSyncAgent): Promise<VapiSyncResult> {
  const config = getConfig();
  if (!config.VAPI_PRIVATE_KEY) return null;
  const body = buildVapiAssistant(agent, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    webhookSecret: config.VAPI_WEBHOOK_SECRET,
  });
  const existing = agent.providerAssistantId || null;
  const url = new URL(existing ? `/assistant/${encodeURIComponent(existing)}` : '/assistant', config.VAPI_API_URL).toString();
  try {
    const res = await fetch(url, {
      method: existing ? 'PATCH' : 'POST',
      headers: {
        authorization: `Bearer ${config.VAPI_PRIVATE_KEY}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: reported below */
    }
    if (!res.ok) {
      const detail = vapiErrorMessage(data) ?? `HTTP ${res.status}`;
      log.warn({ agentId: agent.id, status: res.status, detail }, 'vapi assistant creation refused');
      return { error: `Vapi refused the assistant (${res.status}): ${detail}`.slice(0, 300) };
    }
    const id = data && typeof data === 'object' && 'id' in data ? (data as { id: unknown }).id : existing;
    if (typeof id !== 'string' || !id) return { error: 'Vapi answered without an assistant id' };
    log.info({ agentId: agent.id, assistantId: id }, existing ? 'vapi assistant updated' : 'vapi assistant created');
    return { assistantId: id };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    log.warn({ agentId: agent.id, err: err instanceof Error ? err.message : String(err) }, 'vapi assistant creation failed');
    return { error: timedOut ? 'Vapi did not answer within 10 s' : 'Vapi could not be reached' };
  }
}

function vapiErrorMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const m = (data as { message?: unknown }).message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m)) return m.filter((x) => typeof x === 'string').join('; ') || null;
  return null;
}
