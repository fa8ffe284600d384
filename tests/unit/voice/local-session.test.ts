import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalVoiceSession } from '@/lib/voice/local/session';
import type { VoiceEventMap, VoiceEventName } from '@/lib/voice/types';

// The local session's conversation logic without a browser: no AudioContext (so no level meter and
// the agent's words are text-only), a stubbed getUserMedia and a stubbed chat API.

function fakeStream() {
  const track = { enabled: true, stop: vi.fn() };
  return { track, stream: { getAudioTracks: () => [track], getTracks: () => [track] } };
}

function record(session: LocalVoiceSession) {
  const events: [VoiceEventName, ...unknown[]][] = [];
  const names: VoiceEventName[] = ['call-start', 'call-end', 'transcript', 'error', 'transfer', 'input-mode', 'output-mode'];
  for (const name of names) session.on(name, ((...args: VoiceEventMap[typeof name]) => events.push([name, ...args])) as never);
  return events;
}

const options = {
  agentId: '00000000-0000-4000-8000-00000000f001',
  lang: 'fr' as const,
  greeting: 'Bonjour, comment puis-je vous aider\u00a0?',
  transferSpeech: 'Je transférerais votre appel au {phone}.',
  transferPhone: '+33 1 00 00 00 00',
  serverTranscription: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('local voice session (stubbed mic + chat API)', () => {
  it('starts: call-start, greeting in the transcript, typing input (no recognition), text-only voice', async () => {
    const { stream } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
    const session = new LocalVoiceSession(options);
    const events = record(session);
    expect(await session.start()).toBe(true);
    expect(events).toEqual([
      ['call-start'],
      ['output-mode', 'text-only'],
      ['input-mode', 'typing'],
      ['transcript', { role: 'assistant', text: options.greeting, final: true }],
    ]);
    const gum = (navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>).mock.calls[0][0];
    expect(gum.audio).toMatchObject({ echoCancellation: true, noiseSuppression: true });
    await session.stop();
  });

  it('a second start while starting returns nothing and emits already-started', async () => {
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => new Promise(() => {}) } });
    const session = new LocalVoiceSession(options);
    const events = record(session);
    void session.start();
    expect(await session.start()).toBeUndefined();
    expect(events).toEqual([['error', expect.objectContaining({ code: 'already-started' })]]);
  });

  it('microphone denied → mic-denied error, null, idle again', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: async () => {
          throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
        },
      },
    });
    const session = new LocalVoiceSession(options);
    const events = record(session);
    expect(await session.start()).toBeNull();
    expect(events).toEqual([['error', expect.objectContaining({ code: 'mic-denied' })]]);
    expect(await session.start()).toBeNull(); // not "already started"
  });

  it('no getUserMedia at all → mic-absent', async () => {
    vi.stubGlobal('navigator', {});
    const session = new LocalVoiceSession(options);
    const events = record(session);
    expect(await session.start()).toBeNull();
    expect(events[0]).toEqual(['error', expect.objectContaining({ code: 'mic-absent' })]);
  });

  it('typed words go to the chat API with the session id; replies land in the transcript', async () => {
    const { stream } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      return Response.json({
        sessionId: 's-1',
        reply: body.sessionId ? 'Deuxième réponse.' : 'Nos tarifs commencent à 49 €.',
        actions: [],
        ended: false,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const session = new LocalVoiceSession(options);
    const events = record(session);
    await session.start();
    session.sendText('  Quels sont vos tarifs ?  ');
    await vi.waitFor(() =>
      expect(events.filter(([n, t]) => n === 'transcript' && (t as { role: string }).role === 'assistant')).toHaveLength(2),
    );
    session.sendText('Et ensuite ?');
    await vi.waitFor(() =>
      expect(events.filter(([n, t]) => n === 'transcript' && (t as { role: string }).role === 'assistant')).toHaveLength(3),
    );
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/agents/${options.agentId}/chat`);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ message: 'Quels sont vos tarifs ?' });
    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body))).toEqual({ sessionId: 's-1', message: 'Et ensuite ?' });
    const transcript = events.filter(([n]) => n === 'transcript').map(([, t]) => t);
    expect(transcript).toEqual([
      { role: 'assistant', text: options.greeting, final: true },
      { role: 'user', text: 'Quels sont vos tarifs ?', final: true },
      { role: 'assistant', text: 'Nos tarifs commencent à 49 €.', final: true },
      { role: 'user', text: 'Et ensuite ?', final: true },
      { role: 'assistant', text: 'Deuxième réponse.', final: true },
    ]);
    await session.stop();
  });

  it('a transfer action: transfer event with the number, and the agent says what it would do', async () => {
    const { stream } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
    vi.stubGlobal('fetch', async () =>
      Response.json({
        sessionId: 's',
        reply: 'Je vous transfère, ne quittez pas.',
        actions: [{ type: 'transfer', phone: '+33 5 56 12 34 56' }],
        ended: false,
      }),
    );
    const session = new LocalVoiceSession(options);
    const events = record(session);
    await session.start();
    session.sendText('Passez-moi quelqu’un');
    await vi.waitFor(() => expect(events.some(([n]) => n === 'transfer')).toBe(true));
    expect(events.find(([n]) => n === 'transfer')).toEqual(['transfer', { phone: '+33 5 56 12 34 56' }]);
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual([
        'transcript',
        { role: 'assistant', text: 'Je transférerais votre appel au +33 5 56 12 34 56.', final: true },
      ]),
    );
    await session.stop();
  });

  it('an ended conversation ends the call after the last words; call-end once; mic released', async () => {
    const { stream, track } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
    vi.stubGlobal('fetch', async () => Response.json({ sessionId: 's', reply: 'Au revoir !', actions: [], ended: true }));
    const session = new LocalVoiceSession(options);
    const events = record(session);
    await session.start();
    session.sendText('Merci, au revoir');
    await vi.waitFor(() => expect(events.filter(([n]) => n === 'call-end')).toHaveLength(1), { timeout: 3000 });
    expect(track.stop).toHaveBeenCalled();
    await session.stop();
    expect(events.filter(([n]) => n === 'call-end')).toHaveLength(1);
  });

  it('a failing chat API is a call-error, the call goes on', async () => {
    const { stream } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = new LocalVoiceSession(options);
    const events = record(session);
    await session.start();
    session.sendText('Bonjour');
    await vi.waitFor(() => expect(events.at(-1)).toEqual(['error', expect.objectContaining({ code: 'call-error' })]));
    session.setMuted(true);
    expect(session.isMuted()).toBe(true);
    expect(stream.getAudioTracks()[0].enabled).toBe(false);
    await session.stop();
    expect(events.filter(([n]) => n === 'call-end')).toHaveLength(1);
  });

  it('two quick turns are answered in order, the second in the first one’s chat session', async () => {
    const { stream } = fakeStream();
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => stream } });
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      await new Promise((r) => setTimeout(r, body.sessionId ? 5 : 50)); // the first answer is slower
      return Response.json({ sessionId: 'chat-1', reply: `Réponse à « ${body.message} »`, actions: [], ended: false });
    });
    const session = new LocalVoiceSession(options);
    const events = record(session);
    await session.start();
    session.sendText('un');
    session.sendText('deux');
    await vi.waitFor(() =>
      expect(events.filter(([n, t]) => n === 'transcript' && (t as { role: string }).role === 'assistant')).toHaveLength(3),
    );
    expect(bodies).toEqual([{ message: 'un' }, { sessionId: 'chat-1', message: 'deux' }]);
    const replies = events
      .filter(([n, t]) => n === 'transcript' && (t as { role: string }).role === 'assistant')
      .map(([, t]) => (t as { text: string }).text);
    expect(replies.slice(1)).toEqual(['Réponse à « un »', 'Réponse à « deux »']);
    await session.stop();
  });
});
