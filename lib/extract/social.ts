import type { Page } from './pages';
import type { JsonLdNode } from './json-ld';
import { businessNodes, list, str } from './json-ld';

// Profile links on the social networks callers mention. Share buttons ("sharer.php",
// "intent/tweet") point at the network, not at the business, and are skipped.

const NETWORK =
  /^https?:\/\/(?:[a-z0-9-]+\.)*(?:facebook\.com|fb\.com|instagram\.com|linkedin\.com|twitter\.com|x\.com|tiktok\.com|youtube\.com|youtu\.be)\//i;
const SHARE = /sharer|\/share|intent\/|\/dialog\/|shareArticle|\/plugins\/|\/tr\?|\/hashtag\/|\/watch\?|\/embed\//i;

function normalizeSocial(href: string): string | undefined {
  const h = href.trim();
  if (!NETWORK.test(h) || SHARE.test(h)) return undefined;
  try {
    const u = new URL(h);
    if (u.pathname === '/' || u.pathname === '') return undefined;
    u.hash = '';
    u.search = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

export function extractSocialLinks(pages: Page[], nodes: JsonLdNode[]): string[] {
  const out = new Set<string>();
  for (const node of businessNodes(nodes))
    for (const s of list(node.sameAs)) {
      const n = normalizeSocial(str(s) ?? '');
      if (n) out.add(n);
    }
  for (const page of pages) {
    for (const el of page.index.anchors) {
      const n = normalizeSocial(el.attribs.href ?? '');
      if (n) out.add(n);
    }
  }
  return [...out];
}
