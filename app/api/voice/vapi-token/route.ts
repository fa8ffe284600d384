import { z } from 'zod';
import { getAgent } from '@/lib/agent/repository';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';
import { allowedOrigins, canSignVapiTokens, signVapiWebToken } from '@/lib/vapi/token';
import { demoVapiKeys } from '@/lib/vapi/client-config';

// Short-lived Vapi web-call token for the browser (VAPI_PRIVATE_KEY + VAPI_ORG_ID): scoped to
// POST /call/web ("public" tag), our origin, and the one assistant the page may call — so no
// long-lived key is shipped to visitors.
//   {variant: landing|ad-fr|ad-en|savings} → that page's configured assistant
//   {agentId}                              → that agent's Vapi assistant
//   {inline: true}                         → the agent page's inline assistant (transient allowed)

export const runtime = 'nodejs';

const body = z.union([
  z.object({ variant: z.enum(['landing', 'ad-fr', 'ad-en', 'savings']) }).strict(),
  z.object({ agentId: z.uuid() }).strict(),
  z.object({ inline: z.literal(true) }).strict(),
]);

export const POST = route(async (req, ctx) => {
  const config = getConfig();
  if (!canSignVapiTokens(config)) throw new ApiError(503, 'vapi_unavailable');
  const input = await parseJsonBody(req, body, ctx, 1024);
  let assistantId: string | undefined;
  if ('variant' in input) {
    assistantId = demoVapiKeys(input.variant, config).assistantId;
    if (!assistantId) throw new ApiError(503, 'vapi_unavailable');
  } else if ('agentId' in input) {
    const agent = await getAgent(input.agentId);
    if (!agent?.providerAssistantId) throw new ApiError(404, 'not_found');
    assistantId = agent.providerAssistantId;
  }
  const { token, claims } = await signVapiWebToken({
    orgId: config.VAPI_ORG_ID!,
    privateKey: config.VAPI_PRIVATE_KEY!,
    allowedOrigins: allowedOrigins(req, config.PUBLIC_BASE_URL),
    assistantId,
  });
  return Response.json({ token, expiresAt: new Date(claims.exp * 1000).toISOString() }, { headers: { 'cache-control': 'no-store' } });
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
