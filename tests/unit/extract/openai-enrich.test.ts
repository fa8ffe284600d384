import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extractBusinessInfo, enrichWithOpenAI } from '@/lib/extract';

// OpenAI is outside this machine: a local HTTP stand-in replays a recorded chat.completions
// answer (recorded-openai-response.json) and OPENAI_BASE_URL points the real SDK at it.

const RECORDED = fs.readFileSync(path.join(import.meta.dirname, 'recorded-openai-response.json'), 'utf8');

// A bakery page whose hours are written in words: the deterministic parser can't read them.
const PAGE = `<article data-source-url="https://www.boulangerie-dinan.fr/" data-title="La Boulangerie du Marché">
  <h1>La Boulangerie du Marché</h1>
  <p>Pains au levain, kouign-amann et gâteaux sur commande, au cœur de Dinan.</p>
  <p>Nous vous accueillons du mardi au dimanche dès sept heures du matin et jusqu’à treize heures ; l’après-midi, de quinze heures trente à dix-neuf heures, sauf le dimanche.</p>
  <h2>Nos pains</h2><p>Pain au levain ..... 4,20 €</p>
  <p>Questions : Prenez-vous les commandes de gâteaux ? Oui, 48 heures à l’avance, en boutique ou par téléphone.</p>
  <p>5 place du Marché, 22100 Dinan – Tél. 02 96 39 12 34 – <a href="mailto:commandes@boulangerie-dinan.fr">commandes@boulangerie-dinan.fr</a></p>
</article>`;

type Mode = 'recorded' | 'slow' | 'error' | 'invalid';
let mode: Mode = 'recorded';
let lastBody: Record<string, unknown> | undefined;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      lastBody = JSON.parse(body || '{}');
      if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer sk-test-recorded') {
        res.writeHead(404).end();
        return;
      }
      if (mode === 'error') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"The server had an error","type":"server_error"}}');
      } else if (mode === 'slow') {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(RECORDED), 1500).unref();
      } else if (mode === 'invalid') {
        const r = JSON.parse(RECORDED);
        r.choices[0].message.content = '{"summary": 42}';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(RECORDED);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.OPENAI_API_KEY = 'sk-test-recorded';
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterEach(() => {
  mode = 'recorded';
  lastBody = undefined;
});

afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('OpenAI enrichment', () => {
  it('fills the gaps and writes the summary; deterministic facts win (recorded OpenAI response)', async () => {
    const info = extractBusinessInfo(PAGE, { locale: 'fr' });
    expect(info.hours).toEqual([]); // written in words: the deterministic pass leaves it empty
    const enriched = await enrichWithOpenAI(info, PAGE, { locale: 'fr' });

    // The request: the configured model, JSON-schema structured output, the page text.
    expect(lastBody).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'business_facts', strict: true } },
    });
    expect(JSON.stringify(lastBody)).toContain('dix-neuf heures');

    expect(enriched.hours).toHaveLength(11);
    expect(enriched.hours[0]).toEqual({ day: 'tuesday', opens: '07:00', closes: '13:00' });
    expect(enriched.sources?.hours).toBe('openai');
    expect(enriched.summary).toMatch(/^La Boulangerie du Marché est une boulangerie/);
    // Deterministic facts win: the page's mailto, phone and priced service stay as extracted.
    expect(enriched.email).toBe('commandes@boulangerie-dinan.fr');
    expect(enriched.phones.map((p) => p.e164)).toEqual(['+33296391234']);
    expect(enriched.services.map((s) => s.name)).toEqual(['Pain au levain']);
    expect(enriched.address).toMatchObject({ postalCode: '22100', city: 'Dinan' });
    // A gap the page does answer is filled.
    expect(enriched.faq).toEqual([
      { q: 'Prenez-vous les commandes de gâteaux ?', a: 'Oui, 48 heures à l’avance, en boutique ou par téléphone.', source: 'openai' },
    ]);
  });

  it('never takes a phone or service the pages do not contain (recorded OpenAI response)', async () => {
    const bare = '<p>La Boulangerie du Marché à Dinan. Appelez le 02 96 39 12 34. Kouign-amann tous les jours.</p>';
    const info = { ...extractBusinessInfo(bare, { locale: 'fr' }), phones: [] };
    const enriched = await enrichWithOpenAI(info, bare, { locale: 'fr' });
    // "02 96 00 00 00" from the reply is not on the page: dropped. "02 96 39 12 34" is: kept.
    expect(enriched.phones.map((p) => p.e164)).toEqual(['+33296391234']);
    // Only the service the page names survives ("Croissant au beurre", "Pain au levain" are not in this page).
    expect(enriched.services.map((s) => s.name)).toEqual(['Kouign-amann']);
    expect(enriched.email).toBeNull(); // the reply's address is not on this page
  });

  it('falls back to the deterministic result on timeout', async () => {
    mode = 'slow';
    const info = extractBusinessInfo(PAGE, { locale: 'fr' });
    const t0 = Date.now();
    expect(await enrichWithOpenAI(info, PAGE, { locale: 'fr', timeoutMs: 300 })).toBe(info);
    expect(Date.now() - t0).toBeLessThan(1400);
  });

  it('falls back to the deterministic result on an HTTP error', async () => {
    mode = 'error';
    const info = extractBusinessInfo(PAGE, { locale: 'fr' });
    expect(await enrichWithOpenAI(info, PAGE, { locale: 'fr' })).toBe(info);
  });

  it('falls back when the reply does not match the schema', async () => {
    mode = 'invalid';
    const info = extractBusinessInfo(PAGE, { locale: 'fr' });
    expect(await enrichWithOpenAI(info, PAGE, { locale: 'fr' })).toBe(info);
  });

  it('does nothing without OPENAI_API_KEY', async () => {
    delete process.env.OPENAI_API_KEY;
    try {
      const info = extractBusinessInfo(PAGE, { locale: 'fr' });
      expect(await enrichWithOpenAI(info, PAGE, { locale: 'fr' })).toBe(info);
      expect(lastBody).toBeUndefined();
    } finally {
      process.env.OPENAI_API_KEY = 'sk-test-recorded';
    }
  });
});
