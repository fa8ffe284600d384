import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pagePaths } from '@/config/routes';
import { DEMO_AGENT_IDS } from '@/lib/receptionist/demo-agents';
import { ROOT } from '@/tests/helpers/server';

// Raw HTTP for the ops E2E tests: Node's fetch forbids setting Host, and the two site identities
// (receptio.fr / receptio.com) are told apart by it.

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

export function request(
  baseUrl: string,
  pathname: string,
  opts: { method?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const url = new URL(pathname, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? 'GET',
        headers: { ...(opts.host ? { host: opts.host } : {}), ...opts.headers },
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout ${opts.method ?? 'GET'} ${pathname}`)));
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** Every page a visitor can open (plus the operator page and a 404). */
export const PAGE_PATHS = [...pagePaths, '/admin', '/no-such-page'] as const;

/** Every API route file → a concrete URL path (dynamic segments filled with the French demo agent). */
export function apiPaths(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === 'route.ts' || e.name === 'route.tsx') {
        const rel = path.relative(path.join(ROOT, 'app'), path.dirname(full)).split(path.sep).join('/');
        out.push('/' + rel.replace(/\[id\]/g, DEMO_AGENT_IDS.fr));
      }
    }
  };
  walk(path.join(ROOT, 'app', 'api'));
  return out.sort();
}

/** Non-page files the site serves. */
export const FILE_PATHS = [
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/apple-icon.png',
  '/icon-512.png',
  '/og/home-fr.png',
  '/og/ad-en.png',
];
