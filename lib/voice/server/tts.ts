import 'server-only';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { openaiClient } from '@/lib/openai/client';

// The agent's voice for local sessions: server-generated WAV.
// - OpenAI TTS (gpt-4o-mini-tts, voice "marin") when OPENAI_API_KEY is set;
// - otherwise eSpeak NG, fully offline (~20 ms a sentence). Licence: espeak-ng is GPL-3.0-or-later.
//   We run Debian's `espeak-ng` program as a separate executable (child_process, text on stdin,
//   WAV on stdout); no GPL code is linked into or shipped with this application.
// Results are cached in a small in-memory LRU keyed by a hash of (engine, language, text): greetings
// and common answers repeat a lot.

export const TTS_MAX_CHARS = 600;
const CACHE_ENTRIES = 200;
const ESPEAK_TIMEOUT_MS = 5000;
const ESPEAK_VOICES = { fr: 'fr', en: 'en-us' } as const;

export type TtsLang = 'fr' | 'en';
export type TtsResult = { audio: Buffer; contentType: 'audio/wav'; engine: 'espeak-ng' | 'openai'; cached: boolean };

export class TtsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TtsUnavailableError';
  }
}

type Speech = Omit<TtsResult, 'cached'>;

/** Least-recently-used cache of rendered speech. */
export type TtsCache = { get(key: string): Speech | undefined; set(key: string, value: Speech): void };

export function createTtsCache(entries = CACHE_ENTRIES): TtsCache {
  const map = new Map<string, Speech>();
  return {
    get(key) {
      const hit = map.get(key);
      if (hit) {
        // refresh recency
        map.delete(key);
        map.set(key, hit);
      }
      return hit;
    },
    set(key, value) {
      map.delete(key);
      map.set(key, value);
      while (map.size > entries) map.delete(map.keys().next().value as string);
    },
  };
}

/** The server's cache (one per process). */
const sharedCache = createTtsCache();

export async function synthesize(text: string, lang: TtsLang, cache: TtsCache = sharedCache): Promise<TtsResult> {
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, TTS_MAX_CHARS);
  const config = getConfig();
  const engine = config.OPENAI_API_KEY ? 'openai' : 'espeak-ng';
  const key = createHash('sha256').update(`${engine}\0${lang}\0${clean}`).digest('hex');
  const hit = cache.get(key);
  if (hit) return { ...hit, cached: true };
  let result: Speech;
  if (engine === 'openai') {
    try {
      result = { audio: await openaiSpeech(clean, lang), contentType: 'audio/wav', engine: 'openai' };
    } catch (err) {
      // A flaky provider must not silence the agent: fall back to the offline engine.
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'openai tts failed, using espeak-ng');
      result = { audio: await espeakSpeech(clean, lang), contentType: 'audio/wav', engine: 'espeak-ng' };
    }
  } else {
    result = { audio: await espeakSpeech(clean, lang), contentType: 'audio/wav', engine: 'espeak-ng' };
  }
  cache.set(key, result);
  return { ...result, cached: false };
}

async function openaiSpeech(text: string, lang: TtsLang): Promise<Buffer> {
  const client = await openaiClient({ timeoutMs: 10_000 });
  const res = await client.audio.speech.create({
    model: 'gpt-4o-mini-tts',
    voice: 'marin',
    input: text,
    response_format: 'wav',
    instructions:
      lang === 'fr'
        ? 'Réceptionniste chaleureuse et professionnelle, français de France, débit naturel.'
        : 'Warm, professional receptionist, natural pace.',
  });
  return Buffer.from(await res.arrayBuffer());
}

let espeakMissing = false;

/** eSpeak NG → WAV (16-bit mono). */
function espeakSpeech(text: string, lang: TtsLang): Promise<Buffer> {
  if (espeakMissing) return Promise.reject(new TtsUnavailableError('espeak-ng is not installed'));
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', ESPEAK_VOICES[lang], '-s', '165', '--stdout'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), ESPEAK_TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.code === 'ENOENT') {
        espeakMissing = true;
        reject(new TtsUnavailableError('espeak-ng is not installed'));
      } else reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const wav = Buffer.concat(chunks);
      if (code !== 0 || wav.length < 44) return reject(new Error(`espeak-ng failed (${code}): ${stderr.slice(0, 200)}`));
      resolve(fixWavSizes(wav));
    });
    child.stdin.on('error', () => {}); // EPIPE if espeak exits early: reported by 'close'
    child.stdin.end(text);
  });
}

/**
 * Streaming to stdout, espeak-ng cannot seek back to write the RIFF / data sizes (it leaves
 * 0x7fffffff-style placeholders). Some decoders refuse that: write the real sizes.
 */
function fixWavSizes(wav: Buffer): Buffer {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') return wav;
  const out = Buffer.from(wav);
  out.writeUInt32LE(out.length - 8, 4);
  let offset = 12;
  while (offset + 8 <= out.length) {
    const id = out.toString('ascii', offset, offset + 4);
    const size = out.readUInt32LE(offset + 4);
    if (id === 'data') {
      out.writeUInt32LE(out.length - offset - 8, offset + 4);
      break;
    }
    offset += 8 + size + (size % 2);
  }
  return out;
}
