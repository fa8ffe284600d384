'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useShownAt } from '@/components/site/use-shown-at';
import { LEAD_FIELDS, LEAD_HONEYPOT_FIELD, LEAD_LIMITS, type LeadField } from '@/lib/leads/limits';
import type { Locale } from '@/lib/i18n/locales';
import { Field } from './field';
import { newIdempotencyKey } from './idempotency-key';

// react-hook-form keeps the values (uncontrolled inputs), the field errors and the focus on the
// first one; the rules are the API's own zod schema (lib/leads/schema.ts) through the zod
// resolver, both loaded on first input so the page does not ship zod up front.

type Values = Record<LeadField, string>;

const EMPTY: Values = { companyName: '', contactName: '', email: '', phone: '', website: '', message: '' };

/** An error set from the server's 400 answer carries a text already localized there. */
const SERVER_ERROR = 'server';

type ApiErrorBody = { error?: { code?: string; fields?: Record<string, { code: string; message: string }> } };

const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('@/lib/leads/schema')]);

function leadResolver(locale: Locale): Resolver<Values> {
  return async (values, context, options) => {
    const [{ zodResolver }, { leadRequestSchema }] = await loadValidation();
    // raw: the form sends what was typed (its own values); the server normalizes phone and website.
    const resolve = zodResolver(leadRequestSchema(locale), undefined, { raw: true }) as unknown as Resolver<Values>;
    return resolve(values, context, options);
  };
}

export function LeadForm({ locale }: { locale: Locale }) {
  const t = useTranslations('LeadForm');
  const tErr = useTranslations('ApiErrors');
  const [resolver] = useState(() => leadResolver(locale));
  const { register, handleSubmit, formState, setError, clearErrors, setValue, reset } = useForm<Values>({
    defaultValues: EMPTY,
    resolver,
    // Errors are checked on submit only; a field's error goes away as soon as it is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const [status, setStatus] = useState<'editing' | 'submitting' | 'success'>('editing');
  // Fill time is measured with the page's own monotonic clock (see LEAD_MIN_FILL_MS), from when
  // the form was on screen.
  const shownAtRef = useShownAt();
  // One key per filled form: a retry or a double click replays the same lead instead of adding one.
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const validationRequested = useRef(false);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  useEffect(() => {
    if (status === 'success') thanksHeading.current?.focus();
  }, [status]);

  const edited = (field: LeadField) => {
    // Fetch the validation chunk while the visitor types, so the submit does not wait for it.
    if (!validationRequested.current) {
      validationRequested.current = true;
      void loadValidation();
    }
    clearErrors(field);
  };

  const messageFor = (code: string) => {
    try {
      return tErr(code as never);
    } catch {
      return tErr('invalid_format');
    }
  };

  // type="url" makes the browser insist on a scheme, but people type "boulangerie-martin.fr".
  // The submit button's click runs before the browser validates, so a bare domain gets its
  // https:// here (the server normalizes it the same way for API callers).
  function completeWebsiteScheme() {
    const input = document.getElementById(`${formId}-website`) as HTMLInputElement | null;
    const typed = input?.value.trim() ?? '';
    if (!input || !typed || /^[a-z][a-z0-9+.-]*:/i.test(typed)) return;
    setValue('website', `https://${typed.replace(/^\/+/, '')}`);
  }

  const onSubmit = handleSubmit(async (values) => {
    // A ref, not state: a double click fires two submits before React re-renders the button.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(values);
    } finally {
      inFlight.current = false;
    }
  });

  async function send(values: Values) {
    idempotencyKey.current ??= newIdempotencyKey();
    setStatus('submitting');
    try {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale, 'idempotency-key': idempotencyKey.current },
        body: JSON.stringify({
          ...values,
          locale,
          fillMs: Math.round(performance.now() - shownAtRef.current),
          [LEAD_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        }),
      });
      if (res.status === 201) {
        toast.success(t('successTitle'), { description: t('successBody') });
        reset(EMPTY);
        idempotencyKey.current = null;
        shownAtRef.current = performance.now();
        setStatus('success');
        return;
      }
      const body = (await res.json().catch(() => ({}))) as ApiErrorBody;
      setStatus('editing');
      if (res.status === 400 && body.error?.fields) {
        const fields = LEAD_FIELDS.filter((f) => body.error!.fields![f]);
        fields.forEach((f, i) => setError(f, { type: SERVER_ERROR, message: body.error!.fields![f].message }, { shouldFocus: i === 0 }));
        toast.error(t('errorTitle'), { description: t('invalidBody') });
        return;
      }
      if (res.status === 429) {
        toast.error(t('errorTitle'), { description: t('rateLimitedBody') });
        return;
      }
      throw new Error(`lead submission answered HTTP ${res.status} (${body.error?.code ?? 'no code'})`);
    } catch (err) {
      console.error('[lead-form] submission failed', err);
      setStatus('editing');
      toast.error(t('errorTitle'), { description: t('errorBody') });
    }
  }

  if (status === 'success') {
    return (
      <Card className="text-center" data-testid="lead-thank-you">
        {/* Plain markup with its own padding: CardContent's would not be replaced (lib/cn.ts). */}
        <div className="flex flex-col items-center gap-4 p-8">
          <CheckCircle2 aria-hidden className="size-12 text-success" />
          <h2 ref={thanksHeading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {t('thankYouTitle')}
          </h2>
          <p className="text-muted-foreground">{t('thankYouBody')}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link href="/">{t('backHome')}</Link>
            </Button>
            <Button asChild>
              <Link href="/onboarding">{t('createAgent')}</Link>
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  const submitting = status === 'submitting';
  const errorText = (name: LeadField, all: FieldErrors<Values>) => {
    const error = all[name];
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : messageFor(error.message);
  };
  const field = (name: LeadField, onBlur?: () => void) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const describedBy = [name === 'phone' ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return {
      id,
      ...register(name, { onChange: () => edited(name), onBlur }),
      maxLength: LEAD_LIMITS[name],
      disabled: submitting,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const fieldProps = (name: LeadField) => ({
    htmlFor: `${formId}-${name}`,
    error: errorText(name, errors),
    errorId: `${formId}-${name}-error`,
  });

  return (
    <Card>
      <div className="p-6 sm:p-8">
        <form onSubmit={onSubmit} className="grid gap-5" aria-busy={submitting} data-testid="lead-form">
          <p className="text-sm text-muted-foreground">{t('requiredNote')}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('companyName')} required {...fieldProps('companyName')}>
              <Input {...field('companyName')} required autoComplete="organization" placeholder={t('companyNamePlaceholder')} />
            </Field>
            <Field label={t('contactName')} required {...fieldProps('contactName')}>
              <Input {...field('contactName')} required autoComplete="name" placeholder={t('contactNamePlaceholder')} />
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('email')} required {...fieldProps('email')}>
              <Input {...field('email')} type="email" required autoComplete="email" inputMode="email" placeholder={t('emailPlaceholder')} />
            </Field>
            <Field label={t('phone')} required {...fieldProps('phone')} hint={t('phoneHint')} hintId={`${formId}-phone-hint`}>
              <Input {...field('phone')} type="tel" required autoComplete="tel" placeholder={t('phonePlaceholder')} />
            </Field>
          </div>
          <Field label={t('website')} optional={t('optional')} {...fieldProps('website')}>
            <Input {...field('website', completeWebsiteScheme)} type="url" autoComplete="url" placeholder={t('websitePlaceholder')} />
          </Field>
          <Field label={t('message')} optional={t('optional')} {...fieldProps('message')}>
            <Textarea {...field('message')} rows={4} placeholder={t('messagePlaceholder')} />
          </Field>
          {/* Honeypot: off-screen, out of the tab order and of the accessibility tree. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor={`${formId}-${LEAD_HONEYPOT_FIELD}`}>{t('honeypotLabel')}</label>
            <input
              ref={honeypot}
              id={`${formId}-${LEAD_HONEYPOT_FIELD}`}
              name={LEAD_HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={submitting}
            onClick={completeWebsiteScheme}
            className="w-full sm:w-auto sm:justify-self-end"
          >
            {submitting ? (
              <>
                <Loader2 aria-hidden className="animate-spin" />
                {t('submitting')}
              </>
            ) : (
              t('submit')
            )}
          </Button>
        </form>
      </div>
    </Card>
  );
}
