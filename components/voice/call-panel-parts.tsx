'use client';

import { useState, type FormEvent } from 'react';
import { Mic, MicOff, PhoneForwarded, Send, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { VoiceCall } from './use-voice-call';
import type { VoiceStrings } from './strings';

// Pieces shared by the demo card and the agent-page test call: live transcript, mute, the typed
// fallback, the volume meter and the notices (microphone help, transfer number, voice fallback).

type PanelStrings = VoiceStrings['panel'];

export function MuteButton({ call, t }: { call: VoiceCall; t: PanelStrings }) {
  if (call.status !== 'active') return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-pressed={call.muted}
      aria-label={call.muted ? t.unmute : t.mute}
      title={call.muted ? t.unmute : t.mute}
      onClick={() => call.setMuted(!call.muted)}
      data-testid="voice-mute"
    >
      {call.muted ? <MicOff /> : <Mic />}
    </Button>
  );
}

export function Transcript({ call, t }: { call: VoiceCall; t: PanelStrings }) {
  if (call.status === 'idle' && call.transcript.length === 0) return null;
  return (
    <section aria-label={t.transcriptTitle} className="w-full text-left">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t.transcriptTitle}</h4>
      <ol
        className="flex max-h-56 flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-muted/40 p-3 text-sm"
        aria-live="polite"
        data-testid="voice-transcript"
      >
        {call.transcript.length === 0 && <li className="text-muted-foreground">{t.transcriptEmpty}</li>}
        {call.transcript.map((line) => (
          <li key={line.id} data-role={line.role} className={cn('leading-snug', !line.final && 'opacity-70')}>
            <span className="font-semibold">{t.lineLabel.replace('{who}', line.role === 'user' ? t.you : t.agent)} </span>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TypedInput({ call, t }: { call: VoiceCall; t: PanelStrings }) {
  const [text, setText] = useState('');
  if (call.status !== 'active' || call.inputMode !== 'typing') return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    call.sendText(text);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 text-left" data-testid="voice-typed-form">
      <label htmlFor="voice-typed-input" className="text-sm font-medium">
        {t.typeLabel}
      </label>
      <p className="text-xs text-muted-foreground">{call.heardUntyped ? t.heardHint : t.typeHint}</p>
      <div className="flex gap-2">
        <Input
          id="voice-typed-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.typePlaceholder}
          maxLength={500}
          autoComplete="off"
        />
        <Button type="submit" aria-label={t.typeSend} title={t.typeSend}>
          <Send />
        </Button>
      </div>
    </form>
  );
}

export function Notices({ call, t }: { call: VoiceCall; t: PanelStrings }) {
  const errorText =
    call.error?.code === 'mic-denied'
      ? t.micDenied
      : call.error?.code === 'mic-absent'
        ? t.micAbsent
        : call.error?.code === 'start-failed' && call.status === 'idle'
          ? t.startFailed
          : null;
  return (
    <>
      {errorText && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-left text-sm"
          data-testid="voice-error"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>{errorText}</span>
        </p>
      )}
      {call.transferPhone && (
        <div
          className="flex items-start gap-2 rounded-lg border border-border bg-muted/40 p-3 text-left text-sm"
          data-testid="voice-transfer"
        >
          <PhoneForwarded className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t.transferTitle}</p>
            <p>
              {t.transferBody.split('{phone}')[0]}
              <a className="font-semibold underline" href={`tel:${call.transferPhone.replace(/[^\d+]/g, '')}`}>
                {call.transferPhone}
              </a>
              {t.transferBody.split('{phone}')[1] ?? ''}
            </p>
          </div>
        </div>
      )}
      {call.status === 'active' && call.outputMode === 'browser-tts' && (
        <p className="text-xs text-muted-foreground" data-testid="voice-output-note">
          {t.browserTts}
        </p>
      )}
      {call.status === 'active' && call.outputMode === 'text-only' && (
        <p className="text-xs text-muted-foreground" data-testid="voice-output-note">
          {t.textOnly}
        </p>
      )}
    </>
  );
}
