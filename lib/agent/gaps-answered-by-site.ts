import 'server-only';
import { closeGapsAnsweredBySite, listOpenGaps } from '@/lib/knowledge';
import { loadAgentContext } from '@/lib/receptionist/agent-context';
import { RehearsalWriteError } from '@/lib/receptionist/availability';
import { runLocalTurn } from '@/lib/receptionist/engine';
import { newSessionState, type AgentContext } from '@/lib/receptionist/types';

// After a re-read of the website, the questions callers asked that the agent could not answer
// are asked again: the ones the agent now answers leave the owner's list on their own (the owner
// does not have to type what the site already says). "Now answers" is what a caller would hear:
// each question is replayed as the first turn of a call through the local engine, in rehearsal
// (nothing is written), and it counts as answered when the turn logs no knowledge gap.

/** Open gaps re-checked per re-read: the owner's list shows 20; older ones wait for the next read. */
const GAPS_RECHECKED = 50;

/** How many open gap rows the agent, as it is saved now, answers (they are closed). */
export async function closeGapsTheSiteNowAnswers(agentId: string, at: Date): Promise<number> {
  const open = await listOpenGaps(agentId, { limit: GAPS_RECHECKED });
  if (!open.length) return 0;
  const agent = await loadAgentContext(agentId);
  if (!agent) return 0;
  const answered: string[] = [];
  for (const gap of open) {
    if (await answersNow(agent, gap.question, at)) answered.push(gap.question);
  }
  return closeGapsAnsweredBySite(agentId, answered, at);
}

async function answersNow(agent: AgentContext, question: string, now: Date): Promise<boolean> {
  const rehearsal = { gaps: [] as string[] };
  try {
    const out = await runLocalTurn({
      agent,
      state: newSessionState(agent.settings.language === 'en' ? 'en' : 'fr'),
      message: question,
      now,
      sessionId: 'site-refresh-rehearsal',
      rehearsal,
    });
    return rehearsal.gaps.length === 0 && out.reply.length > 0;
  } catch (err) {
    // A turn that would book, cancel or take a message is not a plain answer: the gap stays open.
    if (err instanceof RehearsalWriteError) return false;
    throw err;
  }
}
