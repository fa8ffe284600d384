import { applyCorrections, CorrectionError } from '@/lib/agent/corrections';
import { syncProvider } from '@/lib/agent/create-agent';
import { EDIT_TOKEN_HEADER, editTokenMatches } from '@/lib/agent/edit-token';
import { toPublicAgent } from '@/lib/agent/public-agent';
import { getAgent, getEditTokenHash, updateAgentFacts } from '@/lib/agent/repository';
import { MAX_PATCH_BODY_BYTES, patchAgentBodySchema } from '@/lib/agent/schemas';
import { indexOwnerFacts } from '@/lib/knowledge';
import { errorMessage } from '@/lib/http/error-messages';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';

type Params = { id: string };

const noStore = { 'cache-control': 'no-store' };

// GET /api/agents/:id → the agent; 404 for an unknown or malformed id.
export const GET = route<Params>(async (_req, ctx) => {
  const agent = await getAgent(ctx.params.id);
  if (!agent) throw new ApiError(404, 'agent_not_found');
  return Response.json(toPublicAgent(agent), { headers: noStore });
});

// PATCH /api/agents/:id → owner corrections (facts + tone/max duration); the prompt is rebuilt.
// Requires the edit token given at creation in the x-agent-edit-token header: agents have no
// owner account, so possession of that secret is what makes someone the owner.
export const PATCH = route<Params>(async (req, ctx) => {
  const id = ctx.params.id;
  const token = req.headers.get(EDIT_TOKEN_HEADER);
  const hash = await getEditTokenHash(id);
  const agent = hash ? await getAgent(id) : null;
  if (!agent) throw new ApiError(404, 'agent_not_found');
  if (!token) throw new ApiError(401, 'agent_edit_token_required');
  if (!editTokenMatches(token, hash)) throw new ApiError(403, 'agent_edit_token_invalid');
  const body = await parseJsonBody(req, patchAgentBodySchema, ctx, MAX_PATCH_BODY_BYTES);
  let corrected;
  try {
    corrected = applyCorrections(agent, body);
  } catch (err) {
    if (!(err instanceof CorrectionError)) throw err;
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([k, code]) => [k, { code, message: errorMessage(code, ctx.locale) }]),
    );
    throw new ApiError(400, 'validation_failed', fields);
  }
  const saved = await updateAgentFacts(id, corrected);
  if (!saved) throw new ApiError(404, 'agent_not_found');
  // Corrected facts become passages at once, so free questions get the owner's answer too.
  await indexOwnerFacts(id, saved.extractedInfo, saved.language);
  ctx.log.info({ agentId: id, fields: Object.keys(body) }, 'agent corrected by owner');
  // The Vapi assistant (when there is one) gets the rebuilt prompt too.
  const synced = await syncProvider(saved);
  return Response.json(toPublicAgent(synced), { headers: noStore });
});

export const POST = methodNotAllowed(['GET', 'PATCH']);
export const PUT = POST;
export const DELETE = POST;
