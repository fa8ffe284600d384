import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/tests/helpers/server';

// A production build writes canonical, hreflang and Open Graph URLs into every prerendered page,
// so `next build` without FR_HOSTS / EN_HOSTS stops at once with a message naming them, instead of
// publishing localhost URLs (docs/DEPLOY.md "Site hosts"). Real `next build` runs; they stop while
// loading next.config.ts, before compiling anything, in a throw-away build directory.

function buildWith(hosts: Record<string, string>) {
  const distDir = `.next-hostless-test-${process.pid}`;
  // next build sets its own NODE_ENV; hosts only as given.
  const inherited = Object.entries(process.env).filter(([k]) => !['NODE_ENV', 'FR_HOSTS', 'EN_HOSTS'].includes(k));
  const env = { ...Object.fromEntries(inherited), ...hosts, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } as unknown as NodeJS.ProcessEnv;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  const built = fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'));
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  return { status: r.status, output: `${r.stdout}${r.stderr}`, built };
}

describe('a production build without site hosts', () => {
  it('fails, naming both variables, and builds nothing', () => {
    const r = buildWith({});
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('FR_HOSTS and EN_HOSTS are not set');
    expect(r.output).toContain('FR_HOSTS=receptio.fr EN_HOSTS=receptio.com npm run build');
    expect(r.built).toBe(false);
  });

  it('fails when one language has no host, naming that one', () => {
    const r = buildWith({ FR_HOSTS: 'receptio.fr', EN_HOSTS: '' });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('EN_HOSTS is not set');
    expect(r.output).not.toContain('FR_HOSTS and');
  });
});
