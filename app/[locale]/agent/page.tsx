import { ArrowLeft, CheckCircle2, MessageSquareText, Phone } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntlIsland } from '@/components/site/intl-island';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChatTestPanel } from '@/components/receptionist/chat-test-panel';
import { AgentTestCall } from '@/components/voice/agent-test-call';
import { getAgent } from '@/lib/agent/repository';
import { suggestTestQuestions } from '@/lib/agent/test-questions';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AgentEditor } from './agent-editor';
import type { AgentView } from './agent-view';
import { ExtractedInfoCard, NextStepsCard, PromptCard, SettingsCard, TestQuestionsCard } from './info-cards';
import { sampleAgent } from './sample-agent';

// /agent?id=… (SPEC "Agent page", French only: proxy.ts always renders it in fr). The agent is
// loaded from the database on the server, so the page survives reloads and can be shared; no id
// shows SPEC's sample agent; an unknown id is a real 404 with its own message (not-found.tsx).

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  const t = await getTranslations({ locale: 'fr', namespace: 'AgentPage' });
  return pageMetadata({ locale: 'fr', path: '/agent', title: t('metaTitle'), description: t('metaDescription'), bothLocales: false, noindex: true });
}

export default async function AgentPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { id } = await searchParams;
  const t = await getTranslations({ locale: 'fr', namespace: 'AgentPage' });

  let agent: AgentView;
  if (typeof id === 'string' && id.trim()) {
    const stored = await getAgent(id.trim());
    if (!stored) notFound();
    agent = stored;
  } else {
    agent = sampleAgent({ name: t('sampleName'), phone: t('samplePhone'), noInfo: t('noInfo') });
  }
  const questions = suggestTestQuestions(agent.extractedInfo, 'fr', agent.businessType);
  const info = agent.extractedInfo;

  return (
    <main id="main" className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background" lang="fr">
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
          {!agent.id && (
            <p className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm" data-testid="agent-sample-notice">
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
                <AgentTestCall agentId={agent.id} providerAssistantId={agent.providerAssistantId} phone={agent.phone} name={agent.name} language={agent.settings.language} />
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
                  <IntlIsland namespaces={['Receptionist']}>
                    <ChatTestPanel agentId={agent.id} timeZone={agent.timezone} locale="fr" />
                  </IntlIsland>
                </CardContent>
              </Card>
            )}
            <TestQuestionsCard questions={questions} t={t} />
            <ExtractedInfoCard agent={agent} t={t} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <SettingsCard agent={agent} t={t} />
            <NextStepsCard t={t} />
          </div>
        </div>

        <div className="mt-6 flex flex-col gap-6">
          {agent.id && (
            <IntlIsland namespaces={['AgentPage']}>
              <AgentEditor
                agent={{ id: agent.id, name: agent.name, phone: agent.phone, extractedInfo: info, settings: agent.settings }}
              />
            </IntlIsland>
          )}
          <PromptCard prompt={agent.prompt} t={t} />
        </div>
      </div>
    </main>
  );
}
