import { methodNotAllowed, route } from '@/lib/http/route';
import { sessionCookie } from '@/lib/leads/admin-session';

// POST /api/admin/logout → 303 /admin with the session cookie cleared.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  return new Response(null, {
    status: 303,
    headers: { location: '/admin', 'set-cookie': sessionCookie(req, '', 0), 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' },
  });
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
