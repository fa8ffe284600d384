import { LocalVoiceSession } from './local/session';
import { VapiVoiceSession } from './vapi-session';
import type { VoiceClientConfig, VoiceSession } from './types';

/** The one place that picks an adapter from the server-provided config; the UI never knows which. */
export function createVoiceSession(
  config: VoiceClientConfig,
  extras: { audioContext?: AudioContext; transferSpeech: string },
): VoiceSession {
  if (config.provider === 'vapi') {
    return new VapiVoiceSession({
      auth: config.auth,
      assistant: config.assistant,
      apiBaseUrl: config.apiBaseUrl,
      audioContext: extras.audioContext,
    });
  }
  return new LocalVoiceSession({
    agentId: config.agentId,
    lang: config.lang,
    greeting: config.greeting,
    transferSpeech: extras.transferSpeech,
    transferPhone: config.transferPhone,
    serverTranscription: config.serverTranscription,
    naturalServerVoice: config.naturalServerVoice,
    audioContext: extras.audioContext,
  });
}
