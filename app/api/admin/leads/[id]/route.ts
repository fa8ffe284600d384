import { handleLeadAction } from '@/lib/admin/lead-actions';
import { methodNotAllowed, route } from '@/lib/http/route';

// POST /api/admin/leads/:id {action: "restore"} | {action: "status", status} (form or JSON).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(handleLeadAction);

export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
