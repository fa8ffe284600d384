'use client';

import { useEffect } from 'react';

// The router's error boundary ("Unexpected Application Error!" with the message). Error
// boundaries are client components without access to server translations, so both languages'
// strings live here, picked by <html lang>. In production Next replaces server error messages with
// a generic one plus a digest, so no stack trace or internal detail ever reaches the page.
const TEXT = {
  fr: { body: 'Une erreur inattendue est survenue.', retry: 'Réessayer', home: 'Retour à l’accueil', ref: 'Référence' },
  en: { body: 'Something unexpected happened.', retry: 'Try again', home: 'Back to home', ref: 'Reference' },
};

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const lang = typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'fr';
  const t = TEXT[lang];
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-muted px-4 py-3 font-mono text-sm text-foreground">{error.message || t.body}</p>
      {error.digest ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {t.ref}: {error.digest}
        </p>
      ) : null}
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="h-10 cursor-pointer rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground"
        >
          {t.retry}
        </button>
        {/* A full page load, not a client navigation: it leaves the state that just failed behind. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="inline-flex h-10 items-center rounded-lg border border-border px-4 text-sm font-semibold">
          {t.home}
        </a>
      </div>
    </main>
  );
}
