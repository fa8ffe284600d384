import type { CallStatus } from './use-voice-call';

// The two widgets' status lines as pure functions of the call state, so the state
// machines are testable without a browser.

export type DemoStatusKey = 'ready' | 'connecting' | 'listening' | 'agentSpeaking';
export type AgentCallStatusKey = 'ready' | 'connecting' | 'listening' | 'userSpeaking' | 'agentSpeaking';

export function demoStatusKey(status: CallStatus, agentSpeaking: boolean): DemoStatusKey {
  if (status === 'connecting') return 'connecting';
  if (status === 'active') return agentSpeaking ? 'agentSpeaking' : 'listening';
  return 'ready';
}

/** "Vous parlez..." wins while the caller speaks. */
export function agentCallStatusKey(status: CallStatus, userSpeaking: boolean, agentSpeaking: boolean): AgentCallStatusKey {
  if (status === 'connecting') return 'connecting';
  if (status === 'active') return userSpeaking ? 'userSpeaking' : agentSpeaking ? 'agentSpeaking' : 'listening';
  return 'ready';
}
