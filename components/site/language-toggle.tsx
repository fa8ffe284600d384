'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { alternateHost, type HostRules } from '@/lib/i18n/resolve-locale';
import { LOCALE_STORAGE_KEY, locales, type Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';

export type LanguageToggleLabels = { label: string; fr: string; en: string; switchTo: Record<Locale, string> };

/** The page's language for assistive technology, until the server renders the new locale. */
function setDocumentLanguage(locale: string) {
  document.documentElement.lang = locale;
}

/** Saves the visitor's choice (cookie for the server, localStorage key `language` for the client). */
function saveLocaleChoice(locale: Locale) {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
}

/**
 * FR/EN switch. On a neutral host the page re-renders in place (the proxy reads the cookie; no
 * full reload). On a host bound to a language, the other language lives on the other host.
 */
export function LanguageToggle({
  locale,
  labels,
  hostRules,
  className,
}: {
  locale: Locale;
  labels: LanguageToggleLabels;
  hostRules: HostRules;
  className?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    if (next === locale) return;
    saveLocaleChoice(next);
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) url.searchParams.set('lang', next);
    const other = alternateHost(url.hostname, next, hostRules);
    if (other) {
      url.hostname = other;
      window.location.assign(url.toString());
      return;
    }
    setDocumentLanguage(next);
    startTransition(() => {
      if (url.toString() !== window.location.href) router.replace(url.pathname + url.search, { scroll: false });
      else router.refresh();
    });
  }

  return (
    <div
      role="group"
      aria-label={labels.label}
      className={cn('inline-flex rounded-lg border border-border p-0.5', className)}
      aria-busy={pending}
    >
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          title={l === locale ? labels[l] : labels.switchTo[l]}
          onClick={() => choose(l)}
          className={cn(
            'min-w-10 cursor-pointer rounded-md px-2.5 py-1.5 text-xs font-bold uppercase tracking-wide transition-colors',
            l === locale ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {l}
          {/* The accessible name starts with the visible text (WCAG 2.5.3) and says the language. */}
          <span className="sr-only"> – {labels[l]}</span>
        </button>
      ))}
    </div>
  );
}
