import { queryTerms } from '@/lib/knowledge/query';
import type { IntentScores } from '../intents';
import { decideFromHits, type DecideOptions } from '../knowledge-answer';
import { asksWhere, choiceBetween, isYesNoQuestion } from '../question';
import type { Lang } from '../language';
import { tokens } from '../normalize';
import { joinList, type ReplyKey } from '../replies';
import { speakable } from '../passage-text';
import type { AgentContext } from '../types';
import { gap, line, type Turn } from './turn';

// The knowledge base in the conversation: what the structured facts don't answer is looked up
// in the site's own passages; only a confident match is said (in the site's words), otherwise
// the caller hears an honest "I don't have that".

/** How to judge the hits for this question on this agent's site. */
export function knowledgeOptions(
  agent: Pick<AgentContext, 'name' | 'businessType'>,
  question: string,
  lang: Lang,
  intents: IntentScores,
): DecideOptions {
  // A part of the caller's own phrase ("carte" of "carte bleue") is no other way to say it: the
  // menu ("La carte") is not a bank card.
  const alternatives = new Map(
    queryTerms(question, lang).map((term) => [term.said, term.alternatives.filter((alt) => !partOf(alt, term.said))]),
  );
  const ignore = tokens(`${agent.name} ${agent.businessType}`).filter((w) => w.length >= 4);
  return {
    question,
    lang,
    // "Is the vet a man or a woman?" is answered by the side the site says, not by a yes.
    yesNo: isYesNoQuestion(question, lang) && !choiceBetween(question),
    wantsAmount: (intents.price ?? 0) > 0,
    wantsPhone: (intents.phone ?? 0) > 0 && !(intents.address ?? 0),
    wantsPlace: (intents.address ?? 0) > 0 || asksWhere(question),
    alternatives,
    ignore,
  };
}

/** A shorter phrase made only of some of the words of another ("carte" in "carte bleue"). */
function partOf(alt: string, said: string): boolean {
  const a = tokens(alt);
  const b = tokens(said);
  return a.length < b.length && a.every((w) => b.includes(w));
}

/** Answers from the knowledge base when it holds a confident match; false otherwise. */
export async function answerFromKnowledge(t: Turn, query = t.text): Promise<boolean> {
  return (await consultKnowledge(t, query)) === 'answered';
}

/** 'empty': the base has nothing on any word asked (e.g. an agent without indexed pages). */
export async function consultKnowledge(t: Turn, query = t.text): Promise<'answered' | 'weak' | 'empty'> {
  const hits = await t.search(query, t.L);
  if (!hits.length) return 'empty';
  const d = decideFromHits(hits, knowledgeOptions(t.agent, t.text, t.L, t.intents));
  if (d.kind !== 'answer') {
    if (d.near?.length) t.near = d.near;
    return 'weak';
  }
  t.parts.push(withVerdict(d.text, d.yes ? line(t, 'yesFromSite') : d.no ? line(t, 'noFromSite') : ''));
  return 'answered';
}

/**
 * The site's line after "Yes:" / "No:", unless the line already opens on that word ("Yes — we
 * have plenty of parking."): the caller hears it once.
 */
export function withVerdict(text: string, verdict: string): string {
  const word = verdict.replace(/[\s\u00a0:]+$/, '');
  if (!word) return text;
  const opens = new RegExp(`^${word}(?![\\p{L}\\d])`, 'iu');
  return opens.test(text.trim()) ? text : `${verdict} ${text}`;
}

/** A fact the structured data lacks: the site's passages may still say it; else an honest gap. */
export async function gapUnlessKnown(t: Turn, key: ReplyKey, vars: Record<string, string> = {}): Promise<void> {
  if (await answerFromKnowledge(t)) return;
  if (key === 'unknown') unknownGap(t);
  else gap(t, key, vars);
}

/**
 * "Do you do X?" that no passage confirms: the site's nearest lines when it has some ("I can't
 * confirm that; the site mentions: Successions et partages…"), never a yes; else the plain
 * "I don't have that". Either way the question is logged for the owner and a message offered.
 */
export function unknownGap(t: Turn): void {
  const near = t.near;
  if (near?.length) gap(t, 'unknownNearest', { list: speakable(joinList(near, t.L), t.L) });
  else gap(t, 'unknown');
}

/** The reply line and its values for a turn that ends in "I don't know" (see `unknownGap`). */
export function unknownLine(t: Turn): [ReplyKey, Record<string, string>] {
  const near = t.near;
  return near?.length ? ['unknownNearest', { list: speakable(joinList(near, t.L), t.L) }] : ['unknown', {}];
}
