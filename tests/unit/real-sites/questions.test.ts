import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_DIR, loadQuestionFiles, questionFileSchema } from '@/scripts/eval/real-sites-questions';

// The caller-question labels of the real-site corpus: every file is well-formed, and once the
// corpus is present (it lives outside the repository), every business in it has its questions.

const CORPUS = path.join(process.cwd(), '..', 'shared', 'real-sites', 'manifest.json');
const files = fs.existsSync(QUESTIONS_DIR)
  ? fs
      .readdirSync(QUESTIONS_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];

describe('real-site caller questions', () => {
  it('has question files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s matches the schema', (f) => {
    const parsed = questionFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(QUESTIONS_DIR, f), 'utf8')));
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    expect(`${parsed.data?.site_group}.json`).toBe(f);
  });

  it('rejects a file without a question the site cannot answer', () => {
    const ask = (id: string) => ({ id, topic: 'fact', ask: 'combien ?', expect: { kind: 'fact', any: ['12 €'] } });
    const bad = {
      site_group: 'x',
      language: 'fr',
      owner: { businessName: 'X', phone: '01 02 03 04 05' },
      questions: ['a', 'b', 'c', 'd', 'e'].map(ask),
    };
    expect(questionFileSchema.safeParse(bad).success).toBe(false);
  });

  describe.skipIf(!fs.existsSync(CORPUS))('against the corpus manifest', () => {
    const manifest = fs.existsSync(CORPUS)
      ? (JSON.parse(fs.readFileSync(CORPUS, 'utf8')) as { site_group: string; language: string }[])
      : [];
    const labels = fs.existsSync(CORPUS) ? loadQuestionFiles() : [];

    it('has questions for every business of the corpus', () => {
      const labelled = new Set(labels.map((f) => f.site_group));
      expect([...new Set(manifest.map((m) => m.site_group))].filter((g) => !labelled.has(g))).toEqual([]);
    });

    it('labels only businesses of the corpus, in their language', () => {
      for (const f of labels) {
        const pages = manifest.filter((m) => m.site_group === f.site_group);
        expect(pages.length, f.site_group).toBeGreaterThan(0);
        expect(f.language, f.site_group).toBe(pages[0].language);
      }
    });
  });
});
