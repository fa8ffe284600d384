import { ScrapeError } from './errors';

// The one definition of "a website address a business owner typed": the onboarding page, the lead
// form and the scraper all use it, so a bare domain such as boulangerie-martin.fr means the same
// thing everywhere. Pure (no Node APIs) so client components can import this file directly.

const MAX_URL_LENGTH = 2048;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Trims the input, adds https:// to a bare domain, and returns the absolute URL (fragment removed).
 * Throws ScrapeError('invalid_url') for anything that is not an http(s) URL with a plausible host,
 * or that carries credentials (user:pass@ would be sent to, or leak from, a third party).
 * Network policy (which hosts/addresses/ports may be fetched) is NOT decided here.
 */
export function normalizeWebsiteUrl(input: string): string {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw || raw.length > MAX_URL_LENGTH) throw new ScrapeError('invalid_url', 'empty or too long');
  // Control characters and spaces inside a URL are never legitimate; WHATWG would silently drop some.
  if (/[\u0000-\u0020\u007f]/.test(raw)) throw new ScrapeError('invalid_url', 'whitespace or control character');
  const withScheme = HAS_SCHEME.test(raw) ? raw : raw.startsWith('//') ? `https:${raw}` : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ScrapeError('invalid_url', 'unparseable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ScrapeError('invalid_url', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new ScrapeError('invalid_url', 'credentials in URL');
  const host = url.hostname.replace(/\.+$/, '');
  if (!host) throw new ScrapeError('invalid_url', 'no host');
  // A host needs a dot (a real domain or an IPv4 literal), brackets (IPv6), or be "localhost";
  // "localhost" is accepted here so the address policy can refuse it with the precise code.
  if (!host.includes('.') && !host.startsWith('[') && host !== 'localhost') {
    throw new ScrapeError('invalid_url', 'single-label host');
  }
  url.hash = '';
  if (url.href.length > MAX_URL_LENGTH) throw new ScrapeError('invalid_url', 'too long');
  return url.href;
}
