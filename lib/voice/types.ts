// The one interface every call button talks to. Which adapter runs — the
// Vapi web SDK over Daily, or the local session (mic level + receptionist engine + server TTS) — is
// decided by server configuration; the UI only ever sees these events.

export type TranscriptRole = 'user' | 'assistant';

type TranscriptEvent = { role: TranscriptRole; text: string; final: boolean };

export type VoiceErrorCode =
  /** start() while a call is already running or starting. */
  | 'already-started'
  /** The browser refused the microphone (permission denied or blocked by policy). */
  | 'mic-denied'
  /** No microphone, or no getUserMedia at all (insecure origin, old browser). */
  | 'mic-absent'
  /** The call could not be started (provider refused, bundle could not load, network…). */
  | 'start-failed'
  /** Something failed during an established call. */
  | 'call-error';

export type VoiceError = { code: VoiceErrorCode; message: string; cause?: unknown };

/** How the user's words reach the agent in a local session. */
export type InputMode = 'speech-recognition' | 'server-transcription' | 'typing';

/**
 * How the agent's voice is produced in a local session: the server's audio (OpenAI TTS or
 * espeak-ng), a good voice of the browser chosen over espeak-ng (`browser-voice`), the browser's
 * speech synthesis as a fallback when the server's is unavailable (`browser-tts`), or no voice.
 */
export type OutputMode = 'server-tts' | 'browser-voice' | 'browser-tts' | 'text-only';

export type VoiceEventMap = {
  'call-start': [];
  'call-end': [];
  /** The agent (assistant) starts / stops speaking — Vapi's speech-start / speech-end. */
  'speech-start': [];
  'speech-end': [];
  /** The caller starts / stops speaking (mic level thresholds). */
  'user-speech-start': [];
  'user-speech-end': [];
  /** Agent audio level, 0..1 (level / 0.15 capped at 1). */
  'volume-level': [volume: number];
  transcript: [TranscriptEvent];
  error: [VoiceError];
  /** The agent asked to transfer the caller; a browser call cannot reach a phone line. */
  transfer: [{ phone: string }];
  /** Local session only: how words are captured / voiced right now (the UI adapts). */
  'input-mode': [InputMode];
  'output-mode': [OutputMode];
};

export type VoiceEventName = keyof VoiceEventMap;
export type VoiceListener<E extends VoiceEventName> = (...args: VoiceEventMap[E]) => void;

export interface VoiceSession {
  /**
   * Starts the call. Resolves true once connected, null when the start failed (an `error` event
   * says why). A second start while started or starting resolves undefined ("returns nothing") and
   * emits an `already-started` error.
   */
  start(): Promise<true | null | undefined>;
  /** Ends the call (idempotent); `call-end` is emitted once. */
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Typed words, for when speech cannot be transcribed (local session). */
  sendText?(text: string): void;
  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>): () => void;
  /** Drops every listener and stops the call: for unmount / page leave. */
  dispose(): void;
}

// ── Configuration the server hands to the client island ─────────────────────────────────────────

/** Inline Vapi assistant; kept loose: it is passed through to Vapi. */
export type VapiInlineAssistant = Record<string, unknown>;

export type VapiAuth =
  /** Long-lived public key from configuration. */
  | { kind: 'public-key'; publicKey: string }
  /** Short-lived JWT from POST /api/voice/vapi-token with this body. */
  | { kind: 'token'; request: VapiTokenRequest };

export type VapiTokenRequest = { variant: DemoVariant } | { agentId: string } | { inline: true };

export type DemoVariant = 'landing' | 'ad-fr' | 'ad-en' | 'savings';

export type VoiceClientConfig =
  | {
      provider: 'vapi';
      auth: VapiAuth;
      /** Assistant id, or an inline assistant. */
      assistant: string | VapiInlineAssistant;
      apiBaseUrl?: string;
    }
  | {
      provider: 'local';
      agentId: string;
      lang: 'fr' | 'en';
      greeting: string;
      /** Server transcription is available (OPENAI_API_KEY). */
      serverTranscription: boolean;
      /** The server's voice is OpenAI TTS (OPENAI_API_KEY), preferred to the browser's voices. */
      naturalServerVoice: boolean;
      /** The business number the agent would transfer to. */
      transferPhone?: string;
    };
