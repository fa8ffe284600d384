import frVoice from '@/messages/fr/voice.json';
import enVoice from '@/messages/en/voice.json';

// The call panels are client islands: they get their strings as props, picked here from the
// voice messages (messages/{fr,en}/voice.json) so no page has to forward a whole namespace.

export type VoiceStrings = (typeof frVoice)['Voice'];

export function voiceStrings(locale: 'fr' | 'en'): VoiceStrings {
  return (locale === 'en' ? enVoice : frVoice).Voice;
}
