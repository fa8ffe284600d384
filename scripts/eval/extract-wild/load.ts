import fs from 'node:fs';
import path from 'node:path';
import { factsLabelSchema, type FactsLabel } from '../extract-real/labels';
import type { GeneratedPage } from '../extract-synth/score';
import { halfOf, type Half } from '../wild-set-dir';

// A "wild" set: static pages rendered from markup other people wrote (contact blocks, footers,
// opening-hours sections found in public repositories), each labelled by hand BEFORE any extractor
// ran on it. It lives outside the repository (it is other people's code), like the real-site
// corpus:  <dir>/pages/<id>.html  and  <dir>/labels/<id>.json  (schema: extract-real/labels.ts).

export type WildPage = GeneratedPage & { label: FactsLabel; half: Half };

/** The page's language as its own markup declares it (`<html lang="fr-CA">` → fr). */
function languageOf(html: string): 'fr' | 'en' {
  const lang = /<html[^>]*\slang=["']?([a-z]{2})/i.exec(html)?.[1]?.toLowerCase();
  return lang === 'fr' ? 'fr' : 'en';
}

export function loadWildSet(dir: string): WildPage[] {
  const pagesDir = path.join(dir, 'pages');
  const labelsDir = path.join(dir, 'labels');
  if (!fs.existsSync(pagesDir) || !fs.existsSync(labelsDir)) throw new Error(`no pages/ and labels/ under ${dir}`);
  return fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .flatMap((f) => {
      const id = f.replace(/\.html$/, '');
      const labelFile = path.join(labelsDir, `${id}.json`);
      // An unlabelled page is never scored: the label must exist before the extractor sees it.
      if (!fs.existsSync(labelFile)) return [];
      const html = fs.readFileSync(path.join(pagesDir, f), 'utf8');
      const label = factsLabelSchema.parse(JSON.parse(fs.readFileSync(labelFile, 'utf8')));
      return [{ id, html, url: `https://${id}.example/`, locale: languageOf(html), label, half: halfOf(id) }];
    });
}
