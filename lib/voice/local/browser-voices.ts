import type { OutputMode } from '../types';

// Which voice speaks the agent's replies in a local session. Desktop and phone browsers ship good
// voices (Microsoft "Natural", Apple "Enhanced"/"Premium", Google's), better than the server's
// espeak-ng; OpenAI TTS, when the server has a key, is better still. So:
//   OpenAI TTS → a good voice of the browser for the language → server espeak-ng
//   → any speech synthesis the browser has → text only.

/** The parts of SpeechSynthesisVoice the choice reads (fake lists in tests). */
export type BrowserVoice = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'localService' | 'default' | 'voiceURI'>;

type VoiceSource = Pick<SpeechSynthesis, 'getVoices' | 'addEventListener' | 'removeEventListener'>;

// Formant and diphone engines (Linux speech-dispatcher back-ends): no better than the server's.
const ROBOTIC = /e-?speak|festival|mbrola|pico|flite/i;
// Neural voices say so in their names on every platform.
const NATURAL = /natural|neural|enhanced|premium|siri|wavenet/i;
const KNOWN_VENDOR = /google|microsoft|apple/i;

const DEFAULT_REGION = { fr: 'fr-fr', en: 'en-us' } as const;

const normalizeLang = (lang: string) => lang.toLowerCase().replace('_', '-');

/**
 * The best voice of the list for `lang`, or null when it has none worth preferring to the
 * server's espeak-ng. `preferred` are the visitor's locales (navigator.languages): a fr-CA visitor
 * gets a Canadian voice when there is one.
 */
export function pickBrowserVoice<V extends BrowserVoice>(
  voices: readonly V[],
  lang: 'fr' | 'en',
  preferred: readonly string[] = [],
): V | null {
  const visitor = preferred.map(normalizeLang).filter((l) => l.startsWith(`${lang}-`));
  const regions = new Set(visitor.length > 0 ? visitor : [DEFAULT_REGION[lang]]);
  let best: V | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const voiceLang = normalizeLang(voice.lang);
    if (voiceLang.split('-')[0] !== lang) continue;
    if (ROBOTIC.test(voice.name) || ROBOTIC.test(voice.voiceURI)) continue;
    const score =
      (NATURAL.test(voice.name) ? 4 : 0) +
      (KNOWN_VENDOR.test(voice.name) ? 2 : 0) +
      (voice.localService ? 1 : 0) + // no network round trip, works offline
      (regions.has(voiceLang) ? 1 : 0) +
      (voice.default ? 0.5 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The browser's voices. Chrome fills the list asynchronously (empty until `voiceschanged`);
 * headless browsers have none and may never fire the event, hence the short deadline.
 */
export function loadVoices(synth: VoiceSource | undefined, timeoutMs = 400): Promise<SpeechSynthesisVoice[]> {
  const read = () => {
    try {
      return synth?.getVoices() ?? [];
    } catch {
      return [];
    }
  };
  const now = read();
  if (!synth || now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(read());
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener('voiceschanged', done);
  });
}

export type OutputChoice = {
  /** The server speaks with OpenAI TTS (it has a key). */
  naturalServerVoice: boolean;
  /** Server audio can be played (an AudioContext exists). */
  serverAudio: boolean;
  /** pickBrowserVoice's answer. */
  browserVoice: BrowserVoice | null;
  /** speechSynthesis exists at all. */
  browserTts: boolean;
};

/** The output mode at call start, in the order above. */
export function chooseOutputMode(c: OutputChoice): OutputMode {
  if (c.serverAudio && c.naturalServerVoice) return 'server-tts';
  if (c.browserTts && c.browserVoice) return 'browser-voice';
  if (c.serverAudio) return 'server-tts';
  return fallbackOutputMode(c);
}

/** When server audio fails during a call. */
export function fallbackOutputMode(c: Pick<OutputChoice, 'browserVoice' | 'browserTts'>): OutputMode {
  if (!c.browserTts) return 'text-only';
  return c.browserVoice ? 'browser-voice' : 'browser-tts';
}
