import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, readJson, route } from '@/lib/http/route';
import { handleVapiServerMessage, vapiSecretMatches, VapiPayloadError } from '@/lib/vapi/webhook';

// POST /api/vapi/webhook — Vapi server messages for assistants created by the agent builder:
// tool-calls run the receptionist's shared tools, end-of-call-report and status-update are
// stored. The shared secret (VAPI_WEBHOOK_SECRET) is checked before the body is even read.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// End-of-call reports carry the whole transcript and message list.
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export const POST = route(async (req, ctx) => {
  const secret = getConfig().VAPI_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(401, 'vapi_webhook_not_configured');
  const bearer = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = req.headers.get('x-vapi-secret') ?? bearer ?? null;
  if (!vapiSecretMatches(given, secret)) throw new ApiError(401, 'vapi_webhook_unauthorized');
  const body = await readJson(req, MAX_BODY_BYTES);
  try {
    const answer = await handleVapiServerMessage(body);
    ctx.log.info({ type: answer.type }, 'vapi message');
    return Response.json(answer.body, { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    if (err instanceof VapiPayloadError) throw new ApiError(400, 'vapi_invalid_payload', undefined, undefined, err.message);
    throw err;
  }
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
