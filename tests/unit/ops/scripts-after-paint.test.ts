import { describe, expect, it } from 'vitest';
import { inlineScripts } from '@/lib/security/inline-script-hashes';
import { scriptsAfterPaint } from '@/lib/serve/scripts-after-paint';

// The prerendered page's async <head> chunks are started after the first paint (lib/serve/scripts-after-paint.ts).
const page =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>T</title><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  '<body><p>Bonjour</p><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('scriptsAfterPaint', () => {
  const out = scriptsAfterPaint(page);

  it('removes the async chunk tags, preloads them at low priority and loads them from one inline loader', () => {
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/one.js"/>');
    const loader = inlineScripts(out).find((s) => s.includes('largest-contentful-paint'));
    expect(loader).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js"]');
    expect(loader).toContain('setTimeout(go,2000)');
  });

  it('keeps everything else as it was: styles first, the noModule polyfill, the body and its inline data', () => {
    expect(out.indexOf('a.css')).toBeLessThan(out.indexOf('largest-contentful-paint'));
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(out.slice(out.indexOf('<body>'))).toBe(page.slice(page.indexOf('<body>')));
  });

  it('leaves a page without async chunks unchanged, and is idempotent', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
    expect(scriptsAfterPaint(out)).toBe(out);
  });
});
