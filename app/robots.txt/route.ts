import { methodNotAllowed, route } from '@/lib/http/route';
import { requestOrigin, robotsTxt, sitemapLocale } from '@/lib/seo/sitemap';

// GET /robots.txt: everything public may be crawled except /admin, /api/ and /agent; points to this
// host's sitemap (lib/seo/sitemap.ts).
export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const txt = robotsTxt(sitemapLocale(req.headers.get('host')), requestOrigin(req));
  return new Response(txt, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600', vary: 'Host' },
  });
});
export const POST = methodNotAllowed(['GET']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
