// The event components/site/hydration-signal.tsx dispatches on `document` once the page has
// hydrated; the pre-hydration loader of lib/serve/hydrate-after-paint.ts waits for it to hand the
// visitor's early clicks, typing and submits over to the live page.
export const HYDRATED_EVENT = 'receptio:hydrated';
