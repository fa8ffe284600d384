import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { VapiVoiceSession, describeVapiError, type VapiClientLike } from '@/lib/voice/vapi-session';
import type { VoiceEventMap, VoiceEventName, VoiceSession } from '@/lib/voice/types';

// A fake of the SDK object: an EventEmitter with start/stop/setMuted like @vapi-ai/web's Vapi.
class FakeVapi extends EventEmitter implements VapiClientLike {
  muted = false;
  started: unknown[] = [];
  stopped = 0;
  constructor(
    readonly token: string,
    readonly base: string | undefined,
    private readonly behaviour: (self: FakeVapi, assistant: unknown) => Promise<unknown>,
  ) {
    super();
  }
  start(assistant: unknown) {
    this.started.push(assistant);
    return this.behaviour(this, assistant);
  }
  stop() {
    this.stopped++;
    this.emit('call-end');
  }
  setMuted(m: boolean) {
    this.muted = m;
  }
  isMuted() {
    return this.muted;
  }
}

function record(session: VoiceSession) {
  const events: [VoiceEventName, ...unknown[]][] = [];
  const names: VoiceEventName[] = [
    'call-start',
    'call-end',
    'speech-start',
    'speech-end',
    'user-speech-start',
    'user-speech-end',
    'volume-level',
    'transcript',
    'error',
    'transfer',
  ];
  for (const name of names) session.on(name, ((...args: VoiceEventMap[typeof name]) => events.push([name, ...args])) as never);
  return events;
}

function connected(self: FakeVapi) {
  self.emit('call-start');
  return Promise.resolve({ id: 'call_1' });
}

describe('Vapi adapter event mapping (fake SDK object)', () => {
  it('passes the public key, base URL and assistant id, and maps call/speech/volume/message events', async () => {
    let client!: FakeVapi;
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk_test' },
      assistant: 'asst_123',
      apiBaseUrl: 'http://127.0.0.1:9/',
      createClient: async (token, base) => (client = new FakeVapi(token, base, connected)),
    });
    const events = record(session);
    expect(await session.start()).toBe(true);
    expect(client.token).toBe('pk_test');
    expect(client.base).toBe('http://127.0.0.1:9/');
    expect(client.started).toEqual(['asst_123']);

    client.emit('speech-start');
    client.emit('volume-level', 0.4);
    client.emit('speech-end');
    client.emit('message', { type: 'speech-update', role: 'user', status: 'started' });
    client.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Bonjour je' });
    client.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Bonjour je voudrais' });
    client.emit('message', { type: 'speech-update', role: 'user', status: 'stopped' });
    client.emit('message', { type: 'speech-update', role: 'assistant', status: 'started' }); // covered by speech-start
    client.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Bien sûr.' });
    client.emit('message', { type: 'transfer-update', destination: { type: 'number', number: '+33123456789' } });
    client.emit('message', 'not an object');

    expect(events).toEqual([
      ['call-start'],
      ['speech-start'],
      ['volume-level', 0.4],
      ['speech-end'],
      ['user-speech-start'],
      ['transcript', { role: 'user', text: 'Bonjour je', final: false }],
      ['transcript', { role: 'user', text: 'Bonjour je voudrais', final: true }],
      ['user-speech-end'],
      ['transcript', { role: 'assistant', text: 'Bien sûr.', final: true }],
      ['transfer', { phone: '+33123456789' }],
    ]);

    session.setMuted(true);
    expect(client.muted).toBe(true);
    expect(session.isMuted()).toBe(true);

    await session.stop();
    await session.stop();
    expect(events.filter(([n]) => n === 'call-end')).toHaveLength(1);
  });

  it('passes an inline assistant object through unchanged', async () => {
    let client!: FakeVapi;
    const inline = { name: 'Démo', firstMessage: 'Bonjour', model: { provider: 'openai', model: 'gpt-realtime-2025-08-28' } };
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk' },
      assistant: inline,
      createClient: async (t, b) => (client = new FakeVapi(t, b, connected)),
    });
    await session.start();
    expect(client.started[0]).toBe(inline);
  });

  it('uses a short-lived token when configured', async () => {
    let client!: FakeVapi;
    const fetchToken = vi.fn(async () => 'jwt.token.sig');
    const session = new VapiVoiceSession({
      auth: { kind: 'token', request: { variant: 'ad-fr' } },
      assistant: 'asst_fr',
      fetchToken,
      createClient: async (t, b) => (client = new FakeVapi(t, b, connected)),
    });
    await session.start();
    expect(fetchToken).toHaveBeenCalledWith({ variant: 'ad-fr' });
    expect(client.token).toBe('jwt.token.sig');
  });

  it('start() resolving null after call-start-failed → one start-failed error, no call-start/call-end', async () => {
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk' },
      assistant: 'a',
      createClient: async (t, b) =>
        new FakeVapi(t, b, async (self) => {
          self.emit('error', { type: 'daily-call-join-error', error: { message: 'Failed to load call object bundle.' } });
          self.emit('call-start-failed', { stage: 'daily-call-join', error: 'Failed to load call object bundle.', totalDuration: 6000 });
          return null;
        }),
    });
    const events = record(session);
    expect(await session.start()).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0][0]).toBe('error');
    expect(events[0][1]).toMatchObject({ code: 'start-failed', message: expect.stringContaining('Failed to load call object bundle.') });
    // Back to idle: a new start is allowed.
    expect(await session.start()).toBeNull();
  });

  it('a thrown SDK load / token failure is a start-failed error', async () => {
    const session = new VapiVoiceSession({
      auth: { kind: 'token', request: { inline: true } },
      assistant: {},
      fetchToken: async () => {
        throw new Error('token HTTP 503');
      },
    });
    const events = record(session);
    expect(await session.start()).toBeNull();
    expect(events).toEqual([['error', expect.objectContaining({ code: 'start-failed', message: 'token HTTP 503' })]]);
  });

  it('a second start while starting or started returns nothing and emits already-started', async () => {
    let release!: () => void;
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk' },
      assistant: 'a',
      createClient: async (t, b) =>
        new FakeVapi(t, b, (self) => new Promise((r) => (release = () => (self.emit('call-start'), r({ id: 'c' }))))),
    });
    const events = record(session);
    const first = session.start();
    expect(await session.start()).toBeUndefined();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect(await first).toBe(true);
    expect(await session.start()).toBeUndefined();
    expect(events.filter(([n]) => n === 'error').map(([, e]) => (e as { code: string }).code)).toEqual([
      'already-started',
      'already-started',
    ]);
  });

  it('errors during an established call are call-error', async () => {
    let client!: FakeVapi;
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk' },
      assistant: 'a',
      createClient: async (t, b) => (client = new FakeVapi(t, b, connected)),
    });
    const events = record(session);
    await session.start();
    client.emit('error', { type: 'daily-error', errorMsg: 'meeting ended' });
    expect(events.at(-1)).toEqual(['error', expect.objectContaining({ code: 'call-error', message: 'meeting ended' })]);
  });

  it('describes the shapes of SDK errors', () => {
    expect(describeVapiError('x')).toBe('x');
    expect(describeVapiError(new Error('boom'))).toBe('boom');
    expect(describeVapiError({ error: { message: 'inner' } })).toBe('inner');
    expect(describeVapiError({ type: 'start-method-error' })).toBe('start-method-error');
    expect(describeVapiError(null)).toBe('Unknown error');
  });
});

describe('Vapi adapter: microphone problems reported by Daily', () => {
  it('camera-error permissions during start → mic-denied instead of a generic failure', async () => {
    const session = new VapiVoiceSession({
      auth: { kind: 'public-key', publicKey: 'pk' },
      assistant: 'a',
      createClient: async (t, b) =>
        new FakeVapi(t, b, async (self) => {
          self.emit('camera-error', { error: { type: 'permissions' }, errorMsg: { errorMsg: 'Permission denied' } });
          self.emit('call-start-failed', { stage: 'daily-call-join', error: 'join failed' });
          return null;
        }),
    });
    const events = record(session);
    expect(await session.start()).toBeNull();
    expect(events).toEqual([['error', expect.objectContaining({ code: 'mic-denied', message: 'Permission denied' })]]);
  });
});
