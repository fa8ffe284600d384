import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/tests/helpers/server';

// `npm install && npm run build && npm start` must work with nothing configured, so a production
// build without FR_HOSTS / EN_HOSTS succeeds — but leaves out every absolute URL it cannot know
// (canonical, hreflang, og:url, og:image, JSON-LD links) instead of writing localhost ones, and
// warns loudly, naming the variables (docs/DEPLOY.md "Site hosts"). A real `next build`, in a
// throw-away build directory.

describe('a production build without site hosts', () => {
  // A fixed name, listed in tsconfig.json and .gitignore: Next adds every build directory's types to
  // tsconfig.json's include unless they are there already.
  const distDir = '.next-hostless';
  afterAll(() => fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true }));

  it('builds, warns naming both variables, and writes no absolute URL it would have to guess', () => {
    // next build sets its own NODE_ENV; no hosts at all.
    const inherited = Object.entries(process.env).filter(([k]) => !['NODE_ENV', 'FR_HOSTS', 'EN_HOSTS'].includes(k));
    const env = { ...Object.fromEntries(inherited), NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' } as unknown as NodeJS.ProcessEnv;
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 900_000,
    });
    const output = `${r.stdout}${r.stderr}`;
    expect(r.status, output.slice(-2000)).toBe(0);
    expect(output).toContain('FR_HOSTS and EN_HOSTS are not set');
    expect(output).toContain('FR_HOSTS=receptio.fr EN_HOSTS=receptio.com npm run build');

    for (const page of ['fr.html', 'en.html', 'fr/ad-fr.html', 'en/savings.html']) {
      const html = fs.readFileSync(path.join(ROOT, distDir, 'server', 'app', page), 'utf8');
      expect(html, page).not.toMatch(/localhost|127\.0\.0\.1/);
      expect(html, page).not.toContain('rel="canonical"');
      expect(html, page).not.toMatch(/hrefLang=/i);
      expect(html, page).not.toMatch(/property="og:(url|image)"/);
      // Everything that needs no host is still there.
      expect(html, page).toContain('property="og:title"');
      expect(html, page).toContain('"@type":"Organization"');
    }
  }, 900_000);
});
