import { NextResponse, type NextRequest } from 'next/server';
import { resolvePageRequest } from '@/lib/serve/page-request';
import { serveContext } from '@/lib/serve/serve-context';
import { securePageRewrite } from '@/lib/security/page-security';

// Next's entry point for page requests (under `next dev`, and under `npm start` for what server.ts
// leaves to Next: navigations, pages rendered per request, 404s). Public URLs carry no locale;
// lib/serve/page-request.ts — the same resolver server.ts uses — picks the internal /{locale}/…
// page, which keeps every page prerenderable per locale.
export function proxy(req: NextRequest) {
  const ctx = serveContext();
  const target = resolvePageRequest(
    { method: req.method, url: req.nextUrl.pathname + req.nextUrl.search, header: (name) => req.headers.get(name) },
    ctx,
  );
  if (!target) return NextResponse.next();
  return securePageRewrite(req, target, ctx);
}

export const config = {
  // Everything but API routes, Next's assets and files with an extension (robots.txt, icons…).
  matcher: ['/((?!api/|_next/|.*\\.[\\w]+$).*)'],
};
