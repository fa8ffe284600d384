// One turn with our receptionist engine: POST /api/agents/:id/chat, in the chat session of the
// call (the first answer gives its id).

export type ChatAnswer = { sessionId: string; reply: string; actions?: unknown[]; ended?: boolean };

export async function askAgent(agentId: string, lang: 'fr' | 'en', message: string, sessionId: string | undefined): Promise<ChatAnswer> {
  const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': lang },
    body: JSON.stringify({ ...(sessionId ? { sessionId } : {}), message: message.slice(0, 2000) }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`chat HTTP ${res.status}`);
  return (await res.json()) as ChatAnswer;
}

/** A transfer request among the engine's actions → the number to show, if any. */
export function findTransferPhone(actions: unknown[] | undefined, fallback?: string): string | null {
  for (const action of actions ?? []) {
    if (!action || typeof action !== 'object') continue;
    const a = action as Record<string, unknown>;
    const kind = String(a.type ?? a.kind ?? a.name ?? '');
    if (!/transfer/i.test(kind)) continue;
    for (const key of ['phone', 'number', 'to', 'destination']) {
      if (typeof a[key] === 'string' && a[key]) return a[key] as string;
    }
    return fallback ?? null;
  }
  return null;
}
