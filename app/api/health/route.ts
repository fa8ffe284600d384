import { checkHealth } from '@/lib/ops/health';
import { methodNotAllowed, route } from '@/lib/http/route';

// Load balancers and uptime checks: 200 when the database answers (with the schema's migration),
// 503 otherwise. Never cached; no details of the failure leave the server (they are logged).
export const dynamic = 'force-dynamic';

const handler = route(async (req, ctx) => {
  const health = await checkHealth((err) =>
    ctx.log.error({ err: err instanceof Error ? err.message : String(err) }, 'health check failed'),
  );
  const status = health.status === 'ok' ? 200 : 503;
  const headers = { 'cache-control': 'no-store' };
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  return Response.json(health, { status, headers });
});

export const GET = handler;
export const HEAD = handler;
export const POST = methodNotAllowed(['GET', 'HEAD']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
