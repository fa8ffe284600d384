import { z } from 'zod';
import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, parseJsonBody, route } from '@/lib/http/route';
import { AgentNotFoundError, handleChatTurn, MAX_MESSAGE_CHARS } from '@/lib/receptionist/chat';

// POST /api/agents/:id/chat {sessionId?, message} → {sessionId, reply, actions[], ended}.
// The receptionist engine behind the "Tester par écrit" panel and the local voice session.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Params = { id: string };

// 2000 characters of up to 4 UTF-8 bytes, JSON escaping and the session id fit well under this.
const MAX_BODY_BYTES = 16 * 1024;

const bodySchema = z.object({
  sessionId: z.string().max(64).optional().nullable(),
  message: z.string('required').trim().min(1, 'required').max(MAX_MESSAGE_CHARS, 'too_long'),
});

export const POST = route<Params>(async (req, ctx) => {
  const body = await parseJsonBody(req, bodySchema, ctx, MAX_BODY_BYTES);
  try {
    const result = await handleChatTurn({ agentId: ctx.params.id, sessionId: body.sessionId, message: body.message });
    return Response.json(result, { headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    if (err instanceof AgentNotFoundError) throw new ApiError(404, 'agent_not_found');
    throw err;
  }
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
