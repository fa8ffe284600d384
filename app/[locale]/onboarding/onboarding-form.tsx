'use client';

import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { BUSINESS_TYPES, OTHER_BUSINESS_TYPE, type BusinessTypeId } from '@/lib/agent/business-types';
import { saveEditToken } from '@/lib/agent/edit-token-storage';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeWebsiteUrl } from '@/lib/scrape/normalize-url';
import { BusinessTypeTiles } from './business-type-tiles';
import { CreationError, runCreation, type CreationStage } from './create-agent-flow';
import { CreationOverlay } from './creation-overlay';
import { StepForm, TextField } from './step-form';
import { playSuccessSound } from './success-sound';

// The agent form draft (no file uploads, so no files field).
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

const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('zod'), import('@/lib/agent/schemas')]);

/**
 * react-hook-form holds the draft across both steps; each step is checked with the create-agent
 * API's own field rules (loaded on first submit, so the page does not ship zod up front): step 1
 * a name, a type and a phone, step 2 a website that normalizes to an http(s) URL.
 */
function stepResolver(currentStep: () => 1 | 2): Resolver<Draft> {
  return async (values, context, options) => {
    const [{ zodResolver }, { z }, { createAgentBodySchema }] = await loadValidation();
    const api = createAgentBodySchema.shape;
    const ids = BUSINESS_TYPES.map((b) => b.id) as [BusinessTypeId, ...BusinessTypeId[]];
    const schema =
      currentStep() === 1
        ? z.object({ businessName: api.businessName, businessType: z.enum(ids, { error: 'required' }), phone: api.phone })
        : z.object({ website: api.website.refine((url) => url !== undefined, { error: 'required' }) });
    // raw: the draft stays as typed (the website is normalized when it is sent).
    const resolve = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Draft>;
    return resolve(values, context, options);
  };
}

export function OnboardingForm({ locale, languageToggle }: { locale: Locale; languageToggle: React.ReactNode }) {
  const t = useTranslations('Onboarding');
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(1);
  // The resolver reads the step from here (it is created once).
  const stepRef = useRef<1 | 2>(1);
  const [resolver] = useState(() => stepResolver(() => stepRef.current));
  const { register, control, handleSubmit, getValues, reset, watch } = useForm<Draft>({
    defaultValues: EMPTY,
    resolver,
    // What is missing is said in a toast, not next to each field.
    shouldFocusError: false,
  });
  const isOther = useWatch({ control, name: 'businessType' }) === OTHER_BUSINESS_TYPE;
  const [stage, setStage] = useState<CreationStage | null>(null);
  const restored = useRef(false);
  const validationRequested = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const changeStep = (next: 1 | 2) => {
    stepRef.current = next;
    setStep(next);
  };

  useEffect(() => {
    const saved = loadDraft();
    if (saved) {
      reset(saved.draft);
      stepRef.current = saved.step;
      setStep(saved.step);
    }
    restored.current = true;
  }, [reset]);

  useEffect(() => {
    const save = () => {
      if (!restored.current) return;
      try {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft: getValues(), step }));
      } catch {
        // Storage unavailable: the draft just won't survive a language switch.
      }
    };
    save();
    const subscription = watch(() => {
      // Fetch the validation chunk while the owner types, so Continue does not wait for it.
      if (!validationRequested.current) {
        validationRequested.current = true;
        void loadValidation();
      }
      save();
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, step]);

  function goToStep(next: 1 | 2) {
    changeStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function back() {
    if (step === 2) goToStep(1);
    else router.push('/');
  }

  const continueToStep2 = handleSubmit(
    () => goToStep(2),
    () => toast.error(t('missingTitle'), { description: t('missingDescription') }),
  );

  function businessTypeToSend(draft: Draft): string {
    if (draft.businessType === OTHER_BUSINESS_TYPE) {
      return draft.customBusinessType.trim() || BUSINESS_TYPES.find((b) => b.id === 'other')!.label[locale];
    }
    return BUSINESS_TYPES.find((b) => b.id === draft.businessType)!.label[locale];
  }

  const create = handleSubmit(
    async (draft) => {
      if (stage) return;
      try {
        const { agentId, editToken } = await runCreation(
          {
            businessName: draft.businessName.trim(),
            businessType: businessTypeToSend(draft),
            phone: draft.phone.trim(),
            website: normalizeWebsiteUrl(draft.website),
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
    },
    (errors) => {
      if (errors.website?.message === 'required') toast.error(t('websiteRequiredTitle'), { description: t('websiteRequiredDescription') });
      else toast.error(t('websiteInvalidTitle'), { description: t('websiteInvalidDescription') });
    },
  );

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
          <StepForm
            key="step-1"
            title={t('step1Title')}
            headingRef={headingRef}
            onSubmit={continueToStep2}
            submit={
              <Button type="submit" size="lg" className="self-end">
                {t('continue')}
              </Button>
            }
          >
            <TextField
              id="businessName"
              label={t('businessName')}
              required
              autoComplete="organization"
              maxLength={120}
              placeholder={t('businessNamePlaceholder')}
              {...register('businessName')}
            />
            <Controller
              control={control}
              name="businessType"
              render={({ field }) => (
                <BusinessTypeTiles locale={locale} legend={t('businessType')} value={field.value} onChange={field.onChange} />
              )}
            />
            {isOther && (
              <TextField
                id="customBusinessType"
                label={t('customType')}
                maxLength={80}
                placeholder={t('customTypePlaceholder')}
                {...register('customBusinessType')}
              />
            )}
            <TextField
              id="phone"
              label={t('phone')}
              hint={t('phoneHint')}
              required
              type="tel"
              autoComplete="tel"
              maxLength={40}
              placeholder={t('phonePlaceholder')}
              {...register('phone')}
            />
          </StepForm>
        ) : (
          // The website's type=url is not checked by the browser (StepForm is noValidate): a bare
          // domain (boulangerie-martin.fr) is valid here and gets https://.
          <StepForm
            key="step-2"
            title={t('step2Title')}
            headingRef={headingRef}
            onSubmit={create}
            submit={
              <Button id="create-agent-button" type="submit" size="lg" className="self-end" disabled={stage !== null}>
                {t('create')}
              </Button>
            }
          >
            <TextField
              id="website"
              label={t('website')}
              hint={t('websiteHint')}
              required
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={2048}
              placeholder={t('websitePlaceholder')}
              {...register('website')}
            />
          </StepForm>
        )}
      </div>
      {stage && <CreationOverlay stage={stage} />}
    </div>
  );
}
