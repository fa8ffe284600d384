import { methodNotAllowed, route } from '@/lib/http/route';
import { requestOrigin, sitemapLocale, sitemapXml } from '@/lib/seo/sitemap';

// GET /sitemap.xml: the URLs of the language this host serves (lib/seo/sitemap.ts).
export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const xml = sitemapXml(sitemapLocale(req.headers.get('host')), requestOrigin(req));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600', vary: 'Host' },
  });
});
export const POST = methodNotAllowed(['GET']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
