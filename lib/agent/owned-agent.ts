import 'server-only';
import { ApiError } from '@/lib/http/errors';
import { EDIT_TOKEN_HEADER, editTokenMatches } from './edit-token';
import { getAgent, getEditTokenHash, type Agent } from './repository';

/**
 * The agent an owner's request acts on, once its edit token is checked (lib/agent/edit-token.ts):
 * 404 agent_not_found, then 401 agent_edit_token_required, then 403 agent_edit_token_invalid —
 * in that order for every owner route.
 */
export async function ownedAgent(req: Request, id: string): Promise<Agent> {
  const hash = await getEditTokenHash(id);
  const agent = hash ? await getAgent(id) : null;
  if (!agent) throw new ApiError(404, 'agent_not_found');
  const token = req.headers.get(EDIT_TOKEN_HEADER);
  if (!token) throw new ApiError(401, 'agent_edit_token_required');
  if (!editTokenMatches(token, hash)) throw new ApiError(403, 'agent_edit_token_invalid');
  return agent;
}
