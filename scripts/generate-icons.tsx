// `npx tsx scripts/generate-icons.tsx`: renders the raster icons (apple-icon, favicon.ico, the
// JSON-LD logo) from lib/seo/brand-icon.ts with next/og, so every icon is the same drawing. Run
// again after changing the icon; the outputs are checked in.
import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { BRAND_ICON_SVG } from '../lib/seo/brand-icon';

const root = path.resolve(import.meta.dirname, '..');
const dataUri = `data:image/svg+xml;base64,${Buffer.from(BRAND_ICON_SVG).toString('base64')}`;

async function png(size: number, padded = false): Promise<Buffer> {
  // Maskable / apple icons get the brand colour to the edges (the platform rounds them itself).
  const inner = padded ? Math.round(size * 0.8) : size;
  const res = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: padded ? '#4338ca' : 'transparent',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={dataUri} width={inner} height={inner} alt="" />
    </div>,
    { width: size, height: size },
  );
  return Buffer.from(await res.arrayBuffer());
}

/** An .ico holding one PNG image (supported by every browser since Windows Vista's format). */
function ico(pngBytes: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(pngBytes.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, pngBytes]);
}

fs.mkdirSync(path.join(root, 'public'), { recursive: true });
fs.writeFileSync(path.join(root, 'public', 'apple-icon.png'), await png(180, true));
fs.writeFileSync(path.join(root, 'public', 'favicon.ico'), ico(await png(32), 32));
fs.writeFileSync(path.join(root, 'public', 'icon-512.png'), await png(512, true));
console.log('icons written: public/apple-icon.png, public/favicon.ico, public/icon-512.png');
