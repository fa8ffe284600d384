'use client';

import { toast } from 'sonner';
import type { VoiceClientConfig } from '@/lib/voice/types';
import { useVoiceCall } from './use-voice-call';
import { agentCallStatusKey } from './status';
import { CallPanel } from './call-panel';
import type { VoiceStrings } from './strings';

// Agent page live test call: idle "Prêt à démarrer", connecting "Connexion en
// cours..." (start disabled), connected "En écoute..." or "Vous parlez..." while the caller speaks;
// red "Terminer l'appel"; the call toasts.

export function AgentTestCallPanel({ config, strings, lang }: { config: VoiceClientConfig; strings: VoiceStrings; lang: 'fr' | 'en' }) {
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
    <CallPanel
      call={call}
      config={config}
      lang={lang}
      testId="agent-test-call"
      statusText={statusText}
      labels={{ start: t.start, connecting: t.connecting, end: t.end }}
      panel={strings.panel}
    />
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
