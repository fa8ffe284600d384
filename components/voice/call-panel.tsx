'use client';

import { Suspense } from 'react';
import { Loader2, Phone, PhoneOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VoiceClientConfig } from '@/lib/voice/types';
import type { VoiceCall } from './use-voice-call';
import { VolumeMeter } from './volume-meter';
import { loadCallParts, MuteButton, Notices, Transcript, TypedInput } from './lazy-call-parts';
import type { VoiceStrings } from './strings';

/**
 * The layout both call widgets share: level meter, live status line, start / end button (start
 * disabled while connecting), mute during the call, then notices, typed input and transcript,
 * whose code loads only once a call starts. The widgets differ in their texts and toasts.
 */
export function CallPanel(props: {
  call: VoiceCall;
  config: VoiceClientConfig;
  lang: 'fr' | 'en';
  testId: string;
  statusText: string;
  labels: { start: string; connecting: string; end: string };
  panel: VoiceStrings['panel'];
}) {
  const { call, labels, panel } = props;
  const connecting = call.status === 'connecting';
  return (
    <div
      className="flex w-full flex-col items-center gap-4 text-center"
      lang={props.lang}
      data-testid={props.testId}
      data-status={call.status}
      data-provider={props.config.provider}
    >
      <VolumeMeter volume={call.volume} active={call.status === 'active' && call.agentSpeaking} />
      <p className="text-base font-medium" role="status" aria-live="polite" data-testid="voice-status">
        {props.statusText}
      </p>
      <div className="flex items-center gap-2">
        {call.status === 'active' ? (
          <Button type="button" size="lg" variant="destructive" onClick={call.stop} data-testid="voice-toggle">
            <PhoneOff aria-hidden="true" />
            {labels.end}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={() => {
              void loadCallParts();
              void call.start();
            }}
            disabled={connecting}
            data-testid="voice-toggle"
          >
            {connecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Phone aria-hidden="true" />}
            {connecting ? labels.connecting : labels.start}
          </Button>
        )}
        {call.status === 'active' && (
          <Suspense fallback={null}>
            <MuteButton call={call} t={panel} />
          </Suspense>
        )}
      </div>
      {(call.status !== 'idle' || call.error || call.transcript.length > 0) && (
        <Suspense fallback={null}>
          <Notices call={call} t={panel} />
          <TypedInput call={call} t={panel} />
          <Transcript call={call} t={panel} />
        </Suspense>
      )}
    </div>
  );
}
