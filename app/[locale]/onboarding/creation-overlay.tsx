'use client';

import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { STAGE_PROGRESS, type CreationStage } from './create-agent-flow';

const STAGE_KEY = {
  scraping: 'stageScraping',
  generating: 'stageGenerating',
  finalizing: 'stageFinalizing',
} as const;

/**
 * Full-screen overlay while the agent is created — spinner, progress bar, stage text,
 * the 30-second note. It is a modal busy dialog: focus moves into it and stays there (nothing
 * behind it can be used until creation ends).
 */
export function CreationOverlay({ stage }: { stage: CreationStage }) {
  const t = useTranslations('Onboarding');
  const ref = useRef<HTMLDivElement>(null);
  const progress = STAGE_PROGRESS[stage];
  const text = t(STAGE_KEY[stage]);

  useEffect(() => {
    const node = ref.current;
    node?.focus();
    const keep = (e: KeyboardEvent) => {
      if (e.key === 'Tab' || e.key === 'Escape') {
        e.preventDefault();
        node?.focus();
      }
    };
    document.addEventListener('keydown', keep);
    return () => document.removeEventListener('keydown', keep);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background/90 p-4 backdrop-blur-sm">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="creation-title"
        aria-describedby="creation-stage creation-note"
        tabIndex={-1}
        data-testid="creation-overlay"
        data-stage={stage}
        className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-xl outline-none"
      >
        <LoaderCircle className="mx-auto size-12 animate-spin text-primary" aria-hidden />
        <h2 id="creation-title" className="mt-5 text-xl font-semibold">
          {t('overlayTitle')}
        </h2>
        <p id="creation-stage" aria-live="polite" className="mt-2 font-medium text-foreground">
          {text}
        </p>
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress} % — ${text}`}
          className="mt-5 h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${progress}%` }} />
        </div>
        <p id="creation-note" className="mt-4 text-sm text-muted-foreground">
          {t('note')}
        </p>
      </div>
    </div>
  );
}
