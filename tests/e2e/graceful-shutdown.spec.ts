import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProductionServer, type RunningServer } from '@/tests/helpers/server';
import { expect, test } from './fixtures';
import { request } from './ops-helpers';

// SIGTERM during a slow request (instrumentation.ts → lib/ops/graceful-shutdown.ts): the server
// stops accepting connections, lets the in-flight request finish, closes the database, exits 0.

const SLOW_MS = 2500;

test.describe('graceful shutdown', () => {
  let server: RunningServer;
  let slowSite: http.Server;
  let sawRequest: () => void;
  const requested = new Promise<void>((r) => (sawRequest = r));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A website that takes SLOW_MS to answer: POST /api/scrape-website on it stays in flight.
    slowSite = http.createServer((_req, res) => {
      sawRequest();
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<!doctype html><html><head><title>Boulangerie lente</title></head><body><h1>Boulangerie lente</h1><p>Ouvert du mardi au samedi.</p></body></html>',
        );
      }, SLOW_MS);
    });
    await new Promise<void>((r) => slowSite.listen(0, '127.0.0.1', r));
    server = await startProductionServer({ env: { LOG_LEVEL: 'info' } });
  });
  test.afterAll(async () => {
    await server?.stop('SIGKILL');
    slowSite?.close();
  });

  test('finishes the in-flight request, refuses new ones, closes the database and exits 0', async () => {
    const { port } = slowSite.address() as AddressInfo;
    const inFlight = request(server.url, '/api/scrape-website', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/` }),
    });
    await requested;
    const sentAt = Date.now();
    const exited = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // No new connections once draining started.
    const late = await request(server.url, '/api/health', { timeoutMs: 3000 }).then(
      (r) => `answered ${r.status}`,
      (e: Error) => `refused (${e.message})`,
    );
    expect(late).toMatch(/^refused/);
    const res = await inFlight;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).title).toBe('Boulangerie lente');
    const code = await exited;
    const tookMs = Date.now() - sentAt;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    const out = server.output();
    expect(out).toContain('shutdown: no new connections');
    expect(out).toMatch(/shutdown: database closed.*"drained":true|"drained":true.*shutdown: database closed/);
    console.log(`graceful-shutdown: in-flight request answered ${res.status}, exit ${code} after ${tookMs} ms`);
  });
});
