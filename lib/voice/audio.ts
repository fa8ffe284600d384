// Browser audio helpers shared by both adapters.

type AudioContextCtor = typeof AudioContext;

/**
 * Creates and resumes an AudioContext. Call it synchronously inside the click handler: iOS Safari
 * only lets audio start from a user gesture, and an `await` before this would lose the gesture.
 */
export function primeAudioContext(): AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  const Ctor: AudioContextCtor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return undefined;
  try {
    const ctx = new Ctor();
    void ctx.resume().catch(() => {});
    return ctx;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the browser's voices: Chrome fills the list asynchronously after the first request, so
 * asking at the click lets it load while the voice module and the microphone are on their way.
 */
export function warmBrowserVoices() {
  try {
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.getVoices();
  } catch {
    /* no speech synthesis: nothing to warm */
  }
}

/**
 * A soft two-note chime repeated while a call connects (Vapi calls can take seconds), so the
 * caller knows something is happening. Quiet on purpose; stop() silences it at once.
 */
export function startConnectingTone(ctx: AudioContext | undefined): { stop(): void } {
  if (!ctx) return { stop() {} };
  const gain = ctx.createGain();
  gain.gain.value = 0;
  gain.connect(ctx.destination);
  const oscillators: OscillatorNode[] = [];
  const chime = () => {
    const t = ctx.currentTime + 0.02;
    [
      [523.25, 0],
      [659.25, 0.22],
    ].forEach(([freq, offset]) => {
      const osc = ctx.createOscillator();
      const env = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      env.gain.setValueAtTime(0, t + offset);
      env.gain.linearRampToValueAtTime(0.05, t + offset + 0.03);
      env.gain.exponentialRampToValueAtTime(0.0001, t + offset + 0.35);
      osc.connect(env).connect(ctx.destination);
      osc.start(t + offset);
      osc.stop(t + offset + 0.4);
      oscillators.push(osc);
    });
  };
  chime();
  const timer = setInterval(chime, 1500);
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      for (const osc of oscillators) {
        try {
          osc.stop();
        } catch {
          /* already stopped */
        }
      }
      gain.disconnect();
    },
  };
}

/** getUserMedia failures → our error codes (denied vs absent). */
export function classifyMicError(err: unknown): 'mic-denied' | 'mic-absent' {
  const name = err instanceof Error || (err && typeof err === 'object' && 'name' in err) ? String((err as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'mic-denied';
  return 'mic-absent';
}
