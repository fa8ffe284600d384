import { describe, expect, it } from 'vitest';
import { frameSources, metaRefreshTarget } from '@/lib/scrape';

describe('metaRefreshTarget', () => {
  it.each([
    ['<meta http-equiv="refresh" content="0; url=/fr/accueil.html">', 'https://x.fr/fr/accueil.html'],
    ['<META HTTP-EQUIV="Refresh" CONTENT="0;URL=http://www.x.fr/index2.htm">', 'http://www.x.fr/index2.htm'],
    [`<meta http-equiv='refresh' content='3; url="fr/"'>`, 'https://x.fr/fr/'],
    ['<meta content="0; url=/en/" http-equiv="refresh">', 'https://x.fr/en/'],
    ['<meta http-equiv="refresh" content="30">', null],
    ['<meta http-equiv="refresh" content="600; url=/">', null],
    ['<meta http-equiv="refresh" content="0; url=javascript:alert(1)">', null],
    ['<meta name="description" content="0; url=/x">', null],
    ['<noscript><meta http-equiv="refresh" content="0; url=/nojs.html"></noscript>', null],
  ])('%s → %s', (html, target) => expect(metaRefreshTarget(html, 'https://x.fr/')).toBe(target));
});

describe('frameSources', () => {
  it('lists same-site frames of a frameset only', () => {
    const page = '<frameset><frame src="menu.htm"><frame src=\'/accueil.htm#top\'><frame src="https://ads.example/x"></frameset>';
    expect(frameSources(page, new URL('https://www.garage.fr/'))).toEqual([
      'https://www.garage.fr/menu.htm',
      'https://www.garage.fr/accueil.htm',
    ]);
    expect(frameSources('<iframe src="/x"></iframe>', new URL('https://garage.fr/'))).toEqual([]);
  });
});
