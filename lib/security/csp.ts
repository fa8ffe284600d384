import type { Config } from '@/lib/config';

// Content-Security-Policy for pages (proxy.ts) and for everything else (next.config.ts).
//
// script-src never carries 'unsafe-inline' in production. Next's HTML has inline scripts (the
// RSC payload pushes, self.__next_f…), so each page response allows exactly its own:
//   - prerendered pages (almost all of ours): the SHA-256 of each inline script of that page's
//     prerendered HTML, read once from .next/server/app (lib/security/inline-script-hashes.ts).
//     The page stays static (served from the prerender cache, no render per request).
//   - dynamically rendered pages (/agent?id=…, /admin, the 404 view): a fresh nonce per request;
//     Next reads it from the request's CSP header and stamps it on every script it emits.
// Measured both ways (docs/DEPLOY.md "Content-Security-Policy", bench:serve / bench:web): making
// every page dynamic to carry a nonce costs about half the throughput of the prerendered page,
// while hashes keep the static serving path and the same Lighthouse scores. Hence hashes where a
// prerender exists and nonces only where the page is rendered per request anyway.
//
// Third parties appear only when configured:
//   Vapi web SDK over Daily (call-object mode): the Vapi API (REST), Daily's call-machine bundle
//   (c.daily.co, loaded as a script when created with avoidEval), Daily's signalling/media
//   servers (https/wss *.daily.co and *.pluot.blue), blob: workers and media.
//   Cal.com embed: embed.js from app.cal.com, and the booking iframe (app.cal.com / cal.com).

export type ScriptSources = { kind: 'hashes'; hashes: readonly string[] } | { kind: 'nonce'; nonce: string };

export type CspProviders = {
  /** Origin of the Vapi REST API (VAPI_API_URL) when a Vapi web call can start; else undefined. */
  vapiApiOrigin?: string;
  /** Cal.com embed configured (CAL_LINK). */
  cal: boolean;
};

export type PageCspOptions = {
  scripts: ScriptSources;
  providers: CspProviders;
  /** next dev: React needs eval for its debug stacks, and dev HTML is not prerendered. */
  dev?: boolean;
  /** Served over https: ask the browser to upgrade any stray http subresource. */
  https?: boolean;
};

const DAILY = {
  script: ['https://c.daily.co'],
  connect: ['https://*.daily.co', 'wss://*.daily.co', 'https://*.pluot.blue', 'wss://*.pluot.blue'],
};
const CAL = {
  script: ['https://app.cal.com'],
  frame: ['https://app.cal.com', 'https://cal.com'],
};

/** Which providers the browser may talk to, from the validated configuration. */
export function cspProviders(
  config: Pick<
    Config,
    'VAPI_PUBLIC_KEY' | 'VAPI_AD_FR_PUBLIC_KEY' | 'VAPI_AD_EN_PUBLIC_KEY' | 'VAPI_PRIVATE_KEY' | 'VAPI_ORG_ID' | 'VAPI_API_URL' | 'CAL_LINK'
  >,
): CspProviders {
  // Same rule as lib/vapi/client-config.ts: a web call needs a public key or a way to sign tokens.
  const vapi = Boolean(
    config.VAPI_PUBLIC_KEY ||
    config.VAPI_AD_FR_PUBLIC_KEY ||
    config.VAPI_AD_EN_PUBLIC_KEY ||
    (config.VAPI_PRIVATE_KEY && config.VAPI_ORG_ID),
  );
  return {
    vapiApiOrigin: vapi ? new URL(config.VAPI_API_URL).origin : undefined,
    cal: Boolean(config.CAL_LINK),
  };
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/** The policy of one HTML page response. */
export function pageCsp(opts: PageCspOptions): string {
  const { providers } = opts;
  const vapi = Boolean(providers.vapiApiOrigin);
  const script = ["'self'"];
  if (opts.scripts.kind === 'nonce') script.push(`'nonce-${opts.scripts.nonce}'`);
  else script.push(...opts.scripts.hashes.map((h) => `'${h}'`));
  if (opts.dev) script.push("'unsafe-eval'");
  if (vapi) script.push(...DAILY.script);
  if (providers.cal) script.push(...CAL.script);

  const connect = ["'self'"];
  if (vapi) connect.push(providers.vapiApiOrigin!, ...DAILY.connect);
  if (opts.dev) connect.push('ws:'); // hot reload socket

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // Inline style attributes come from React/Radix (positioning) and next/font; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'media-src': vapi ? ["'self'", 'blob:'] : ["'self'"],
    'worker-src': vapi ? ["'self'", 'blob:'] : ["'self'"],
    'frame-src': providers.cal ? CAL.frame : ["'none'"],
    'manifest-src': ["'none'"], // no web app manifest (app/[locale]/layout.tsx, icons)
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (opts.https) directives['upgrade-insecure-requests'] = [];
  return serialize(directives);
}

/**
 * The policy of every non-HTML response (API JSON, robots.txt, sitemap.xml, icons, images):
 * nothing may load or run, nothing may frame it.
 */
export const RESOURCE_CSP = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  // SVG icons opened directly carry their own inline styles.
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Parses a policy into directive → values (tests and the nonce extraction use it). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}
