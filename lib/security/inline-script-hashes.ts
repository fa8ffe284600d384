import { createHash } from 'node:crypto';

// SHA-256 sources for the inline scripts of a prerendered page (see lib/security/csp.ts for why);
// lib/serve/prerendered-store.ts applies them to the files `next build` wrote.

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
