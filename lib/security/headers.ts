// Security headers other than the page CSP. next.config.ts sends STATIC_SECURITY_HEADERS on every
// response (pages, API, files); pages get the page CSP and, over https, HSTS and COOP from
// lib/serve/page-headers.ts.

/**
 * Powerful features: the microphone for our own origin (voice demo, agent test call), autoplay and
 * fullscreen for ourselves, everything else the site never uses switched off. Only feature names
 * Chromium recognizes: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'autoplay=(self)',
  'fullscreen=(self)',
  'camera=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
  'browsing-topics=()',
].join(', ');

export const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * Sent on pages served over https only (servedOverHttps): on a plain-http origin other than
 * localhost, Chromium ignores COOP and logs a console error on every page.
 */
export const COOP_HEADER = { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' } as const;

/** Two years, subdomains included: the value the HSTS preload list asks for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Was this request served over https? HSTS on a plain-http response is ignored by browsers and,
 * worse, a forged X-Forwarded-Proto must not make a direct http hit claim https. So the header is
 * believed only when TRUST_PROXY says a proxy is in front (it terminates TLS and sets it).
 */
export function servedOverHttps(req: { headers: Pick<Headers, 'get'> }, trustProxy: number): boolean {
  // Not req.url: Next builds it from X-Forwarded-Proto whoever sent it. `next start` itself never
  // terminates TLS, so https always means a proxy in front.
  if (trustProxy <= 0) return false;
  // Each trusted proxy may append its own value; the one written by the outermost trusted proxy
  // (the one facing the visitor) is the TRUST_PROXY-th from the right, as for X-Forwarded-For.
  const proto = req.headers.get('x-forwarded-proto');
  if (!proto) return false;
  const values = proto.split(',').map((s) => s.trim().toLowerCase());
  return values[Math.max(0, values.length - trustProxy)] === 'https';
}
