'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// Scheduling widget: discovery-call event, namespace discovery-call, month view, dark
// theme. The Cal.com embed (and its remote script) is loaded only when a visitor asks for it; the
// button is a real link to the booking page, so it still works if the embed cannot load.
const NAMESPACE = 'discovery-call';
const EMBED_CONFIG = { layout: 'month_view', theme: 'dark' } as const;
const LOAD_TIMEOUT_MS = 6000;

export function BookCallButton({
  calLink,
  label,
  labels,
  size = 'lg',
  variant = 'default',
  className,
}: {
  calLink: string;
  label: string;
  labels: { loading: string; fallback: string; link: string };
  size?: 'default' | 'lg';
  variant?: 'default' | 'outline' | 'secondary' | 'accent';
  className?: string;
}) {
  const [loading, setLoading] = useState(false);
  const bookingUrl = `https://cal.com/${calLink.replace(/^\/+/, '')}`;

  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let the link work
    event.preventDefault();
    setLoading(true);
    try {
      const { getCalApi } = await import('@calcom/embed-react');
      const cal = await withTimeout(getCalApi({ namespace: NAMESPACE }), LOAD_TIMEOUT_MS);
      cal('modal', { calLink, config: EMBED_CONFIG });
    } catch (err) {
      console.error('[booking] embed failed to load', err);
      const { toast } = await import('sonner');
      toast(labels.fallback, { action: { label: labels.link, onClick: () => window.open(bookingUrl, '_blank', 'noopener') } });
    } finally {
      setLoading(false);
    }
  }

  return (
    <a
      href={bookingUrl}
      target="_blank"
      rel="noopener"
      onClick={open}
      aria-busy={loading}
      data-cal-namespace={NAMESPACE}
      data-cal-link={calLink}
      data-cal-config={JSON.stringify(EMBED_CONFIG)}
      className={cn(buttonVariants({ size, variant }), className)}
    >
      {loading ? labels.loading : label}
    </a>
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
