// The browser's speech recognition (Web Speech API), kept running for the whole call. Offline it
// fails in several ways (`network`, `audio-capture`, `language-not-supported`, or it never starts
// and never ends), so every path ends in `onGiveUp` and the caller's words take another way in.

// Minimal Web Speech API typing (not in TypeScript's DOM lib).
export type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
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
export type RecognitionCtor = new () => Recognition;

export function recognitionCtor(): RecognitionCtor | undefined {
  const w = typeof window !== 'undefined' ? (window as unknown as Record<string, unknown>) : {};
  return (w.SpeechRecognition ?? w.webkitSpeechRecognition) as RecognitionCtor | undefined;
}

export type RecognitionHandle = {
  /** Stop for good and report it (`onGiveUp`). */
  giveUp(): void;
  /** Stop without reporting (call over). */
  abort(): void;
};

type ListenOptions = {
  lang: 'fr' | 'en';
  /** Give up when it has not started within this time (offline it hangs). */
  startTimeoutMs: number;
  /** Asked when the browser ends recognition after a pause: restart it? */
  keepGoing: () => boolean;
  onResult: (results: RecognitionResultList, resultIndex: number) => void;
  onGiveUp: () => void;
};

/** Starts continuous recognition; null when it cannot even be created. */
export function listen(Ctor: RecognitionCtor, opts: ListenOptions): RecognitionHandle | null {
  let rec: Recognition;
  try {
    rec = new Ctor();
  } catch {
    return null;
  }
  rec.lang = opts.lang === 'fr' ? 'fr-FR' : 'en-US';
  rec.continuous = true;
  rec.interimResults = true;
  let started = false;
  let over = false;
  const deadline = setTimeout(() => {
    if (!started) giveUp();
  }, opts.startTimeoutMs);
  const abort = () => {
    clearTimeout(deadline);
    over = true;
    rec.onend = null;
    try {
      rec.abort();
    } catch {
      /* not running */
    }
  };
  const giveUp = () => {
    if (over) return;
    abort();
    opts.onGiveUp();
  };
  rec.onstart = () => {
    started = true;
    clearTimeout(deadline);
  };
  rec.onerror = (e) => {
    // no-speech / aborted are normal pauses; anything else means it will not work here.
    if (e.error === 'no-speech' || e.error === 'aborted') return;
    giveUp();
  };
  rec.onresult = (e) => opts.onResult(e.results, e.resultIndex);
  rec.onend = () => {
    // Chrome ends continuous recognition after a pause: keep listening for the whole call.
    if (!opts.keepGoing()) return;
    try {
      rec.start();
    } catch {
      giveUp();
    }
  };
  try {
    rec.start();
  } catch {
    giveUp();
  }
  return { giveUp, abort };
}
