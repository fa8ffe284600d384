import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { cleanPage, toArticle } from '@/lib/scrape/clean-html';

const PAGE = `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <title>  Boulangerie   Martin – Lyon </title>
  <meta name="description" content="Pain au levain &amp; viennoiseries">
  <meta property="og:title" content="Boulangerie Martin">
  <meta property="og:url" content="https://boulangerie-martin.fr/">
  <meta name="viewport" content="width=device-width">
  <base href="https://boulangerie-martin.fr/fr/">
  <link rel="stylesheet" href="/s.css">
  <style>body{color:red}</style>
  <script>window.dataLayer=[];</script>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Boulangerie Martin","telephone":"+33 4 72 00 00 00"}</script>
</head>
<body onload="track()">
  <!-- tracking pixel -->
  <noscript><img src="/pixel.gif"></noscript>
  <header style="background:red"><a href="contact" onclick="x()">Contact</a><a href="javascript:alert(1)">Menu</a><a href="tel:+33472000000">04 72 00 00 00</a></header>
  <main>
    <h1>Bienvenue</h1>
    <p>Ouvert du mardi au samedi de 7h à 19h30.</p>
    <iframe src="https://maps.example/embed"></iframe>
    <svg><path d="M0 0"/></svg>
    <form><input type="hidden" name="csrf" value="secret-token"><input name="email" placeholder="E-mail"></form>
    <script type="application/ld+json">{"@type":"FAQPage","mainEntity":[]}</script>
    <script type="module">import('/app.js')</script>
    <template><p>hidden template</p></template>
  </main>
</body>
</html>`;

describe('cleanPage', () => {
  const page = cleanPage(PAGE, 'https://boulangerie-martin.fr/fr/');
  const $ = cheerio.load(page.content);

  it('keeps the title, description, og:* and every JSON-LD block', () => {
    expect(page.title).toBe('Boulangerie Martin – Lyon');
    expect($('meta[name=description]').attr('content')).toBe('Pain au levain & viennoiseries');
    expect($('meta[property="og:title"]').attr('content')).toBe('Boulangerie Martin');
    const ld = $('script[type="application/ld+json"]')
      .map((_, el) => JSON.parse($(el).text())['@type'])
      .get();
    expect(ld).toEqual(['Bakery', 'FAQPage']);
    expect(page.lang).toBe('fr');
  });

  it('removes scripts, styles, comments, noscript, iframes, svg, templates, hidden inputs and head noise', () => {
    for (const gone of [
      'dataLayer',
      'body{color',
      'tracking pixel',
      'pixel.gif',
      'maps.example',
      '<svg',
      'secret-token',
      'app.js',
      'hidden template',
      'viewport',
      's.css',
      '<base',
    ]) {
      expect(page.content).not.toContain(gone);
    }
    expect($('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('keeps visible text and form fields that are not hidden', () => {
    expect(page.content).toContain('Ouvert du mardi au samedi de 7h à 19h30.');
    expect($('input[name=email]')).toHaveLength(1);
  });

  it('drops inline handlers and styles, resolves links against <base>, keeps tel:', () => {
    expect(page.content).not.toMatch(/onclick|onload|style=/);
    expect($('a').first().attr('href')).toBe('https://boulangerie-martin.fr/fr/contact');
    expect($('a[href^="tel:"]').attr('href')).toBe('tel:+33472000000');
    expect(page.content).not.toContain('javascript:');
  });

  it('falls back to og:title then h1 for the title', () => {
    expect(cleanPage('<meta property="og:title" content="OG"><h1>H</h1>', 'https://x.fr/').title).toBe('OG');
    expect(cleanPage('<h1> Salon  Inès </h1>', 'https://x.fr/').title).toBe('Salon Inès');
  });

  it('survives very deep nesting', () => {
    const deep = '<div>'.repeat(20000) + '<!-- c -->x' + '</div>'.repeat(20000);
    const t0 = performance.now();
    const out = cleanPage(deep, 'https://x.fr/');
    expect(out.content).not.toContain('<!--');
    expect(out.content).toContain('x');
    expect(performance.now() - t0).toBeLessThan(5_000); // ~0.1 s here; quadratic parsing took 6 s+
  });
});

describe('toArticle', () => {
  it('wraps a page with its source URL and title, escaped', () => {
    const html = toArticle('https://x.fr/a?b=1&c="2"', { title: 'Tom & "Jerry" <3', content: '<p>hi</p>', lang: 'fr' });
    const $ = cheerio.load(html);
    const a = $('article');
    expect(a.attr('data-source-url')).toBe('https://x.fr/a?b=1&c="2"');
    expect(a.attr('data-title')).toBe('Tom & "Jerry" <3');
    expect(a.attr('lang')).toBe('fr');
    expect(a.find('p').text()).toBe('hi');
  });
});

describe('truncateHtml', () => {
  it('leaves small HTML alone and cuts big HTML before a tag, under the byte limit', async () => {
    const { truncateHtml } = await import('@/lib/scrape/clean-html');
    expect(truncateHtml('<p>été</p>', 100)).toBe('<p>été</p>');
    const big = '<p>Été à Orléans</p>'.repeat(10_000);
    const cut = truncateHtml(big, 50_000);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(cut)).toBeGreaterThan(40_000);
    expect(cut.endsWith('</p>')).toBe(true);
  });
});
