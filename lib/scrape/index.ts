import type { Logger } from 'pino';
import { getConfig } from '@/lib/config';
import { log as rootLog } from '@/lib/log';
import { ScrapeError } from './errors';
import { normalizeWebsiteUrl } from './normalize-url';
import { fetchHtmlPage, type FetchedPage, type FetchPolicy } from './fetch-page';
import { discoverPages, isSameSite } from './discover-pages';
import { cleanPage, toArticle, truncateHtml } from './clean-html';
import { systemResolver, type Resolver } from './resolver';

// Public entry point of the website fetcher: home page + up to 4 fact-rich pages of the same site,
// cleaned and concatenated as <article data-source-url data-title> blocks for lib/extract.

export { ScrapeError } from './errors';
export type { Resolver };

type ScrapedPage = { url: string; title: string };
export type ScrapeResult = {
  /** Cleaned pages, home first, each wrapped in <article data-source-url="…" data-title="…">. */
  html: string;
  /** Final URL of the home page (after redirects). */
  url: string;
  /** Home page title. */
  title: string;
  pages: ScrapedPage[];
};

export type ScrapeOptions = {
  /** Hosts exempt from address/port checks. Defaults to SCRAPER_ALLOW_HOSTS (test-only, empty in production). */
  allowHosts?: string[];
  /** Total time for everything (DNS, redirects, home and extra pages). Default 10 s. */
  budgetMs?: number;
  /** Name resolution; tests inject one to simulate DNS answers. Default: the system resolver. */
  resolver?: Resolver;
  /** Extra same-site pages to read besides the home page. Default 4. */
  maxExtraPages?: number;
  log?: Logger;
};

const DEFAULT_BUDGET_MS = 10_000;
const MAX_PAGE_BYTES = 3 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const MAX_EXTRA_PAGES = 4;
const MAX_META_REFRESH = 2;
/** Keeps the answer under create-agent's 3 MB scrapedContent limit: extra pages stop being added past this. */
const MAX_TOTAL_HTML_BYTES = 2_500_000;

export async function scrapeWebsite(input: string, opts: ScrapeOptions = {}): Promise<ScrapeResult> {
  const startUrl = normalizeWebsiteUrl(input);
  const config = getConfig();
  const budgetMs = opts.budgetMs ?? DEFAULT_BUDGET_MS;
  const log = opts.log ?? rootLog;
  const started = Date.now();

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  // Extra pages must not turn a good home page into a timeout: they stop a little before the
  // deadline, leaving time to clean and answer.
  const extraController = new AbortController();
  const extraTimer = setTimeout(() => extraController.abort(), Math.max(0, budgetMs - Math.min(500, budgetMs * 0.1)));
  controller.signal.addEventListener('abort', () => extraController.abort(), { once: true });

  const policy: FetchPolicy = {
    allowHosts: new Set(
      (opts.allowHosts ?? config.SCRAPER_ALLOW_HOSTS)
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, '')
            .replace(/\.+$/, ''),
        )
        .filter(Boolean),
    ),
    resolver: opts.resolver ?? systemResolver,
    signal: controller.signal,
    maxBytes: MAX_PAGE_BYTES,
    maxRedirects: MAX_REDIRECTS,
    userAgent: `Mozilla/5.0 (compatible; ${config.SITE_BRAND.replace(/[^\w.-]/g, '')}Bot/1.0; +https://receptio.fr)`,
  };

  try {
    let home = await fetchHomePage(input, startUrl, policy);
    // Many small sites' home page is only <meta http-equiv="refresh" content="0; url=/fr/">: follow it
    // like a redirect (each target goes through the same checks), a couple of times at most.
    for (let i = 0; i < MAX_META_REFRESH; i++) {
      const target = metaRefreshTarget(home.html, home.url);
      if (!target || comparable(target) === comparable(home.url)) break;
      home = await fetchHtmlPage(target, policy);
    }
    const homeUrl = new URL(home.url);
    // Links come from the cleaning pass (already absolute, <base> applied): one parse, not two.
    const homeClean = cleanPage(home.html, home.url);
    const maxExtra = opts.maxExtraPages ?? MAX_EXTRA_PAGES;
    // A frameset home page (still common on old small-business sites) has its content in the frames.
    const extraUrls = [...new Set([...frameSources(home.html, homeUrl), ...discoverPages(homeClean.links, home.url, maxExtra)])].slice(
      0,
      maxExtra,
    );
    const extraPolicy = { ...policy, signal: extraController.signal };
    const settled = await Promise.allSettled(extraUrls.map((u) => fetchHtmlPage(u, extraPolicy)));

    // The home page always goes in; in the rare case it alone exceeds the cap, its tail is cut.
    const articles = [toArticle(home.url, { ...homeClean, content: truncateHtml(homeClean.content, MAX_TOTAL_HTML_BYTES - 4096) })];
    const pages: ScrapedPage[] = [{ url: home.url, title: homeClean.title }];
    const seen = new Set([comparable(home.url)]);
    let total = Buffer.byteLength(articles[0]);

    settled.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        const err = outcome.reason;
        log.debug(
          {
            url: extraUrls[i],
            code: err instanceof ScrapeError ? err.code : 'error',
            detail: err instanceof ScrapeError ? err.detail : String(err),
          },
          'extra page skipped',
        );
        return;
      }
      // Cleaning is CPU work the deadline cannot interrupt; past the budget, answer with what we have.
      if (Date.now() - started > budgetMs) return;
      const page: FetchedPage = outcome.value;
      // A "contact" link that redirects to the home page or to another site adds nothing we can attribute.
      if (seen.has(comparable(page.url)) || !isSameSite(new URL(page.url), homeUrl)) return;
      seen.add(comparable(page.url));
      const clean = cleanPage(page.html, page.url);
      const article = toArticle(page.url, clean);
      const size = Buffer.byteLength(article);
      if (total + size > MAX_TOTAL_HTML_BYTES) return;
      total += size;
      articles.push(article);
      pages.push({ url: page.url, title: clean.title });
    });

    log.info({ url: home.url, pages: pages.length, bytes: total, ms: Date.now() - started }, 'website scraped');
    return { html: articles.join('\n'), url: home.url, title: homeClean.title, pages };
  } finally {
    clearTimeout(timer);
    clearTimeout(extraTimer);
    extraController.abort();
  }
}

/**
 * A bare domain is tried over https first; when that gets no HTTP answer at all (no TLS on the
 * server, an expired or incomplete certificate chain — common on small business sites), it is tried
 * over http, as browsers do for typed addresses. An explicit https:// is never downgraded.
 */
async function fetchHomePage(input: string, startUrl: string, policy: FetchPolicy): Promise<FetchedPage> {
  try {
    return await fetchHtmlPage(startUrl, policy);
  } catch (err) {
    const typedScheme = /^\s*[a-z][a-z0-9+.-]*:\/\//i.test(input);
    if (typedScheme || !(err instanceof ScrapeError) || !err.network || !startUrl.startsWith('https://')) throw err;
    return fetchHtmlPage(`http://${startUrl.slice('https://'.length)}`, policy);
  }
}

/** Target of an immediate (≤ 5 s) <meta http-equiv="refresh"> near the top of the page, if any. */
export function metaRefreshTarget(html: string, pageUrl: string): string | null {
  // A refresh inside <noscript> only sends browsers without JavaScript to a "please enable it" page.
  const head = html.slice(0, 8192).replace(/<noscript\b[\s\S]*?(<\/noscript>|$)/gi, '');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?refresh\b/i.test(tag)) continue;
    const content = tag.match(/content\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    const value = content?.[1] ?? content?.[2] ?? content?.[3] ?? '';
    const m = value.match(/^\s*(\d+(?:\.\d+)?)?\s*[;,]\s*(?:url\s*=\s*)?["']?([^"']+)["']?\s*$/i);
    if (!m || !m[2]?.trim() || Number(m[1] ?? 0) > 5) continue;
    try {
      const target = new URL(m[2].trim().replace(/&amp;/g, '&'), pageUrl);
      return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Same-site <frame src> of a frameset page, in document order. */
export function frameSources(html: string, pageUrl: URL): string[] {
  if (!/<frameset\b/i.test(html)) return [];
  const out: string[] = [];
  for (const m of html.matchAll(/<frame\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    try {
      const u = new URL((m[1] ?? m[2] ?? m[3] ?? '').trim(), pageUrl);
      u.hash = '';
      if ((u.protocol === 'http:' || u.protocol === 'https:') && isSameSite(u, pageUrl)) out.push(u.href);
    } catch {
      /* ignore malformed frame sources */
    }
  }
  return out;
}

function comparable(u: string): string {
  const url = new URL(u);
  url.hash = '';
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
}
