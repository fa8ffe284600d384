import { applyCorrections, CorrectionError } from '@/lib/agent/corrections';
import { syncProvider } from '@/lib/agent/create-agent';
import { ownedAgent } from '@/lib/agent/owned-agent';
import { toPublicAgent } from '@/lib/agent/public-agent';
import { getAgent, getAgentForUpdate, updateAgentFacts, type Agent } from '@/lib/agent/repository';
import { MAX_PATCH_BODY_BYTES, patchAgentBodySchema, type PatchAgentBody } from '@/lib/agent/schemas';
import { getDb } from '@/db/client';
import type { Locale } from '@/lib/i18n/locales';
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
  await ownedAgent(req, id);
  const body = await parseJsonBody(req, patchAgentBodySchema, ctx, MAX_PATCH_BODY_BYTES);
  // The correction is applied to the row as it is under lock, and saved with its passages in one
  // transaction: a re-read of the site running at the same time then comes before or after it,
  // never in between (the re-read takes the same lock).
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const current = await getAgentForUpdate(id, tx);
    if (!current) throw new ApiError(404, 'agent_not_found');
    const row = await updateAgentFacts(id, correctOrReject(current, body, ctx.locale), tx);
    if (!row) throw new ApiError(404, 'agent_not_found');
    // Corrected facts become passages at once, so free questions get the owner's answer too.
    await indexOwnerFacts(id, row.extractedInfo, row.language, tx);
    return row;
  });
  ctx.log.info({ agentId: id, fields: Object.keys(body) }, 'agent corrected by owner');
  // The Vapi assistant (when there is one) gets the rebuilt prompt too.
  const synced = await syncProvider(saved);
  return Response.json(toPublicAgent(synced), { headers: noStore });
});

function correctOrReject(agent: Agent, body: PatchAgentBody, locale: Locale) {
  try {
    return applyCorrections(agent, body);
  } catch (err) {
    if (!(err instanceof CorrectionError)) throw err;
    const fields = Object.fromEntries(Object.entries(err.fields).map(([k, code]) => [k, { code, message: errorMessage(code, locale) }]));
    throw new ApiError(400, 'validation_failed', fields);
  }
}

export const POST = methodNotAllowed(['GET', 'PATCH']);
export const PUT = POST;
export const DELETE = POST;
