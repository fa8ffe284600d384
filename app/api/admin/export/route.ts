import { ApiError } from '@/lib/http/errors';
import { methodNotAllowed, route } from '@/lib/http/route';
import { csvDownload, isCsvKind } from '@/lib/admin/exports';
import { adminPassword, isAdminRequest } from '@/lib/admin/session';

// GET /api/admin/export?type=leads|bookings|messages|calls[&includeSuspected=1] → CSV download
// (RFC 4180, UTF-8 with BOM, formula-neutralized). Suspected leads only with includeSuspected.
// Session cookie or HTTP Basic; 404 when the admin is off.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_INDEX = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

export const GET = route(async (req, ctx) => {
  if (!adminPassword()) throw new ApiError(404, 'not_found', undefined, NO_INDEX);
  if (!(await isAdminRequest(req))) {
    throw new ApiError(401, 'unauthorized', undefined, { ...NO_INDEX, 'www-authenticate': 'Basic realm="admin", charset="UTF-8"' });
  }
  const params = new URL(req.url).searchParams;
  const type = params.get('type') ?? 'leads';
  if (!isCsvKind(type)) throw new ApiError(400, 'invalid_format', undefined, NO_INDEX);
  const includeSuspected = ['1', 'true'].includes(params.get('includeSuspected') ?? '');
  const stamp = new Date().toISOString().slice(0, 10);
  ctx.log.info({ type, includeSuspected }, 'admin export');
  return new Response(await csvDownload(type, { includeSuspected }), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${type}-${stamp}.csv"`,
      ...NO_INDEX,
    },
  });
});

export const POST = methodNotAllowed(['GET']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
