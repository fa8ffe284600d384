'use client';

import { Suspense } from 'react';
import { Loader2, Phone, PhoneOff } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { VoiceClientConfig } from '@/lib/voice/types';
import { useVoiceCall } from './use-voice-call';
import { agentCallStatusKey } from './status';
import { VolumeMeter } from './volume-meter';
import { loadCallParts, MuteButton, Notices, Transcript, TypedInput } from './lazy-call-parts';
import type { VoiceStrings } from './strings';

// Agent page live test call: idle "Prêt à démarrer", connecting "Connexion en
// cours..." (start disabled), connected "En écoute..." or "Vous parlez..." while the caller speaks;
// red "Terminer l'appel"; the call toasts.

export function AgentTestCallPanel({ config, strings }: { config: VoiceClientConfig; strings: VoiceStrings }) {
  const t = strings.agentCall;
  const call = useVoiceCall(config, strings.speech.transfer, {
    onCallStart: () => toast.success(t.toastStartedTitle, { description: t.toastStartedBody }),
    onCallEnd: () => toast(t.toastEndedTitle, { description: t.toastEndedBody }),
    onError: (err) => {
      console.error('[voice test call]', err.code, err.message);
      if (err.code === 'call-error') toast.error(t.toastErrorTitle, { description: t.toastErrorBody });
      else toast.error(t.toastErrorTitle, { description: startFailureText(err.code, strings) });
    },
  });
  const statusText = t[agentCallStatusKey(call.status, call.userSpeaking, call.agentSpeaking)];
  return (
    <div
      className="flex w-full flex-col items-center gap-4 text-center"
      lang="fr"
      data-testid="agent-test-call"
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
            disabled={call.status === 'connecting'}
            data-testid="voice-toggle"
          >
            {call.status === 'connecting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Phone aria-hidden="true" />}
            {call.status === 'connecting' ? t.connecting : t.start}
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

/**
 * Start failure: "Erreur" + a message. Provider messages are technical English ("Failed to
 * load call object bundle."): they go to the console; the owner reads a French sentence.
 */
function startFailureText(code: string, strings: VoiceStrings) {
  if (code === 'mic-denied') return strings.panel.micDenied;
  if (code === 'mic-absent') return strings.panel.micAbsent;
  return strings.agentCall.toastStartFailed;
}
