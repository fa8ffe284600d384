import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local webhook receiver that fails the first `failFirst` requests with 503. */
export async function startReceiver(failFirst = 0) {
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let hits = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      hits++;
      if (hits <= failFirst) {
        res.writeHead(503).end('busy');
        return;
      }
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, hits: () => hits, close: () => new Promise((r) => server.close(r)) };
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

