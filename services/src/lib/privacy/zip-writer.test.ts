import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from './zip-reader';
import { ZipWriter } from './zip-writer';

async function* pieces(...parts: string[]) {
  for (const p of parts) yield Buffer.from(p);
}

describe('ZipWriter', () => {
  it('writes an archive that unzip tests clean and that reads back byte for byte', async () => {
    const chunks: Uint8Array[] = [];
    const zip = new ZipWriter(
      async (c) => void chunks.push(Buffer.from(c)),
      new Date('2026-11-27T06:00:00Z'),
    );
    const binary = Buffer.from([0, 255, 37, 80, 68, 70, 10, 13]);
    await zip.add('README.txt', 'Hello, Zoë\n');
    await zip.add('resumes/a.pdf', binary);
    await zip.add('leads.json', pieces('[{"a":', '1}]'));
    await zip.finish();
    const archive = Buffer.concat(chunks);
    const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'out.zip');
    writeFileSync(file, archive);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(['README.txt', 'resumes/a.pdf', 'leads.json']);
    expect(files.get('README.txt')?.toString('utf8')).toBe('Hello, Zoë\n');
    expect(files.get('resumes/a.pdf')?.equals(binary)).toBe(true);
    expect(JSON.parse(files.get('leads.json')?.toString('utf8') ?? '')).toEqual([{ a: 1 }]);
  });
});
