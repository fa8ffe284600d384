// npm run leads:export [-- --out leads.csv] [-- --type leads|bookings|messages|calls] [-- --include-suspected]
//
// Writes the same CSV as /admin's export (lib/admin/exports.ts: RFC 4180, UTF-8 with BOM, formulas
// neutralized) from the configured database (DATABASE_URL, else PGlite under PGLITE_DIR) to a
// file or to stdout. Suspected leads (spam signals) are left out unless --include-suspected.
// Streams page by page, so a large table does not fill memory.

import fs from 'node:fs';
import { once } from 'node:events';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  process.env.LOG_LEVEL ??= 'warn';
  const { getDb, closeDb } = await import('@/db/client');
  const { CSV_KINDS, csvChunks, isCsvKind } = await import('@/lib/admin/exports');
  const type = arg('type') ?? 'leads';
  if (!isCsvKind(type)) throw new Error(`--type must be one of ${CSV_KINDS.join(', ')} (got ${type})`);
  const includeSuspected = process.argv.includes('--include-suspected');
  const outPath = arg('out');
  const out = outPath ? fs.createWriteStream(outPath) : process.stdout;
  for await (const chunk of csvChunks(await getDb(), type, { includeSuspected })) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  if (outPath) {
    (out as fs.WriteStream).end();
    await once(out, 'finish');
    console.error(`wrote ${outPath} (${type}${includeSuspected ? ', suspected leads included' : ''})`);
  }
  await closeDb();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
