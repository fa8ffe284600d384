import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Caller audio for Chromium's fake microphone: espeak-ng speaks the sentence, then it is resampled
// to 48 kHz and padded with silence here (16-bit PCM mono: Chromium reads 24-bit files as silence).

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-e2e-'));
const RATE = 48_000;

/** The 16-bit mono samples of a WAV file (the `data` chunk) and its sample rate. */
function readPcm16(file: string): { rate: number; samples: Int16Array } {
  const buf = fs.readFileSync(file);
  const rate = buf.readUInt32LE(24);
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'data') {
      // espeak-ng writing to a pipe leaves the size unset: read to the end.
      const end = size > 0 && offset + 8 + size <= buf.length ? offset + 8 + size : buf.length;
      const data = buf.subarray(offset + 8, end);
      const samples = new Int16Array(Math.floor(data.length / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

function writePcm16(file: string, samples: Int16Array) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]));
}

/** espeak-ng → 16-bit mono 48 kHz WAV with `leadS` seconds of silence before and `tailS` after. */
export function speechWav(text: string, voice: 'fr' | 'en-us', leadS: number, tailS: number, name: string): string {
  const raw = path.join(WORK, `${name}-raw.wav`);
  const out = path.join(WORK, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', raw, text]);
  const { rate, samples } = readPcm16(raw);
  const spoken = Math.floor((samples.length * RATE) / rate);
  const lead = Math.round(leadS * RATE);
  const result = new Int16Array(lead + spoken + Math.round(tailS * RATE));
  // Linear interpolation is plenty for speech that only has to trip a level meter and be recorded.
  for (let i = 0; i < spoken; i++) {
    const x = (i * rate) / RATE;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    result[lead + i] = Math.round(a + (b - a) * (x - j));
  }
  writePcm16(out, result);
  return out;
}
