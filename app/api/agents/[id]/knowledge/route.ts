import { answerKnowledgeGap, UnknownGapError } from '@/lib/agent/answer-gap';
import { ownedAgent } from '@/lib/agent/owned-agent';
import { answerGapBodySchema, MAX_PATCH_BODY_BYTES } from '@/lib/agent/schemas';
import { listOpenGaps } from '@/lib/knowledge';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';

type Params = { id: string };

const noStore = { 'cache-control': 'no-store' };

// The owner's side of the knowledge base, authorised like corrections (x-agent-edit-token):
// GET lists the questions callers asked that the agent could not answer; POST answers one, and
// the answer is used from the next turn on, by every engine.

export const GET = route<Params>(async (req, ctx) => {
  const agent = await ownedAgent(req, ctx.params.id);
  const gaps = await listOpenGaps(agent.id);
  return Response.json({ gaps: gaps.map((g) => ({ ...g, askedAt: g.askedAt.toISOString() })) }, { headers: noStore });
});

export const POST = route<Params>(async (req, ctx) => {
  const agent = await ownedAgent(req, ctx.params.id);
  const body = await parseJsonBody(req, answerGapBodySchema, ctx, MAX_PATCH_BODY_BYTES);
  try {
    const { passageId } = await answerKnowledgeGap(agent, body);
    ctx.log.info({ agentId: agent.id, gapId: body.gapId ?? null }, 'knowledge gap answered by owner');
    return Response.json({ passageId }, { status: 201, headers: noStore });
  } catch (err) {
    if (err instanceof UnknownGapError) throw new ApiError(404, 'knowledge_gap_not_found');
    throw err;
  }
});

export const PUT = methodNotAllowed(['GET', 'POST']);
export const PATCH = PUT;
export const DELETE = PUT;
