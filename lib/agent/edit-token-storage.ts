// Browser side of the edit token (lib/agent/edit-token.ts): the onboarding page stores the token
// it received at creation, the agent page reads it to allow corrections. localStorage survives
// reloads and is scoped to this site; losing it only loses the ability to edit, not the agent.

/** Same value as EDIT_TOKEN_HEADER in edit-token.ts (that module is server-only). */
export const EDIT_TOKEN_HEADER_NAME = 'x-agent-edit-token';

export function editTokenStorageKey(agentId: string) {
  return `agent-edit-token:${agentId}`;
}

export function saveEditToken(agentId: string, token: string) {
  try {
    if (token) localStorage.setItem(editTokenStorageKey(agentId), token);
  } catch {
    // Private mode or storage full: the agent still works, it just cannot be corrected here.
  }
}

export function readEditToken(agentId: string): string | null {
  try {
    return localStorage.getItem(editTokenStorageKey(agentId));
  } catch {
    return null;
  }
}
