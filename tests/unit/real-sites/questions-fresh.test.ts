import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_QUESTIONS_DIR, MIN_QUESTIONS, loadQuestionFiles } from '@/scripts/eval/real-sites-questions';

// The blind-written second set on the dev sites (tests/real-sites/questions-fresh): it loads with
// its own minimum, covers the dev sites only (never a held-out one), and each file keeps exactly
// one question the site cannot answer.

const SPLIT = path.join(process.cwd(), 'tests', 'real-sites', 'split.json');
const CORPUS = path.join(process.cwd(), '..', 'shared', 'real-sites', 'manifest.json');

function writeDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-q-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(body));
  return dir;
}

const small = {
  site_group: 'petit-cafe',
  language: 'fr',
  owner: { businessName: 'Petit Café', phone: '01 02 03 04 05' },
  questions: [
    { id: 'prix', topic: 'fact', ask: 'Un café, ça coûte combien ?', expect: { kind: 'fact', any: ['2 €'] } },
    { id: 'terrasse', topic: 'offer', ask: 'Il y a une terrasse ?', expect: { kind: 'yes', any: ['terrasse'] } },
    { id: 'wifi', topic: 'unknown', ask: 'Vous avez le wifi ?', expect: { kind: 'unknown' } },
  ],
};

describe('fresh caller questions', () => {
  it('a three-question file loads as a fresh set but not as a main set', () => {
    const dir = writeDir({ 'petit-cafe.json': small });
    expect(loadQuestionFiles(dir, MIN_QUESTIONS.fresh).map((f) => f.questions.length)).toEqual([3]);
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.main)).toThrow(/questions/);
  });

  it('rejects a fresh file whose name is not its site group', () => {
    const dir = writeDir({ 'autre.json': small });
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.fresh)).toThrow(/does not match/);
  });

  const fresh = loadQuestionFiles(FRESH_QUESTIONS_DIR);
  const testGroups = new Set((JSON.parse(fs.readFileSync(SPLIT, 'utf8')) as { test: string[] }).test);

  it('loads every fresh file with the fresh minimum by default', () => {
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('has no file for a held-out site', () => {
    expect(fresh.map((f) => f.site_group).filter((g) => testGroups.has(g))).toEqual([]);
  });

  it.each(fresh.map((f) => [f.site_group, f] as const))('%s: 3 questions, exactly one not on the site', (_g, f) => {
    expect(f.questions).toHaveLength(3);
    expect(f.questions.filter((q) => 'expect' in q && q.expect.kind === 'unknown')).toHaveLength(1);
  });

  describe.skipIf(!fs.existsSync(CORPUS))('against the corpus manifest', () => {
    const manifest = fs.existsSync(CORPUS)
      ? (JSON.parse(fs.readFileSync(CORPUS, 'utf8')) as { site_group: string; language: string }[])
      : [];

    it('covers every dev site, in its language', () => {
      const devGroups = [...new Set(manifest.map((m) => m.site_group))].filter((g) => !testGroups.has(g)).sort();
      expect(fresh.map((f) => f.site_group).sort()).toEqual(devGroups);
      for (const f of fresh) expect(f.language, f.site_group).toBe(manifest.find((m) => m.site_group === f.site_group)?.language);
    });
  });
});
