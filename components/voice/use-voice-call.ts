'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { primeAudioContext, warmBrowserVoices } from '@/lib/voice/audio';
import type { InputMode, OutputMode, TranscriptRole, VoiceClientConfig, VoiceError, VoiceSession } from '@/lib/voice/types';

// React state for one call button: status, who is speaking, transcript, mute, and what to tell the
// caller (microphone blocked, typed fallback, transfer number). One session per call; leaving the
// page (pagehide) or unmounting stops it.

export type CallStatus = 'idle' | 'connecting' | 'active';
export type TranscriptLine = { id: number; role: TranscriptRole; text: string; final: boolean };

export type VoiceCallHandlers = {
  onCallStart?: () => void;
  onCallEnd?: () => void;
  onError?: (error: VoiceError) => void;
};

export function useVoiceCall(
  config: VoiceClientConfig,
  transferSpeech: string,
  handlers: VoiceCallHandlers = {},
  /** Where to fetch the current config when a call starts (prerendered demo pages). */
  configUrl?: string,
) {
  const [status, setStatus] = useState<CallStatus>('idle');
  const [agentSpeaking, setAgentSpeaking] = useState(false);
  const [userSpeaking, setUserSpeaking] = useState(false);
  const [volume, setVolume] = useState(0);
  const [muted, setMutedState] = useState(false);
  const [transcript, setTranscript] = useState<TranscriptLine[]>([]);
  const [error, setError] = useState<VoiceError | null>(null);
  const [inputMode, setInputMode] = useState<InputMode | null>(null);
  const [outputMode, setOutputMode] = useState<OutputMode | null>(null);
  const [transferPhone, setTransferPhone] = useState<string | null>(null);
  /** Speech was heard but nothing transcribed it (typing mode): prompt the caller to type it. */
  const [heardUntyped, setHeardUntyped] = useState(false);
  const sessionRef = useRef<VoiceSession | null>(null);
  const handlersRef = useRef(handlers);
  // The latest handlers for the session's callbacks, without restarting the call when they change.
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const inputModeRef = useRef<InputMode | null>(null);
  const lineId = useRef(0);

  const reset = useCallback(() => {
    setStatus('idle');
    setAgentSpeaking(false);
    setUserSpeaking(false);
    setVolume(0);
  }, []);

  const starting = useRef(false);

  const start = useCallback(async () => {
    if (sessionRef.current || starting.current) return;
    starting.current = true;
    // Synchronously inside the click: iOS only allows audio to start from the gesture itself.
    const audioContext = primeAudioContext();
    warmBrowserVoices();
    setStatus('connecting');
    let current = config;
    if (configUrl) {
      // Prerendered pages carry build-time config; the runtime one (Vapi keys set later) wins.
      try {
        const res = await fetch(configUrl, { signal: AbortSignal.timeout(3000) });
        if (res.ok) current = (await res.json()) as VoiceClientConfig;
      } catch {
        /* keep the prerendered config */
      }
    }
    // The adapters are loaded when a call starts, not with the page (first-load JS stays small).
    let createVoiceSession: typeof import('@/lib/voice/create-session').createVoiceSession;
    try {
      ({ createVoiceSession } = await import('@/lib/voice/create-session'));
    } catch (cause) {
      starting.current = false;
      void audioContext?.close().catch(() => {});
      const err: VoiceError = { code: 'start-failed', message: 'The voice module could not be loaded.', cause };
      setError(err);
      setStatus('idle');
      handlersRef.current.onError?.(err);
      return;
    }
    starting.current = false;
    const session = createVoiceSession(current, { audioContext, transferSpeech });
    sessionRef.current = session;
    setMutedState(false);
    setError(null);
    setTranscript([]);
    setTransferPhone(null);
    setHeardUntyped(false);
    setInputMode(null);
    setOutputMode(null);
    inputModeRef.current = null;
    session.on('call-start', () => {
      setStatus('active');
      handlersRef.current.onCallStart?.();
    });
    session.on('call-end', () => {
      if (sessionRef.current === session) {
        sessionRef.current = null;
        session.dispose();
      }
      reset();
      handlersRef.current.onCallEnd?.();
    });
    session.on('speech-start', () => setAgentSpeaking(true));
    session.on('speech-end', () => {
      setAgentSpeaking(false);
      setVolume(0);
    });
    session.on('volume-level', (v) => setVolume(v));
    session.on('user-speech-start', () => setUserSpeaking(true));
    session.on('user-speech-end', () => {
      setUserSpeaking(false);
      if (inputModeRef.current === 'typing') setHeardUntyped(true);
    });
    session.on('transcript', ({ role, text, final }) => {
      if (role === 'user' && final) setHeardUntyped(false);
      setTranscript((lines) => {
        const last = lines[lines.length - 1];
        if (last && last.role === role && !last.final) {
          return [...lines.slice(0, -1), { ...last, text, final }];
        }
        return [...lines, { id: ++lineId.current, role, text, final }];
      });
    });
    session.on('input-mode', (mode) => {
      inputModeRef.current = mode;
      setInputMode(mode);
    });
    session.on('output-mode', (mode) => setOutputMode(mode));
    session.on('transfer', ({ phone }) => setTransferPhone(phone));
    session.on('error', (err) => {
      if (err.code === 'already-started') return;
      setError(err);
      handlersRef.current.onError?.(err);
    });
    void session.start().then((result) => {
      if (result === null && sessionRef.current === session) {
        // Failed start (mic refused, provider unreachable…): back to idle, message stays visible.
        sessionRef.current = null;
        session.dispose();
        reset();
      }
    });
  }, [config, configUrl, transferSpeech, reset]);

  const stop = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    void session.stop().then(() => {
      if (sessionRef.current === session) {
        sessionRef.current = null;
        session.dispose();
        reset();
      }
    });
  }, [reset]);

  const setMuted = useCallback((value: boolean) => {
    sessionRef.current?.setMuted(value);
    setMutedState(value);
  }, []);

  const sendText = useCallback((text: string) => {
    sessionRef.current?.sendText?.(text);
    setHeardUntyped(false);
  }, []);

  useEffect(() => {
    const onPageHide = () => void sessionRef.current?.stop();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      sessionRef.current?.dispose();
      sessionRef.current = null;
    };
  }, []);

  return {
    status,
    agentSpeaking,
    userSpeaking,
    volume,
    muted,
    transcript,
    error,
    inputMode,
    outputMode,
    transferPhone,
    heardUntyped,
    start,
    stop,
    setMuted,
    sendText,
  };
}

export type VoiceCall = ReturnType<typeof useVoiceCall>;
