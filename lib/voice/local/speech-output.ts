import type { VoiceEmitter } from '../emitter';
import { LEVEL_INTERVAL_MS, SpeechDetector, levelToVolume, rms } from '../levels';
import type { OutputMode } from '../types';
import { fallbackOutputMode, type BrowserVoice } from './browser-voices';
import { markTiming } from './timing';

// The agent's voice in a local session: server TTS (OpenAI or espeak-ng WAV) played through an
// AnalyserNode, whose level drives speech-start / speech-end / volume-level exactly as Vapi derives
// them from remote audio; or the browser's speech synthesis, which exposes no level.

const TTS_CHUNK_MAX = 280;

/** Splits a reply into sentence groups ≤ TTS_CHUNK_MAX so the first one plays while the rest render. */
export function splitForSpeech(text: string, max = TTS_CHUNK_MAX): string[] {
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?…]+[.!?…]*\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  for (const raw of sentences) {
    let s = raw;
    while (s.length > max) {
      const cut = s.lastIndexOf(' ', max) > 0 ? s.lastIndexOf(' ', max) : max;
      if (current) {
        chunks.push(current.trim());
        current = '';
      }
      chunks.push(s.slice(0, cut).trim());
      s = s.slice(cut);
    }
    if ((current + s).length > max && current) {
      chunks.push(current.trim());
      current = '';
    }
    current += s;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks.filter(Boolean);
}

export function browserTtsAvailable() {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

type Options = { lang: 'fr' | 'en'; events: VoiceEmitter; isActive: () => boolean };

export class SpeechOutput {
  private mode: OutputMode = 'server-tts';
  private ctx?: AudioContext;
  private analyser?: AnalyserNode;
  private readonly buf = new Float32Array(2048);
  private readonly detector: SpeechDetector;
  private browserVoice: BrowserVoice | null = null;
  /** Incremented on every new agent utterance: stale audio from an older turn is dropped. */
  private generation = 0;
  private sources = new Set<AudioBufferSourceNode>();
  private speaking = 0;

  constructor(private readonly opts: Options) {
    this.detector = new SpeechDetector({
      onStart: () => opts.events.emit('speech-start'),
      onEnd: () => opts.events.emit('speech-end'),
    });
  }

  /** Server audio plays through `ctx` (none: browser speech or text only). */
  attach(ctx: AudioContext | undefined) {
    this.ctx = ctx;
    if (!ctx) return;
    this.analyser = ctx.createAnalyser();
    this.analyser.fftSize = 2048;
    this.analyser.connect(ctx.destination);
  }

  setMode(mode: OutputMode, browserVoice: BrowserVoice | null = this.browserVoice) {
    this.mode = mode;
    this.browserVoice = browserVoice;
    this.opts.events.emit('output-mode', mode);
  }

  private get browserSpeech() {
    return this.mode === 'browser-voice' || this.mode === 'browser-tts';
  }

  /** Speaks `text`, cutting whatever was being said. Resolves true when it was the last utterance. */
  async say(text: string): Promise<boolean> {
    const generation = ++this.generation;
    this.stopAudio();
    this.speaking++;
    try {
      if (this.mode === 'server-tts' && (await this.playServerTts(text, generation))) return this.isCurrent(generation);
      if (!this.isCurrent(generation)) return false;
      if (this.browserSpeech) await this.playBrowserTts(text, generation);
      return this.isCurrent(generation);
    } finally {
      this.speaking--;
    }
  }

  private isCurrent(generation: number) {
    return generation === this.generation && this.opts.isActive();
  }

  /** Level every LEVEL_INTERVAL_MS (server audio only: browser speech has no observable level). */
  tick(now: number) {
    if (this.mode !== 'server-tts') return;
    let level = 0;
    if (this.analyser && this.sources.size > 0) {
      this.analyser.getFloatTimeDomainData(this.buf);
      level = rms(this.buf);
    }
    if (this.sources.size > 0 || this.detector.isSpeaking) this.opts.events.emit('volume-level', levelToVolume(level));
    this.detector.push(level, now);
  }

  /** Barge-in: the caller started talking, the agent stops at once. */
  bargeIn() {
    if (this.sources.size > 0 || (this.browserSpeech && this.speaking > 0)) {
      markTiming('voice:barge-in');
      this.generation++;
      this.stopAudio();
    }
  }

  /** Call over: silence, and no event from a turn still in flight. */
  stop() {
    this.generation++;
    this.stopAudio();
    if (this.detector.isSpeaking) this.detector.reset(true);
  }

  detach() {
    this.analyser = undefined;
    this.ctx = undefined;
  }

  /** true when played (or superseded); false when server TTS is unavailable. */
  private async playServerTts(text: string, generation: number): Promise<boolean> {
    const ctx = this.ctx;
    if (!ctx || !this.analyser) return false;
    // Fetch all chunks at once (espeak-ng renders a sentence in ~20 ms); play them in order.
    const buffers = splitForSpeech(text).map((chunk) => this.fetchTts(chunk, ctx));
    for (const pending of buffers) {
      const buffer = await pending.catch(() => null);
      if (!this.isCurrent(generation)) return true;
      if (!buffer) {
        this.setMode(fallbackOutputMode({ browserVoice: this.browserVoice, browserTts: browserTtsAvailable() }));
        return false;
      }
      await this.playBuffer(ctx, buffer, generation);
      if (!this.isCurrent(generation)) return true;
    }
    return true;
  }

  private async fetchTts(text: string, ctx: AudioContext): Promise<AudioBuffer | null> {
    const res = await fetch('/api/voice/tts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': this.opts.lang },
      body: JSON.stringify({ text, lang: this.opts.lang }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    return ctx.decodeAudioData(await res.arrayBuffer());
  }

  private playBuffer(ctx: AudioContext, buffer: AudioBuffer, generation: number): Promise<void> {
    return new Promise((resolve) => {
      if (generation !== this.generation) return resolve();
      const src = ctx.createBufferSource();
      src.buffer = buffer;
      src.connect(this.analyser!);
      this.sources.add(src);
      src.onended = () => {
        this.sources.delete(src);
        resolve();
      };
      markTiming('voice:agent-audio-start');
      src.start();
    });
  }

  private playBrowserTts(text: string, generation: number): Promise<void> {
    return new Promise((resolve) => {
      const synth = window.speechSynthesis;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = this.opts.lang === 'fr' ? 'fr-FR' : 'en-US';
      const voice = this.mode === 'browser-voice' ? this.browserVoice : null;
      if (voice) {
        utterance.voice = voice as SpeechSynthesisVoice;
        utterance.lang = voice.lang;
      }
      let pulse: ReturnType<typeof setInterval> | undefined;
      const done = () => {
        clearInterval(pulse);
        if (this.detector.isSpeaking) {
          this.detector.reset();
          this.opts.events.emit('speech-end');
        }
        resolve();
      };
      utterance.onstart = () => {
        if (generation !== this.generation) return;
        markTiming('voice:agent-audio-start');
        this.detector.push(1, performance.now());
        // No level is observable from speechSynthesis: a gentle pulse keeps meters alive.
        let phase = 0;
        pulse = setInterval(
          () => this.opts.events.emit('volume-level', 0.35 + 0.25 * Math.abs(Math.sin((phase += 0.6)))),
          LEVEL_INTERVAL_MS,
        );
      };
      utterance.onend = done;
      utterance.onerror = done;
      synth.speak(utterance);
      // Headless or voiceless browsers never fire onstart: do not hang the turn.
      setTimeout(() => {
        if (!synth.speaking) done();
      }, 3000);
    });
  }

  private stopAudio() {
    for (const src of this.sources) {
      try {
        src.onended = null;
        src.stop();
      } catch {
        /* already stopped */
      }
    }
    this.sources.clear();
    if (this.browserSpeech && typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
  }
}
