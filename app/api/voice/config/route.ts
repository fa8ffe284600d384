import { methodNotAllowed, route } from '@/lib/http/route';
import { ApiError } from '@/lib/http/errors';
import { demoVoiceConfig } from '@/lib/vapi/client-config';
import { voiceStrings } from '@/components/voice/strings';
import type { DemoVariant } from '@/lib/voice/types';

// The demo pages are prerendered at build time, but Vapi keys are runtime configuration: the demo
// card asks here, when a call starts, which adapter to use now (public values only).

export const runtime = 'nodejs';
const VARIANTS: DemoVariant[] = ['landing', 'ad-fr', 'ad-en', 'savings'];

export const GET = route(async (req) => {
  const params = new URL(req.url).searchParams;
  const variant = params.get('variant') as DemoVariant;
  if (!VARIANTS.includes(variant)) throw new ApiError(400, 'validation_failed');
  const locale = params.get('locale') === 'en' ? 'en' : 'fr';
  const lang = variant === 'ad-fr' ? 'fr' : variant === 'ad-en' ? 'en' : locale;
  const config = demoVoiceConfig(variant, lang, voiceStrings(lang).speech.greeting);
  return Response.json(config, { headers: { 'cache-control': 'no-store' } });
});

export const POST = methodNotAllowed(['GET']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
