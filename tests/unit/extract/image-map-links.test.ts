import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';

// Older sites put their links on an image map (<map><area href>) over a header graphic: those
// are links like any <a href>, so the profile and the mailto they hold are read.

describe('image-map links', () => {
  const html = `<html lang="en"><head><title>Harbor Family Physio</title></head><body>
    <img src="header.png" alt="Harbor Family Physio" usemap="#m">
    <map name="m">
      <area shape="rect" coords="0,0,40,40" alt="Facebook" href="https://www.facebook.com/HarborPhysio.Team">
      <area shape="rect" coords="50,0,90,40" alt="Email us" href="mailto:desk@harborphysio.test">
    </map>
    <h1>Harbor Family Physio</h1><p>Sports injuries and back care.</p>
    <nav><ul><li><a href="/about">About</a></li></ul></nav>
  </body></html>`;
  const info = extractBusinessInfo(html, { locale: 'en', baseUrl: 'https://harborphysio.test/' });

  it('reads a social profile from an <area href>', () => {
    expect(info.socialLinks).toContain('https://www.facebook.com/HarborPhysio.Team');
  });

  it('reads the e-mail of a mailto <area>', () => {
    expect(info.email).toBe('desk@harborphysio.test');
  });

  it('never takes an image-map link for an offering', () => {
    expect(info.services.map((s) => s.name)).not.toContain('Facebook');
    expect(info.services.map((s) => s.name)).not.toContain('Email us');
  });
});
