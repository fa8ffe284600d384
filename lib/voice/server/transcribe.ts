import 'server-only';
import { getConfig } from '@/lib/config';
import { openaiClient, openaiFile } from '@/lib/openai/client';

// Server transcription of one recorded user turn (local session, when OPENAI_API_KEY is set and
// the browser's own speech recognition does not work). No key → not available (the caller types).

export const TRANSCRIBE_MAX_BYTES = 2 * 1024 * 1024;
const TRANSCRIBE_MODEL = 'gpt-4o-mini-transcribe';

const EXT: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

export function transcriptionAvailable() {
  return Boolean(getConfig().OPENAI_API_KEY);
}

/** Base MIME type if we accept it, else null. */
export function acceptedAudioType(contentType: string | null): string | null {
  const base = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return base in EXT ? base : null;
}

export async function transcribe(audio: Buffer, mime: string, lang: 'fr' | 'en'): Promise<string> {
  const client = await openaiClient({ timeoutMs: 15_000, maxRetries: 1 });
  const file = await openaiFile(audio, `turn.${EXT[mime] ?? 'webm'}`, mime);
  const res = await client.audio.transcriptions.create({ file, model: TRANSCRIBE_MODEL, language: lang });
  return (res.text ?? '').trim();
}
