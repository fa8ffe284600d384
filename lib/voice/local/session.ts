import { VoiceEmitter } from '../emitter';
import { classifyMicError, startConnectingTone } from '../audio';
import { LEVEL_INTERVAL_MS } from '../levels';
import type { VoiceErrorCode, VoiceEventName, VoiceListener, VoiceSession } from '../types';
import { askAgent, findTransferPhone } from './agent-chat';
import { chooseOutputMode, loadVoices, pickBrowserVoice, type BrowserVoice } from './browser-voices';
import { SpeechInput } from './speech-input';
import { browserTtsAvailable, SpeechOutput } from './speech-output';

// The embedded default (no Vapi keys): the browser talks to our own receptionist engine.
//   microphone (getUserMedia, echo cancellation + noise suppression) → SpeechInput (level, speech
//   start / end, the caller's words) → POST /api/agents/:id/chat → reply → SpeechOutput (the
//   agent's voice). This class wires them: call lifecycle, turns in order, barge-in (the caller
//   talking cuts the agent off), typed words, ending the call when the conversation ends.

export type LocalSessionOptions = {
  agentId: string;
  lang: 'fr' | 'en';
  greeting: string;
  /** Spoken when the engine asks for a transfer; "{phone}" is replaced. */
  transferSpeech: string;
  transferPhone?: string;
  serverTranscription: boolean;
  /** The server speaks with OpenAI TTS: preferred to the browser's voices. */
  naturalServerVoice?: boolean;
  /** Primed in the click handler (iOS). Created here when absent. */
  audioContext?: AudioContext;
  /** Give up on browser recognition when it has not started within this time (offline it hangs). */
  recognitionStartTimeoutMs?: number;
  /** Wait this long after the end of speech for recognition's final words. */
  recognitionFinalTimeoutMs?: number;
  /**
   * How long the browser's voice list may take to arrive (Chrome fills it asynchronously;
   * warmBrowserVoices asked for it at the click). It loads while the microphone opens; the
   * greeting never waits for it: a list that is not there by then is not used for this call.
   */
  voiceLoadTimeoutMs?: number;
};

type State = 'idle' | 'starting' | 'active';

export class LocalVoiceSession implements VoiceSession {
  private readonly events = new VoiceEmitter();
  private readonly input: SpeechInput;
  private readonly output: SpeechOutput;
  private state: State = 'idle';
  private muted = false;
  private callStarted = false;
  private ctx?: AudioContext;
  private ownsContext = false;
  private stream?: MediaStream;
  private levelTimer?: ReturnType<typeof setInterval>;
  private pendingTyped: string | null = null;
  private chatSessionId?: string;
  private endAfterSpeech = false;
  /** Turns are answered one after the other (the second needs the first's chat session id). */
  private turns: Promise<void> = Promise.resolve();

  constructor(private readonly opts: LocalSessionOptions) {
    const isActive = () => this.state === 'active';
    this.output = new SpeechOutput({ lang: opts.lang, events: this.events, isActive });
    this.input = new SpeechInput({
      lang: opts.lang,
      serverTranscription: opts.serverTranscription,
      recognitionStartTimeoutMs: opts.recognitionStartTimeoutMs,
      recognitionFinalTimeoutMs: opts.recognitionFinalTimeoutMs,
      events: this.events,
      isActive,
      onSpeechStart: () => this.output.bargeIn(),
      onSpeechEnd: () => this.answerTypedWords(),
      onWords: (text) => {
        this.events.emit('transcript', { role: 'user', text, final: true });
        void this.respond(text);
      },
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
    }
    this.ownsContext = true; // created here, or handed over for this call: closed when the call ends
    void this.ctx?.resume().catch(() => {});
    const voices = loadVoices(browserTtsAvailable() ? window.speechSynthesis : undefined, this.opts.voiceLoadTimeoutMs);
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
    const browserVoice = await this.browserVoice(voices);
    if (this.state !== 'starting') {
      // stop() was called while the permission prompt was open.
      this.cleanup();
      return null;
    }
    try {
      this.input.attach(this.ctx, this.stream);
      this.output.attach(this.ctx);
      if (this.ctx) this.levelTimer = setInterval(() => this.tick(), LEVEL_INTERVAL_MS);
    } catch (err) {
      this.cleanup();
      this.fail('start-failed', 'Audio could not be initialised.', err, false);
      return null;
    }
    this.setMuted(this.muted);
    this.state = 'active';
    this.callStarted = true;
    this.events.emit('call-start');
    const naturalServerVoice = Boolean(this.opts.naturalServerVoice);
    this.output.setMode(
      chooseOutputMode({ naturalServerVoice, serverAudio: Boolean(this.ctx), browserVoice, browserTts: browserTtsAvailable() }),
      browserVoice,
    );
    this.input.chooseMode();
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
    if (this.input.isSpeaking) this.pendingTyped = clean;
    else void this.respond(clean);
  }

  dispose() {
    void this.stop();
    this.events.clear();
  }

  /** The best voice of the list as it is once the microphone is open (never waited for longer). */
  private async browserVoice(loading: Promise<BrowserVoice[]>): Promise<BrowserVoice | null> {
    const loaded = await Promise.race([loading, Promise.resolve(null)]);
    const list = loaded ?? (browserTtsAvailable() ? window.speechSynthesis.getVoices() : []);
    const preferred = typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [];
    return pickBrowserVoice(list, this.opts.lang, preferred);
  }

  private tick() {
    const now = performance.now();
    this.input.tick(now, this.muted);
    this.output.tick(now);
  }

  private answerTypedWords(): boolean {
    if (!this.pendingTyped) return false;
    const text = this.pendingTyped;
    this.pendingTyped = null;
    void this.respond(text);
    return true;
  }

  private respond(text: string): Promise<void> {
    this.turns = this.turns.then(() => this.answer(text));
    return this.turns;
  }

  private async answer(text: string) {
    if (this.state !== 'active') return;
    try {
      const answer = await askAgent(this.opts.agentId, this.opts.lang, text, this.chatSessionId);
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

  private say(text: string) {
    if (!text.trim() || this.state !== 'active') return;
    this.events.emit('transcript', { role: 'assistant', text, final: true });
    void this.output.say(text).then((last) => {
      // Let the speech-end hangover pass so the last words are not cut.
      if (last && this.endAfterSpeech && this.state === 'active') setTimeout(() => void this.stop(), 600);
    });
  }

  private fail(code: VoiceErrorCode, message: string, cause: unknown, logIt: boolean) {
    if (logIt) console.error('[voice]', message, cause);
    this.events.emit('error', { code, message, cause });
  }

  private cleanup() {
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    this.output.stop();
    this.input.stop();
    this.pendingTyped = null;
    this.endAfterSpeech = false;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
    this.output.detach();
    if (this.ctx && this.ownsContext) void this.ctx.close().catch(() => {});
    this.ctx = undefined;
    if (this.state === 'starting') this.state = 'idle';
  }
}
