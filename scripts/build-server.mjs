#!/usr/bin/env node
// Compiles server.ts (the `npm start` entry) and the lib/ modules it uses into dist/server.js, so
// production runs plain JavaScript. Part of `npm run build`; tests/helpers/server.ts calls it too,
// so tests start exactly what `npm start` runs. Packages stay external (loaded from node_modules).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUTFILE = path.join(root, 'dist', 'server.js');

export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(root, 'server.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'warning',
  });
  // Written aside then renamed: test workers that build concurrently never read a half-written file.
  fs.mkdirSync(path.dirname(SERVER_OUTFILE), { recursive: true });
  const tmp = `${SERVER_OUTFILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, result.outputFiles[0].contents);
  fs.renameSync(tmp, SERVER_OUTFILE);
  return SERVER_OUTFILE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildServer();
  console.log(`server.ts → ${path.relative(root, out)}`);
}
