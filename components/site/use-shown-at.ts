'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * When the component's content became visible to the visitor, on the page's monotonic clock
 * (performance.now()). Mounted on the client (a navigation), that is when it mounts. Rendered by
 * the server and hydrated, it has been on screen since the first paint: the page's scripts start
 * after that paint (lib/serve/hydrate-after-paint.ts), and a visitor may be typing long before
 * hydration, so the mount time would under-count.
 */
export function useShownAt() {
  // The server snapshot is what hydration renders with; a client mount reads the client one.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const wasServerRendered = useRef(hydrating);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = wasServerRendered.current ? firstPaintTime() : performance.now();
  }, []);
  return shownAt;
}

function firstPaintTime(): number {
  const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint' || e.name === 'first-paint');
  return paint ? paint.startTime : performance.now();
}
