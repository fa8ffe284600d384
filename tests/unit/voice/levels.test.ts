import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_INTERVAL_MS, SPEAKING_THRESHOLD, SPEECH_END_SILENCE_MS, SpeechDetector, levelToVolume, rms } from '@/lib/voice/levels';

describe('level → volume', () => {
  it('divides by 0.15 and caps at 1', () => {
    expect(levelToVolume(0)).toBe(0);
    expect(levelToVolume(0.015)).toBeCloseTo(0.1);
    expect(levelToVolume(0.075)).toBeCloseTo(0.5);
    expect(levelToVolume(0.15)).toBe(1);
    expect(levelToVolume(0.9)).toBe(1);
  });
  it('treats negative and non-finite levels as silence', () => {
    expect(levelToVolume(-0.2)).toBe(0);
    expect(levelToVolume(Number.NaN)).toBe(0);
  });
  it('rms of a sine of amplitude a is a/√2; of silence 0', () => {
    const sine = Array.from({ length: 1000 }, (_, i) => 0.2 * Math.sin((2 * Math.PI * i) / 50));
    expect(rms(sine)).toBeCloseTo(0.2 / Math.SQRT2, 3);
    expect(rms(new Float32Array(128))).toBe(0);
    expect(rms([])).toBe(0);
  });
  it('uses the documented constants', () => {
    expect([LEVEL_INTERVAL_MS, SPEAKING_THRESHOLD, SPEECH_END_SILENCE_MS]).toEqual([100, 0.01, 1000]);
  });
});

describe('speech detector timing (fake timers, one level every 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function drive(levels: (t: number) => number, ms: number) {
    const log: string[] = [];
    const detector = new SpeechDetector({ onStart: () => log.push(`start@${Date.now()}`), onEnd: () => log.push(`end@${Date.now()}`) });
    const t0 = Date.now();
    const timer = setInterval(() => detector.push(levels(Date.now() - t0), Date.now()), LEVEL_INTERVAL_MS);
    vi.advanceTimersByTime(ms);
    clearInterval(timer);
    return log.map((l) => l.replace(/@(\d+)/, (_, n) => `@${Number(n) - t0}`));
  }

  it('starts on the first tick above 0.01 and ends after 1000 ms below it', () => {
    // loud from 300 ms to 1200 ms
    const log = drive((t) => (t >= 300 && t < 1200 ? 0.05 : 0), 4000);
    expect(log).toEqual(['start@300', 'end@2100']); // last loud tick 1100 + 1000 ms
  });

  it('a short pause (< 1 s) does not end the speech', () => {
    const log = drive((t) => ((t >= 200 && t < 800) || (t >= 1500 && t < 1900) ? 0.05 : 0), 4000);
    expect(log).toEqual(['start@200', 'end@2800']);
  });

  it('exactly at the threshold is silence', () => {
    expect(drive(() => SPEAKING_THRESHOLD, 2000)).toEqual([]);
  });

  it('two utterances separated by more than 1 s give two start/end pairs', () => {
    const log = drive((t) => ((t >= 100 && t < 500) || (t >= 2000 && t < 2300) ? 0.2 : 0), 5000);
    expect(log).toEqual(['start@100', 'end@1400', 'start@2000', 'end@3200']);
  });

  it('reset(true) ends a running speech at once', () => {
    const events: string[] = [];
    const d = new SpeechDetector({ onStart: () => events.push('start'), onEnd: () => events.push('end') });
    d.push(0.5, 0);
    d.reset(true);
    d.reset(true);
    expect(events).toEqual(['start', 'end']);
    expect(d.isSpeaking).toBe(false);
  });
});
