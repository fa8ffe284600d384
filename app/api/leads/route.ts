import { submitLead } from '@/lib/leads/submit';
import { methodNotAllowed, route } from '@/lib/http/route';

// POST /api/leads {companyName, contactName, email, phone, website?, message?, locale?,
// idempotencyKey?, fillMs?} (+ optional Idempotency-Key header) → 201 {id}; 400/413/415/429.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route(async (req, ctx) => {
  const { status, id } = await submitLead(req, ctx);
  return Response.json({ id }, { status, headers: { 'cache-control': 'no-store' } });
});

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
