import { decideFromHits, isYesNoQuestion } from '../knowledge-answer';
import type { ReplyKey } from '../replies';
import { gap, has, line, type Turn } from './turn';

// The knowledge base in the conversation: what the structured facts don't answer is looked up
// in the site's own passages; only a confident match is said (in the site's words), otherwise
// the caller hears an honest "I don't have that" from the caller of this function.

/** Answers from the knowledge base when it holds a confident match; false otherwise. */
export async function answerFromKnowledge(t: Turn, query = t.text): Promise<boolean> {
  const hits = await t.search(query, t.L);
  const d = decideFromHits(hits, { question: t.text, yesNo: isYesNoQuestion(t.text, t.L), wantsAmount: has(t, 'price') });
  if (d.kind !== 'answer') return false;
  t.parts.push(d.yes ? `${line(t, 'yesFromSite')} ${d.text}` : d.text);
  return true;
}

/** A fact the structured data lacks: the site's passages may still say it; else an honest gap. */
export async function gapUnlessKnown(t: Turn, key: ReplyKey, vars: Record<string, string> = {}): Promise<void> {
  if (await answerFromKnowledge(t)) return;
  gap(t, key, vars);
}
