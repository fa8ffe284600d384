import { VoiceEmitter } from './emitter';
import { classifyMicError, startConnectingTone } from './audio';
import { LEVEL_INTERVAL_MS, SpeechDetector, levelToVolume, rms } from './levels';
import type { InputMode, OutputMode, VoiceError, VoiceErrorCode, VoiceEventName, VoiceListener, VoiceSession } from './types';

// The embedded default (no keys): the browser talks to our own receptionist engine.
//   mic (getUserMedia, echo cancellation + noise suppression) → level every 100 ms → user speech
//   start/end (SPEC §9) → words from browser speech recognition, else server transcription of the
//   recorded segment, else the caller types them → POST /api/agents/:id/chat → reply → server TTS
//   (espeak-ng or OpenAI) played through an AnalyserNode, whose level drives the agent's
//   speech-start / speech-end / volume-level exactly as Vapi derives them from remote audio.
// performance marks 'voice:user-speech-end' and 'voice:agent-audio-start' time each turn (the
// latency bench reads them; they are also visible in any RUM tool).

export type LocalSessionOptions = {
  agentId: string;
  lang: 'fr' | 'en';
  greeting: string;
  /** Spoken when the engine asks for a transfer; "{phone}" is replaced. */
  transferSpeech: string;
  transferPhone?: string;
  serverTranscription: boolean;
  /** Primed in the click handler (iOS). Created here when absent. */
  audioContext?: AudioContext;
  /** Give up on browser recognition when it has not started within this time (offline it hangs). */
  recognitionStartTimeoutMs?: number;
  /** Wait this long after the end of speech for recognition's final words. */
  recognitionFinalTimeoutMs?: number;
};

type ChatAnswer = { sessionId: string; reply: string; actions?: unknown[]; ended?: boolean };

// Minimal Web Speech API typing (not in TypeScript's DOM lib).
type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};
type RecognitionCtor = new () => Recognition;

const TTS_CHUNK_MAX = 280;

/** Splits a reply into sentence groups ≤ TTS_CHUNK_MAX so the first one plays while the rest render. */
export function splitForSpeech(text: string, max = TTS_CHUNK_MAX): string[] {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?…]+[.!?…]*\s*/g) ?? [];
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

/** A transfer request among the engine's actions → the number to show, if any. */
export function findTransferPhone(actions: unknown[] | undefined, fallback?: string): string | null {
  for (const action of actions ?? []) {
    if (!action || typeof action !== 'object') continue;
    const a = action as Record<string, unknown>;
    const kind = String(a.type ?? a.kind ?? a.name ?? '');
    if (!/transfer/i.test(kind)) continue;
    for (const key of ['phone', 'number', 'to', 'destination']) {
      if (typeof a[key] === 'string' && a[key]) return a[key] as string;
    }
    return fallback ?? null;
  }
  return null;
}

type State = 'idle' | 'starting' | 'active';

export class LocalVoiceSession implements VoiceSession {
  private readonly events = new VoiceEmitter();
  private state: State = 'idle';
  private muted = false;
  private callStarted = false;
  private ctx?: AudioContext;
  private ownsContext = false;
  private stream?: MediaStream;
  private micAnalyser?: AnalyserNode;
  private outAnalyser?: AnalyserNode;
  private levelTimer?: ReturnType<typeof setInterval>;
  private readonly micBuf = new Float32Array(2048);
  private readonly outBuf = new Float32Array(2048);
  private userDetector: SpeechDetector;
  private agentDetector: SpeechDetector;
  private inputMode: InputMode = 'typing';
  private outputMode: OutputMode = 'server-tts';
  private recognition?: Recognition;
  private recognitionBroken = false;
  private recognitionText = '';
  private recognitionHeardAnything = false;
  private giveUpRecognition?: () => void;
  private awaitingFinal?: ReturnType<typeof setTimeout>;
  private recorder?: MediaRecorder;
  private recordedChunks: Blob[] = [];
  private pendingTyped: string | null = null;
  private chatSessionId?: string;
  /** Incremented on every new agent utterance: stale audio from an older turn is dropped. */
  private speechGeneration = 0;
  private sources = new Set<AudioBufferSourceNode>();
  private endAfterSpeech = false;
  private speaking = 0;

  constructor(private readonly opts: LocalSessionOptions) {
    this.userDetector = new SpeechDetector({
      onStart: () => this.onUserSpeechStart(),
      onEnd: () => this.onUserSpeechEnd(),
    });
    this.agentDetector = new SpeechDetector({
      onStart: () => this.events.emit('speech-start'),
      onEnd: () => this.events.emit('speech-end'),
    });
  }

  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>) {
    return this.events.on(event, listener);
  }

  isMuted() {
    return this.muted;
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  async start(): Promise<true | null | undefined> {
    if (this.state !== 'idle') {
      this.fail('already-started', 'A call is already in progress.', undefined, false);
      return undefined;
    }
    this.state = 'starting';
    this.callStarted = false;
    this.chatSessionId = undefined;
    this.ctx = this.opts.audioContext;
    if (!this.ctx || this.ctx.state === 'closed') {
      const Ctor = typeof window !== 'undefined' ? window.AudioContext : undefined;
      this.ctx = Ctor ? new Ctor() : undefined;
      this.ownsContext = true;
    } else {
      this.ownsContext = true; // handed over for this call: closed when the call ends
    }
    void this.ctx?.resume().catch(() => {});
    const tone = startConnectingTone(this.ctx);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('getUserMedia unavailable'), { name: 'NotFoundError' });
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (err) {
      tone.stop();
      const code = classifyMicError(err);
      this.cleanup();
      this.fail(code, err instanceof Error ? err.message : String(err), err, false);
      return null;
    }
    tone.stop();
    if (this.state !== 'starting') {
      // stop() was called while the permission prompt was open.
      this.cleanup();
      return null;
    }
    try {
      this.setupAudioGraph();
    } catch (err) {
      this.cleanup();
      this.fail('start-failed', 'Audio could not be initialised.', err, false);
      return null;
    }
    this.setMuted(this.muted);
    this.state = 'active';
    this.callStarted = true;
    this.events.emit('call-start');
    this.setOutputMode(this.ctx ? 'server-tts' : this.browserTtsAvailable() ? 'browser-tts' : 'text-only');
    this.chooseInputMode();
    this.say(this.opts.greeting);
    return true;
  }

  async stop(): Promise<void> {
    if (this.state === 'idle') return;
    const wasStarted = this.callStarted;
    this.state = 'idle';
    this.cleanup();
    if (wasStarted) {
      this.callStarted = false;
      this.events.emit('call-end');
    }
  }

  sendText(text: string) {
    const clean = text.trim();
    if (!clean || this.state !== 'active') return;
    this.events.emit('transcript', { role: 'user', text: clean, final: true });
    // Typed while still talking: answer once the caller stops, like a spoken turn.
    if (this.userDetector.isSpeaking) this.pendingTyped = clean;
    else void this.respond(clean);
  }

  dispose() {
    void this.stop();
    this.events.clear();
  }

  // ── audio in ────────────────────────────────────────────────────────────────────────────────

  private setupAudioGraph() {
    const ctx = this.ctx;
    if (!ctx || !this.stream) return;
    const mic = ctx.createMediaStreamSource(this.stream);
    this.micAnalyser = ctx.createAnalyser();
    this.micAnalyser.fftSize = 2048;
    mic.connect(this.micAnalyser);
    this.outAnalyser = ctx.createAnalyser();
    this.outAnalyser.fftSize = 2048;
    this.outAnalyser.connect(ctx.destination);
    this.levelTimer = setInterval(() => this.tick(), LEVEL_INTERVAL_MS);
  }

  private tick() {
    const now = performance.now();
    let micLevel = 0;
    if (this.micAnalyser && !this.muted) {
      this.micAnalyser.getFloatTimeDomainData(this.micBuf);
      micLevel = rms(this.micBuf);
    }
    this.userDetector.push(micLevel, now);
    if (this.outputMode === 'server-tts') {
      let outLevel = 0;
      if (this.outAnalyser && this.sources.size > 0) {
        this.outAnalyser.getFloatTimeDomainData(this.outBuf);
        outLevel = rms(this.outBuf);
      }
      if (this.sources.size > 0 || this.agentDetector.isSpeaking) this.events.emit('volume-level', levelToVolume(outLevel));
      this.agentDetector.push(outLevel, now);
    }
  }

  private onUserSpeechStart() {
    this.events.emit('user-speech-start');
    this.bargeIn();
    if (this.inputMode === 'server-transcription') this.startRecording();
  }

  private onUserSpeechEnd() {
    mark('voice:user-speech-end');
    this.events.emit('user-speech-end');
    if (this.pendingTyped) {
      const text = this.pendingTyped;
      this.pendingTyped = null;
      void this.respond(text);
      this.stopRecording(false);
      return;
    }
    if (this.inputMode === 'speech-recognition') {
      if (this.recognitionText.trim()) this.flushRecognition();
      else {
        clearTimeout(this.awaitingFinal);
        this.awaitingFinal = setTimeout(() => {
          this.awaitingFinal = undefined;
          // Speech was heard but recognition never produced a word this call: it silently does
          // not work here (offline engines can hang without an error). Let the caller type.
          if (!this.recognitionHeardAnything) this.giveUpRecognition?.();
        }, this.opts.recognitionFinalTimeoutMs ?? 2000);
      }
    } else if (this.inputMode === 'server-transcription') {
      this.stopRecording(true);
    }
  }

  private chooseInputMode() {
    const w = typeof window !== 'undefined' ? (window as unknown as Record<string, unknown>) : {};
    const Ctor = (w.SpeechRecognition ?? w.webkitSpeechRecognition) as RecognitionCtor | undefined;
    if (Ctor && !this.recognitionBroken) {
      this.setInputMode('speech-recognition');
      this.startRecognition(Ctor);
    } else {
      this.fallbackFromRecognition();
    }
  }

  private fallbackFromRecognition() {
    const canRecord = typeof MediaRecorder !== 'undefined' && this.opts.serverTranscription;
    this.setInputMode(canRecord ? 'server-transcription' : 'typing');
  }

  private startRecognition(Ctor: RecognitionCtor) {
    let rec: Recognition;
    try {
      rec = new Ctor();
    } catch {
      this.recognitionBroken = true;
      this.fallbackFromRecognition();
      return;
    }
    this.recognition = rec;
    rec.lang = this.opts.lang === 'fr' ? 'fr-FR' : 'en-US';
    rec.continuous = true;
    rec.interimResults = true;
    let started = false;
    // Offline, recognition may neither start nor end: give it a deadline.
    const deadline = setTimeout(() => {
      if (!started) giveUp();
    }, this.opts.recognitionStartTimeoutMs ?? 3000);
    const giveUp = () => {
      clearTimeout(deadline);
      if (this.recognitionBroken) return;
      this.recognitionBroken = true;
      rec.onend = null;
      try {
        rec.abort();
      } catch {
        /* not running */
      }
      if (this.recognition === rec) this.recognition = undefined;
      if (this.state === 'active') this.fallbackFromRecognition();
    };
    this.giveUpRecognition = giveUp;
    this.recognitionHeardAnything = false;
    rec.onstart = () => {
      started = true;
      clearTimeout(deadline);
    };
    rec.onerror = (e) => {
      // no-speech / aborted are normal pauses; anything else means it will not work here.
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      giveUp();
    };
    rec.onresult = (e) => {
      this.recognitionHeardAnything = true;
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i];
        if (r.isFinal) this.recognitionText += ' ' + r[0].transcript;
        else interim += r[0].transcript;
      }
      if (interim.trim()) this.events.emit('transcript', { role: 'user', text: (this.recognitionText + ' ' + interim).trim(), final: false });
      if (this.recognitionText.trim() && (this.awaitingFinal || !this.userDetector.isSpeaking)) this.flushRecognition();
    };
    rec.onend = () => {
      // Chrome ends continuous recognition after a pause: keep listening for the whole call.
      if (this.state === 'active' && this.recognition === rec && !this.recognitionBroken) {
        try {
          rec.start();
        } catch {
          giveUp();
        }
      }
    };
    try {
      rec.start();
    } catch {
      giveUp();
    }
  }

  private flushRecognition() {
    clearTimeout(this.awaitingFinal);
    this.awaitingFinal = undefined;
    const text = this.recognitionText.trim();
    this.recognitionText = '';
    if (!text) return;
    this.events.emit('transcript', { role: 'user', text, final: true });
    void this.respond(text);
  }

  private startRecording() {
    if (!this.stream || this.recorder) return;
    try {
      const mime = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find(
        (m) => MediaRecorder.isTypeSupported?.(m),
      );
      this.recordedChunks = [];
      this.recorder = new MediaRecorder(this.stream, mime ? { mimeType: mime } : undefined);
      this.recorder.ondataavailable = (e) => e.data.size && this.recordedChunks.push(e.data);
      this.recorder.start();
    } catch {
      this.recorder = undefined;
      this.setInputMode('typing');
    }
  }

  private stopRecording(transcribe: boolean) {
    const recorder = this.recorder;
    if (!recorder) return;
    this.recorder = undefined;
    recorder.onstop = () => {
      const blob = new Blob(this.recordedChunks, { type: recorder.mimeType || 'audio/webm' });
      this.recordedChunks = [];
      if (transcribe && this.state === 'active') void this.transcribe(blob);
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
      if (this.state !== 'active') return;
      if (text?.trim()) {
        this.events.emit('transcript', { role: 'user', text: text.trim(), final: true });
        void this.respond(text.trim());
      }
    } catch (err) {
      console.warn('[voice] server transcription failed; switching to typing', err);
      if (this.state === 'active') this.setInputMode('typing');
    }
  }

  // ── the engine ──────────────────────────────────────────────────────────────────────────────

  /** Turns are answered one after the other (the second needs the first's chat session id). */
  private turns: Promise<void> = Promise.resolve();

  private respond(text: string): Promise<void> {
    this.turns = this.turns.then(() => this.answer(text));
    return this.turns;
  }

  private async answer(text: string) {
    if (this.state !== 'active') return;
    try {
      const res = await fetch(`/api/agents/${encodeURIComponent(this.opts.agentId)}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': this.opts.lang },
        body: JSON.stringify({ ...(this.chatSessionId ? { sessionId: this.chatSessionId } : {}), message: text.slice(0, 2000) }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`chat HTTP ${res.status}`);
      const answer = (await res.json()) as ChatAnswer;
      if (this.state !== 'active') return;
      this.chatSessionId = answer.sessionId || this.chatSessionId;
      let reply = answer.reply ?? '';
      const transferTo = findTransferPhone(answer.actions, this.opts.transferPhone);
      if (transferTo) {
        this.events.emit('transfer', { phone: transferTo });
        // The engine would say "transferring you, hold on": from a browser no line can be reached,
        // so the agent says what it would do instead (the panel shows the number).
        reply = this.opts.transferSpeech.replace('{phone}', transferTo);
      }
      if (answer.ended) this.endAfterSpeech = true;
      this.say(reply);
    } catch (err) {
      if (this.state === 'active') this.fail('call-error', 'The agent could not answer.', err, true);
    }
  }

  // ── audio out ───────────────────────────────────────────────────────────────────────────────

  private say(text: string) {
    if (!text.trim() || this.state !== 'active') return;
    this.events.emit('transcript', { role: 'assistant', text, final: true });
    const generation = ++this.speechGeneration;
    this.stopAgentAudio();
    void this.speak(text, generation);
  }

  private async speak(text: string, generation: number) {
    this.speaking++;
    try {
      if (this.outputMode === 'server-tts') {
        const played = await this.playServerTts(text, generation);
        if (played) return;
      }
      if (generation !== this.speechGeneration || this.state !== 'active') return;
      if (this.outputMode === 'browser-tts') await this.playBrowserTts(text, generation);
    } finally {
      this.speaking--;
      if (this.endAfterSpeech && generation === this.speechGeneration && this.state === 'active') {
        // Let the speech-end hangover pass so the last words are not cut.
        setTimeout(() => void this.stop(), 600);
      }
    }
  }

  /** true when played (or superseded); false when server TTS is unavailable. */
  private async playServerTts(text: string, generation: number): Promise<boolean> {
    const ctx = this.ctx;
    if (!ctx || !this.outAnalyser) return false;
    const chunks = splitForSpeech(text);
    // Fetch all chunks at once (espeak-ng renders a sentence in ~20 ms); play them in order.
    const buffers = chunks.map((chunk) => this.fetchTts(chunk, ctx));
    for (const pending of buffers) {
      let buffer: AudioBuffer | null;
      try {
        buffer = await pending;
      } catch {
        buffer = null;
      }
      if (generation !== this.speechGeneration || this.state !== 'active') return true;
      if (!buffer) {
        this.setOutputMode(this.browserTtsAvailable() ? 'browser-tts' : 'text-only');
        return false;
      }
      await this.playBuffer(buffer, generation);
      if (generation !== this.speechGeneration || this.state !== 'active') return true;
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

  private playBuffer(buffer: AudioBuffer, generation: number): Promise<void> {
    const ctx = this.ctx!;
    return new Promise((resolve) => {
      if (generation !== this.speechGeneration) return resolve();
      const src = ctx.createBufferSource();
      src.buffer = buffer;
      src.connect(this.outAnalyser!);
      this.sources.add(src);
      src.onended = () => {
        this.sources.delete(src);
        resolve();
      };
      mark('voice:agent-audio-start');
      src.start();
    });
  }

  private browserTtsAvailable() {
    return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
  }

  private playBrowserTts(text: string, generation: number): Promise<void> {
    return new Promise((resolve) => {
      const synth = window.speechSynthesis;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = this.opts.lang === 'fr' ? 'fr-FR' : 'en-US';
      let pulse: ReturnType<typeof setInterval> | undefined;
      const done = () => {
        clearInterval(pulse);
        if (this.agentDetector.isSpeaking) {
          this.agentDetector.reset();
          this.events.emit('speech-end');
        }
        resolve();
      };
      utterance.onstart = () => {
        if (generation !== this.speechGeneration) return;
        mark('voice:agent-audio-start');
        this.agentDetector.push(1, performance.now());
        // No level is observable from speechSynthesis: a gentle pulse keeps meters alive.
        let phase = 0;
        pulse = setInterval(() => this.events.emit('volume-level', 0.35 + 0.25 * Math.abs(Math.sin((phase += 0.6)))), LEVEL_INTERVAL_MS);
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

  /** Barge-in: the caller started talking, the agent stops at once. */
  private bargeIn() {
    if (this.sources.size > 0 || (this.outputMode === 'browser-tts' && this.speaking > 0)) {
      mark('voice:barge-in');
      this.speechGeneration++;
      this.stopAgentAudio();
    }
  }

  private stopAgentAudio() {
    for (const src of this.sources) {
      try {
        src.onended = null;
        src.stop();
      } catch {
        /* already stopped */
      }
    }
    this.sources.clear();
    if (this.outputMode === 'browser-tts' && typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
  }

  // ── bookkeeping ─────────────────────────────────────────────────────────────────────────────

  private setInputMode(mode: InputMode) {
    this.inputMode = mode;
    this.events.emit('input-mode', mode);
  }

  private setOutputMode(mode: OutputMode) {
    this.outputMode = mode;
    this.events.emit('output-mode', mode);
  }

  private fail(code: VoiceErrorCode, message: string, cause: unknown, logIt: boolean) {
    const error: VoiceError = { code, message, cause };
    if (logIt) console.error('[voice]', message, cause);
    this.events.emit('error', error);
  }

  private cleanup() {
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    clearTimeout(this.awaitingFinal);
    this.awaitingFinal = undefined;
    this.speechGeneration++;
    this.stopAgentAudio();
    if (this.agentDetector.isSpeaking) this.agentDetector.reset(true);
    if (this.userDetector.isSpeaking) this.userDetector.reset(true);
    this.pendingTyped = null;
    this.endAfterSpeech = false;
    this.recognitionText = '';
    this.giveUpRecognition = undefined;
    if (this.recognition) {
      const rec = this.recognition;
      this.recognition = undefined;
      rec.onend = null;
      try {
        rec.abort();
      } catch {
        /* not running */
      }
    }
    this.stopRecording(false);
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
    this.micAnalyser = undefined;
    this.outAnalyser = undefined;
    if (this.ctx && this.ownsContext) void this.ctx.close().catch(() => {});
    this.ctx = undefined;
    if (this.state === 'starting') this.state = 'idle';
  }
}

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    /* marks unsupported: timing is optional */
  }
}
