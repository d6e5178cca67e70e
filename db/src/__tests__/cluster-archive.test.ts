import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { unpackClusterArchive } from '../cluster-archive.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** One ustar entry as PGlite's dumpDataDir writes it: a 512-byte header, then the data padded to 512 bytes. */
function entry(name: string, type: '0' | '5' | '2', data = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000666\0', 100);
  header.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\u000000', 257);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}

function archive(...entries: Buffer[]): { file: string; target: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-archive-'));
  dirs.push(dir);
  const file = path.join(dir, 'cluster.tar.br');
  fs.writeFileSync(file, zlib.brotliCompressSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return { file, target: path.join(dir, 'pg') };
}

describe('unpacking the shipped empty cluster', () => {
  it('when the archive holds directories and files, then they are written under the target with their contents', () => {
    const { file, target } = archive(
      entry('/PG_VERSION', '0', '18\n'),
      entry('/base', '5'),
      entry('/base/1/112', '0', 'x'.repeat(600)),
    );
    unpackClusterArchive(file, target);
    expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(target, 'base/1/112'), 'utf8')).toBe('x'.repeat(600));
    expect(fs.statSync(path.join(target, 'PG_VERSION')).mode & 0o777).toBe(0o600);
  });

  it('when an entry points outside the target, then nothing is written there', () => {
    const { file, target } = archive(entry('/PG_VERSION', '0', '18\n'), entry('/../fora.txt', '0', 'x'));
    expect(() => unpackClusterArchive(file, target)).toThrow(/fora do diretório/);
    expect(fs.existsSync(path.join(path.dirname(target), 'fora.txt'))).toBe(false);
  });

  it('when an entry is a link, then it is refused', () => {
    const { file, target } = archive(entry('/PG_VERSION', '2'));
    expect(() => unpackClusterArchive(file, target)).toThrow(/tipo inesperado/);
  });

  it('when the archive holds no PG_VERSION, then it is not taken for a cluster', () => {
    const { file, target } = archive(entry('/base', '5'));
    expect(() => unpackClusterArchive(file, target)).toThrow(/não contém um banco/);
  });
});
