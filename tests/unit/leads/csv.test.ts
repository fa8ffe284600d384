import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, CSV_BOM } from '@/lib/leads/csv';

describe('csvCell', () => {
  it('quotes every field and doubles quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralizes formula start %j', (v) => {
    expect(csvCell(v)).toBe(`"'${v}"`);
  });

  it('leaves formula characters elsewhere alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('<script>alert(1)</script>')).toBe('"<script>alert(1)</script>"');
  });

  it('ends records with CRLF; BOM is U+FEFF', () => {
    expect(csvRow(['a', 1])).toBe('"a","1"\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
