import { methodNotAllowed, route, readBodyCapped } from '@/lib/http/route';
import { ApiError } from '@/lib/http/errors';
import { acceptedAudioType, transcribe, transcriptionAvailable, TRANSCRIBE_MAX_BYTES } from '@/lib/voice/server/transcribe';

// One recorded user turn (raw audio body, e.g. audio/webm from MediaRecorder) → {text}.
// Only when OPENAI_API_KEY is set; otherwise 503 and the call panel offers typing instead.

export const runtime = 'nodejs';

export const POST = route(async (req, ctx) => {
  if (!transcriptionAvailable()) throw new ApiError(503, 'transcription_unavailable');
  const mime = acceptedAudioType(req.headers.get('content-type'));
  if (!mime) throw new ApiError(415, 'unsupported_audio');
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > TRANSCRIBE_MAX_BYTES) throw new ApiError(413, 'audio_too_large');
  const audio = await readBodyCapped(req, TRANSCRIBE_MAX_BYTES, new ApiError(413, 'audio_too_large'));
  if (audio.length === 0) throw new ApiError(400, 'unsupported_audio');
  const lang = new URL(req.url).searchParams.get('lang') === 'en' ? 'en' : 'fr';
  try {
    const text = await transcribe(audio, mime, lang);
    return Response.json({ text }, { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'transcription failed');
    throw new ApiError(502, 'transcription_failed');
  }
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
