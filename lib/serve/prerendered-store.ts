import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import etag from 'etag';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { hydrateAfterPaint } from './hydrate-after-paint';

// The pages `next build` prerendered, as written in <distDir>/server/app/<internal path>.html.
// server.ts sends them with their script chunks started after the first paint
// (hydrate-after-paint.ts). The page CSP (lib/security/csp.ts) allows inline scripts by hash: the
// fast path's lists those of the body it sends and nothing else, Next's (page-security.ts) those of
// the file as built as well, since that is what Next sends.
// Read on first use and kept while the file is unchanged (a rebuilt page changes its mtime);
// compressed forms are made on first demand.

export type PrerenderedPage = {
  body: Buffer;
  etag: string;
  /** CSP sources of the inline scripts of `body`, the page as the fast path sends it. */
  bodyHashes: string[];
  /** CSP sources of the inline scripts of `body` and of the file as built (Next sends the latter). */
  hashes: string[];
  encoded: (encoding: 'br' | 'gzip') => Buffer;
};

type Entry = { mtimeMs: number; checkedAt: number; page: PrerenderedPage | null };
// Build directory → internal path → entry: looked up as received, without building the file path
// on every request.
const cache = new Map<string, Map<string, Entry>>();
const MAX_ABSENT = 1000;

/** The build directory next.config.ts writes to (a second one lets benchmarks build beside a running server). */
export function buildDir(root = process.cwd()): string {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next');
}

/** The prerendered page of an internal path ('/fr', '/en/ad-en'), or null when it renders per request. */
export function prerenderedPage(internalPath: string, distDir = buildDir()): PrerenderedPage | null {
  let entries = cache.get(distDir);
  if (!entries) cache.set(distDir, (entries = new Map()));
  const cached = entries.get(internalPath);
  const now = Date.now();
  // The file is looked at again at most once a second rather than on every request (a syscall per
  // request on the fast path; pages are also cached as absent, e.g. /agent which renders per request).
  if (cached && now - cached.checkedAt < 1000) return cached.page;
  const rel = internalPath.replace(/\/+$/, '').replace(/^\/+/, '');
  if (!rel || rel.includes('..') || rel.includes('\0')) return null;
  const file = path.join(distDir, 'server', 'app', `${rel}.html`);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    // Absent pages include any path under a private prefix (/admin/…): bounded, since anyone can ask.
    if (entries.size >= MAX_ABSENT) for (const [k, e] of entries) if (!e.page) entries.delete(k);
    entries.set(internalPath, { mtimeMs: -1, checkedAt: now, page: null });
    return null;
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.page;
  }
  const built = fs.readFileSync(file, 'utf8');
  const sent = hydrateAfterPaint(built);
  const body = Buffer.from(sent);
  const bodyHashes = inlineScriptHashes(sent);
  const encodings: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const page: PrerenderedPage = {
    body,
    etag: etag(body),
    bodyHashes,
    hashes: [...new Set([...bodyHashes, ...inlineScriptHashes(built)])],
    encoded: (encoding) =>
      (encodings[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : zlib.gzipSync(body, { level: 9 })),
  };
  entries.set(internalPath, { mtimeMs, checkedAt: now, page });
  return page;
}
