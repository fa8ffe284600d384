import 'server-only';
import type OpenAI from 'openai';
import { getConfig } from '@/lib/config';

// The one place an OpenAI client is made (extraction pass, conversation engine, transcription,
// speech). Key and base URL come from the config unless a caller passes its own (the engine gets
// them from its settings); each use picks its own time budget. The SDK is imported on first use so
// pages and routes that never call OpenAI don't load it.

export type OpenAiClientOptions = {
  timeoutMs: number;
  maxRetries?: number;
  apiKey?: string;
  baseURL?: string;
};

export async function openaiClient(opts: OpenAiClientOptions): Promise<OpenAI> {
  const { default: OpenAIClient } = await import('openai');
  const config = getConfig();
  return new OpenAIClient({
    apiKey: opts.apiKey ?? config.OPENAI_API_KEY,
    baseURL: opts.baseURL ?? config.OPENAI_BASE_URL,
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries ?? 0,
  });
}

/** An upload for the audio endpoints (transcription). */
export async function openaiFile(data: Buffer, name: string, type: string) {
  const { toFile } = await import('openai');
  return toFile(data, name, { type });
}
