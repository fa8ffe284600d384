import { VoiceEmitter } from './emitter';
import { startConnectingTone } from './audio';
import type { VapiAuth, VapiInlineAssistant, VapiTokenRequest, VoiceError, VoiceEventName, VoiceListener, VoiceSession } from './types';

// Vapi web SDK (over Daily) behind our VoiceSession. The SDK (~83 kB gzip with Daily) is imported
// only when a call starts, never in a page's first-load JS (scripts/check-first-load.ts checks).
// Event mapping (faithful to the SDK):
//   call-start / call-end            → same
//   speech-start / speech-end        → the assistant's voice (same names, same meaning)
//   volume-level                     → same (assistant audio, 0..1)
//   message speech-update role=user  → user-speech-start (status started) / user-speech-end (stopped)
//   message transcript               → transcript {role, text, final: transcriptType === 'final'}
//   message transfer-update          → transfer {phone}
//   start() resolving null, call-start-failed, error while starting → one error 'start-failed'
//   error during the call            → error 'call-error'

/** The part of the SDK we use (lets tests pass a fake). */
export interface VapiClientLike {
  start(assistant: string | VapiInlineAssistant): Promise<unknown>;
  stop(): Promise<void> | void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's listeners take varied payloads
  on(event: string, listener: (...args: any[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
}

type VapiClientFactory = (token: string, apiBaseUrl?: string) => Promise<VapiClientLike>;

/** Default factory: the real SDK, loaded on demand. */
const loadVapiClient: VapiClientFactory = async (token, apiBaseUrl) => {
  const mod = (await import('@vapi-ai/web')) as unknown as { default: unknown };
  // CJS default export: depending on interop the class is mod.default or mod.default.default.
  const d = mod.default as { default?: unknown };
  const Vapi = (typeof d === 'function' ? d : d.default) as new (
    t: string,
    base?: string,
    dailyConfig?: { avoidEval?: boolean },
  ) => VapiClientLike;
  // avoidEval: Daily loads its call bundle as a script from its own host instead of running it
  // through Function(), so our Content-Security-Policy needs no 'unsafe-eval' (lib/security/csp.ts).
  return new Vapi(token, apiBaseUrl, { avoidEval: true });
};

/** POST /api/voice/vapi-token → short-lived JWT. */
async function fetchVapiToken(request: VapiTokenRequest): Promise<string> {
  const res = await fetch('/api/voice/vapi-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`token HTTP ${res.status}`);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error('token missing');
  return token;
}

export type VapiSessionOptions = {
  auth: VapiAuth;
  assistant: string | VapiInlineAssistant;
  apiBaseUrl?: string;
  audioContext?: AudioContext;
  createClient?: VapiClientFactory;
  fetchToken?: (request: VapiTokenRequest) => Promise<string>;
};

type State = 'idle' | 'starting' | 'active';

export class VapiVoiceSession implements VoiceSession {
  private readonly events = new VoiceEmitter();
  private state: State = 'idle';
  private client?: VapiClientLike;
  private muted = false;
  private callStarted = false;
  private startFailure?: string;
  private micError?: { code: 'mic-denied' | 'mic-absent'; message: string };
  private cancelled = false;

  constructor(private readonly opts: VapiSessionOptions) {}

  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>) {
    return this.events.on(event, listener);
  }

  isMuted() {
    return this.client ? this.client.isMuted() : this.muted;
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    this.client?.setMuted(muted);
  }

  async start(): Promise<true | null | undefined> {
    if (this.state !== 'idle') {
      this.events.emit('error', { code: 'already-started', message: 'A call is already in progress.' });
      return undefined;
    }
    this.state = 'starting';
    this.cancelled = false;
    this.startFailure = undefined;
    this.micError = undefined;
    this.callStarted = false;
    const tone = startConnectingTone(this.opts.audioContext);
    try {
      const token =
        this.opts.auth.kind === 'public-key'
          ? this.opts.auth.publicKey
          : await (this.opts.fetchToken ?? fetchVapiToken)(this.opts.auth.request);
      const client = await (this.opts.createClient ?? loadVapiClient)(token, this.opts.apiBaseUrl);
      this.client = client;
      this.wire(client);
      if (this.muted) client.setMuted(true);
      const call = await client.start(this.opts.assistant);
      tone.stop();
      if (this.cancelled) return null;
      if (!call) {
        this.failStart(this.startFailure ?? 'The call could not be started.');
        return null;
      }
      if (this.state === 'starting') this.state = 'active';
      return true;
    } catch (err) {
      tone.stop();
      if (this.cancelled) return null;
      this.failStart(err instanceof Error ? err.message : String(err), err);
      return null;
    } finally {
      this.closeContext();
    }
  }

  async stop(): Promise<void> {
    if (this.state === 'idle') return;
    this.cancelled = this.state === 'starting';
    this.state = 'idle';
    const client = this.client;
    try {
      await client?.stop();
    } catch (err) {
      console.warn('[voice] vapi stop failed', err);
    }
    this.endOnce();
  }

  dispose() {
    void this.stop().finally(() => {
      this.client?.removeAllListeners();
      this.client = undefined;
    });
    this.events.clear();
  }

  private wire(client: VapiClientLike) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const on = (event: string, fn: (...args: any[]) => void) => client.on(event, fn);
    on('call-start', () => {
      if (this.cancelled) return;
      this.state = 'active';
      this.callStarted = true;
      this.events.emit('call-start');
    });
    on('call-end', () => {
      this.state = 'idle';
      this.endOnce();
    });
    on('speech-start', () => this.events.emit('speech-start'));
    on('speech-end', () => this.events.emit('speech-end'));
    on('volume-level', ((v: number) => this.events.emit('volume-level', Math.max(0, Math.min(1, Number(v) || 0)))) as never);
    on('message', ((m: unknown) => this.onMessage(m)) as never);
    on('call-start-failed', ((e: { error?: string; stage?: string }) => {
      this.startFailure = e?.error ? `${e.error}${e.stage ? ` (${e.stage})` : ''}` : this.startFailure;
    }) as never);
    // Daily reports microphone problems as camera-error {error: {type}}: tell denied from absent.
    on('camera-error', ((e: { error?: { type?: string }; errorMsg?: { errorMsg?: string } }) => {
      const type = e?.error?.type;
      const code =
        type === 'permissions' ? 'mic-denied' : type === 'not-found' || type === 'undefined-mediadevices' ? 'mic-absent' : undefined;
      if (!code) return;
      const message = e?.errorMsg?.errorMsg ?? type ?? 'microphone error';
      if (this.state === 'starting') this.micError = { code, message };
      else if (this.state === 'active') this.events.emit('error', { code, message, cause: e });
    }) as never);
    on('error', ((e: unknown) => {
      const message = describeVapiError(e);
      if (this.state === 'starting') {
        this.startFailure ??= message;
        return;
      }
      if (this.state === 'active') this.events.emit('error', { code: 'call-error', message, cause: e });
    }) as never);
  }

  private onMessage(m: unknown) {
    if (!m || typeof m !== 'object') return;
    const msg = m as Record<string, unknown>;
    if (msg.type === 'transcript' && typeof msg.transcript === 'string') {
      this.events.emit('transcript', {
        role: msg.role === 'assistant' ? 'assistant' : 'user',
        text: msg.transcript,
        final: msg.transcriptType === 'final',
      });
    } else if (msg.type === 'speech-update' && msg.role === 'user') {
      if (msg.status === 'started') this.events.emit('user-speech-start');
      else if (msg.status === 'stopped') this.events.emit('user-speech-end');
    } else if (msg.type === 'transfer-update') {
      const dest = msg.destination as { number?: unknown } | undefined;
      if (dest && typeof dest.number === 'string') this.events.emit('transfer', { phone: dest.number });
    }
  }

  private failStart(message: string, cause?: unknown) {
    this.state = 'idle';
    const error: VoiceError = this.micError ? { ...this.micError, cause } : { code: 'start-failed', message, cause };
    void Promise.resolve(this.client?.stop()).catch(() => {});
    this.events.emit('error', error);
    this.endOnce();
  }

  private endOnce() {
    if (!this.callStarted) return;
    this.callStarted = false;
    this.events.emit('call-end');
  }

  private closeContext() {
    // The tone's context is only needed while connecting; Daily plays the call audio itself.
    const ctx = this.opts.audioContext;
    if (ctx && ctx.state !== 'closed') void ctx.close().catch(() => {});
  }
}

export function describeVapiError(e: unknown): string {
  if (!e) return 'Unknown error';
  if (typeof e === 'string') return e;
  if (e instanceof Error) return e.message;
  if (typeof e === 'object') {
    const o = e as Record<string, unknown>;
    const inner = o.error as Record<string, unknown> | string | undefined;
    if (typeof inner === 'string') return inner;
    if (inner && typeof inner.message === 'string') return inner.message;
    if (inner && typeof inner.errorMsg === 'string') return inner.errorMsg;
    if (typeof o.errorMsg === 'string') return o.errorMsg;
    if (typeof o.message === 'string') return o.message;
    if (typeof o.type === 'string') return o.type;
  }
  return 'Unknown error';
}
