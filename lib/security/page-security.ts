import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { createNonce, cspProviders, pageCsp, type ScriptSources } from './csp';
import { HSTS_VALUE, servedOverHttps } from './headers';
import { prerenderedScriptHashes } from './inline-script-hashes';

// The per-request half of the page security headers (the static half is in next.config.ts):
// the page's CSP (hashes of its prerendered inline scripts, or a nonce when it renders per
// request) and HSTS when the visitor came over https.

export function pageSecurityHeaders(req: NextRequest, internalPath: string) {
  const config = getConfig();
  const dev = config.NODE_ENV === 'development';
  const hashes = dev ? null : prerenderedScriptHashes(internalPath);
  const scripts: ScriptSources = hashes ? { kind: 'hashes', hashes } : { kind: 'nonce', nonce: createNonce() };
  const https = servedOverHttps(req, config.TRUST_PROXY);
  const csp = pageCsp({ scripts, providers: cspProviders(config), dev, https });
  const response: Record<string, string> = { 'Content-Security-Policy': csp };
  if (https) response['Strict-Transport-Security'] = HSTS_VALUE;
  // Next reads the nonce from the request's CSP header while rendering (and x-nonce is there for
  // any component that needs it); a prerendered page is not rendered, so it needs neither.
  let request: Headers | undefined;
  if (scripts.kind === 'nonce') {
    request = new Headers(req.headers);
    request.set('content-security-policy', csp);
    request.set('x-nonce', scripts.nonce);
  }
  return { request, response };
}

/** NextResponse.rewrite to an internal page path, with the page's security headers. */
export function securePageRewrite(req: NextRequest, url: URL, status?: number): NextResponse {
  const sec = pageSecurityHeaders(req, url.pathname);
  const res = NextResponse.rewrite(url, { status, request: sec.request ? { headers: sec.request } : undefined });
  for (const [key, value] of Object.entries(sec.response)) res.headers.set(key, value);
  return res;
}
