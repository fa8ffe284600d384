// `npm start`: the production server. Next's request handler behind a plain Node HTTP server whose
// only addition is a fast path for prerendered pages (lib/serve/prerendered-pages.ts): a landing
// page answered from memory instead of through the framework's routing (bench:serve).
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { servePrerendered } from '@/lib/serve/prerendered-pages';

const port = Number(process.env.PORT) || 3000;
const dir = process.cwd();
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');

const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();

await app.prepare();

const server = http.createServer((req, res) => {
  try {
    if (servePrerendered(req, res, distDir)) return;
  } catch (err) {
    console.error('[server] fast path failed, handing over to Next', err);
  }
  void handle(req, res);
});

server.listen(port, () => console.log(`▲ ready on http://localhost:${port}`));

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then exit through process.exit —
// which lib/ops/graceful-shutdown.ts (installed by instrumentation.ts) turns into "close the
// database, exit 0", with its 10 s deadline for stuck requests.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(143));
    server.closeIdleConnections();
  });
}
