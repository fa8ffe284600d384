import { loadDialogFixtures, runDialogEval } from '@/scripts/eval/dialogs';

// The scripted conversations of `npm run eval:dialogs` (tests/fixtures/dialogs), run through the
// real local engine on an in-memory PGlite: task success must stay at or above 95 %.

describe('dialog eval', () => {
  it('has at least 40 French and 40 English scripts covering every skill', () => {
    const { dialogs } = loadDialogFixtures();
    expect(dialogs.filter((d) => d.lang === 'fr').length).toBeGreaterThanOrEqual(40);
    expect(dialogs.filter((d) => d.lang === 'en').length).toBeGreaterThanOrEqual(40);
    const skills = new Set(dialogs.map((d) => d.skill));
    for (const s of [
      'hours',
      'address',
      'contact',
      'prices',
      'faq',
      'booking',
      'cancel',
      'move',
      'message',
      'transfer',
      'unknown',
      'goodbye',
      'robustness',
      'demo',
    ]) {
      expect(skills).toContain(s);
    }
    expect(new Set(dialogs.map((d) => d.id)).size).toBe(dialogs.length);
  });

  it('task success ≥ 95 %', { timeout: 300_000 }, async () => {
    const result = await runDialogEval();
    const failed = result.results.filter((r) => !r.ok).map((r) => `${r.id}: ${r.failures.join('; ')}`);
    expect(result.successRate, failed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
