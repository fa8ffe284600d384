import { describe, expect, it } from 'vitest';
import { csvRecords, CSV_BOM } from '@/lib/admin/exports';

const cell = (v: unknown) => csvRecords([[v]]).replace(/\r\n$/, '');

describe('csvRecords (csv-stringify, formula-neutralized)', () => {
  it('quotes every field and doubles quotes (RFC 4180)', () => {
    expect(cell('plain')).toBe('"plain"');
    expect(cell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(cell('line1\nline2')).toBe('"line1\nline2"');
    expect(cell(null)).toBe('""');
    expect(cell(undefined)).toBe('""');
    expect(cell('')).toBe('""');
    expect(cell(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(cell(true)).toBe('"true"');
    expect(cell(['honeypot', 'too_fast'])).toBe('"honeypot;too_fast"');
  });

  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralizes formula start %j', (v) => {
    expect(cell(v)).toBe(`"'${v.replace(/"/g, '""')}"`);
  });

  it('neutralizes negative numbers and formula-looking list items too', () => {
    expect(cell(-3)).toBe(`"'-3"`);
    expect(cell(['=cmd'])).toBe(`"'=cmd"`);
  });

  it('leaves formula characters elsewhere alone', () => {
    expect(cell('a=b')).toBe('"a=b"');
    expect(cell('<script>alert(1)</script>')).toBe('"<script>alert(1)</script>"');
  });

  it('ends records with CRLF; BOM is U+FEFF', () => {
    expect(
      csvRecords([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('"a","1"\r\n"b","2"\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
