import { NextResponse, type NextRequest } from 'next/server';
import { createNonce, type ScriptSources } from './csp';
import { pageResponseHeaders } from '@/lib/serve/page-headers';
import type { PageTarget } from '@/lib/serve/page-request';
import { prerenderedPage } from '@/lib/serve/prerendered-store';
import type { ServeContext } from '@/lib/serve/serve-context';

// Next's side of a page response (proxy.ts): rewrite to the internal page the resolver chose, with
// the page headers of lib/serve/page-headers.ts — its CSP carries the hashes of the prerendered
// page's inline scripts, or a fresh nonce when the page renders per request.

/** Hashes when `next build` prerendered the page (never in dev, where nothing is prerendered), else a nonce. */
function pageScripts(target: PageTarget, dev: boolean | undefined): ScriptSources {
  const page = dev || target.status !== 200 ? null : prerenderedPage(target.internalPath);
  return page ? { kind: 'hashes', hashes: page.hashes } : { kind: 'nonce', nonce: createNonce() };
}

/** NextResponse.rewrite to the target's internal page, with the page's headers. */
export function securePageRewrite(req: NextRequest, target: PageTarget, ctx: ServeContext): NextResponse {
  const scripts = pageScripts(target, ctx.dev);
  const headers = pageResponseHeaders(target, scripts, ctx);
  // Next reads the nonce from the request's CSP header while rendering (x-nonce is there for any
  // component that needs it); a prerendered page is not rendered, so it needs neither.
  let request: Headers | undefined;
  if (scripts.kind === 'nonce') {
    request = new Headers(req.headers);
    request.set('content-security-policy', headers['Content-Security-Policy']);
    request.set('x-nonce', scripts.nonce);
  }
  const url = req.nextUrl.clone();
  url.pathname = target.internalPath;
  url.search = target.search;
  const res = NextResponse.rewrite(url, {
    status: target.status === 404 ? 404 : undefined,
    request: request ? { headers: request } : undefined,
  });
  for (const [key, value] of Object.entries(headers)) res.headers.set(key, value);
  return res;
}
