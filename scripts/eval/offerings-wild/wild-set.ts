// A "wild" offerings set: static pages whose markup other people wrote (harvested from public
// repositories, rendered to the HTML a browser gets) with hand-read `services` and `priced`
// labels that follow the guideline in tests/real-sites/README.md. The set lives OUTSIDE the
// repository (it is other people's code), like the real-site corpus:
//   <dir>/pages/<name>.html   <dir>/labels/<name>.json   ({ lang, source, services, priced })
// Each page falls in half A (tuned on: misses may be read) or B (blind: aggregates only) by a
// hash of its file name, so adding pages never moves an existing page between halves.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { halfOf, wildSetDir, type Half } from '../wild-set-dir';

export const DEFAULT_WILD_DIR = wildSetDir('offerings');

const item = z.object({ name: z.string().min(1), price: z.string().optional(), description: z.string().optional() });
export const wildLabelSchema = z.object({
  lang: z.enum(['fr', 'en']),
  source: z.string().optional(),
  services: z.array(item),
  priced: z.array(item),
});
export type WildLabel = z.infer<typeof wildLabelSchema>;
export type WildPage = { name: string; half: Half; html: string; label: WildLabel };

/** Every labelled page of the set; a page without a label is reported, never scored. */
export function loadWildSet(dir: string): { pages: WildPage[]; unlabelled: string[] } {
  const pagesDir = path.join(dir, 'pages');
  const pages: WildPage[] = [];
  const unlabelled: string[] = [];
  for (const file of fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const name = file.replace(/\.html$/, '');
    const labelFile = path.join(dir, 'labels', `${name}.json`);
    if (!fs.existsSync(labelFile)) {
      unlabelled.push(file);
      continue;
    }
    const label = wildLabelSchema.parse(JSON.parse(fs.readFileSync(labelFile, 'utf8')));
    pages.push({ name, half: halfOf(file), html: fs.readFileSync(path.join(pagesDir, file), 'utf8'), label });
  }
  return { pages, unlabelled };
}
