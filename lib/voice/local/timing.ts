/**
 * performance marks 'voice:user-speech-end', 'voice:agent-audio-start' and 'voice:barge-in' time
 * each turn (the latency bench and the E2E tests read them; any RUM tool sees them too).
 */
export function markTiming(name: string) {
  try {
    performance.mark(name);
  } catch {
    /* marks unsupported: timing is optional */
  }
}
