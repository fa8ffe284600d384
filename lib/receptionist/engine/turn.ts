import type { KnowledgeHit } from '@/lib/knowledge/types';
import type { When } from '../dates';
import type { IntentScores } from '../intents';
import type { Lang } from '../language';
import type { Intent } from '../lexicon';
import { joinList, say, type ReplyKey } from '../replies';
import type { ToolContext } from '../availability';
import { logKnowledgeGap } from '../tools';
import { speakable } from '../passage-text';
import type { AgentContext, ChatAction, SessionState } from '../types';
import type { LocalDate, LocalDateTime } from '../zoned-time';

// One caller turn as the engine sees it (language, intents, values read from the message) and
// the helpers every part of the engine uses to add a line to the reply.

/** The agent's knowledge base, searched in the caller's language (lib/knowledge; a seam for tests). */
export type KnowledgeSearch = (query: string, lang: Lang) => Promise<KnowledgeHit[]>;

/** Longer messages are understood from their beginning (the full text is kept for messages). */
export const ANALYSIS_CHARS = 600;

export type Turn = {
  agent: AgentContext;
  s: SessionState;
  L: Lang;
  raw: string;
  text: string;
  intents: IntentScores;
  yn: 'yes' | 'no' | null;
  when: When;
  now: LocalDateTime;
  today: LocalDate;
  ctx: ToolContext;
  search: KnowledgeSearch;
  parts: string[];
  actions: ChatAction[];
  ended: boolean;
  /** Writes started during the turn (knowledge gaps), awaited before the turn returns. */
  pending: Promise<unknown>[];
  /** The site's lines nearest to what was asked, from the turn's last weak knowledge decision. */
  near?: string[];
};

export const has = (t: Turn, ...names: Intent[]) => names.some((n) => (t.intents[n] ?? 0) > 0);

export function line(t: Turn, key: ReplyKey, vars: Record<string, string | number> = {}) {
  return say(t.L, key, { business: t.agent.name, ...vars });
}

export function push(t: Turn, key: ReplyKey, vars: Record<string, string | number> = {}) {
  const text = line(t, key, vars);
  t.parts.push(text);
  return text;
}

/** Ask a flow question and remember it, so an interruption can re-ask it. */
export function ask(t: Turn, flow: { prompt?: string }, key: ReplyKey, vars: Record<string, string | number> = {}) {
  flow.prompt = push(t, key, vars);
}

export function reprompt(t: Turn) {
  const f = t.s.flow;
  if (f && f.kind !== 'offer_message' && f.prompt) t.parts.push(f.prompt);
}

/** A fact we don't have: say so, log it for the owner, offer a message. */
export function gap(t: Turn, key: ReplyKey, vars: Record<string, string> = {}) {
  push(t, key, vars);
  t.pending.push(logKnowledgeGap(t.ctx, t.raw));
  if (!t.s.flow) t.s.flow = { kind: 'offer_message', question: t.raw.slice(0, 500) };
}

function serviceLabel(s: { name: string; price?: string }, lang: Lang) {
  return s.price ? `${s.name} (${speakable(s.price, lang)})` : s.name;
}

/** After an answer: offer more help, or re-ask the flow's question — unless the reply already asks. */
export function offerMore(t: Turn) {
  if (t.s.flow) return reprompt(t);
  if (!/\?\s*$/.test(t.parts[t.parts.length - 1] ?? '')) push(t, 'anythingElse');
}

/** A list read out loud holds at most this many items. */
export const SPOKEN_LIST_MAX = 4;

/** Up to four services with their prices; a longer list says three names and how many more. */
export function spokenList(items: { name: string; price?: string }[], lang: Lang): string {
  if (items.length <= SPOKEN_LIST_MAX)
    return joinList(
      items.map((s) => serviceLabel(s, lang)),
      lang,
    );
  const more = say(lang, 'andMore', { count: items.length - 3 });
  return `${items
    .slice(0, 3)
    .map((s) => s.name)
    .join(', ')} ${more}`;
}

export function capitalize(s: string) {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}
