import { demoVoiceConfig } from '@/lib/vapi/client-config';
import type { DemoVariant } from '@/lib/voice/types';
import { DemoCallPanel } from './demo-call-panel';
import { voiceStrings } from './strings';

// Server component: reads the server configuration (the page's Vapi key + assistant) and
// renders the client island. With no Vapi keys the island runs the local session against the
// built-in demo agent of the page's language.

export function DemoCall({ locale, variant }: { locale: 'fr' | 'en'; variant: DemoVariant }) {
  const lang = variant === 'ad-fr' ? 'fr' : variant === 'ad-en' ? 'en' : locale;
  const strings = voiceStrings(lang);
  const config = demoVoiceConfig(variant, lang, strings.speech.greeting);
  const configUrl = `/api/voice/config?variant=${variant}&locale=${lang}`;
  return <DemoCallPanel config={config} configUrl={configUrl} strings={strings} lang={lang} />;
}
