import 'server-only';
import { getConfig } from '@/lib/config';
import { extractBusinessInfo, enrichWithOpenAI } from '@/lib/extract';
import type { ExtractedInfo } from '@/lib/extract/types';
import type { Locale } from '@/lib/i18n/locales';
import { indexSite } from '@/lib/knowledge';
import { log } from '@/lib/log';
import { newEditToken } from './edit-token';
import { buildReceptionistPrompt, firstMessage } from './prompt';
import { insertAgent, setProviderResult, type Agent } from './repository';
import { defaultSettings } from './settings';
import { guessTimezone } from './timezone';
import { syncAgentToVapi } from '@/lib/vapi/assistant';

// The agent builder's one operation: scraped HTML in, a stored, ready-to-test agent out.
// Extraction is deterministic first (fast, never invents), then optionally enriched by OpenAI
// (fills gaps only; the deterministic facts win). The prompt is a template over those facts.
// The voice provider is synced last and can never make creation fail: the agent works locally
// whatever happens there, and the error is recorded for the operator.

export type CreateAgentInput = {
  businessName: string;
  businessType: string;
  phone: string;
  scrapedContent: string;
  website?: string;
  locale?: Locale;
};

export type CreatedAgent = { agent: Agent; editToken: string };

// Slightly above the provider module's own 10 s request timeout: this only catches a hang.
const PROVIDER_SYNC_BUDGET_MS = 12_000;

export async function createAgent(input: CreateAgentInput): Promise<CreatedAgent> {
  const locale = input.locale ?? 'fr';
  const extractedInfo = await extractFacts(input, locale);
  const settings = defaultSettings(locale);
  const timezone = guessTimezone(extractedInfo, locale, input.phone);
  const draft = {
    name: input.businessName,
    phone: input.phone,
    businessType: input.businessType,
    website: input.website ?? null,
    language: locale,
    timezone,
    extractedInfo,
    settings,
  };
  const prompt = buildReceptionistPrompt(draft);
  const { token, hash } = newEditToken();
  const agent = await insertAgent({ ...draft, prompt, editTokenHash: hash });
  await indexKnowledge(agent, input.scrapedContent);
  return { agent: await syncProvider(agent), editToken: token };
}

// The knowledge base holds every visible passage of the scraped pages; the agent answers free
// questions from it. A failure here leaves an agent that still knows its extracted facts.
async function indexKnowledge(agent: Agent, html: string) {
  try {
    const count = await indexSite(agent.id, html, agent.language, { baseUrl: agent.website ?? undefined });
    log.info({ agentId: agent.id, passages: count }, 'knowledge base built');
  } catch (err) {
    log.error({ agentId: agent.id, err: err instanceof Error ? err.message : String(err) }, 'knowledge base not built');
  }
}

/** The facts of a scraped bundle: deterministic extraction, then the OpenAI pass when keyed (creation and re-reads). */
export async function extractFacts(
  input: Pick<CreateAgentInput, 'businessName' | 'businessType' | 'phone' | 'scrapedContent' | 'website'>,
  locale: Locale,
): Promise<ExtractedInfo> {
  const html = input.scrapedContent;
  const info = extractBusinessInfo(html, {
    baseUrl: input.website,
    locale,
    businessName: input.businessName,
    businessType: input.businessType,
    phone: input.phone,
  });
  if (!getConfig().OPENAI_API_KEY || !html.trim()) return info;
  try {
    return await enrichWithOpenAI(info, html, { locale, baseUrl: input.website });
  } catch (err) {
    // enrichWithOpenAI falls back by itself; this only guards against a thrown bug.
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'openai enrichment failed');
    return info;
  }
}

/**
 * Creates or updates the agent's assistant on the voice provider and records the outcome on the
 * agent. Never throws: the agent stays usable locally whatever the provider says.
 */
export async function syncProvider(agent: Agent): Promise<Agent> {
  let result: { assistantId?: string; error?: string } | null;
  try {
    result = await Promise.race([
      syncAgentToVapi({ ...agent, firstMessage: firstMessage(agent), providerAssistantId: agent.providerAssistantId }),
      new Promise<{ error: string }>((resolve) =>
        setTimeout(() => resolve({ error: 'provider sync timed out' }), PROVIDER_SYNC_BUDGET_MS).unref?.(),
      ),
    ]);
  } catch (err) {
    result = { error: err instanceof Error ? err.message : String(err) };
  }
  if (!result || (!result.assistantId && !result.error)) return agent;
  try {
    await setProviderResult(agent.id, { assistantId: result.assistantId, error: result.error });
  } catch (err) {
    log.error({ agentId: agent.id, err: err instanceof Error ? err.message : String(err) }, 'could not record provider sync');
    return agent;
  }
  return { ...agent, providerAssistantId: result.assistantId ?? null, providerError: result.error ?? null };
}
