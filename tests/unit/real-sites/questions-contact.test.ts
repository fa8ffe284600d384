import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_QUESTIONS_DIR, QUESTIONS_DIR, loadQuestionFiles } from '@/scripts/eval/real-sites-questions';

const SPLIT = path.join(process.cwd(), 'tests', 'real-sites', 'split.json');

describe('dev-contact questions', () => {
  const files = loadQuestionFiles(CONTACT_QUESTIONS_DIR);
  const main = new Map(loadQuestionFiles(QUESTIONS_DIR).map((f) => [f.site_group, f]));
  const test = new Set((JSON.parse(fs.readFileSync(SPLIT, 'utf8')) as { test: string[] }).test);

  it('loads with a single question a file allowed, on dev sites only, with the main set onboarding', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      expect(test.has(f.site_group), f.site_group).toBe(false);
      expect(f.owner, f.site_group).toEqual(main.get(f.site_group)?.owner);
    }
  });

  it('asks about contact only, half French half English give or take, some about channels a site lacks', () => {
    const qs = files.flatMap((f) => f.questions.map((q) => ({ q, lang: f.language })));
    expect(qs.length).toBeGreaterThanOrEqual(40);
    expect(qs.every(({ q }) => q.topic === 'contact')).toBe(true);
    const fr = qs.filter((x) => x.lang === 'fr').length;
    expect(Math.abs(fr - (qs.length - fr))).toBeLessThanOrEqual(4);
    expect(qs.filter(({ q }) => 'expect' in q && q.expect.kind === 'unknown').length).toBeGreaterThanOrEqual(8);
  });
});
