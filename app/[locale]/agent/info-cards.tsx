import { Clock, ExternalLink, FileText, MessageCircleQuestion, Settings } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { localizeBusinessType } from '@/lib/agent/business-types';
import { formatInterval, hoursByDay } from '@/lib/hours';
import type { Locale } from '@/lib/i18n/locales';
import type { AgentView } from './agent-view';

// The read-only cards of the agent page: settings, extracted information,
// next steps, suggested test questions. Server components: no JavaScript shipped for them.

type T = Awaited<ReturnType<typeof getTranslations<'AgentPage'>>>;

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-48">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SettingsCard({ agent, t }: { agent: AgentView; t: T }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings className="size-5 text-primary" aria-hidden />
          {t('settingsTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Fact label={t('language')}>{agent.settings.language === 'en' ? t('languageEn') : t('languageFr')}</Fact>
          <Fact label={t('tone')} testId="agent-tone">
            {agent.settings.tone}
          </Fact>
          <Fact label={t('maxCallDuration')} testId="agent-max-duration">
            {t('minutes', { count: agent.settings.maxCallDuration })}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

export function ExtractedInfoCard({ agent, t, locale }: { agent: AgentView; t: T; locale: Locale }) {
  const info = agent.extractedInfo;
  const days = hoursByDay(info.hours);
  const otherPhones = info.phones.map((p) => p.display || p.e164);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          {t('infoTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="flex flex-col gap-3">
          <Fact label={t('businessType')}>{localizeBusinessType(agent.businessType, locale)}</Fact>
          <Fact label={t('transferPhone')} testId="agent-transfer-phone">
            {agent.phone}
          </Fact>
          {otherPhones.length > 0 && (
            <Fact label={t('publishedPhones')} testId="agent-phones">
              {otherPhones.join(' · ')}
            </Fact>
          )}
          {info.address && (
            <Fact label={t('address')} testId="agent-address">
              {info.address.formatted}
            </Fact>
          )}
          {info.email && <Fact label={t('email')}>{info.email}</Fact>}
          <Fact label={t('summary')} testId="agent-summary">
            <span className="font-normal">{info.summary || t('noInfo')}</span>
          </Fact>
        </dl>

        <section aria-labelledby="hours-title">
          <h4 id="hours-title" className="mb-2 flex items-center gap-2 font-semibold">
            <Clock className="size-4 text-primary" aria-hidden />
            {t('hours')}
          </h4>
          {info.hours.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('hoursUnknown')}</p>
          ) : (
            <table className="w-full max-w-md text-sm" data-testid="agent-hours">
              <tbody>
                {days.map((d) => (
                  <tr key={d.day} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                      {t(`days.${d.day}`)}
                    </th>
                    <td className="py-1.5 tabular-nums">
                      {d.intervals.length === 0 ? (
                        <span className="text-muted-foreground">{t('closed')}</span>
                      ) : (
                        d.intervals.map((i) => formatInterval(i, locale)).join(', ')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        {info.services.length > 0 && (
          <section aria-labelledby="services-title">
            <h4 id="services-title" className="mb-2 font-semibold">
              {t('services')}
            </h4>
            <table className="w-full text-sm" data-testid="agent-services">
              <tbody>
                {info.services.map((s, i) => (
                  <tr key={`${s.name}-${i}`} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                      {s.name}
                      {s.description && <span className="block text-xs text-muted-foreground">{s.description}</span>}
                    </th>
                    <td className="py-1.5 text-right font-medium tabular-nums whitespace-nowrap">{s.price ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {info.faq.length > 0 && (
          <section aria-labelledby="faq-title">
            <h4 id="faq-title" className="mb-2 font-semibold">
              {t('faq')}
            </h4>
            <dl className="flex flex-col gap-2 text-sm">
              {info.faq.slice(0, 10).map((f, i) => (
                <div key={i}>
                  <dt className="font-medium">{f.q}</dt>
                  <dd className="text-muted-foreground">{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        {info.sourceUrls.length > 0 && (
          <section aria-labelledby="sources-title">
            <h4 id="sources-title" className="mb-2 font-semibold">
              {t('sources')}
            </h4>
            <ul className="flex flex-col gap-1 text-sm">
              {info.sourceUrls.slice(0, 8).map((url) => (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline break-all"
                  >
                    {url}
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

export function NextStepsCard({ t, locale }: { t: T; locale: Locale }) {
  const steps = [t('nextTest'), t('nextSettings'), t('nextActivate')];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('nextStepsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {steps.map((s, i) => (
            <li key={s} className="flex items-start gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
        <Link href={`/lead-form?lang=${locale}`} className={buttonVariants({ className: 'mt-5' })}>
          {t('nextActivateCta')}
        </Link>
      </CardContent>
    </Card>
  );
}

export function TestQuestionsCard({ questions, t }: { questions: string[]; t: T }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('questionsTitle')}</CardTitle>
        <CardDescription>{t('questionsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2" data-testid="agent-questions">
          {questions.map((q) => (
            <li key={q} className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
              <MessageCircleQuestion className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {q}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function PromptCard({ prompt, t }: { prompt: string; t: T }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <details>
          <summary className="cursor-pointer font-semibold">{t('promptShow')}</summary>
          <pre
            className="mt-4 max-h-[32rem] overflow-auto rounded-lg bg-muted p-4 text-xs leading-relaxed whitespace-pre-wrap"
            data-testid="agent-prompt"
          >
            {prompt}
          </pre>
        </details>
      </CardContent>
    </Card>
  );
}
