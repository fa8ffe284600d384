import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { baseUrl, EN_HOST, expect, FR_HOST, launchBrowser, newContext, poll, test, trackHydration, urlOn, watchConsole } from './fixtures';
import { speechWav } from './speech-wav';
import { ROOT, startProductionServer, type RunningServer } from '../helpers/server';
import { startStandIn, type StandIn } from '../integration/voice/stand-ins';

// The voice layer in real Chromium with a fake microphone fed a WAV generated with espeak-ng
// (speech-wav.ts; leading silence so the greeting plays first, then the caller's sentence). Each
// test launches its own browser: the microphone's audio file is a launch flag.
// No speech recognition works offline, so the caller's words go through the "say it by typing"
// fallback, exactly as a visitor in such a browser would do.

// The test hosts are plain http: let Chromium treat them as secure contexts (getUserMedia needs one;
// production is https).
const SECURE_HOSTS = `--unsafely-treat-insecure-origin-as-secure=http://${FR_HOST},http://${EN_HOST}`;

const micArgs = (wav: string) => [
  SECURE_HOSTS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${wav}%noloop`,
  '--autoplay-policy=no-user-gesture-required',
];

type Launcher = { playwright: { chromium: BrowserType }; launchOptions: LaunchOptions };

async function withMic<T>(
  { playwright, launchOptions }: Launcher,
  wav: string,
  fn: (browser: Browser) => Promise<T>,
  port?: number,
): Promise<T> {
  const browser = await launchBrowser(playwright.chromium, launchOptions, {
    args: micArgs(wav),
    ignoreDefaultArgs: ['--mute-audio'],
    port,
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

const status = (page: Page, scope: string) => page.locator(`${scope} [data-testid="voice-status"]`);
const lines = (page: Page, scope: string, role: 'user' | 'assistant') =>
  page.locator(`${scope} [data-testid="voice-transcript"] li[data-role="${role}"]`);

/** The whole local-session turn on the demo card of `/`. */
async function demoConversation(page: Page, t: { listening: string; speaking: string; ready: string; greeting: RegExp; question: string }) {
  const scope = '#demo [data-testid="voice-demo"]';
  await page.locator(scope).scrollIntoViewIfNeeded();
  await poll(() => status(page, scope).textContent()).toBe(t.ready);
  await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
  // call-start → "Listening..."
  await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toMatch(new RegExp(`${esc(t.listening)}|${esc(t.speaking)}`));
  // The greeting is spoken from server TTS → "Agent speaking..."
  await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe(t.speaking);
  await poll(() => lines(page, scope, 'assistant').first().textContent()).toMatch(t.greeting);
  await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe(t.listening);
  // The fake microphone speaks: user speech detected (start and end, SPEC §9 thresholds).
  await poll(() => page.evaluate(() => performance.getEntriesByName('voice:user-speech-end').length), { timeout: 20_000 }).toBeGreaterThan(
    0,
  );
  // Offline, recognition does not work: the typed fallback is offered with a "we heard you" hint.
  const form = page.locator(`${scope} [data-testid="voice-typed-form"]`);
  await poll(() => form.isVisible(), { timeout: 10_000 }).toBe(true);
  await form.locator('input').fill(t.question);
  await form.locator('input').press('Enter');
  await poll(() => lines(page, scope, 'user').last().textContent()).toContain(t.question);
  // An answer from the engine, spoken.
  await poll(() => lines(page, scope, 'assistant').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const answer = (await lines(page, scope, 'assistant').last().textContent()) ?? '';
  await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe(t.speaking);
  await page.locator(`${scope} [data-testid="voice-toggle"]`).click(); // End Call
  await poll(() => status(page, scope).textContent()).toBe(t.ready);
  return answer;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('voice: local session in Chromium with a fake microphone', () => {
  let frWav: string;
  let enWav: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Warm the engine: the first chat turn of a fresh server does one-time setup (seconds).
    for (const id of ['00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-00000000e001']) {
      await fetch(`${baseUrl()}/api/agents/${id}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Bonjour' }),
      });
    }
    frWav = speechWav('Bonjour, je voudrais connaître vos tarifs, s’il vous plaît.', 'fr', 7, 8, 'fr');
    enWav = speechWav('Hello, I would like to know your prices, please.', 'en-us', 7, 8, 'en');
  });

  test('French demo on /: call-start, greeting spoken, speech detected, engine answers, End Call → idle', async ({
    playwright,
    launchOptions,
  }) => {
    await withMic({ playwright, launchOptions }, frWav, async (browser) => {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      const errors = watchConsole(page);
      await page.goto(urlOn(FR_HOST, '/'));
      const answer = await demoConversation(page, {
        ready: 'Prêt à démarrer',
        listening: 'À l’écoute...',
        speaking: 'Agent parle...',
        greeting: /Bonjour/,
        question: 'Combien coûte votre service ?',
      });
      expect(answer).toMatch(/49|gratuit/i);
      // Page-level 404s (favicon…) are not this layer's concern; script errors are.
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });
  });

  test('English demo on /: same conversation in English', async ({ playwright, launchOptions }) => {
    await withMic({ playwright, launchOptions }, enWav, async (browser) => {
      const page = await (await newContext(browser)).newPage();
      await page.goto(urlOn(EN_HOST, '/'));
      const answer = await demoConversation(page, {
        ready: 'Ready to start',
        listening: 'Listening...',
        speaking: 'Agent speaking...',
        greeting: /Hello/,
        question: 'How much does it cost?',
      });
      expect(answer).toMatch(/49|free/i);
    });
  });

  test('/agent?id for a created agent: "Vous parlez..." while the mic speaks; test questions answered from its facts', async ({
    playwright,
    launchOptions,
  }) => {
    const site = `<!doctype html><html lang="fr"><head><title>Garage Martin – Bordeaux</title>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'AutoRepair',
        name: 'Garage Martin',
        telephone: '+33 5 56 12 34 56',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 rue des Lilas',
          postalCode: '33000',
          addressLocality: 'Bordeaux',
          addressCountry: 'FR',
        },
        openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
      })}</script></head><body><h1>Garage Martin</h1><p>Vidange, freins, pneus. Vidange à partir de 59 €.</p></body></html>`;
    const res = await fetch(`${baseUrl()}/api/create-agent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Garage Martin',
        businessType: 'Garage auto',
        phone: '+33 5 56 12 34 56',
        scrapedContent: site,
        locale: 'fr',
      }),
    });
    expect(res.status).toBe(201);
    const { agentId } = await res.json();
    // 12 s of silence first: the agent's own greeting ("vous êtes bien chez…") takes ~8 s with espeak-ng.
    const wav = speechWav('Bonjour, à quelle heure ouvrez-vous le samedi ?', 'fr', 12, 8, 'agent');
    await withMic({ playwright, launchOptions }, wav, async (browser) => {
      const page = await (await newContext(browser)).newPage();
      const errors = watchConsole(page);
      await page.goto(urlOn(FR_HOST, `/agent?id=${agentId}`));
      const scope = '[data-testid="agent-test-call"]';
      await poll(() => status(page, scope).textContent()).toBe('Prêt à démarrer');
      await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
      await poll(() => page.getByText('Appel démarré').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await poll(() => lines(page, scope, 'assistant').first().textContent(), { timeout: 10_000 }).toMatch(/Bonjour/);
      await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe('En écoute...');
      // The fake microphone speaks → "Vous parlez..."
      await poll(() => status(page, scope).textContent(), { timeout: 20_000, intervals: [100] }).toBe('Vous parlez...');
      await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).not.toBe('Vous parlez...');
      const form = page.locator(`${scope} [data-testid="voice-typed-form"] input`);
      await form.fill('À quelle heure ouvrez-vous le samedi ?');
      await form.press('Enter');
      await poll(() => lines(page, scope, 'assistant').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      expect(await lines(page, scope, 'assistant').last().textContent()).toMatch(/9\s*h|09:00|9:00|9 heures/);
      await form.fill('Pouvez-vous me transférer à quelqu’un ?');
      await form.press('Enter');
      // A transfer cannot reach a phone line from the browser: the agent says so and shows the number.
      await poll(() => page.locator(`${scope} [data-testid="voice-transfer"]`).textContent(), { timeout: 10_000 }).toContain(
        '+33 5 56 12 34 56',
      );
      expect(await lines(page, scope, 'assistant').last().textContent()).toMatch(/Je transférerais votre appel au \+33 5 56 12 34 56/);
      await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
      await poll(() => status(page, scope).textContent()).toBe('Prêt à démarrer');
      await poll(() => page.getByText('Appel terminé').count()).toBeGreaterThan(0);
      // Page-level 404s (favicon…) are not this layer's concern; script errors are.
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });
  });

  test('barge-in: the caller talks over the greeting and the agent stops at once', async ({ playwright, launchOptions }) => {
    // Speech 1 s after the microphone opens, while the greeting (~2 s) is still playing.
    const wav = speechWav('Excusez-moi, je vous interromps.', 'fr', 1, 6, 'barge-in');
    await withMic({ playwright, launchOptions }, wav, async (browser) => {
      const page = await (await newContext(browser)).newPage();
      await page.goto(urlOn(FR_HOST, '/agent'));
      const scope = '[data-testid="agent-test-call"]';
      await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
      await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe('L’agent parle...');
      await poll(() => status(page, scope).textContent(), { timeout: 15_000, intervals: [100] }).toBe('Vous parlez...');
      const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => ({ name: m.name, t: m.startTime })));
      const bargeIn = marks.find((m) => m.name === 'voice:barge-in');
      expect(bargeIn).toBeDefined();
      // After the caller stops: listening, and the greeting does not resume.
      await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe('En écoute...');
      await page.waitForTimeout(1500);
      expect(await status(page, scope).textContent()).toBe('En écoute...');
      await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
    });
  });

  test('microphone denied → a clear message on how to allow it, back to idle', async ({ playwright, launchOptions }) => {
    // No fake UI: the permission prompt is dismissed, as when a visitor blocks the microphone.
    const browser = await launchBrowser(playwright.chromium, launchOptions, { args: [SECURE_HOSTS, '--use-fake-device-for-media-stream'] });
    try {
      const page = await (await newContext(browser)).newPage();
      await page.goto(urlOn(EN_HOST, '/'));
      const scope = '#demo [data-testid="voice-demo"]';
      await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
      await poll(() => page.locator(`${scope} [data-testid="voice-error"]`).textContent(), { timeout: 10_000 }).toMatch(
        /microphone is blocked.*allow the microphone/i,
      );
      await poll(() => status(page, scope).textContent()).toBe('Ready to start');
    } finally {
      await browser.close();
    }
  });
});

test.describe('voice: Vapi adapter against a local stand-in for POST /call/web', () => {
  let vapi: StandIn;
  let server: RunningServer;
  let silentWav: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    vapi = await startStandIn((req) => {
      if (req.method === 'POST' && req.path === '/assistant') return { status: 201, body: { id: 'asst_created_for_agent' } };
      if (req.method === 'POST' && req.path === '/call/web') {
        // A real answer's shape; the Daily room cannot be joined offline.
        return {
          status: 201,
          body: {
            id: 'call_standin_1',
            webCallUrl: 'https://receptio-standin.daily.co/room',
            assistant: { voice: { provider: 'openai' } },
          },
        };
      }
      return { status: 404, body: { message: 'not in stand-in' } };
    });
    server = await startProductionServer({
      env: {
        VAPI_PUBLIC_KEY: 'pk_standin_public',
        VAPI_ASSISTANT_ID: 'asst_landing_standin',
        VAPI_PRIVATE_KEY: 'sk_standin_private',
        VAPI_API_URL: vapi.url,
      },
      readyPath: '/',
    });
    silentWav = speechWav('.', 'fr', 1, 1, 'silent');
  });
  test.afterAll(async () => {
    await server?.stop();
    await vapi?.close();
  });

  test('landing (runtime config): SDK loaded on click, POST /call/web carries the landing assistant id; Daily cannot load offline → start failure shown, back to idle, no crash', async ({
    playwright,
    launchOptions,
  }) => {
    await withMic(
      { playwright, launchOptions },
      silentWav,
      async (browser) => {
        const page = await (await newContext(browser)).newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
        const live = await trackHydration(page);
        await page.goto(urlOn(FR_HOST, '/'));
        // Every chunk the live landing has loaded (its scripts start at the first input) leaves
        // the voice SDK out: it is fetched on the click only.
        await page.mouse.move(10, 10);
        await live.hydrated();
        const sdkBefore = await Promise.all(
          scripts.map((u) => fetch(u.replace(/^http:\/\/receptio\.fr/, server.url)).then((r) => r.text())),
        );
        expect(sdkBefore.some((code) => code.includes('callControllerCreateWebCall'))).toBe(false);
        const scope = '#demo [data-testid="voice-demo"]';
        await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
        await poll(() => status(page, scope).textContent()).toBe('Connexion en cours...');
        await poll(() => vapi.requests.filter((r) => r.path === '/call/web').length, { timeout: 15_000 }).toBe(1);
        const call = vapi.requests.find((r) => r.path === '/call/web')!;
        expect(call.headers.authorization).toBe('Bearer pk_standin_public');
        expect(call.json).toMatchObject({ assistantId: 'asst_landing_standin' });
        await poll(() => page.locator(`${scope} [data-testid="voice-error"]`).isVisible(), { timeout: 30_000 }).toBe(true);
        await poll(() => status(page, scope).textContent()).toBe('Prêt à démarrer');
        expect(pageErrors).toEqual([]);
      },
      server.port,
    );
  });

  test('/agent: the agent’s own assistant id when synced, SPEC §7 inline assistant otherwise; start failure → "Erreur" toast, idle', async ({
    playwright,
    launchOptions,
  }) => {
    const create = async (name: string) => {
      const res = await fetch(`${server.url}/api/create-agent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          businessName: name,
          businessType: 'Fleuriste',
          phone: '+33 1 23 45 67 89',
          scrapedContent: '',
          locale: 'fr',
        }),
      });
      expect(res.status).toBe(201);
      return (await res.json()).agentId as string;
    };
    const synced = await create('Fleurs de Léa'); // syncAgentToVapi → stand-in POST /assistant
    expect(
      vapi.requests.some((r) => r.path === '/assistant' && (r.json as { metadata?: { agentId?: string } }).metadata?.agentId === synced),
    ).toBe(true);
    await withMic(
      { playwright, launchOptions },
      silentWav,
      async (browser) => {
        const page = await (await newContext(browser)).newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        const scope = '[data-testid="agent-test-call"]';
        vapi.requests.length = 0;
        await page.goto(urlOn(FR_HOST, `/agent?id=${synced}`));
        await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
        await poll(() => status(page, scope).textContent()).toBe('Connexion en cours...');
        expect(await page.locator(`${scope} [data-testid="voice-toggle"]`).isDisabled()).toBe(true);
        await poll(() => vapi.requests.filter((r) => r.path === '/call/web').length, { timeout: 15_000 }).toBe(1);
        expect(vapi.requests[0].json).toMatchObject({ assistantId: 'asst_created_for_agent' });
        await poll(() => page.getByText('Erreur', { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
        await poll(() => status(page, scope).textContent()).toBe('Prêt à démarrer');

        // No id → the sample agent: inline assistant (French, dated realtime model, voice marin).
        vapi.requests.length = 0;
        await page.goto(urlOn(FR_HOST, '/agent'));
        await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
        await poll(() => vapi.requests.filter((r) => r.path === '/call/web').length, { timeout: 15_000 }).toBe(1);
        const body = vapi.requests[0].json as { assistant?: Record<string, any>; assistantId?: string };
        expect(body.assistantId).toBeUndefined();
        expect(body.assistant?.firstMessage).toBe('Bonjour, comment puis-je vous aider\u00a0?');
        expect(body.assistant?.voice).toEqual({ provider: 'openai', voiceId: 'marin' });
        expect(body.assistant?.model?.model).toMatch(/^gpt-realtime-\d{4}-\d{2}-\d{2}$/);
        expect(body.assistant?.model?.messages?.[0]?.content).toMatch(/uniquement en français/);
        await poll(() => status(page, scope).textContent(), { timeout: 30_000 }).toBe('Prêt à démarrer');
        expect(pageErrors).toEqual([]);
      },
      server.port,
    );
  });
});

test.describe('voice: local session with server transcription and OpenAI TTS (mocked OpenAI)', () => {
  let openai: StandIn;
  let server: RunningServer;
  let wav: string;
  let replyWav: Buffer;
  const HEARD = 'Combien coûte votre service ?';
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    replyWav = fs.readFileSync(speechWav('Réponse de synthèse.', 'fr', 0, 0.2, 'openai-tts'));
    openai = await startStandIn((req) => {
      if (req.path === '/v1/audio/transcriptions') return { body: { text: HEARD } };
      if (req.path === '/v1/audio/speech') return { body: replyWav, headers: { 'content-type': 'audio/wav' } };
      // Chat completions refused without retry: the receptionist falls back to its local engine.
      return { status: 400, body: { error: { message: 'not in stand-in', type: 'invalid_request_error' } } };
    });
    server = await startProductionServer({ env: { OPENAI_API_KEY: 'sk-standin', OPENAI_BASE_URL: `${openai.url}/v1` }, readyPath: '/' });
    await fetch(`${server.url}/api/agents/00000000-0000-4000-8000-00000000f001/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Bonjour' }),
    });
    wav = speechWav('Bonjour, je voudrais connaître vos tarifs, s’il vous plaît.', 'fr', 7, 8, 'transcribed');
  });
  test.afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });

  test('the recorded turn is transcribed on the server, answered and spoken — no typing', async ({ playwright, launchOptions }) => {
    await withMic(
      { playwright, launchOptions },
      wav,
      async (browser) => {
        const page = await (await newContext(browser)).newPage();
        await page.goto(urlOn(FR_HOST, '/'));
        const scope = '#demo [data-testid="voice-demo"]';
        await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
        await poll(() => lines(page, scope, 'user').first().textContent(), { timeout: 30_000 }).toContain(HEARD);
        expect(await page.locator(`${scope} [data-testid="voice-typed-form"]`).count()).toBe(0);
        const sent = openai.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
        const form = sent.body.toString('latin1');
        expect(form).toMatch(/name="language"\r\n\r\nfr/);
        expect(form).toMatch(/filename="turn\.(webm|ogg)"/);
        expect(sent.body.length).toBeGreaterThan(5_000); // seconds of recorded speech
        await poll(() => lines(page, scope, 'assistant').count(), { timeout: 20_000 }).toBeGreaterThan(1);
        expect(await lines(page, scope, 'assistant').last().textContent()).toMatch(/49/);
        await poll(() => status(page, scope).textContent(), { timeout: 10_000 }).toBe('Agent parle...');
        expect(openai.requests.filter((r) => r.path === '/v1/audio/speech').length).toBeGreaterThan(1); // greeting + answer
        await page.locator(`${scope} [data-testid="voice-toggle"]`).click();
        await poll(() => status(page, scope).textContent()).toBe('Prêt à démarrer');
      },
      server.port,
    );
  });
});

test.describe('voice: first-load JS', () => {
  test('no @vapi-ai/web or daily-js code in any page’s first-load JS (npm run check:first-load)', () => {
    const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'check-first-load.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toMatch(/check:first-load: ok/);
  });
});
