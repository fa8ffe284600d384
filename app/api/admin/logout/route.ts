import { methodNotAllowed, route } from '@/lib/http/route';
import { endAdminSession } from '@/lib/admin/session';

// POST /api/admin/logout → 303 /admin with the session cookie cleared.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const res = new Response(null, {
    status: 303,
    headers: { location: '/admin', 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' },
  });
  endAdminSession(req, res);
  return res;
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
