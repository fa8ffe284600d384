import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts } from '@/lib/security/inline-script-hashes';
import { hydrateAfterPaint } from '@/lib/serve/hydrate-after-paint';
import { HYDRATED_EVENT } from '@/lib/serve/hydration-event';

// A made-up prerendered page shaped like Next's output: async chunks and a low-priority preload in
// <head>, the bootstrap chunk in <body> after the inline payload scripts.
const page =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><style>body{color:red}</style>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>Accueil</title><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><h1>Bonjour</h1><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script id="_R_">(globalThis.T=globalThis.T||[]).push(1)</script><script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(page);
  const loader = inlineScripts(out).find((s) => s.includes(HYDRATED_EVENT)) ?? '';

  it('takes every async chunk tag and script preload out of the page', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)\.js"/);
    expect(out).not.toContain('rel="preload"');
  });

  it('hands the chunks, in document order, to one inline loader placed where the first chunk was', () => {
    expect(loader).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/boot.js"]');
    expect(out.indexOf('body{color:red}')).toBeLessThan(out.indexOf(HYDRATED_EVENT));
    expect(out.indexOf(HYDRATED_EVENT)).toBeLessThan(out.indexOf('<title>'));
  });

  it('starts them at the first input, or once the page has been loaded and idle a few seconds', () => {
    for (const type of ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'])
      expect(loader).toContain(`"${type}"`);
    expect(loader).toMatch(/addEventListener\("load",idle\)/);
    expect(loader).toMatch(/requestIdleCallback\|\|w\.setTimeout\)\(start\)\},5000\)/);
  });

  it('keeps the visitor’s early submits and clicks for the live page, one per form and per button', () => {
    expect(loader).toMatch(/addEventListener\("submit",function\(e\)\{if\(live\)return;e\.preventDefault\(\)/);
    expect(loader).toContain('if(at(sends,f)<0)sends.push');
    expect(loader).toContain('at(clicks,b)>=0');
    expect(loader).toContain('requestSubmit');
  });

  it('turns the inline payload scripts into JSON data blocks the loader pushes before the chunks', () => {
    expect(out).not.toContain('self.__next_f=self.__next_f||[]');
    expect(out).toContain('<script type="application/json" data-next-f="">[0]</script>');
    expect(inlineScripts(out).filter((s) => s.includes('__next_f.push') && !s.includes(HYDRATED_EVENT))).toEqual([]);
    expect(loader).toMatch(
      /querySelectorAll\("script\[data-next-f\]"\)\.forEach\(function\(s\)\{f\.push\(JSON\.parse\(s\.textContent\)\)\}\);\s*S\.forEach/,
    );
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(loader)).not.toThrow();
  });

  it('keeps everything else: styles, title, the noModule polyfill, the bootstrap script and JSON-LD', () => {
    expect(out).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(out).toContain('<title>Accueil</title>');
    const expected = page
      .replace(/<script src="[^"]+" async=""><\/script>/g, '')
      .replace(/<link rel="preload"[^>]*\/>/, '')
      .replace(
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
        '<script type="application/json" data-next-f="">[0]</script>',
      );
    expect(out.replace(/<script>\(function\(d,w,S\)[\s\S]*?<\/script>/, '')).toBe(expected);
  });

  it('executes no other inline script than the original’s bootstrap and the loader', () => {
    expect(inlineScripts(out)).toEqual([loader, '(globalThis.T=globalThis.T||[]).push(1)']);
    expect(inlineScriptHashes(out)).toHaveLength(2);
  });

  it('leaves a page without chunks unchanged, and is idempotent', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    expect(hydrateAfterPaint(out)).toBe(out);
  });
});
