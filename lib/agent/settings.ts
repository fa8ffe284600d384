import type { AgentSettings } from '@/lib/extract/types';
import type { Locale } from '@/lib/i18n/locales';

// Agent page defaults: language of the UI the agent was created from, tone
// "Chaleureux et professionnel", maximum call duration 5 minutes.

const DEFAULT_TONE: Record<Locale, string> = {
  fr: 'Chaleureux et professionnel',
  en: 'Warm and professional',
};

const DEFAULT_MAX_CALL_MINUTES = 5;
export const MAX_CALL_MINUTES_LIMIT = 30;

export function defaultSettings(locale: Locale): AgentSettings {
  return { language: locale, tone: DEFAULT_TONE[locale], maxCallDuration: DEFAULT_MAX_CALL_MINUTES };
}
