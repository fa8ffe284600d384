'use client';

import { Suspense } from 'react';
import { Loader2, Phone, PhoneOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VoiceClientConfig } from '@/lib/voice/types';
import { useVoiceCall } from './use-voice-call';
import { demoStatusKey } from './status';
import { VolumeMeter } from './volume-meter';
import { loadCallParts, MuteButton, Notices, Transcript, TypedInput } from './lazy-call-parts';
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
  const busy = call.status === 'connecting';
  return (
    <div
      className="flex w-full flex-col items-center gap-4 text-center"
      lang={lang}
      data-testid="voice-demo"
      data-status={call.status}
      data-provider={config.provider}
    >
      <VolumeMeter volume={call.volume} active={call.status === 'active' && call.agentSpeaking} />
      <p className="text-base font-medium" role="status" aria-live="polite" data-testid="voice-status">
        {statusText}
      </p>
      <div className="flex items-center gap-2">
        {call.status === 'active' ? (
          <Button type="button" size="lg" variant="destructive" onClick={call.stop} data-testid="voice-toggle">
            <PhoneOff aria-hidden="true" />
            {t.end}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={() => {
              void loadCallParts();
              void call.start();
            }}
            disabled={busy}
            data-testid="voice-toggle"
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Phone aria-hidden="true" />}
            {t.start}
          </Button>
        )}
        {call.status === 'active' && (
          <Suspense fallback={null}>
            <MuteButton call={call} t={strings.panel} />
          </Suspense>
        )}
      </div>
      {(call.status !== 'idle' || call.error || call.transcript.length > 0) && (
        <Suspense fallback={null}>
          <Notices call={call} t={strings.panel} />
          <TypedInput call={call} t={strings.panel} />
          <Transcript call={call} t={strings.panel} />
        </Suspense>
      )}
    </div>
  );
}
