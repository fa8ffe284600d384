'use client';

import { Loader2, RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SITE_REFRESHED_EVENT } from '@/components/receptionist/chat-events';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EDIT_TOKEN_HEADER_NAME } from '@/lib/agent/edit-token-storage';
import type { SiteChanges } from '@/lib/agent/site-refresh-facts';
import { intlTag } from '@/lib/i18n/locales';
import { useEditToken } from './use-edit-token';

// "Mettre à jour depuis mon site": the owner's website changed, the agent re-reads it
// (POST /api/agents/:id/refresh). Only the browser holding the edit token sees it. The outcome is
// a toast and a short list of what changed; the page then re-renders with the new facts, test
// questions and "last updated" date.

type T = ReturnType<typeof useTranslations<'AgentPage'>>;

const MAX_NAMES = 5;

function names(list: string[]): string {
  return list.length > MAX_NAMES ? `${list.slice(0, MAX_NAMES).join(', ')}, …` : list.join(', ');
}

/** One line per change worth telling the owner, in the page's language. */
function changeLines(c: SiteChanges, t: T, locale: 'fr' | 'en'): string[] {
  const out = [t('refreshPassages', { after: c.passages.after, added: c.passages.added, removed: c.passages.removed })];
  if (c.services.added.length) out.push(t('refreshServicesAdded', { count: c.services.added.length, names: names(c.services.added) }));
  if (c.services.removed.length)
    out.push(t('refreshServicesRemoved', { count: c.services.removed.length, names: names(c.services.removed) }));
  if (c.prices.added || c.prices.removed) out.push(t('refreshPrices', { added: c.prices.added, removed: c.prices.removed }));
  if (c.hours) out.push(t('refreshHoursChanged'));
  if (c.address) out.push(t('refreshAddressChanged'));
  if (c.phones) out.push(t('refreshPhonesChanged'));
  if (c.email) out.push(t('refreshEmailChanged'));
  if (c.gapsAnswered) out.push(t('refreshGapsAnswered', { count: c.gapsAnswered }));
  if (c.kept.length) {
    const fields = new Intl.ListFormat(intlTag[locale], { type: 'conjunction' }).format(c.kept.map((f) => t(`refreshFields.${f}`)));
    out.push(t('refreshKept', { fields }));
  }
  out.push(t('refreshPages', { count: c.pages }));
  return out;
}

type Outcome = { changes: SiteChanges; unchanged: boolean };

export function SiteRefresh({ agentId, website, locale }: { agentId: string; website: string; locale: 'fr' | 'en' }) {
  const t = useTranslations('AgentPage');
  const router = useRouter();
  const token = useEditToken(agentId);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A second click before React re-renders the disabled button must not start a second read.
  const running = useRef(false);

  if (!token) return null;

  async function refresh() {
    if (running.current || !token) return;
    running.current = true;
    setPending(true);
    try {
      const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/refresh`, {
        method: 'POST',
        headers: { 'x-locale': locale, [EDIT_TOKEN_HEADER_NAME]: token },
        cache: 'no-store',
      });
      const data = (await res.json().catch(() => null)) as (Outcome & { error?: { message?: string } }) | null;
      if (!res.ok || !data?.changes) {
        toast.error(t('refreshErrorTitle'), { description: data?.error?.message });
        return;
      }
      setOutcome({ changes: data.changes, unchanged: data.unchanged });
      toast.success(t('refreshDoneTitle'), {
        description: data.unchanged ? t('refreshNothingChanged') : changeLines(data.changes, t, locale).slice(0, 3).join(' · '),
      });
      router.refresh();
      window.dispatchEvent(new CustomEvent(SITE_REFRESHED_EVENT, { detail: { agentId } }));
    } catch {
      toast.error(t('refreshErrorTitle'));
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  const host = hostOf(website);
  return (
    <Card data-testid="site-refresh">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <RefreshCw className="size-5 text-primary" aria-hidden />
          {t('refreshTitle')}
        </CardTitle>
        <CardDescription>{t('refreshDescription', { website: host })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button type="button" className="self-start" onClick={refresh} disabled={pending} aria-busy={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {pending ? t('refreshPending') : t('refreshAction')}
        </Button>
        {outcome && (
          <section aria-labelledby="site-refresh-summary" data-testid="site-refresh-summary">
            <h3 id="site-refresh-summary" className="text-sm font-semibold">
              {t('refreshSummaryTitle')}
            </h3>
            {outcome.unchanged ? (
              <p className="mt-1 text-sm text-muted-foreground">{t('refreshNothingChanged')}</p>
            ) : (
              <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
                {changeLines(outcome.changes, t, locale).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
