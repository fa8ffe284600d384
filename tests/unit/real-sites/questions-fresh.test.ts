import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FRESH2_QUESTIONS_DIR,
  FRESH3_QUESTIONS_DIR,
  FRESH4_QUESTIONS_DIR,
  FRESH5_QUESTIONS_DIR,
  FRESH_QUESTIONS_DIR,
  FRESH_SETS,
  MIN_QUESTIONS,
  QUESTIONS_DIR,
  isBlindSplit,
  loadQuestionFiles,
  questionHalf,
} from '@/scripts/eval/real-sites-questions';

// The blind-written sets on the dev sites (tests/real-sites/questions-fresh, -fresh2, -fresh3, -fresh5):
// each loads with its own rules, covers the dev sites only (never a held-out one), with the same
// owner as the main set, and never asks a question of the main set again word for word.

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

// Two questions the site answers, none it cannot: a dev-fresh2 file, not a dev-fresh one.
const pair = {
  site_group: 'garage-du-port',
  language: 'fr',
  owner: { businessName: 'Garage du Port', phone: '02 03 04 05 06' },
  questions: [
    { id: 'pneus', topic: 'offer', ask: 'Vous changez les pneus ?', expect: { kind: 'yes', any: ['pneus'] } },
    { id: 'samedi', topic: 'hours', ask: 'Le samedi vous ouvrez à quelle heure ?', expect: { kind: 'fact', any: ['8h'] } },
  ],
};

const askOf = (q: { ask?: string; turns?: { ask: string }[] }) => (q.turns ? q.turns.map((t) => t.ask) : [q.ask ?? '']);

describe('fresh caller questions', () => {
  it('a three-question file loads as a fresh set but not as a main set', () => {
    const dir = writeDir({ 'petit-cafe.json': small });
    expect(loadQuestionFiles(dir, MIN_QUESTIONS.fresh).map((f) => f.questions.length)).toEqual([3]);
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.main)).toThrow(/questions/);
  });

  it('a two-question file with no unanswerable question loads only under the dev-fresh2 rules', () => {
    const dir = writeDir({ 'garage-du-port.json': pair });
    expect(loadQuestionFiles(dir, MIN_QUESTIONS.fresh2, false).map((f) => f.questions.length)).toEqual([2]);
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.fresh2)).toThrow(/not on the site/);
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.fresh, false)).toThrow(/questions/);
  });

  it('a fresh set folder gets its own rules by default', () => {
    expect(FRESH_SETS.map((s) => s.dir)).toEqual([
      FRESH_QUESTIONS_DIR,
      FRESH2_QUESTIONS_DIR,
      FRESH3_QUESTIONS_DIR,
      FRESH4_QUESTIONS_DIR,
      FRESH5_QUESTIONS_DIR,
    ]);
    expect(new Set(FRESH_SETS.map((s) => s.split)).size).toBe(FRESH_SETS.length);
  });

  it('rejects a fresh file whose name is not its site group', () => {
    const dir = writeDir({ 'autre.json': small });
    expect(() => loadQuestionFiles(dir, MIN_QUESTIONS.fresh)).toThrow(/does not match/);
  });

  const testGroups = new Set((JSON.parse(fs.readFileSync(SPLIT, 'utf8')) as { test: string[] }).test);
  const main = new Map(loadQuestionFiles(QUESTIONS_DIR).map((f) => [f.site_group, f]));
  const sets = FRESH_SETS.map((s) => ({ ...s, files: loadQuestionFiles(s.dir) }));

  describe.each(sets.map((s) => [s.split, s] as const))('%s', (split, set) => {
    it('loads every file with its set rules by default', () => {
      expect(set.files.length).toBeGreaterThan(0);
    });

    it('has no file for a held-out site', () => {
      expect(set.files.map((f) => f.site_group).filter((g) => testGroups.has(g))).toEqual([]);
    });

    it('keeps the onboarding of the main set and never repeats one of its questions or an earlier set’s', () => {
      const earlier = sets.slice(
        0,
        sets.findIndex((s) => s.split === split),
      );
      for (const f of set.files) {
        expect(f.owner, f.site_group).toEqual(main.get(f.site_group)?.owner);
        const seen = new Set(
          [main.get(f.site_group), ...earlier.map((s) => s.files.find((e) => e.site_group === f.site_group))]
            .flatMap((e) => e?.questions ?? [])
            .flatMap(askOf),
        );
        for (const ask of f.questions.flatMap(askOf)) expect(seen.has(ask), `${f.site_group}: ${ask}`).toBe(false);
      }
    });

    it.each(set.files.map((f) => [f.site_group, f] as const))('%s: question count and unanswerable questions', (_g, f) => {
      const unknown = f.questions.filter((q) => 'expect' in q && q.expect.kind === 'unknown').length;
      if (split === 'dev-fresh') {
        expect(f.questions).toHaveLength(3);
        expect(unknown).toBe(1);
      } else if (split === 'dev-fresh3' || split === 'dev-fresh4') {
        expect(f.questions.length).toBeGreaterThanOrEqual(2);
        expect(f.questions.length).toBeLessThanOrEqual(4);
        expect(unknown).toBeLessThanOrEqual(1);
      } else if (split === 'dev-fresh5') {
        // Mostly questions the site does not answer, and at least one it does.
        expect(f.questions.length).toBeGreaterThanOrEqual(3);
        expect(f.questions.length).toBeLessThanOrEqual(4);
        expect(unknown).toBeGreaterThanOrEqual(f.questions.length - 1 - 1);
        expect(unknown).toBeLessThan(f.questions.length);
      } else {
        expect(f.questions).toHaveLength(2);
        expect(unknown).toBeLessThanOrEqual(1);
      }
    });

    describe.skipIf(!fs.existsSync(CORPUS))('against the corpus manifest', () => {
      const manifest = fs.existsSync(CORPUS)
        ? (JSON.parse(fs.readFileSync(CORPUS, 'utf8')) as { site_group: string; language: string }[])
        : [];

      it('covers every dev site (dev-fresh5: a sample of them), in its language', () => {
        const devGroups = [...new Set(manifest.map((m) => m.site_group))].filter((g) => !testGroups.has(g)).sort();
        if (split === 'dev-fresh5') expect(set.files.every((f) => devGroups.includes(f.site_group))).toBe(true);
        else expect(set.files.map((f) => f.site_group).sort()).toEqual(devGroups);
        for (const f of set.files) expect(f.language, f.site_group).toBe(manifest.find((m) => m.site_group === f.site_group)?.language);
      });
    });
  });

  it('dev-fresh2 asks an unanswerable question on about a third of the sites', () => {
    const files = sets.find((s) => s.split === 'dev-fresh2')?.files ?? [];
    const withUnknown = files.filter((f) => f.questions.some((q) => 'expect' in q && q.expect.kind === 'unknown')).length;
    expect(withUnknown / files.length).toBeGreaterThan(0.25);
    expect(withUnknown / files.length).toBeLessThan(0.45);
  });

  it.each(['dev-fresh3', 'dev-fresh4', 'dev-fresh5'])('%s is cut in two fixed halves of comparable size, the second one blind', (split) => {
    const files = sets.find((s) => s.split === split)?.files ?? [];
    const halves = files.flatMap((f) => f.questions.map((q) => questionHalf(f.site_group, q.id)));
    const a = halves.filter((h) => h === 'a').length;
    expect(a / halves.length).toBeGreaterThan(0.35);
    expect(a / halves.length).toBeLessThan(0.65);
    expect(questionHalf('x', 'y')).toBe(questionHalf('x', 'y'));
    expect(isBlindSplit(`${split}-b`)).toBe(true);
    expect(isBlindSplit(`${split}-a`)).toBe(false);
    expect(isBlindSplit('dev-fresh2')).toBe(true);
    expect(isBlindSplit('dev')).toBe(false);
  });
});
