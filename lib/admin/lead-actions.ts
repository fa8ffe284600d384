import 'server-only';
import { z } from 'zod';
import { errorMessage } from '@/lib/http/error-messages';
import { ApiError } from '@/lib/http/errors';
import { parseWith, readBodyCapped, readJson, type RouteContext } from '@/lib/http/route';
import { LEAD_STATUSES, restoreLead, setLeadStatus } from '@/lib/leads/review';
import { adminPassword, isAdminRequest } from './session';

// POST /api/admin/leads/:id — what the operator does to one lead: {action: "restore"} moves a
// suspected lead to the main list (and alerts the owner, once); {action: "status", status} sets its
// follow-up status. The /admin page posts plain HTML forms (one click, no JavaScript needed) and
// gets a 303 back to the list it came from; a JSON client gets 200 {id, result}.

const MAX_BODY_BYTES = 2 * 1024;
const NO_INDEX = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

const actionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('restore'), back: z.string().optional() }),
  z.object({ action: z.literal('status'), status: z.enum(LEAD_STATUSES), back: z.string().optional() }),
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a form goes back to: an /admin address of this site, nothing else (no open redirect). */
function adminBackPath(back: unknown): string {
  return typeof back === 'string' && /^\/admin(\?[^\s\\]*)?$/.test(back) && !back.startsWith('//') ? back : '/admin';
}

async function readBody(req: Request): Promise<{ form: boolean; data: unknown }> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    const raw = await readBodyCapped(req, MAX_BODY_BYTES, new ApiError(413, 'payload_too_large', undefined, NO_INDEX));
    return { form: true, data: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  return { form: false, data: await readJson(req, MAX_BODY_BYTES) };
}

export async function handleLeadAction(req: Request, ctx: RouteContext<{ id: string }>): Promise<Response> {
  if (!adminPassword()) throw new ApiError(404, 'not_found', undefined, NO_INDEX);
  // The session cookie is SameSite=Strict; refusing a foreign Origin as well closes the door on
  // cross-site form posts from browsers that ignore SameSite.
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== req.headers.get('host')) {
    throw new ApiError(403, 'unauthorized', undefined, NO_INDEX, 'cross-site admin action');
  }
  if (!(await isAdminRequest(req))) throw new ApiError(401, 'unauthorized', undefined, NO_INDEX);
  const id = ctx.params.id;
  if (!UUID.test(id)) throw new ApiError(404, 'not_found', undefined, NO_INDEX);
  const { form, data } = await readBody(req);
  const body = parseWith(actionSchema, data, ctx.locale, errorMessage);

  let result: string;
  if (body.action === 'restore') {
    result = await restoreLead(id);
  } else {
    result = (await setLeadStatus(id, body.status)) ? 'updated' : 'not_found';
  }
  if (result === 'not_found') throw new ApiError(404, 'not_found', undefined, NO_INDEX);
  ctx.log.info(
    { leadId: id, action: body.action, result, ...(body.action === 'status' ? { status: body.status } : {}) },
    'admin lead action',
  );
  if (form) return new Response(null, { status: 303, headers: { location: adminBackPath(body.back), ...NO_INDEX } });
  return Response.json({ id, result }, { headers: NO_INDEX });
}
