'use client';

import { MessageCircleQuestion } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CHAT_TURN_EVENT, SITE_REFRESHED_EVENT } from '@/components/receptionist/chat-events';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { EDIT_TOKEN_HEADER_NAME } from '@/lib/agent/edit-token-storage';
import { useEditToken } from './use-edit-token';

// "Questions sans réponse": what callers asked that the agent did not find, each with a field
// for the owner's answer. Only the browser holding the edit token sees it (the questions are the
// owner's business); it reloads after every test-chat turn, and an answer is used at once.

type Gap = { id: string; question: string; times: number };

/** The agent's unanswered questions, or null when the server refuses (token revoked, agent gone). */
async function fetchGaps(agentId: string, editToken: string, locale: string): Promise<Gap[] | null> {
  const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/knowledge`, {
    headers: { [EDIT_TOKEN_HEADER_NAME]: editToken, 'x-locale': locale },
    cache: 'no-store',
  });
  return res.ok ? ((await res.json()) as { gaps: Gap[] }).gaps : null;
}

export function KnowledgeGaps({ agentId, locale }: { agentId: string; locale: 'fr' | 'en' }) {
  const t = useTranslations('AgentPage');
  const token = useEditToken(agentId);
  const [gaps, setGaps] = useState<Gap[] | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const refresh = () =>
      void fetchGaps(agentId, token, locale).then((list) => {
        if (live && list) setGaps(list);
      });
    refresh();
    // Each test-chat turn may leave a new unanswered question, and a re-read of the site may
    // answer some: refresh after either.
    window.addEventListener(CHAT_TURN_EVENT, refresh);
    window.addEventListener(SITE_REFRESHED_EVENT, refresh);
    return () => {
      live = false;
      window.removeEventListener(CHAT_TURN_EVENT, refresh);
      window.removeEventListener(SITE_REFRESHED_EVENT, refresh);
    };
  }, [agentId, token, locale]);

  if (!token) return null;

  async function save(gap: Gap, e: React.FormEvent) {
    e.preventDefault();
    const answer = (answers[gap.id] ?? '').trim();
    if (!answer || !token) return;
    setSaving(gap.id);
    try {
      const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/knowledge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale, [EDIT_TOKEN_HEADER_NAME]: token },
        body: JSON.stringify({ gapId: gap.id, question: gap.question, answer }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        toast.error(t('gapErrorTitle'), { description: body?.error?.message });
        return;
      }
      toast.success(t('gapSavedTitle'), { description: t('gapSavedDescription') });
      setGaps((list) => (list ?? []).filter((g) => g.id !== gap.id));
    } catch {
      toast.error(t('gapErrorTitle'));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card data-testid="knowledge-gaps">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden />
          {t('gapsTitle')}
        </CardTitle>
        <CardDescription>{t('gapsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {gaps === null ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('gapsLoading')}
          </p>
        ) : gaps.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('gapsEmpty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-5">
            {gaps.map((gap) => {
              const field = `gap-answer-${gap.id}`;
              return (
                <li key={gap.id}>
                  <form className="flex flex-col gap-2" onSubmit={(e) => save(gap, e)} data-testid="knowledge-gap">
                    <Label htmlFor={field}>{t('gapAnswerLabel', { question: gap.question })}</Label>
                    <p className="text-xs text-muted-foreground">{t('gapAsked', { count: gap.times })}</p>
                    <Textarea
                      id={field}
                      rows={2}
                      maxLength={1000}
                      required
                      placeholder={t('gapAnswerPlaceholder')}
                      value={answers[gap.id] ?? ''}
                      onChange={(e) => setAnswers((a) => ({ ...a, [gap.id]: e.target.value }))}
                    />
                    <Button type="submit" className="self-start" disabled={saving === gap.id || !(answers[gap.id] ?? '').trim()}>
                      {saving === gap.id ? t('gapSaving') : t('gapSave')}
                    </Button>
                  </form>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
