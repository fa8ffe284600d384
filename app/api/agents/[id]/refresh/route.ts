import { z } from 'zod';
import { ownedAgent } from '@/lib/agent/owned-agent';
import { toPublicAgent } from '@/lib/agent/public-agent';
import { refreshAgentFromSite, SiteRefreshError, SITE_REFRESH_LIMITS } from '@/lib/agent/refresh-from-site';
import { nothingChanged } from '@/lib/agent/site-refresh-facts';
import { clientIp } from '@/lib/client-ip';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';
import { consumeRateLimit } from '@/lib/rate-limit';
import { ScrapeError } from '@/lib/scrape';

// POST /api/agents/:id/refresh → the agent re-reads its website: facts, prompt and site passages
// rebuilt, the owner's corrections and answers kept, the voice provider synced; answers
// {agent, changes, unchanged, refreshedAt}. Authorised like corrections (x-agent-edit-token). The body is
// empty or {} (nothing to choose: the site is the one the agent was made from).

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Params = { id: string };

const noStore = { 'cache-control': 'no-store' };
const bodySchema = z.object({}).strict();
const MAX_BODY_BYTES = 1024;

/** A body-less POST is the natural form of this action; anything sent must still be valid JSON `{}`. */
async function readBody(req: Request, ctx: { locale: 'fr' | 'en' }) {
  const declared = req.headers.get('content-length');
  if (!req.body || declared === '0') return {};
  return parseJsonBody(req, bodySchema, ctx, MAX_BODY_BYTES);
}

async function rateLimit(req: Request, agentId: string) {
  const perAgent = await consumeRateLimit(`agent-refresh:${agentId}`, SITE_REFRESH_LIMITS.agent);
  const perClient = perAgent.ok ? await consumeRateLimit(`agent-refresh-ip:${clientIp(req)}`, SITE_REFRESH_LIMITS.client) : perAgent;
  const refused = !perAgent.ok ? perAgent : perClient;
  if (!refused.ok) throw new ApiError(429, 'rate_limited', undefined, { 'retry-after': String(refused.retryAfterSeconds) });
}

export const POST = route<Params>(async (req, ctx) => {
  const agent = await ownedAgent(req, ctx.params.id);
  await readBody(req, ctx);
  await rateLimit(req, agent.id);
  try {
    const { agent: refreshed, changes, refreshedAt } = await refreshAgentFromSite(agent, { log: ctx.log });
    return Response.json(
      { agent: toPublicAgent(refreshed), changes, unchanged: nothingChanged(changes), refreshedAt: refreshedAt.toISOString() },
      { headers: noStore },
    );
  } catch (err) {
    // The same codes and statuses as /api/scrape-website, so the page shows the same messages.
    if (err instanceof ScrapeError) throw new ApiError(err.status, err.code, undefined, undefined, err.detail);
    if (err instanceof SiteRefreshError) {
      const status = err.code === 'agent_not_found' ? 404 : err.code === 'agent_no_website' ? 409 : 422;
      throw new ApiError(status, err.code);
    }
    throw err;
  }
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
