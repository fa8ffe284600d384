'use client';

import type { VoiceClientConfig } from '@/lib/voice/types';
import { useVoiceCall } from './use-voice-call';
import { demoStatusKey } from './status';
import { CallPanel } from './call-panel';
import type { VoiceStrings } from './strings';

// Landing / ad / savings demo card: idle "Ready to start"; in call
// "Listening..." or "Agent speaking..."; Start Conversation / End Call (destructive). Failed starts
// are logged and, for the microphone, explained on the card.

export function DemoCallPanel({
  config,
  configUrl,
  strings,
  lang,
}: {
  config: VoiceClientConfig;
  configUrl?: string;
  strings: VoiceStrings;
  lang: 'fr' | 'en';
}) {
  const t = strings.demo;
  const call = useVoiceCall(
    config,
    strings.speech.transfer,
    {
      onError: (err) => console.error('[voice demo]', err.code, err.message),
    },
    configUrl,
  );
  const statusText = t[demoStatusKey(call.status, call.agentSpeaking)];
  return (
    <CallPanel
      call={call}
      config={config}
      lang={lang}
      testId="voice-demo"
      statusText={statusText}
      labels={{ start: t.start, connecting: t.start, end: t.end }}
      panel={strings.panel}
    />
  );
}
