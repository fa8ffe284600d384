import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { prerenderedFile } from '@/lib/serve/prerendered-pages';

// Which requests server.ts may answer from the build, and from which file: the same locale rules
// as proxy.ts; anything else (RSC navigations, queries, unknown paths, other methods) goes to Next.
function req(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as unknown as IncomingMessage;
}
const file = (r: IncomingMessage) => prerenderedFile(r, '/dist')?.internalPath ?? null;

describe('prerenderedFile', () => {
  it('maps pages to the locale the proxy would choose', () => {
    expect(file(req('/', { host: 'receptio.fr' }))).toBe('/fr');
    expect(file(req('/', { host: 'receptio.com' }))).toBe('/en');
    expect(file(req('/', { host: 'localhost:3000', cookie: 'a=b; language=en' }))).toBe('/en');
    expect(file(req('/privacy-policy/', { host: 'localhost' }))).toBe('/fr/privacy-policy');
    expect(file(req('/ad-en', { host: 'receptio.fr' }))).toBe('/en/ad-en');
    expect(file(req('/lead-form?lang=en', { host: 'receptio.fr' }))).toBe('/en/lead-form');
    expect(prerenderedFile(req('/', { host: 'receptio.fr' }), '/dist')?.file).toBe('/dist/server/app/fr.html');
  });

  it('leaves everything else to Next', () => {
    expect(file(req('/', { host: 'receptio.fr', rsc: '1' }))).toBeNull();
    expect(file(req('/', { host: 'receptio.fr', 'next-router-prefetch': '1' }))).toBeNull();
    expect(file(req('/?_rsc=abc', { host: 'receptio.fr' }))).toBeNull();
    expect(file(req('/?utm_source=x', { host: 'receptio.fr' }))).toBeNull();
    expect(file(req('/nope', { host: 'receptio.fr' }))).toBeNull();
    expect(file(req('/fr/ad-fr', { host: 'receptio.fr' }))).toBeNull();
    expect(file(req('/api/health', { host: 'receptio.fr' }))).toBeNull();
    expect(file(req('/', { host: 'receptio.fr' }, 'POST'))).toBeNull();
  });
});
