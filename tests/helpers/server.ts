import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Starts the real production server (`npm start` = dist/server.js, compiled from server.ts by
// `npm run build`) for E2E tests, benchmarks and multi-instance tests. Each server runs in its own
// process group so stopping it never leaves an orphaned next-server behind.

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The arguments of `npm start` (node dist/server.js), for tests and benchmarks that start it. */
export function productionServerArgs(): string[] {
  return [path.join(ROOT, 'dist', 'server.js')];
}

let serverCompiled: Promise<unknown> | undefined;

/**
 * Needs a Next build; compiles server.ts with the same script as `npm run build` (once per test
 * process, ~0.1 s) so a `next build` alone is enough and the server never lags behind its sources.
 */
async function ensureBuilt() {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it for you).');
  }
  // @ts-expect-error -- plain .mjs build script without types
  serverCompiled ??= import('../../scripts/build-server.mjs').then((m: { buildServer: () => Promise<string> }) => m.buildServer());
  await serverCompiled;
}

function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Environment every test server gets unless overridden: an empty PGlite, test hosts, no keys. */
function testServerEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DIR: path.join(tempDir('receptio-e2e-'), 'pglite'),
    FR_HOSTS: 'receptio.fr',
    EN_HOSTS: 'receptio.com',
    SCRAPER_ALLOW_HOSTS: '127.0.0.1,localhost',
    ADMIN_PASSWORD: 'e2e-admin-password',
    LEAD_RATE_PER_MINUTE: '10000',
    LEAD_RATE_PER_DAY: '100000',
    AGENT_CREATE_RATE_PER_MINUTE: '10000',
    AGENT_CREATE_RATE_PER_DAY: '100000',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

export async function startProductionServer(
  opts: { env?: Record<string, string | undefined>; port?: number; readyPath?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  await ensureBuilt();
  const port = opts.port ?? (await freePort());
  const env = testServerEnv({ ...opts.env, PORT: String(port) });
  const child: ChildProcess = spawn(process.execPath, productionServerArgs(), {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    detached: true, // own process group: kill(-pid) stops next-server too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(url + (opts.readyPath ?? '/api/health'), { signal: AbortSignal.timeout(5000) });
      if (res.status < 500 || res.status === 503) {
        // Warm the database (first open runs migrations) before tests start timing things.
        await fetch(url + '/', { signal: AbortSignal.timeout(15_000) }).catch(() => {});
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(child.pid!, 'SIGKILL');
      throw new Error(`server not ready after ${opts.timeoutMs ?? 60_000} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    pid: child.pid!,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      killGroup(child.pid!, signal);
      const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
