import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// SHA-256 sources for the inline scripts of a prerendered page (see lib/security/csp.ts for why).
// `next start` serves a prerendered page byte for byte from .next/server/app/<route>.html, so the
// hashes of the inline scripts in that file are exactly the ones the browser will compute.
// Read lazily on the first request of each page and kept while the file is unchanged (a
// revalidated page rewrites the file, which changes its mtime).

type Entry = { mtimeMs: number; hashes: string[] };
const cache = new Map<string, Entry | null>();

/** Inline, executable <script> bodies of an HTML document (not src=, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = attrs.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    out.push(m[2]);
  }
  return out;
}

export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** Distinct hash sources of a document's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/**
 * Hashes for the prerendered HTML of an internal page path ('/fr', '/en/ad-en'), or null when the
 * page has no prerender (it is rendered per request and gets a nonce instead).
 */
export function prerenderedScriptHashes(internalPath: string, distDir = path.join(process.cwd(), '.next')): string[] | null {
  const rel = internalPath.replace(/\/+$/, '').replace(/^\/+/, '');
  if (!rel || rel.includes('..') || rel.includes('\0')) return null;
  const file = path.join(distDir, 'server', 'app', `${rel}.html`);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.hashes;
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const hashes = inlineScriptHashes(html);
  cache.set(file, { mtimeMs: stat.mtimeMs, hashes });
  return hashes;
}
