import { describe, expect, it } from 'vitest';
import { readJson, storableString } from '@/lib/http/route';

// PostgreSQL cannot store U+0000 or lone surrogates; JSON bodies are made storable on read
// (the fuzz test found a 500 in the chat and create-agent routes before this).
describe('storable JSON strings', () => {
  it('drops NULs and replaces lone surrogates, leaves valid text alone', () => {
    expect(storableString('a\u0000b')).toBe('ab');
    expect(storableString('x\ud800y')).toBe('x\ufffdy');
    expect(storableString('Crème brûlée 😀')).toBe('Crème brûlée 😀');
  });

  it('readJson applies it to every string, nested', async () => {
    const body = '{"message":"bon\\u0000jour","nested":{"list":["\\ud800ok"]},"n":1}';
    const req = new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await readJson(req, 1024)).toEqual({ message: 'bonjour', nested: { list: ['\ufffdok'] }, n: 1 });
  });
});
