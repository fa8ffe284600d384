import { ArrowLeft, CheckCircle2, MessageSquareText, Phone } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntlIsland } from '@/components/site/intl-island';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChatTestPanel } from '@/components/receptionist/chat-test-panel';
import { AgentTestCall } from '@/components/voice/agent-test-call';
import { getAgent } from '@/lib/agent/repository';
import { suggestTestQuestions } from '@/lib/agent/test-questions';
import { listPassages } from '@/lib/knowledge';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AgentEditor } from './agent-editor';
import { KnowledgeGaps } from './knowledge-gaps';
import type { AgentView } from './agent-view';
import { ExtractedInfoCard, NextStepsCard, PromptCard, SettingsCard, TestQuestionsCard } from './info-cards';
import { sampleAgent } from './sample-agent';
import { SiteRefresh } from './site-refresh';

// /agent?id=…. The agent is loaded from the database on the server, so the
// page survives reloads and can be shared; no id shows the sample agent; an unknown id is a
// real 404 with its own message (not-found.tsx). The page speaks the AGENT's language (chosen at
// creation), whatever the host: the French texts are its French version.

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Metadata and page read the same agent: one query per request.
const loadAgent = cache(getAgent);

async function agentFor(searchParams: Props['searchParams']) {
  const { id } = await searchParams;
  return typeof id === 'string' && id.trim() ? { wanted: true, stored: await loadAgent(id.trim()) } : { wanted: false, stored: null };
}

export async function generateMetadata({ searchParams }: Props) {
  const { stored } = await agentFor(searchParams);
  const locale = stored?.language ?? 'fr';
  const t = await getTranslations({ locale, namespace: 'AgentPage' });
  return pageMetadata({
    locale,
    path: '/agent',
    title: t('metaTitle'),
    description: t('metaDescription'),
    bothLocales: false,
    noindex: true,
  });
}

export default async function AgentPage({ params, searchParams }: Props) {
  const { locale: routeLocale } = await params;
  setRequestLocale(routeLocale);
  const { wanted, stored } = await agentFor(searchParams);
  if (wanted && !stored) notFound();
  const locale: Locale = stored?.language ?? 'fr';
  const t = await getTranslations({ locale, namespace: 'AgentPage' });

  const agent: AgentView = stored ?? sampleAgent({ name: t('sampleName'), phone: t('samplePhone'), noInfo: t('noInfo') });
  const passages = stored ? await listPassages(stored.id, { limit: 2000 }) : [];
  const questions = suggestTestQuestions(agent.extractedInfo, locale, agent.businessType, passages);
  const info = agent.extractedInfo;
  // The site was read at creation, then at each "Update from my website".
  const siteReadAt = stored?.website ? (stored.siteRefreshedAt ?? stored.createdAt) : null;

  return (
    <main id="main" className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background" lang={locale}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Link href="/" className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}>
          <ArrowLeft aria-hidden />
          {t('back')}
        </Link>

        <header className="mt-6 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl" data-testid="agent-name">
              {agent.name}
            </h1>
            <Badge variant="success" data-testid="agent-ready">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {t('ready')}
            </Badge>
          </div>
          <p className="text-muted-foreground">{t('subtitle')}</p>
          {siteReadAt && (
            <p className="text-sm text-muted-foreground" data-testid="agent-site-refreshed">
              {t('siteRefreshedAt', { date: formatSiteDate(siteReadAt, locale, agent.timezone) })}
            </p>
          )}
          {!agent.id && (
            <p
              className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm"
              data-testid="agent-sample-notice"
            >
              {t('sampleNotice')}
              <Link href="/onboarding" className="font-semibold text-primary underline-offset-4 hover:underline">
                {t('sampleCta')}
              </Link>
            </p>
          )}
        </header>

        <div className="mt-8 grid gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-3">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Phone className="size-5 text-primary" aria-hidden />
                  {t('testCallTitle')}
                </CardTitle>
                <CardDescription>{t('testCallDescription')}</CardDescription>
              </CardHeader>
              <CardContent>
                <AgentTestCall
                  agentId={agent.id}
                  providerAssistantId={agent.providerAssistantId}
                  phone={agent.phone}
                  name={agent.name}
                  language={agent.settings.language}
                />
              </CardContent>
            </Card>
            {agent.id && (
              // Text test of a stored agent (the sample agent has no facts to talk about).
              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <MessageSquareText className="size-5 text-primary" aria-hidden />
                    {t('chatTitle')}
                  </CardTitle>
                  <CardDescription>{t('chatDescription')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <IntlIsland namespaces={['Receptionist']} locale={locale}>
                    <ChatTestPanel agentId={agent.id} timeZone={agent.timezone} locale={locale} />
                  </IntlIsland>
                </CardContent>
              </Card>
            )}
            {agent.id && (
              <IntlIsland namespaces={['AgentPage']} locale={locale}>
                <KnowledgeGaps agentId={agent.id} locale={locale} />
              </IntlIsland>
            )}
            <TestQuestionsCard questions={questions} t={t} />
            <ExtractedInfoCard agent={agent} t={t} locale={locale} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            {stored?.website && (
              <IntlIsland namespaces={['AgentPage']} locale={locale}>
                <SiteRefresh agentId={stored.id} website={stored.website} locale={locale} />
              </IntlIsland>
            )}
            <SettingsCard agent={agent} t={t} />
            <NextStepsCard t={t} locale={locale} />
          </div>
        </div>

        <div className="mt-6 flex flex-col gap-6">
          {agent.id && (
            <IntlIsland namespaces={['AgentPage']} locale={locale}>
              <AgentEditor
                agent={{ id: agent.id, name: agent.name, phone: agent.phone, extractedInfo: info, settings: agent.settings }}
                locale={locale}
              />
            </IntlIsland>
          )}
          <PromptCard prompt={agent.prompt} t={t} />
        </div>
      </div>
    </main>
  );
}

/** "24 novembre 2026 à 10:05" / "November 24, 2026 at 10:05 AM", in the agent's own time zone. */
function formatSiteDate(date: Date, locale: Locale, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(intlTag[locale], { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone name (hand-edited row) must not break the page.
    return new Intl.DateTimeFormat(intlTag[locale], options).format(date);
  }
}
