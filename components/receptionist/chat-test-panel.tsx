'use client';

import { CalendarCheck, CalendarX, Loader2, MessageSquareText, PhoneForwarded, RotateCcw, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CHAT_TURN_EVENT } from './chat-events';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ChatAction, ChatTurnResult } from '@/lib/receptionist/types';

// "Tester par écrit": a real text conversation with the agent through POST /api/agents/:id/chat.
// Bookings, messages and transfers appear as cards the moment the engine stores them. Strings come
// from the Receptionist namespace (wrap in <IntlIsland namespaces={['Receptionist']}>).

const MAX_CHARS = 2000;

type Entry = { id: number; role: 'caller' | 'agent'; text: string; actions?: ChatAction[] };

export function ChatTestPanel({
  agentId,
  timeZone = 'Europe/Paris',
  locale = 'fr',
}: {
  agentId: string;
  timeZone?: string;
  locale?: 'fr' | 'en';
}) {
  const t = useTranslations('Receptionist');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const listRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInput = () => formRef.current?.querySelector('input')?.focus();
  const inputId = useId();

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries, pending]);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const message = input.trim();
    if (!message || pending || ended) return;
    if (message.length > MAX_CHARS) {
      setError(t('tooLong'));
      return;
    }
    setError(null);
    setInput('');
    setEntries((prev) => [...prev, { id: nextId.current++, role: 'caller', text: message }]);
    setPending(true);
    try {
      const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body: JSON.stringify({ sessionId, message }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const data = (await res.json()) as ChatTurnResult;
      setSessionId(data.sessionId);
      setEntries((prev) => [...prev, { id: nextId.current++, role: 'agent', text: data.reply, actions: data.actions }]);
      if (data.ended) setEnded(true);
      // The page's other islands (unanswered questions) refresh after each turn.
      window.dispatchEvent(new CustomEvent(CHAT_TURN_EVENT, { detail: { agentId } }));
    } catch {
      setError(t('error'));
      setInput(message);
    } finally {
      setPending(false);
      focusInput();
    }
  }

  function restart() {
    setEntries([]);
    setSessionId(null);
    setEnded(false);
    setError(null);
    setInput('');
    setTimeout(focusInput, 0);
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));

  return (
    <section className="flex w-full flex-col gap-3" data-testid="chat-test-panel" aria-label={t('title')}>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('log')}
        className="flex max-h-96 min-h-40 flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-muted/30 p-3"
        data-testid="chat-log"
      >
        {entries.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
        {entries.map((entry) => (
          <div key={entry.id} className={entry.role === 'caller' ? 'flex flex-col items-end' : 'flex flex-col items-start'}>
            <p className="sr-only">{entry.role === 'caller' ? t('you') : t('agent')}</p>
            <p
              className={
                entry.role === 'caller'
                  ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground'
                  : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-background px-3 py-2 text-sm text-foreground shadow-sm'
              }
              data-testid={entry.role === 'caller' ? 'chat-caller' : 'chat-agent'}
            >
              {entry.text}
            </p>
            {entry.actions?.map((action, i) => renderAction(action, i))}
          </div>
        ))}
        {pending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('sending')}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="chat-error">
          {error}
        </p>
      )}
      {ended ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border p-3" data-testid="chat-ended">
          <p className="text-sm">{t('ended')}</p>
          <Button type="button" variant="outline" onClick={restart} data-testid="chat-restart">
            <RotateCcw aria-hidden="true" />
            {t('restart')}
          </Button>
        </div>
      ) : (
        <form ref={formRef} onSubmit={send} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('placeholder')}
          </label>
          <Input
            id={inputId}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('placeholder')}
            maxLength={MAX_CHARS}
            autoComplete="off"
            disabled={pending}
            data-testid="chat-input"
          />
          <Button type="submit" disabled={pending || !input.trim()} data-testid="chat-send">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {t('send')}
          </Button>
        </form>
      )}
    </section>
  );

  function renderAction(action: ChatAction, key: number) {
    const card = 'mt-1 flex max-w-[85%] items-start gap-2 rounded-lg border px-3 py-2 text-sm';
    if (action.type === 'appointment_booked' || action.type === 'appointment_moved' || action.type === 'appointment_cancelled') {
      const a = action.appointment;
      const cancelled = action.type === 'appointment_cancelled';
      const Icon = cancelled ? CalendarX : CalendarCheck;
      const title =
        action.type === 'appointment_booked'
          ? t('bookingStored')
          : action.type === 'appointment_moved'
            ? t('bookingMoved')
            : t('bookingCancelled');
      return (
        <div
          className={`${card} ${cancelled ? 'border-border bg-muted' : 'border-emerald-300 bg-emerald-50 text-emerald-950'}`}
          key={key}
          data-testid="chat-card-appointment"
          data-kind={action.type}
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{title}</p>
            <p>
              {t('when')} {when(a.startsAt)}
            </p>
            {a.service && (
              <p>
                {t('service')} {a.service}
              </p>
            )}
            <p>
              {t('name')} {a.callerName} · {t('phone')} {a.callerPhone}
            </p>
          </div>
        </div>
      );
    }
    if (action.type === 'message_taken') {
      const m = action.message;
      return (
        <div className={`${card} border-sky-300 bg-sky-50 text-sky-950`} key={key} data-testid="chat-card-message">
          <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('messageStored')}</p>
            <p className="whitespace-pre-wrap">{m.message}</p>
            <p>
              {t('name')} {m.callerName ?? '—'} · {t('phone')} {m.callerPhone ?? '—'}
            </p>
          </div>
        </div>
      );
    }
    if (action.type === 'transfer') {
      return (
        <div className={`${card} border-amber-300 bg-amber-50 text-amber-950`} key={key} data-testid="chat-card-transfer">
          <PhoneForwarded className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="font-semibold">{t(action.emergency ? 'transferEmergency' : 'transfer', { phone: action.phone })}</p>
        </div>
      );
    }
    return null;
  }
}
