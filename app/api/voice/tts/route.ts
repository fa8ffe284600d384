import { z } from 'zod';
import { methodNotAllowed, parseJsonBody, parseWith, route } from '@/lib/http/route';
import { ApiError } from '@/lib/http/errors';
import { errorMessage } from '@/lib/http/error-messages';
import { synthesize, TtsUnavailableError, TTS_MAX_CHARS } from '@/lib/voice/server/tts';

// The local session's agent voice: {text, lang} → audio/wav (eSpeak NG offline, OpenAI when keyed).
// GET ?text=&lang= serves the same (cacheable by URL); POST for the call loop.

export const runtime = 'nodejs';

const body = z.object({
  text: z.string().trim().min(1).max(TTS_MAX_CHARS),
  lang: z.enum(['fr', 'en']).default('fr'),
});

async function speak(input: z.infer<typeof body>, log: { warn: (o: object, m: string) => void }) {
  try {
    const result = await synthesize(input.text, input.lang);
    return new Response(new Uint8Array(result.audio), {
      status: 200,
      headers: {
        'content-type': result.contentType,
        'content-length': String(result.audio.length),
        'cache-control': 'public, max-age=86400, immutable',
        'x-tts-engine': result.engine,
        'x-tts-cache': result.cached ? 'hit' : 'miss',
      },
    });
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'tts failed');
    // 503: the client falls back to the browser's speech synthesis and says so.
    throw new ApiError(503, 'tts_unavailable', undefined, undefined, err instanceof TtsUnavailableError ? err.message : undefined);
  }
}

export const POST = route(async (req, ctx) => {
  const input = await parseJsonBody(req, body, ctx, 8 * 1024);
  return speak(input, ctx.log);
});

export const GET = route(async (req, ctx) => {
  const params = new URL(req.url).searchParams;
  const input = parseWith(body, { text: params.get('text') ?? undefined, lang: params.get('lang') ?? undefined }, ctx.locale, errorMessage);
  return speak(input, ctx.log);
});

export const PUT = methodNotAllowed(['GET', 'POST']);
export const DELETE = methodNotAllowed(['GET', 'POST']);
export const PATCH = PUT;
