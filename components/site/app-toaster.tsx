'use client';

import { Toaster } from 'sonner';

/** SPEC §9: about 4–5 s, at most 3 stacked, 356 px wide (sonner's defaults), rich colours. */
export function AppToaster() {
  return <Toaster richColors closeButton position="top-center" duration={4500} visibleToasts={3} />;
}
