// `npm run bench:voice` (after `npm run build`): latency of the local voice session, from the end
// of the caller's speech (the detector's user-speech-end, 1 s of silence) to the first
// agent audio (the reply's WAV starting to play), over 20 turns in headless Chromium with a fake
// microphone playing 20 spoken questions generated with espeak-ng.
//
// Headless Chromium has no working speech recognition offline, so the words go through the typed
// fallback: the bench types each question while the fake caller is still speaking, and the session
// sends it the moment the speech ends — exactly the path a recognized sentence takes afterwards
// (chat engine → TTS → decode → play). Marks come from the session (performance.mark).
// Writes bench-results/bench-voice.json and prints a summary. Target: p50 ≤ 500 ms.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startProductionServer } from '../tests/helpers/server';

const TURNS = Number(process.env.BENCH_VOICE_TURNS ?? 20);
const CYCLE_S = 5;
const LEAD_S = 6;
const QUESTION = 'Bonjour, quels sont vos tarifs ?';
const TARGET_P50_MS = 500;
// What the bench types for each turn (rotating, so replies and their audio differ turn to turn).
const TYPED = [
  'Quels sont vos tarifs ?',
  'Quelles langues parlez-vous ?',
  'Est-ce conforme au RGPD ?',
  'Est-ce que je peux commencer gratuitement ?',
  'Quels sont vos horaires ?',
];

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

function makeWav(dir: string): string {
  const raw = path.join(dir, 'q-raw.wav');
  const cycle = path.join(dir, 'q-cycle.wav');
  const out = path.join(dir, 'bench-voice.wav');
  execFileSync('espeak-ng', ['-v', 'fr', '-s', '160', '-w', raw, QUESTION]);
  const speechS = Number(execFileSync('soxi', ['-D', raw]).toString().trim());
  // one cycle = the question + silence up to CYCLE_S; then LEAD_S of silence + TURNS cycles
  execFileSync('sox', [raw, '-r', '48000', '-b', '16', '-c', '1', cycle, 'pad', '0', String(Math.max(2.5, CYCLE_S - speechS))]);
  // (sox applies effects in order: repeat the cycle first, then add the lead silence once)
  execFileSync('sox', [cycle, out, 'repeat', String(TURNS - 1), 'pad', String(LEAD_S), '0']);
  return out;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-voice-'));
  const wav = makeWav(dir);
  const server = await startProductionServer({ readyPath: '/' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
    ignoreDefaultArgs: ['--mute-audio'],
  });
  try {
    // Warm the engine and the TTS cache path once, like any running server.
    await fetch(`${server.url}/api/agents/00000000-0000-4000-8000-00000000f001/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Bonjour' }),
    });
    const page = await browser.newPage();
    await page.goto(`${server.url}/agent`); // sample agent → the French demo agent, local session
    const scope = '[data-testid="agent-test-call"]';
    const status = page.locator(`${scope} [data-testid="voice-status"]`);
    const input = page.locator(`${scope} [data-testid="voice-typed-form"] input`);
    await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
    const deadline = Date.now() + (LEAD_S + TURNS * CYCLE_S + 15) * 1000;
    let typed = 0;
    let late = 0;
    while (typed < TURNS && Date.now() < deadline) {
      // Wait for the fake caller to start speaking, then type the question while they speak.
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent === 'Vous parlez...',
        `${scope} [data-testid="voice-status"]`,
        { polling: 50, timeout: (CYCLE_S + 10) * 1000 },
      );
      await input.waitFor({ state: 'visible', timeout: 5000 });
      await input.fill(TYPED[typed % TYPED.length]);
      await input.press('Enter');
      if ((await status.textContent()) !== 'Vous parlez...') late++;
      typed++;
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent !== 'Vous parlez...',
        `${scope} [data-testid="voice-status"]`,
        { polling: 50, timeout: (CYCLE_S + 10) * 1000 },
      );
    }
    await page.waitForTimeout(3000);
    const data = await page.evaluate(() => ({
      marks: performance.getEntriesByType('mark').map((m) => ({ name: m.name, t: m.startTime })),
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => /\/api\/(agents\/[^/]+\/chat|voice\/tts)/.test(r.name))
        .map((r) => ({ url: r.name, start: r.startTime, duration: r.duration })),
    }));
    await page.locator(`${scope} [data-testid="voice-toggle"]`).click();

    const ends = data.marks.filter((m) => m.name === 'voice:user-speech-end').map((m) => m.t);
    const audio = data.marks.filter((m) => m.name === 'voice:agent-audio-start').map((m) => m.t);
    const latencies: number[] = [];
    ends.forEach((end, i) => {
      const next = ends[i + 1] ?? Infinity;
      const first = audio.find((a) => a >= end && a < next);
      if (first !== undefined) latencies.push(first - end);
    });
    if (process.env.BENCH_VOICE_DEBUG)
      console.log(JSON.stringify(data.marks.map((m) => `${m.name.replace('voice:', '')}@${Math.round(m.t)}`)));
    const sorted = [...latencies].sort((a, b) => a - b);
    const chat = data.resources
      .filter((r) => r.url.includes('/chat'))
      .map((r) => r.duration)
      .sort((a, b) => a - b);
    const tts = data.resources
      .filter((r) => r.url.includes('/tts'))
      .map((r) => r.duration)
      .sort((a, b) => a - b);
    const round = (n: number) => Math.round(n);
    const result = {
      bench: 'voice-local-session',
      description: 'user-speech-end (1 s after the caller stops) → first agent audio, local session, headless Chromium',
      turns: TURNS,
      measured: latencies.length,
      typedLate: late,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      minMs: round(sorted[0] ?? NaN),
      maxMs: round(sorted[sorted.length - 1] ?? NaN),
      meanMs: round(latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)),
      breakdown: {
        chatP50Ms: round(percentile(chat, 50)),
        chatP95Ms: round(percentile(chat, 95)),
        ttsP50Ms: round(percentile(tts, 50)),
        ttsP95Ms: round(percentile(tts, 95)),
      },
      latenciesMs: latencies.map(round),
      targetP50Ms: TARGET_P50_MS,
      pass: percentile(sorted, 50) <= TARGET_P50_MS && latencies.length >= Math.ceil(TURNS * 0.8),
      machine: { cpus: os.cpus().length, node: process.version },
      at: new Date().toISOString(),
    };
    const outDir = path.join(ROOT, 'bench-results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'bench-voice.json'), JSON.stringify(result, null, 2) + '\n');
    console.log(
      `bench:voice — ${result.measured}/${TURNS} turns: speech end → first agent audio p50 ${result.p50Ms} ms, ` +
        `p95 ${result.p95Ms} ms (min ${result.minMs}, max ${result.maxMs}); chat p50 ${result.breakdown.chatP50Ms} ms, ` +
        `tts p50 ${result.breakdown.ttsP50Ms} ms; target p50 ≤ ${TARGET_P50_MS} ms: ${result.pass ? 'PASS' : 'FAIL'}`,
    );
    if (!result.pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
