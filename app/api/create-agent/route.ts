import { createAgent } from '@/lib/agent/create-agent';
import { toPublicAgent } from '@/lib/agent/public-agent';
import { createAgentBodySchema, MAX_CREATE_BODY_BYTES } from '@/lib/agent/schemas';
import { clientIp } from '@/lib/client-ip';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';
import { consumeRateLimit } from '@/lib/rate-limit';

// POST /api/create-agent {businessName, businessType, phone, scrapedContent, website?, locale?}
// → 201 {agentId, extractedInfo, prompt, editToken, agent}. The edit token is returned once and
// lets this browser correct the agent later (see lib/agent/edit-token.ts).
// Creation is anonymous and may create a paid provider assistant: it is rate-limited per client.
export const POST = route(async (req, ctx) => {
  const body = await parseJsonBody(req, createAgentBodySchema, ctx, MAX_CREATE_BODY_BYTES);
  const config = getConfig();
  const limit = await consumeRateLimit(`create-agent:${clientIp(req)}`, [
    { windowSeconds: 60, max: config.AGENT_CREATE_RATE_PER_MINUTE },
    { windowSeconds: 86_400, max: config.AGENT_CREATE_RATE_PER_DAY },
  ]);
  if (!limit.ok) throw new ApiError(429, 'rate_limited', undefined, { 'retry-after': String(limit.retryAfterSeconds) });
  const { agent, editToken } = await createAgent({ ...body, locale: body.locale ?? ctx.locale });
  ctx.log.info({ agentId: agent.id, synced: Boolean(agent.providerAssistantId) }, 'agent created');
  return Response.json(
    {
      agentId: agent.id,
      extractedInfo: agent.extractedInfo,
      prompt: agent.prompt,
      editToken,
      agent: toPublicAgent(agent),
    },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  );
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
