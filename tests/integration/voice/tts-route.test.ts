import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/voice/tts/route';
import { createTtsCache, synthesize } from '@/lib/voice/server/tts';
import { startStandIn, toneWav, type StandIn } from './stand-ins';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/voice/tts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

function wavInfo(buf: Buffer) {
  return {
    riff: buf.toString('ascii', 0, 4),
    wave: buf.toString('ascii', 8, 12),
    riffSize: buf.readUInt32LE(4),
    channels: buf.readUInt16LE(22),
    bits: buf.readUInt16LE(34),
  };
}

describe('TTS route, espeak-ng (offline)', () => {
  beforeEach(() => {
    delete process.env.OPENAI_API_KEY;
  });

  // The route's cache is the process's (fresh for this file): this is the first time it hears the text.
  it('French text → a valid 16-bit mono WAV with real sizes, cached the second time', async () => {
    const res = await post({ text: 'Bonjour, comment puis-je vous aider ?', lang: 'fr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('x-tts-engine')).toBe('espeak-ng');
    expect(res.headers.get('x-tts-cache')).toBe('miss');
    const wav = Buffer.from(await res.arrayBuffer());
    const info = wavInfo(wav);
    expect(info).toMatchObject({ riff: 'RIFF', wave: 'WAVE', channels: 1, bits: 16 });
    expect(info.riffSize).toBe(wav.length - 8); // placeholder sizes were fixed
    expect(wav.length).toBeGreaterThan(20_000); // ~1.5 s of speech at 22 kHz
    const again = await post({ text: 'Bonjour, comment puis-je vous aider ?', lang: 'fr' });
    expect(again.headers.get('x-tts-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('the cache keeps the most recently used entries (an injected 2-entry cache)', async () => {
    const cache = createTtsCache(2);
    const say = async (text: string) => (await synthesize(text, 'fr', cache)).cached;
    expect([await say('Un.'), await say('Deux.'), await say('Un.')]).toEqual([false, false, true]);
    expect(await say('Trois.')).toBe(false); // evicts "Deux." (least recently used)
    expect([await say('Un.'), await say('Deux.')]).toEqual([true, false]);
  });

  it('English via GET, cacheable', async () => {
    const res = await GET(new Request('http://localhost/api/voice/tts?text=Hello%20there&lang=en'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(wavInfo(Buffer.from(await res.arrayBuffer())).riff).toBe('RIFF');
  });

  it('text must be 1..600 characters and lang fr|en', async () => {
    expect((await post({ text: 'x'.repeat(601), lang: 'fr' })).status).toBe(400);
    expect((await post({ text: '   ', lang: 'fr' })).status).toBe(400);
    const bad = await post({ text: 'Hi', lang: 'de' }, { 'x-locale': 'en' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.lang).toBeDefined();
    expect((await post({ text: 'x'.repeat(600), lang: 'fr' })).status).toBe(200);
  });

  it('a text that looks like an option is spoken, not interpreted', async () => {
    const res = await post({ text: '--version -w /tmp/x.wav', lang: 'en' });
    expect(res.status).toBe(200);
    expect(wavInfo(Buffer.from(await res.arrayBuffer())).riff).toBe('RIFF');
  });
});

describe('TTS route with OpenAI (mocked OpenAI)', () => {
  let openai: StandIn;
  beforeAll(async () => {
    openai = await startStandIn((req) =>
      req.path.endsWith('/audio/speech') ? { body: toneWav(300), headers: { 'content-type': 'audio/wav' } } : { status: 404, body: {} },
    );
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = `${openai.url}/v1`;
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    await openai.close();
  });

  it('asks for gpt-4o-mini-tts, voice marin, wav', async () => {
    const res = await post({ text: 'Bonjour', lang: 'fr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tts-engine')).toBe('openai');
    expect(Buffer.from(await res.arrayBuffer()).equals(toneWav(300))).toBe(true);
    const sent = openai.requests.find((r) => r.path.endsWith('/audio/speech'))!;
    expect(sent.json).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'marin', input: 'Bonjour', response_format: 'wav' });
    expect(sent.headers.authorization).toBe('Bearer sk-test');
  });

  it('falls back to espeak-ng when OpenAI fails', async () => {
    await openai.close();
    const res = await post({ text: 'Hello again', lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tts-engine')).toBe('espeak-ng');
  });
});
