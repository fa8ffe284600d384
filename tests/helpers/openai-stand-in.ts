import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

// OpenAI is outside this machine. Tests point OPENAI_BASE_URL at this local HTTP stand-in, which
// answers with recorded Chat Completions responses (tests/fixtures/openai/<name>.json, one per
// request in order, the last one repeated) and records every request the engine sent.

type SeenRequest<Body> = { path: string; auth: string | undefined; body: Body };

export function openAiStandIn<Body = { messages: { role: string; content: string | null }[] }>(
  recording: string,
  mode: { fail?: boolean } = {},
) {
  const file = path.join(process.cwd(), 'tests/fixtures/openai', `${recording}.json`);
  const { responses } = JSON.parse(fs.readFileSync(file, 'utf8')) as { responses: unknown[] };
  const seen: SeenRequest<Body>[] = [];
  let i = 0;
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data || '{}') as Body });
      res.writeHead(mode.fail ? 500 : 200, { 'content-type': 'application/json' });
      const failure = { error: { message: 'The server had an error', type: 'server_error' } };
      res.end(JSON.stringify(mode.fail ? failure : responses[Math.min(i++, responses.length - 1)]));
    });
  });
  return {
    seen,
    /** Starts listening; resolves to the base URL to put in OPENAI_BASE_URL. */
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
