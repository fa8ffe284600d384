import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOutputMode, fallbackOutputMode, loadVoices, pickBrowserVoice, type BrowserVoice } from '@/lib/voice/local/browser-voices';
import { LocalVoiceSession } from '@/lib/voice/local/session';
import type { OutputMode } from '@/lib/voice/types';

// The agent's voice in a local session: which of the browser's voices is good enough to beat the
// server's espeak-ng, and the order OpenAI TTS → browser voice → espeak-ng → any browser voice →
// text. Voice lists are fakes shaped like what each platform reports (headless Chromium has none).

const v = (name: string, lang: string, more: Partial<BrowserVoice> = {}): BrowserVoice => ({
  name,
  lang,
  localService: true,
  default: false,
  voiceURI: name,
  ...more,
});

const WINDOWS_EDGE = [
  v('Microsoft David - English (United States)', 'en-US'),
  v('Microsoft Hortense - French (France)', 'fr-FR'),
  v('Microsoft Denise Online (Natural) - French (France)', 'fr-FR', { localService: false }),
  v('Microsoft Aria Online (Natural) - English (United States)', 'en-US', { localService: false }),
];
const MACOS_SAFARI = [
  v('Thomas', 'fr-FR', { default: true }),
  v('Amélie (Enhanced)', 'fr-CA'),
  v('Samantha', 'en-US'),
  v('Daniel (Premium)', 'en-GB'),
];
const ANDROID_CHROME = [v('Google français', 'fr-FR', { localService: false }), v('Google US English', 'en-US', { localService: false })];
const LINUX_SPEECH_DISPATCHER = [
  v('French (France)+espeak-ng', 'fr', { voiceURI: 'espeak-ng fr' }),
  v('English (America) eSpeak', 'en-US'),
  v('pico-tts fr', 'fr-FR'),
];

describe('pickBrowserVoice', () => {
  it('prefers a natural (neural) voice of the language', () => {
    expect(pickBrowserVoice(WINDOWS_EDGE, 'fr')?.name).toBe('Microsoft Denise Online (Natural) - French (France)');
    expect(pickBrowserVoice(WINDOWS_EDGE, 'en')?.name).toBe('Microsoft Aria Online (Natural) - English (United States)');
    expect(pickBrowserVoice(MACOS_SAFARI, 'en')?.name).toBe('Daniel (Premium)');
  });

  it('takes a plain platform voice when there is no natural one (still better than espeak-ng)', () => {
    expect(pickBrowserVoice(ANDROID_CHROME, 'fr')?.name).toBe('Google français');
    expect(pickBrowserVoice([v('Thomas', 'fr-FR'), v('Samantha', 'en-US')], 'fr')?.name).toBe('Thomas');
  });

  it('matches languages written fr_FR or FR-fr, never another language', () => {
    expect(pickBrowserVoice([v('Audrey', 'fr_FR')], 'fr')?.name).toBe('Audrey');
    expect(pickBrowserVoice([v('Audrey', 'FR-fr')], 'fr')?.name).toBe('Audrey');
    expect(pickBrowserVoice([v('Samantha', 'en-US'), v('Frida', 'fy-NL')], 'fr')).toBeNull();
  });

  it('prefers the visitor’s region among equal voices', () => {
    const voices = [
      v('Google français', 'fr-FR', { localService: false }),
      v('Google français du Canada', 'fr-CA', { localService: false }),
    ];
    expect(pickBrowserVoice(voices, 'fr')?.name).toBe('Google français');
    expect(pickBrowserVoice(voices, 'fr', ['fr-CA', 'en-CA'])?.name).toBe('Google français du Canada');
  });

  it('none worth it: no voices, or only formant engines like the server’s own espeak-ng', () => {
    expect(pickBrowserVoice([], 'fr')).toBeNull();
    expect(pickBrowserVoice(LINUX_SPEECH_DISPATCHER, 'fr')).toBeNull();
    expect(pickBrowserVoice(LINUX_SPEECH_DISPATCHER, 'en')).toBeNull();
  });
});

describe('chooseOutputMode (call start) and fallbackOutputMode (server audio failed)', () => {
  const voice = v('Microsoft Denise Online (Natural) - French (France)', 'fr-FR');
  const cases: [string, Parameters<typeof chooseOutputMode>[0], OutputMode][] = [
    [
      'OpenAI TTS first, even with a natural browser voice',
      { naturalServerVoice: true, serverAudio: true, browserVoice: voice, browserTts: true },
      'server-tts',
    ],
    [
      'a browser voice before espeak-ng',
      { naturalServerVoice: false, serverAudio: true, browserVoice: voice, browserTts: true },
      'browser-voice',
    ],
    [
      'espeak-ng when the browser has no good voice (headless Chromium)',
      { naturalServerVoice: false, serverAudio: true, browserVoice: null, browserTts: true },
      'server-tts',
    ],
    [
      'OpenAI keyed but no audio output: the browser voice',
      { naturalServerVoice: true, serverAudio: false, browserVoice: voice, browserTts: true },
      'browser-voice',
    ],
    [
      'no audio output, no good voice: whatever synthesis the browser has',
      { naturalServerVoice: false, serverAudio: false, browserVoice: null, browserTts: true },
      'browser-tts',
    ],
    ['nothing at all: text', { naturalServerVoice: true, serverAudio: false, browserVoice: null, browserTts: false }, 'text-only'],
  ];
  it.each(cases)('%s', (_label, choice, mode) => {
    expect(chooseOutputMode(choice)).toBe(mode);
  });

  it('after a server failure: the good browser voice, else any synthesis, else text', () => {
    expect(fallbackOutputMode({ browserVoice: voice, browserTts: true })).toBe('browser-voice');
    expect(fallbackOutputMode({ browserVoice: null, browserTts: true })).toBe('browser-tts');
    expect(fallbackOutputMode({ browserVoice: null, browserTts: false })).toBe('text-only');
  });
});

/** A speechSynthesis whose voice list arrives later, as in Chrome. */
class FakeSynth extends EventTarget {
  voices: BrowserVoice[] = [];
  speaking = false;
  spoken: { text: string; lang: string; voice: unknown }[] = [];
  getVoices() {
    return this.voices as SpeechSynthesisVoice[];
  }
  speak(u: FakeUtterance) {
    this.spoken.push({ text: u.text, lang: u.lang, voice: u.voice });
    queueMicrotask(() => {
      u.onstart?.();
      u.onend?.();
    });
  }
  cancel() {}
}
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadVoices', () => {
  it('returns a list that is already there at once', async () => {
    const synth = new FakeSynth();
    synth.voices = MACOS_SAFARI;
    expect(await loadVoices(synth)).toHaveLength(4);
  });

  it('waits for voiceschanged when the list starts empty', async () => {
    const synth = new FakeSynth();
    const loading = loadVoices(synth, 5000);
    setTimeout(() => {
      synth.voices = WINDOWS_EDGE;
      synth.dispatchEvent(new Event('voiceschanged'));
    }, 10);
    expect(await loading).toHaveLength(4);
  });

  it('gives up after the deadline when no event comes (headless browsers)', async () => {
    vi.useFakeTimers();
    const loading = loadVoices(new FakeSynth(), 400);
    await vi.advanceTimersByTimeAsync(400);
    expect(await loading).toEqual([]);
    expect(await loadVoices(undefined)).toEqual([]);
  });
});

describe('local session: the agent speaks with the browser’s voice (no AudioContext here)', () => {
  const options = {
    agentId: '00000000-0000-4000-8000-00000000f001',
    lang: 'fr' as const,
    greeting: 'Bonjour, comment puis-je vous aider\u00a0?',
    transferSpeech: 'Je transférerais votre appel au {phone}.',
    serverTranscription: false,
    voiceLoadTimeoutMs: 1000,
  };

  /** `micMs`: how long the microphone takes to open (the permission prompt). */
  async function startWith(synth: FakeSynth, micMs = 0) {
    const track = { enabled: true, stop: () => {} };
    const getUserMedia = async () => {
      await new Promise((r) => setTimeout(r, micMs));
      return { getAudioTracks: () => [track], getTracks: () => [track] };
    };
    vi.stubGlobal('navigator', { languages: ['fr-FR'], mediaDevices: { getUserMedia } });
    vi.stubGlobal('window', { speechSynthesis: synth });
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const session = new LocalVoiceSession(options);
    const modes: OutputMode[] = [];
    session.on('output-mode', (m) => modes.push(m));
    expect(await session.start()).toBe(true);
    await vi.waitFor(() => expect(synth.spoken).toHaveLength(1));
    await session.stop();
    return { modes, spoken: synth.spoken[0] };
  }

  it('a natural voice that arrives (voiceschanged) while the microphone opens speaks the greeting', async () => {
    const synth = new FakeSynth();
    setTimeout(() => {
      synth.voices = WINDOWS_EDGE;
      synth.dispatchEvent(new Event('voiceschanged'));
    }, 20);
    const { modes, spoken } = await startWith(synth, 80);
    expect(modes).toEqual(['browser-voice']);
    expect(spoken).toMatchObject({
      text: options.greeting,
      lang: 'fr-FR',
      voice: { name: 'Microsoft Denise Online (Natural) - French (France)' },
    });
  });

  it('a list that is there without any event is used too (Safari fills it at once)', async () => {
    const synth = new FakeSynth();
    synth.voices = MACOS_SAFARI;
    const { modes, spoken } = await startWith(synth);
    expect(modes).toEqual(['browser-voice']);
    expect(spoken).toMatchObject({ voice: { name: 'Amélie (Enhanced)' } }); // enhanced beats the region
  });

  it('the greeting does not wait for voices that are still loading once the microphone is open', async () => {
    const synth = new FakeSynth();
    setTimeout(() => {
      synth.voices = WINDOWS_EDGE;
      synth.dispatchEvent(new Event('voiceschanged'));
    }, 200);
    const started = performance.now();
    const { modes } = await startWith(synth, 0);
    expect(performance.now() - started).toBeLessThan(150);
    expect(modes).toEqual(['browser-tts']);
  });

  it('only espeak voices: the browser’s default synthesis, no voice forced (server audio unavailable here)', async () => {
    const synth = new FakeSynth();
    synth.voices = LINUX_SPEECH_DISPATCHER;
    const { modes, spoken } = await startWith(synth);
    expect(modes).toEqual(['browser-tts']);
    expect(spoken).toMatchObject({ text: options.greeting, lang: 'fr-FR', voice: null });
  });
});
