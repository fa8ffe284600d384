'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { LEAD_HONEYPOT_FIELD, LEAD_LIMITS, type LeadField } from '@/lib/leads/limits';
import type { Locale } from '@/lib/i18n/locales';

type Values = Record<LeadField, string>;
type FieldErrors = Partial<Record<LeadField, string>>;
type Status = 'editing' | 'submitting' | 'success';

const EMPTY: Values = { companyName: '', contactName: '', email: '', phone: '', website: '', message: '' };

type ApiErrorBody = { error?: { code?: string; fields?: Record<string, { code: string; message: string }> } };

export function LeadForm({ locale }: { locale: Locale }) {
  const t = useTranslations('LeadForm');
  const tErr = useTranslations('ApiErrors');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  // Fill time is measured with the page's own monotonic clock (see LEAD_MIN_FILL_MS).
  const shownAt = useRef(0);
  // One key per filled form: a retry or a double click replays the same lead instead of adding one.
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const schemaRequested = useRef(false);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (status === 'success') thanksHeading.current?.focus();
  }, [status]);

  const set = (field: LeadField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    // Fetch the validation chunk while the visitor types, so the submit does not wait for it.
    if (!schemaRequested.current) {
      schemaRequested.current = true;
      void import('@/lib/leads/schema');
    }
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
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
    input.value = `https://${typed.replace(/^\/+/, '')}`;
    setValues((v) => ({ ...v, website: input.value }));
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A ref, not state: a double click fires two submits before React re-renders the button.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send();
    } finally {
      inFlight.current = false;
    }
  }

  async function send() {
    // The browser's own validation already ran (required, type=email, type=url…); the shared
    // schema catches the rest before a round trip (loaded now so the page does not ship it).
    const { leadRequestSchema } = await import('@/lib/leads/schema');
    const local = leadRequestSchema(locale).safeParse(values);
    if (!local.success) {
      const found: FieldErrors = {};
      for (const issue of local.error.issues) {
        const field = issue.path[0] as LeadField;
        found[field] ??= messageFor(issue.message);
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }

    idempotencyKey.current ??= newIdempotencyKey();
    setStatus('submitting');
    setErrors({});
    try {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale, 'idempotency-key': idempotencyKey.current },
        body: JSON.stringify({
          ...values,
          locale,
          fillMs: Math.round(performance.now() - shownAt.current),
          [LEAD_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        }),
      });
      if (res.status === 201) {
        toast.success(t('successTitle'), { description: t('successBody') });
        setValues(EMPTY);
        idempotencyKey.current = null;
        shownAt.current = performance.now();
        setStatus('success');
        return;
      }
      const body = (await res.json().catch(() => ({}))) as ApiErrorBody;
      setStatus('editing');
      if (res.status === 400 && body.error?.fields) {
        const found: FieldErrors = {};
        for (const [field, err] of Object.entries(body.error.fields)) {
          if (field in EMPTY) found[field as LeadField] = err.message;
        }
        setErrors(found);
        focusFirstError(found);
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

  function focusFirstError(found: FieldErrors) {
    const first = (Object.keys(EMPTY) as LeadField[]).find((f) => found[f]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  if (status === 'success') {
    return (
      <Card className="text-center" data-testid="lead-thank-you">
        <CardContent className="flex flex-col items-center gap-4 p-8">
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
        </CardContent>
      </Card>
    );
  }

  const submitting = status === 'submitting';
  const field = (name: LeadField) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const describedBy = [name === 'phone' ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return {
      id,
      name,
      value: values[name],
      onChange: set(name),
      maxLength: LEAD_LIMITS[name],
      disabled: submitting,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  return (
    <Card>
      <CardContent className="p-6 sm:p-8">
        <form onSubmit={onSubmit} className="grid gap-5" aria-busy={submitting} data-testid="lead-form">
          <p className="text-sm text-muted-foreground">{t('requiredNote')}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('companyName')} required htmlFor={`${formId}-companyName`} error={errors.companyName} errorId={`${formId}-companyName-error`}>
              <Input {...field('companyName')} required autoComplete="organization" placeholder={t('companyNamePlaceholder')} />
            </Field>
            <Field label={t('contactName')} required htmlFor={`${formId}-contactName`} error={errors.contactName} errorId={`${formId}-contactName-error`}>
              <Input {...field('contactName')} required autoComplete="name" placeholder={t('contactNamePlaceholder')} />
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('email')} required htmlFor={`${formId}-email`} error={errors.email} errorId={`${formId}-email-error`}>
              <Input {...field('email')} type="email" required autoComplete="email" inputMode="email" placeholder={t('emailPlaceholder')} />
            </Field>
            <Field
              label={t('phone')}
              required
              htmlFor={`${formId}-phone`}
              error={errors.phone}
              errorId={`${formId}-phone-error`}
              hint={t('phoneHint')}
              hintId={`${formId}-phone-hint`}
            >
              <Input {...field('phone')} type="tel" required autoComplete="tel" placeholder={t('phonePlaceholder')} />
            </Field>
          </div>
          <Field label={t('website')} optional={t('optional')} htmlFor={`${formId}-website`} error={errors.website} errorId={`${formId}-website-error`}>
            <Input {...field('website')} type="url" autoComplete="url" onBlur={completeWebsiteScheme} placeholder={t('websitePlaceholder')} />
          </Field>
          <Field label={t('message')} optional={t('optional')} htmlFor={`${formId}-message`} error={errors.message} errorId={`${formId}-message-error`}>
            <Textarea {...field('message')} rows={4} placeholder={t('messagePlaceholder')} />
          </Field>
          {/* Honeypot: off-screen, out of the tab order and of the accessibility tree. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor={`${formId}-${LEAD_HONEYPOT_FIELD}`}>{t('honeypotLabel')}</label>
            <input ref={honeypot} id={`${formId}-${LEAD_HONEYPOT_FIELD}`} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <Button type="submit" size="lg" disabled={submitting} onClick={completeWebsiteScheme} className="w-full sm:w-auto sm:justify-self-end">
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
      </CardContent>
    </Card>
  );
}

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (HTTPS, localhost), and the
 * site may be served over plain HTTP; getRandomValues works everywhere.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function Field(props: {
  label: string;
  htmlFor: string;
  required?: boolean;
  optional?: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.htmlFor}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
        {props.optional ? <span className="ml-1 font-normal text-muted-foreground">{props.optional}</span> : null}
      </Label>
      {props.children}
      {props.hint ? (
        <p id={props.hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="text-sm font-medium text-destructive" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
