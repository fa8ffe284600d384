import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Agents are created anonymously, yet only the person who created an agent
// may correct its facts. At creation we hand back a random 256-bit edit token, once, and keep
// only its SHA-256: the creating browser stores the token (localStorage, keyed by agent id) and
// sends it in the EDIT_TOKEN_HEADER to PATCH. Anyone with just the agent's URL can view and test
// it but not change it; a database leak does not reveal usable tokens. A fast hash is enough
// because the token has full entropy (nothing to brute-force as with a password).

export { EDIT_TOKEN_HEADER_NAME as EDIT_TOKEN_HEADER } from './edit-token-storage';

export function newEditToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEditToken(token) };
}

export function hashEditToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function editTokenMatches(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash || token.length > 200) return false;
  const a = Buffer.from(hashEditToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
