import iconv from 'iconv-lite';

// Turning the bytes of a page into text. French small-business sites are still often served in
// windows-1252 / ISO-8859-1; decoding them as UTF-8 would turn "Boulangerie Éclair" into mojibake
// and break the extraction of hours ("fermé") and addresses.
//
// Order: a byte-order mark wins (browsers do the same: it is unambiguous evidence in the bytes),
// then the Content-Type header's charset, then <meta charset> / <meta http-equiv> in the first
// bytes, then UTF-8 — unless the bytes are not valid UTF-8, in which case windows-1252 (the
// de-facto default of undeclared Western European pages) gives the right accents.

const META_SCAN_BYTES = 4096;

/** WHATWG Encoding Standard: these labels all mean windows-1252 in browsers (0x80–0x9F hold € ’ …). */
const WINDOWS_1252_LABELS = new Set([
  'ansi_x3.4-1968',
  'ascii',
  'cp1252',
  'cp819',
  'csisolatin1',
  'ibm819',
  'iso-8859-1',
  'iso-ir-100',
  'iso8859-1',
  'iso88591',
  'iso_8859-1',
  'iso_8859-1:1987',
  'l1',
  'latin1',
  'us-ascii',
  'windows-1252',
  'x-cp1252',
]);

/** Maps a charset label to an encoding iconv-lite can decode, or null when unknown. */
export function normalizeCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const l = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!l) return null;
  if (WINDOWS_1252_LABELS.has(l)) return 'windows-1252';
  // A page that says utf-16 in a <meta> was necessarily read as ASCII-compatible: HTML says utf-8.
  if (l.startsWith('utf-16') || l === 'unicode') return 'utf-8';
  if (l === 'utf8' || l === 'unicode-1-1-utf-8') return 'utf-8';
  return iconv.encodingExists(l) ? l : null;
}

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  const m = (contentType ?? '').match(/charset\s*=\s*("?)([^";,\s]+)\1/i);
  return m ? normalizeCharset(m[2]) : null;
}

/** <meta charset="…"> or <meta http-equiv="Content-Type" content="…; charset=…"> near the top. */
export function charsetFromMeta(bytes: Uint8Array): string | null {
  // latin1 maps bytes 1:1 to code points, so ASCII markup is readable whatever the real encoding.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, META_SCAN_BYTES)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = tag.match(/\bcharset\s*=\s*["']?\s*([^"'\s;/>]+)/i);
    if (direct) {
      const cs = normalizeCharset(direct[1]);
      if (cs) return cs;
    }
  }
  return null;
}

function charsetFromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

export type DecodedHtml = { text: string; charset: string; source: 'bom' | 'header' | 'meta' | 'default' | 'sniffed' };

export function decodeHtml(bytes: Uint8Array, contentType?: string | null): DecodedHtml {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = charsetFromBom(buf);
  if (bom) return { text: iconv.decode(buf, bom), charset: bom, source: 'bom' };
  const header = charsetFromContentType(contentType);
  if (header) return { text: iconv.decode(buf, header), charset: header, source: 'header' };
  const meta = charsetFromMeta(buf);
  if (meta) return { text: iconv.decode(buf, meta), charset: meta, source: 'meta' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buf), charset: 'utf-8', source: 'default' };
  } catch {
    return { text: iconv.decode(buf, 'windows-1252'), charset: 'windows-1252', source: 'sniffed' };
  }
}
