'use client';

import { lazy } from 'react';

// The in-call pieces (transcript, mute, typed fallback, notices) load with the first call, not the
// page. One set of lazy components shared by both call panels (demo card and agent test call).
/** Starts loading the in-call pieces (called on Start, so they are there when the call is). */
export const loadCallParts = () => import('./call-panel-parts');
const parts = loadCallParts;
export const MuteButton = lazy(() => parts().then((m) => ({ default: m.MuteButton })));
export const Notices = lazy(() => parts().then((m) => ({ default: m.Notices })));
export const TypedInput = lazy(() => parts().then((m) => ({ default: m.TypedInput })));
export const Transcript = lazy(() => parts().then((m) => ({ default: m.Transcript })));
