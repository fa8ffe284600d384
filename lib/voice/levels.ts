// Voice-level constants, shared by the local session and its tests. The Vapi SDK uses the same
// numbers for the remote participant's audio, so both adapters feel the same in the UI.

export const LEVEL_INTERVAL_MS = 100;
/** volume = level / VOLUME_DIVISOR, capped at 1. */
const VOLUME_DIVISOR = 0.15;
/** Above this level someone is speaking. */
export const SPEAKING_THRESHOLD = 0.01;
/** Speech is over after this much continuous silence. */
export const SPEECH_END_SILENCE_MS = 1000;

/** Level (0..1 RMS) → volume for meters (0..1). */
export function levelToVolume(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / VOLUME_DIVISOR);
}

/** Root mean square of time-domain samples centred on 0 (AnalyserNode.getFloatTimeDomainData). */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return Math.sqrt(sum / samples.length);
}

export type SpeechDetectorEvents = { onStart: () => void; onEnd: () => void };

/**
 * Turns a stream of levels (one every LEVEL_INTERVAL_MS) into speech start / end: start as soon as
 * the level rises above the threshold, end once it has stayed below for SPEECH_END_SILENCE_MS.
 * Time comes from the caller (`now`), so it is testable with fake timers or plain numbers.
 */
export class SpeechDetector {
  private speaking = false;
  private lastLoudAt = 0;

  constructor(
    private readonly events: SpeechDetectorEvents,
    private readonly threshold = SPEAKING_THRESHOLD,
    private readonly silenceMs = SPEECH_END_SILENCE_MS,
  ) {}

  get isSpeaking() {
    return this.speaking;
  }

  push(level: number, now: number) {
    if (level > this.threshold) {
      this.lastLoudAt = now;
      if (!this.speaking) {
        this.speaking = true;
        this.events.onStart();
      }
    } else if (this.speaking && now - this.lastLoudAt >= this.silenceMs) {
      this.speaking = false;
      this.events.onEnd();
    }
  }

  /** Ends a running speech at once (call end, barge-in bookkeeping). */
  reset(emitEnd = false) {
    if (this.speaking && emitEnd) this.events.onEnd();
    this.speaking = false;
  }
}
