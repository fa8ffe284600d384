import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@/messages';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const fr = leaves(messages.fr as unknown as Tree);
const en = leaves(messages.en as unknown as Tree);

// These two strings stay verbatim (the 404 and error pages read them in both languages).
const VERBATIM = new Set(['NotFound.title', 'NotFound.home']);

describe('messages', () => {
  it('fr and en have exactly the same keys', () => {
    const onlyFr = [...fr.keys()].filter((k) => !en.has(k));
    const onlyEn = [...en.keys()].filter((k) => !fr.has(k));
    expect({ onlyFr, onlyEn }).toEqual({ onlyFr: [], onlyEn: [] });
  });

  it('every message file is registered in messages/index.ts', () => {
    const index = fs.readFileSync(path.resolve('messages/index.ts'), 'utf8');
    for (const locale of ['fr', 'en']) {
      for (const file of fs.readdirSync(path.resolve('messages', locale))) {
        expect(index, `${locale}/${file}`).toContain(`./${locale}/${file}`);
      }
    }
  });

  it('no message is empty', () => {
    const empty = [...fr, ...en].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('French uses a non-breaking space before : ; ! ? and after «, before »', () => {
    const bad = [...fr]
      .filter(([k]) => !VERBATIM.has(k))
      .filter(([, v]) => {
        // ignore ICU syntax ({count, plural, …}) and URLs / times like 9:00 or https://
        const text = v.replace(/\{[^{}]*\}/g, '').replace(/https?:\/\/\S+/g, '');
        return / [:;!?»]/.test(text) || /« /.test(text) || /\S[;!?]/.test(text.replace(/&[a-z]+;/g, ''));
      })
      .map(([k, v]) => `${k}: ${v}`);
    expect(bad).toEqual([]);
  });

  it('French puts a non-breaking space between a number and €, %, h', () => {
    const bad = [...fr].filter(([, v]) => /\d (€|%|h\b)/.test(v)).map(([k, v]) => `${k}: ${v}`);
    expect(bad).toEqual([]);
  });
});
