import type { VoiceEventMap, VoiceEventName, VoiceListener } from './types';

/** A tiny typed event emitter (no Node `events` in the client bundle). */
export class VoiceEmitter {
  private listeners = new Map<VoiceEventName, Set<(...args: never[]) => void>>();

  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (...args: never[]) => void);
    return () => set.delete(listener as (...args: never[]) => void);
  }

  emit<E extends VoiceEventName>(event: E, ...args: VoiceEventMap[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as (...a: VoiceEventMap[E]) => void)(...args);
      } catch (err) {
        // A broken listener must not break the call loop.
        console.error(`[voice] listener for ${event} failed`, err);
      }
    }
  }

  clear() {
    this.listeners.clear();
  }
}
