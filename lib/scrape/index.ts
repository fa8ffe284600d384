import type { Logger } from 'pino';
import { getConfig } from '@/lib/config';
import { log as rootLog } from '@/lib/log';
import { ScrapeError } from './errors';
import { normalizeWebsiteUrl } from './normalize-url';
import { fetchHtmlPage, type FetchedPage, type FetchPolicy } from './fetch-page';
import { discoverPages, isSameSite } from './discover-pages';
import { cleanPage, toArticle } from './clean-html';
import { systemResolver, type Resolver, type ResolvedAddress } from './resolver';

// Public entry point of the website fetcher: home page + up to 4 fact-rich pages of the same site,
// cleaned and concatenated as <article data-source-url data-title> blocks for lib/extract.

export { ScrapeError, SCRAPE_ERROR_STATUS, type ScrapeErrorCode } from './errors';
export { normalizeWebsiteUrl, MAX_URL_LENGTH } from './normalize-url';
export { isBlockedAddress, parseHostAsIp, blockedReason, isBlockedHostname } from './address-policy';
export type { Resolver, ResolvedAddress };

export type ScrapedPage = { url: string; title: string };
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

export const DEFAULT_BUDGET_MS = 10_000;
export const MAX_PAGE_BYTES = 3 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
export const MAX_EXTRA_PAGES = 4;
/** Keeps the answer under create-agent's 3 MB scrapedContent limit: extra pages stop being added past this. */
export const MAX_TOTAL_HTML_BYTES = 2_500_000;

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
    allowHosts: new Set((opts.allowHosts ?? config.SCRAPER_ALLOW_HOSTS).map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '')).filter(Boolean)),
    resolver: opts.resolver ?? systemResolver,
    signal: controller.signal,
    maxBytes: MAX_PAGE_BYTES,
    maxRedirects: MAX_REDIRECTS,
    userAgent: `Mozilla/5.0 (compatible; ${config.SITE_BRAND.replace(/[^\w.-]/g, '')}Bot/1.0; +https://receptio.fr)`,
  };

  try {
    const home = await fetchHtmlPage(startUrl, policy);
    const homeUrl = new URL(home.url);
    // Links are discovered on the cleaned page (already absolute, <base> applied): one parse, not two.
    const homeClean = cleanPage(home.html, home.url);
    const extraUrls = discoverPages(homeClean.content, home.url, opts.maxExtraPages ?? MAX_EXTRA_PAGES);
    const extraPolicy = { ...policy, signal: extraController.signal };
    const settled = await Promise.allSettled(extraUrls.map((u) => fetchHtmlPage(u, extraPolicy)));

    const articles = [toArticle(home.url, homeClean)];
    const pages: ScrapedPage[] = [{ url: home.url, title: homeClean.title }];
    const seen = new Set([comparable(home.url)]);
    let total = Buffer.byteLength(articles[0]);

    settled.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        const err = outcome.reason;
        log.debug({ url: extraUrls[i], code: err instanceof ScrapeError ? err.code : 'error', detail: err instanceof ScrapeError ? err.detail : String(err) }, 'extra page skipped');
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

function comparable(u: string): string {
  const url = new URL(u);
  url.hash = '';
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
}
