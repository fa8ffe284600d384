'use client';

import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BUSINESS_TYPES, OTHER_BUSINESS_TYPE, type BusinessTypeId } from '@/lib/agent/business-types';
import { saveEditToken } from '@/lib/agent/edit-token-storage';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { BusinessTypeTiles } from './business-type-tiles';
import { CreationError, runCreation, type CreationStage } from './create-agent-flow';
import { CreationOverlay } from './creation-overlay';
import { playSuccessSound } from './success-sound';

// SPEC §3 "Agent form draft" (files: unused, so absent).
type Draft = {
  businessName: string;
  businessType: BusinessTypeId | '';
  customBusinessType: string;
  phone: string;
  website: string;
};

const EMPTY: Draft = { businessName: '', businessType: '', customBusinessType: '', phone: '', website: '' };
// The language toggle re-renders the page in the other locale (a new tree): keep the draft and
// the step in sessionStorage so switching language never loses what was typed.
const DRAFT_KEY = 'onboarding-draft';
const REDIRECT_DELAY_MS = 1000;

function loadDraft(): { draft: Draft; step: 1 | 2 } | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft?: Partial<Draft>; step?: number };
    return { draft: { ...EMPTY, ...parsed.draft }, step: parsed.step === 2 ? 2 : 1 };
  } catch {
    return null;
  }
}

export function OnboardingForm({ locale, languageToggle }: { locale: Locale; languageToggle: React.ReactNode }) {
  const t = useTranslations('Onboarding');
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [step, setStep] = useState<1 | 2>(1);
  const [stage, setStage] = useState<CreationStage | null>(null);
  const restored = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const saved = loadDraft();
    if (saved) {
      setDraft(saved.draft);
      setStep(saved.step);
    }
    restored.current = true;
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft, step }));
    } catch {
      // Storage unavailable: the draft just won't survive a language switch.
    }
  }, [draft, step]);

  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function goToStep(next: 1 | 2) {
    setStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function back() {
    if (step === 2) goToStep(1);
    else router.push('/');
  }

  function continueToStep2(e: React.FormEvent) {
    e.preventDefault();
    if (!draft.businessName.trim() || !draft.businessType || !draft.phone.trim()) {
      toast.error(t('missingTitle'), { description: t('missingDescription') });
      return;
    }
    goToStep(2);
  }

  function businessTypeToSend(): string {
    if (draft.businessType === OTHER_BUSINESS_TYPE) {
      return draft.customBusinessType.trim() || BUSINESS_TYPES.find((b) => b.id === 'other')!.label[locale];
    }
    return BUSINESS_TYPES.find((b) => b.id === draft.businessType)!.label[locale];
  }

  async function create(e: React.FormEvent) {
    e.preventDefault();
    if (stage) return;
    if (!draft.website.trim()) {
      toast.error(t('websiteRequiredTitle'), { description: t('websiteRequiredDescription') });
      return;
    }
    let website: string;
    try {
      website = normalizeWebsiteUrl(draft.website);
    } catch {
      toast.error(t('websiteInvalidTitle'), { description: t('websiteInvalidDescription') });
      return;
    }
    try {
      const { agentId, editToken } = await runCreation(
        {
          businessName: draft.businessName.trim(),
          businessType: businessTypeToSend(),
          phone: draft.phone.trim(),
          website,
          locale,
        },
        setStage,
      );
      saveEditToken(agentId, editToken);
      try {
        sessionStorage.removeItem(DRAFT_KEY);
      } catch {}
      toast.success(t('successTitle'), { description: t('successDescription', { name: draft.businessName.trim() }) });
      playSuccessSound();
      await new Promise((r) => setTimeout(r, REDIRECT_DELAY_MS));
      router.push(`/agent?id=${encodeURIComponent(agentId)}`);
    } catch (err) {
      const message = err instanceof CreationError && err.serverMessage ? err.serverMessage : t('errorFallback');
      toast.error(t('errorTitle'), { description: message });
      setStage(null);
      requestAnimationFrame(() => document.getElementById('create-agent-button')?.focus());
    }
  }

  const isOther = draft.businessType === OTHER_BUSINESS_TYPE;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <Button type="button" variant="ghost" onClick={back} className="-ml-3">
          <ArrowLeft aria-hidden />
          {t('back')}
        </Button>
        {languageToggle}
      </div>

      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </header>

      <div className="mt-8">
        <p className="text-sm font-medium text-muted-foreground" data-testid="step-indicator">
          {t('step', { n: step, total: 2 })}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2" aria-hidden>
          <span className="h-1.5 rounded-full bg-primary" />
          <span className={step === 2 ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'} />
        </div>
      </div>

      <div className="mt-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        {step === 1 ? (
          <form onSubmit={continueToStep2} noValidate className="flex flex-col gap-6" aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
              {t('step1Title')}
            </h2>
            <div className="flex flex-col gap-2">
              <Label htmlFor="businessName">
                {t('businessName')} <span aria-hidden className="text-destructive">*</span>
              </Label>
              <Input
                id="businessName"
                name="businessName"
                autoComplete="organization"
                required
                maxLength={120}
                placeholder={t('businessNamePlaceholder')}
                value={draft.businessName}
                onChange={(e) => set('businessName')(e.target.value)}
              />
            </div>
            <BusinessTypeTiles
              locale={locale}
              legend={t('businessType')}
              value={draft.businessType}
              onChange={set('businessType')}
            />
            {isOther && (
              <div className="flex flex-col gap-2">
                <Label htmlFor="customBusinessType">{t('customType')}</Label>
                <Input
                  id="customBusinessType"
                  name="customBusinessType"
                  maxLength={80}
                  placeholder={t('customTypePlaceholder')}
                  value={draft.customBusinessType}
                  onChange={(e) => set('customBusinessType')(e.target.value)}
                />
              </div>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor="phone">
                {t('phone')} <span aria-hidden className="text-destructive">*</span>
              </Label>
              <Input
                id="phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                maxLength={40}
                aria-describedby="phone-hint"
                placeholder={t('phonePlaceholder')}
                value={draft.phone}
                onChange={(e) => set('phone')(e.target.value)}
              />
              <p id="phone-hint" className="text-sm text-muted-foreground">
                {t('phoneHint')}
              </p>
            </div>
            <Button type="submit" size="lg" className="self-end">
              {t('continue')}
            </Button>
          </form>
        ) : (
          // noValidate: a bare domain (boulangerie-martin.fr) is valid here and gets https://,
          // which the browser's url check would refuse.
          <form onSubmit={create} noValidate className="flex flex-col gap-6" aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
              {t('step2Title')}
            </h2>
            <div className="flex flex-col gap-2">
              <Label htmlFor="website">
                {t('website')} <span aria-hidden className="text-destructive">*</span>
              </Label>
              <Input
                id="website"
                name="website"
                type="url"
                inputMode="url"
                autoComplete="url"
                required
                maxLength={2048}
                aria-describedby="website-hint"
                placeholder={t('websitePlaceholder')}
                value={draft.website}
                onChange={(e) => set('website')(e.target.value)}
              />
              <p id="website-hint" className="text-sm text-muted-foreground">
                {t('websiteHint')}
              </p>
            </div>
            <Button id="create-agent-button" type="submit" size="lg" className="self-end" disabled={stage !== null}>
              {t('create')}
            </Button>
          </form>
        )}
      </div>
      {stage && <CreationOverlay stage={stage} />}
    </div>
  );
}
