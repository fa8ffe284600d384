'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

// Toasts only ever follow a visitor's action, so sonner's Toaster is loaded once the page is idle
// instead of weighing on every page's first load. toast() calls made before it mounts are kept
// by sonner and shown when it does.
export function AppToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => import('sonner').then((m) => !cancelled && setToaster(() => m.Toaster));
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(load);
    return () => {
      cancelled = true;
    };
  }, []);
  // Toasts: about 4–5 s, at most 3 stacked, 356 px wide (sonner's default width).
  return Toaster ? <Toaster richColors closeButton position="top-center" duration={4500} visibleToasts={3} /> : null;
}
