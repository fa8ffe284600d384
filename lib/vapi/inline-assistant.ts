import type { VapiInlineAssistant } from '@/lib/voice/types';

// The agent-page test call, when the agent has no Vapi assistant of its own, starts Vapi
// with an inline demo configuration — a French-only receptionist, an OpenAI realtime model (Vapi
// only accepts dated realtime model names), voice "marin", first message below.

export const VAPI_REALTIME_MODEL = 'gpt-realtime-2025-08-28';
const INLINE_FIRST_MESSAGE = 'Bonjour, comment puis-je vous aider\u00a0?';

export function inlineVapiAssistant(opts: { businessName?: string; phone?: string }): VapiInlineAssistant {
  const business = opts.businessName?.trim() || 'l’entreprise';
  const transfer = opts.phone?.trim()
    ? ` Si l’appelant demande à parler à quelqu’un, indique que tu peux transférer l’appel au ${opts.phone.trim()}.`
    : '';
  return {
    name: 'Réceptionniste démo',
    firstMessage: INLINE_FIRST_MESSAGE,
    model: {
      provider: 'openai',
      model: VAPI_REALTIME_MODEL,
      messages: [
        {
          role: 'system',
          content:
            `Tu es la réceptionniste virtuelle de ${business}. Tu réponds uniquement en français, ` +
            'avec des phrases courtes, chaleureuses et professionnelles. Tu prends les rendez-vous, ' +
            'réponds aux questions sur les horaires et les services, et prends les messages. ' +
            'Tu n’inventes jamais une information que tu ne connais pas : tu proposes de prendre un message.' +
            transfer,
        },
      ],
    },
    voice: { provider: 'openai', voiceId: 'marin' },
  };
}
