import type { Locale } from '@/lib/i18n/locales';

// Every visible string, one JSON file per area (owned by the code of that area), merged per locale.
// Each file holds one or more top-level namespaces; the same namespace may span files.
import frCommon from './fr/common.json';
import frLanding from './fr/landing.json';
import frCalculator from './fr/calculator.json';
import frAd from './fr/ad.json';
import frSavings from './fr/savings.json';
import frPrivacy from './fr/privacy.json';
import frTerms from './fr/terms.json';
import frLeadForm from './fr/lead-form.json';
import frOnboarding from './fr/onboarding.json';
import frAgent from './fr/agent.json';
import frVoice from './fr/voice.json';
import frAdmin from './fr/admin.json';
import frApiErrors from './fr/api-errors.json';
import frScrape from './fr/scrape.json';
import frReceptionist from './fr/receptionist.json';
import enCommon from './en/common.json';
import enLanding from './en/landing.json';
import enCalculator from './en/calculator.json';
import enAd from './en/ad.json';
import enSavings from './en/savings.json';
import enPrivacy from './en/privacy.json';
import enTerms from './en/terms.json';
import enLeadForm from './en/lead-form.json';
import enOnboarding from './en/onboarding.json';
import enAgent from './en/agent.json';
import enVoice from './en/voice.json';
import enAdmin from './en/admin.json';
import enApiErrors from './en/api-errors.json';
import enScrape from './en/scrape.json';
import enReceptionist from './en/receptionist.json';

type Tree = { [key: string]: string | Tree };

function merge(...parts: Tree[]): Tree {
  const out: Tree = {};
  for (const part of parts) {
    for (const [ns, value] of Object.entries(part)) {
      const prev = out[ns];
      out[ns] =
        prev && typeof prev === 'object' && typeof value === 'object' ? { ...prev, ...value } : value;
    }
  }
  return out;
}

const fr = merge(
  frCommon, frLanding, frCalculator, frAd, frSavings, frPrivacy, frTerms,
  frLeadForm, frOnboarding, frAgent, frVoice, frAdmin, frApiErrors, frScrape, frReceptionist,
) as Messages;
const en = merge(
  enCommon, enLanding, enCalculator, enAd, enSavings, enPrivacy, enTerms,
  enLeadForm, enOnboarding, enAgent, enVoice, enAdmin, enApiErrors, enScrape, enReceptionist,
) as Messages;

export type Messages = typeof frCommon & typeof frLanding & typeof frCalculator & typeof frAd &
  typeof frSavings & typeof frPrivacy & typeof frTerms & typeof frLeadForm & typeof frOnboarding &
  typeof frAgent & typeof frVoice & typeof frAdmin & typeof frApiErrors & typeof frScrape &
  typeof frReceptionist;

export const messages: Record<Locale, Messages> = { fr, en };
