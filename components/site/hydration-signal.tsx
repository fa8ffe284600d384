'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/serve/hydration-event';

/**
 * Tells the page's pre-hydration loader (lib/serve/hydrate-after-paint.ts) that React is live, so
 * it replays what the visitor did before: typed values, clicks, a submit. Rendered last in <body>:
 * passive effects run children first and siblings in order, so every other component of the first
 * render (the forms' own effects and refs included) is mounted when this one fires.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
