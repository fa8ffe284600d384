// `npm start` (compiled to dist/server.js by `npm run build`): Next's request handler behind a plain
// Node HTTP server whose request handler (lib/serve/node-handler.ts) answers prerendered pages from
// the build itself and pins the caching headers of every page Next answers.
import http from 'node:http';
import next from 'next';
import { createRequestHandler } from '@/lib/serve/node-handler';
import { buildDir } from '@/lib/serve/prerendered-store';
import { serveContext } from '@/lib/serve/serve-context';

const port = Number(process.env.PORT) || 3000;
const dir = process.cwd();

const app = next({ dev: false, dir, port });
await app.prepare();

// The configuration is read once: the environment of a running server does not change.
const context = serveContext();
const server = http.createServer(
  createRequestHandler({ next: app.getRequestHandler(), distDir: buildDir(dir), serveContext: () => context }),
);

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
