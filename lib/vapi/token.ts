import 'server-only';
import { SignJWT } from 'jose';
import type { Config } from '@/lib/config';

// Short-lived, narrowly scoped Vapi tokens for the browser (instead of shipping a long-lived
// public key). Vapi accepts JWTs signed HS256 with the org's private key; a "public" token can only
// create web calls (POST /call/web) and its restrictions pin the origin and the assistant.

const VAPI_TOKEN_TTL_SECONDS = 600;

export type VapiTokenClaims = {
  orgId: string;
  token: {
    tag: 'public';
    restrictions: {
      enabled: true;
      allowedOrigins: string[];
      allowedAssistantIds?: string[];
      allowTransientAssistant: boolean;
    };
  };
  iat: number;
  exp: number;
};

/** Private key and org id are both needed to sign; otherwise the public key path is used. */
export function canSignVapiTokens(config: Pick<Config, 'VAPI_PRIVATE_KEY' | 'VAPI_ORG_ID'>): boolean {
  return Boolean(config.VAPI_PRIVATE_KEY && config.VAPI_ORG_ID);
}

export async function signVapiWebToken(opts: {
  orgId: string;
  privateKey: string;
  allowedOrigins: string[];
  /** Pin one assistant; omit to allow the inline (transient) assistant of the agent page. */
  assistantId?: string;
  ttlSeconds?: number;
  now?: number;
}): Promise<{ token: string; claims: VapiTokenClaims }> {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000);
  const claims: VapiTokenClaims = {
    orgId: opts.orgId,
    token: {
      tag: 'public',
      restrictions: {
        enabled: true,
        allowedOrigins: opts.allowedOrigins,
        ...(opts.assistantId ? { allowedAssistantIds: [opts.assistantId] } : {}),
        allowTransientAssistant: !opts.assistantId,
      },
    },
    iat,
    exp: iat + (opts.ttlSeconds ?? VAPI_TOKEN_TTL_SECONDS),
  };
  const token = await new SignJWT({ orgId: claims.orgId, token: claims.token })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(opts.privateKey));
  return { token, claims };
}

/** Our public origin, plus the page's own origin when the request is same-origin. */
export function allowedOrigins(req: Request, publicBaseUrl: string | undefined): string[] {
  const origins = new Set<string>();
  if (publicBaseUrl) origins.add(new URL(publicBaseUrl).origin);
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (origin && host) {
    try {
      if (new URL(origin).host === host) origins.add(new URL(origin).origin);
    } catch {
      /* malformed Origin: ignored */
    }
  }
  if (origins.size === 0) origins.add(new URL(req.url).origin);
  return [...origins];
}
