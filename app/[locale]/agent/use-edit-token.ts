'use client';

import { useSyncExternalStore } from 'react';
import { editTokenStorageKey, readEditToken } from '@/lib/agent/edit-token-storage';

// The agent's edit token as React state: null on the server and during hydration (the page is
// rendered without it), then read from localStorage; another tab storing or clearing it updates it.
export function useEditToken(agentId: string): string | null {
  return useSyncExternalStore(
    (onChange) => {
      const listener = (e: StorageEvent) => {
        if (e.key === null || e.key === editTokenStorageKey(agentId)) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
    () => readEditToken(agentId),
    () => null,
  );
}
