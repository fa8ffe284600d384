import 'server-only';
import { addOwnerAnswer, findGap } from '@/lib/knowledge';
import { OWNER_SOURCE } from './corrections';
import { syncProvider } from './create-agent';
import { buildReceptionistPrompt } from './prompt';
import { updateAgentFacts, type Agent } from './repository';
import type { AnswerGapBody } from './schemas';

// The owner answers a question the agent could not: the answer is a passage of the knowledge base
// at once (every engine searches it), an owner FAQ entry of the agent's facts (so the prompt an
// LLM or the Vapi assistant gets says it too), and the provider's assistant is synced.

export class UnknownGapError extends Error {}

const MAX_OWNER_FAQ = 50;

export async function answerKnowledgeGap(agent: Agent, body: AnswerGapBody): Promise<{ agent: Agent; passageId: string }> {
  const gap = body.gapId ? await findGap(agent.id, body.gapId) : null;
  if (body.gapId && !gap) throw new UnknownGapError();
  const question = gap?.question ?? body.question;
  const passage = await addOwnerAnswer(agent.id, { question, answer: body.answer, gapId: gap?.id ?? null }, agent.language);

  const info = agent.extractedInfo;
  const faq = [...info.faq.filter((f) => f.q !== question), { q: question, a: body.answer, source: OWNER_SOURCE }];
  const owner = faq.filter((f) => f.source === OWNER_SOURCE);
  const kept = owner.length > MAX_OWNER_FAQ ? faq.filter((f) => f.source !== OWNER_SOURCE || owner.slice(-MAX_OWNER_FAQ).includes(f)) : faq;
  const extractedInfo = { ...info, faq: kept };
  const next = { ...agent, extractedInfo };
  const saved = await updateAgentFacts(agent.id, {
    name: agent.name,
    phone: agent.phone,
    extractedInfo,
    settings: agent.settings,
    prompt: buildReceptionistPrompt(next),
  });
  return { agent: saved ? await syncProvider(saved) : agent, passageId: passage.id };
}
