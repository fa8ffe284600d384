import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for the third-party APIs the voice layer calls (Vapi, OpenAI). They record every
// request so tests can check exactly what we sent. Nothing here talks to the real services.

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Buffer; json?: unknown };

export type StandIn = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

type Reply = { status?: number; headers?: Record<string, string>; body?: unknown; delayMs?: number };

export async function startStandIn(handler: (req: RecordedRequest) => Reply | Promise<Reply>): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    // CORS: the browser-side Vapi SDK calls this stand-in cross-origin.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let json: unknown;
    try {
      json = body.length && /json/.test(String(req.headers['content-type'])) ? JSON.parse(body.toString()) : undefined;
    } catch {
      json = undefined;
    }
    const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, json };
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const payload = Buffer.isBuffer(reply.body)
      ? reply.body
      : reply.body === undefined
        ? Buffer.alloc(0)
        : Buffer.from(JSON.stringify(reply.body));
    res.writeHead(reply.status ?? 200, {
      'content-type': Buffer.isBuffer(reply.body) ? 'application/octet-stream' : 'application/json',
      ...reply.headers,
    });
    res.end(payload);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A minimal valid WAV (16-bit mono PCM, 8 kHz) of `ms` milliseconds of a 440 Hz tone. */
export function toneWav(ms = 200): Buffer {
  const rate = 8000;
  const n = Math.round((rate * ms) / 1000);
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return buf;
}
