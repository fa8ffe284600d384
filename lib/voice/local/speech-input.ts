import type { VoiceEmitter } from '../emitter';
import { SpeechDetector, rms } from '../levels';
import type { InputMode } from '../types';
import { listen, recognitionCtor, type RecognitionHandle, type RecognitionResultList } from './recognition';
import { markTiming } from './timing';

// The caller's side of a local session: the microphone level (one reading every LEVEL_INTERVAL_MS)
// → user speech start / end → the words, from the browser's speech
// recognition, else the server's transcription of the recorded segment, else typed by the caller.

type Options = {
  lang: 'fr' | 'en';
  serverTranscription: boolean;
  recognitionStartTimeoutMs?: number;
  /** Wait this long after the end of speech for recognition's final words. */
  recognitionFinalTimeoutMs?: number;
  events: VoiceEmitter;
  isActive: () => boolean;
  /** The caller started talking (the session cuts the agent off). */
  onSpeechStart: () => void;
  /** The caller stopped; true when the session answers words typed meanwhile instead. */
  onSpeechEnd: () => boolean;
  /** Final words heard (already trimmed, not empty). */
  onWords: (text: string) => void;
};

export class SpeechInput {
  private mode: InputMode = 'typing';
  private stream?: MediaStream;
  private analyser?: AnalyserNode;
  private readonly buf = new Float32Array(2048);
  private readonly detector: SpeechDetector;
  private recognition?: RecognitionHandle;
  private recognitionBroken = false;
  private recognitionText = '';
  private recognitionHeardAnything = false;
  private awaitingFinal?: ReturnType<typeof setTimeout>;
  private recorder?: MediaRecorder;
  private recordedChunks: Blob[] = [];

  constructor(private readonly opts: Options) {
    this.detector = new SpeechDetector({ onStart: () => this.speechStarted(), onEnd: () => this.speechEnded() });
  }

  get isSpeaking() {
    return this.detector.isSpeaking;
  }

  attach(ctx: AudioContext | undefined, stream: MediaStream) {
    this.stream = stream;
    if (!ctx) return;
    const mic = ctx.createMediaStreamSource(stream);
    this.analyser = ctx.createAnalyser();
    this.analyser.fftSize = 2048;
    mic.connect(this.analyser);
  }

  tick(now: number, muted: boolean) {
    let level = 0;
    if (this.analyser && !muted) {
      this.analyser.getFloatTimeDomainData(this.buf);
      level = rms(this.buf);
    }
    this.detector.push(level, now);
  }

  /** Browser recognition when there is one that works, else the fallbacks. */
  chooseMode() {
    const Ctor = recognitionCtor();
    if (!Ctor || this.recognitionBroken) return this.fallbackFromRecognition();
    this.setMode('speech-recognition');
    this.recognitionHeardAnything = false;
    const handle = listen(Ctor, {
      lang: this.opts.lang,
      startTimeoutMs: this.opts.recognitionStartTimeoutMs ?? 3000,
      keepGoing: () => this.opts.isActive() && this.recognition === handle && !this.recognitionBroken,
      onResult: (results, from) => this.recognized(results, from),
      onGiveUp: () => this.giveUpRecognition(),
    });
    if (!handle) this.giveUpRecognition();
    else if (!this.recognitionBroken) this.recognition = handle;
  }

  /** Call over: nothing more is heard or sent. */
  stop() {
    clearTimeout(this.awaitingFinal);
    this.awaitingFinal = undefined;
    if (this.detector.isSpeaking) this.detector.reset(true);
    this.recognitionText = '';
    const rec = this.recognition;
    this.recognition = undefined;
    rec?.abort();
    this.stopRecording(false);
    this.stream = undefined;
    this.analyser = undefined;
  }

  private setMode(mode: InputMode) {
    this.mode = mode;
    this.opts.events.emit('input-mode', mode);
  }

  private fallbackFromRecognition() {
    const canRecord = typeof MediaRecorder !== 'undefined' && this.opts.serverTranscription;
    this.setMode(canRecord ? 'server-transcription' : 'typing');
  }

  private giveUpRecognition() {
    if (this.recognitionBroken) return;
    this.recognitionBroken = true;
    this.recognition = undefined;
    if (this.opts.isActive()) this.fallbackFromRecognition();
  }

  private speechStarted() {
    this.opts.events.emit('user-speech-start');
    this.opts.onSpeechStart();
    if (this.mode === 'server-transcription') this.startRecording();
  }

  private speechEnded() {
    markTiming('voice:user-speech-end');
    this.opts.events.emit('user-speech-end');
    if (this.opts.onSpeechEnd()) {
      this.stopRecording(false);
      return;
    }
    if (this.mode === 'speech-recognition') {
      if (this.recognitionText.trim()) this.flushRecognition();
      else {
        clearTimeout(this.awaitingFinal);
        this.awaitingFinal = setTimeout(() => {
          this.awaitingFinal = undefined;
          // Speech was heard but recognition never produced a word this call: it silently does
          // not work here (offline engines can hang without an error). Let the caller type.
          if (!this.recognitionHeardAnything) this.recognition?.giveUp();
        }, this.opts.recognitionFinalTimeoutMs ?? 2000);
      }
    } else if (this.mode === 'server-transcription') {
      this.stopRecording(true);
    }
  }

  private recognized(results: RecognitionResultList, from: number) {
    this.recognitionHeardAnything = true;
    let interim = '';
    for (let i = from; i < results.length; i++) {
      const r = results[i];
      if (r.isFinal) this.recognitionText += ' ' + r[0].transcript;
      else interim += r[0].transcript;
    }
    if (interim.trim())
      this.opts.events.emit('transcript', { role: 'user', text: (this.recognitionText + ' ' + interim).trim(), final: false });
    if (this.recognitionText.trim() && (this.awaitingFinal || !this.detector.isSpeaking)) this.flushRecognition();
  }

  private flushRecognition() {
    clearTimeout(this.awaitingFinal);
    this.awaitingFinal = undefined;
    const text = this.recognitionText.trim();
    this.recognitionText = '';
    if (text) this.opts.onWords(text);
  }

  private startRecording() {
    if (!this.stream || this.recorder) return;
    try {
      const mime = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find((m) =>
        MediaRecorder.isTypeSupported?.(m),
      );
      this.recordedChunks = [];
      this.recorder = new MediaRecorder(this.stream, mime ? { mimeType: mime } : undefined);
      this.recorder.ondataavailable = (e) => e.data.size && this.recordedChunks.push(e.data);
      this.recorder.start();
    } catch {
      this.recorder = undefined;
      this.setMode('typing');
    }
  }

  private stopRecording(transcribe: boolean) {
    const recorder = this.recorder;
    if (!recorder) return;
    this.recorder = undefined;
    recorder.onstop = () => {
      const blob = new Blob(this.recordedChunks, { type: recorder.mimeType || 'audio/webm' });
      this.recordedChunks = [];
      if (transcribe && this.opts.isActive()) void this.transcribe(blob);
    };
    try {
      recorder.stop();
    } catch {
      /* already inactive */
    }
  }

  private async transcribe(blob: Blob) {
    try {
      const res = await fetch(`/api/voice/transcribe?lang=${this.opts.lang}`, {
        method: 'POST',
        headers: { 'content-type': blob.type || 'audio/webm', 'x-locale': this.opts.lang },
        body: blob,
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`transcription HTTP ${res.status}`);
      const { text } = (await res.json()) as { text?: string };
      if (!this.opts.isActive()) return;
      if (text?.trim()) this.opts.onWords(text.trim());
    } catch (err) {
      console.warn('[voice] server transcription failed; switching to typing', err);
      if (this.opts.isActive()) this.setMode('typing');
    }
  }
}
