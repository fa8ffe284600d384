'use client';

import { Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { EDIT_TOKEN_HEADER_NAME } from '@/lib/agent/edit-token-storage';
import { parseIntervalsText } from '@/lib/hours';
import { DAYS, type OpeningInterval } from '@/lib/extract/types';
import { correctionPatch, toForm, type EditableAgent, type Form } from './editor-form';
import { useEditToken } from './use-edit-token';

// "Corriger les informations": the owner fixes what the extractor got wrong. Shown only in the
// browser that created the agent (it holds the edit token, see lib/agent/edit-token.ts); the
// server checks the token, saves, rebuilds the prompt, and the page re-renders with it.

export function AgentEditor({ agent, locale }: { agent: EditableAgent; locale: 'fr' | 'en' }) {
  const t = useTranslations('AgentPage');
  const router = useRouter();
  const token = useEditToken(agent.id);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<Form>(() => toForm(agent));
  // The values the form opened with: what "changed" is measured against.
  const [openedWith, setOpenedWith] = useState<Form>(() => toForm(agent));
  const [prompt, setPrompt] = useState<string | null>(null);

  if (!token) return null;

  const set = (key: Exclude<keyof Form, 'hours'>) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!form.name.trim() || !form.phone.trim()) {
      toast.error(t('editErrorTitle'), { description: t('editRequired') });
      return;
    }
    const hours: OpeningInterval[] = [];
    for (const day of DAYS) {
      const parsed = parseIntervalsText(form.hours[day]);
      if (!parsed) {
        toast.error(t('editErrorTitle'), { description: t('editInvalidHours', { day: t(`days.${day}`) }) });
        document.getElementById(`edit-hours-${day}`)?.focus();
        return;
      }
      hours.push(...parsed.map((i) => ({ day, ...i })));
    }
    const body = correctionPatch(openedWith, form, hours);
    setSaving(true);
    try {
      const res = await fetch(`/api/agents/${agent.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-locale': locale, [EDIT_TOKEN_HEADER_NAME]: token! },
        body: JSON.stringify(body),
      });
      const data = await res.json().catch(() => null);
      if (!res.ok) {
        const fields = data?.error?.fields as Record<string, { message: string }> | undefined;
        const first = fields ? Object.entries(fields)[0] : undefined;
        const message = first ? `${first[0]} : ${first[1].message}` : data?.error?.message;
        toast.error(t('editErrorTitle'), { description: message || t('editErrorFallback') });
        return;
      }
      toast.success(t('editSavedTitle'), { description: t('editSavedDescription') });
      setPrompt(typeof data?.prompt === 'string' ? data.prompt : null);
      setOpen(false);
      router.refresh();
    } catch {
      toast.error(t('editErrorTitle'), { description: t('editErrorFallback') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="agent-editor">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Pencil className="size-5 text-primary" aria-hidden />
          {t('editTitle')}
        </CardTitle>
        <CardDescription>{t('editDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!open ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              // Start from the agent as the page has it now (it may have been re-read from the site).
              const current = toForm(agent);
              setForm(current);
              setOpenedWith(current);
              setOpen(true);
            }}
            aria-expanded={false}
          >
            {t('editOpen')}
          </Button>
        ) : (
          <form onSubmit={save} noValidate className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="edit-name" label={t('editName')}>
                <Input id="edit-name" value={form.name} onChange={set('name')} maxLength={120} required />
              </Field>
              <Field id="edit-phone" label={t('editPhone')}>
                <Input id="edit-phone" type="tel" value={form.phone} onChange={set('phone')} maxLength={40} required />
              </Field>
              <Field id="edit-email" label={t('editEmail')}>
                <Input id="edit-email" type="email" value={form.email} onChange={set('email')} maxLength={200} />
              </Field>
              <Field id="edit-address" label={t('editAddress')}>
                <Input id="edit-address" value={form.address} onChange={set('address')} maxLength={300} />
              </Field>
            </div>
            <Field id="edit-phones" label={t('editPhones')}>
              <Textarea id="edit-phones" rows={2} value={form.phones} onChange={set('phones')} />
            </Field>
            <Field id="edit-summary" label={t('editSummary')}>
              <Textarea id="edit-summary" rows={3} value={form.summary} onChange={set('summary')} maxLength={1000} />
            </Field>
            <fieldset>
              <legend className="text-sm font-medium">{t('editHours')}</legend>
              <p className="mb-2 text-xs text-muted-foreground">{t('editHoursHint')}</p>
              <div className="grid gap-2">
                {DAYS.map((day) => (
                  <div key={day} className="grid grid-cols-[7rem_1fr] items-center gap-2">
                    <Label htmlFor={`edit-hours-${day}`}>{t(`days.${day}`)}</Label>
                    <Input
                      id={`edit-hours-${day}`}
                      value={form.hours[day]}
                      placeholder={t('closed')}
                      onChange={(e) => setForm((f) => ({ ...f, hours: { ...f.hours, [day]: e.target.value } }))}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
            <Field id="edit-services" label={t('editServices')}>
              <Textarea id="edit-services" rows={4} value={form.services} onChange={set('services')} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="edit-tone" label={t('editTone')}>
                <Input id="edit-tone" value={form.tone} onChange={set('tone')} maxLength={80} />
              </Field>
              <Field id="edit-duration" label={t('editMaxCallDuration')}>
                <Input
                  id="edit-duration"
                  type="number"
                  min={1}
                  max={30}
                  step={1}
                  value={form.maxCallDuration}
                  onChange={set('maxCallDuration')}
                />
              </Field>
            </div>
            <div className="flex gap-3">
              <Button type="submit" disabled={saving}>
                {saving ? t('editSaving') : t('editSave')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={saving}>
                {t('editCancel')}
              </Button>
            </div>
          </form>
        )}
        {prompt && (
          <details className="mt-5" open>
            <summary className="cursor-pointer font-semibold">{t('promptTitle')}</summary>
            <pre
              className="mt-3 max-h-96 overflow-auto rounded-lg bg-muted p-4 text-xs whitespace-pre-wrap"
              data-testid="agent-rebuilt-prompt"
            >
              {prompt}
            </pre>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
