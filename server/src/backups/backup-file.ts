import fs from 'node:fs';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';

/**
 * The backup container (docs/backups.md, "The file"): one plain-text line `ASSESSORIA-BACKUP 1 {header json}`, then a
 * gzip stream of records. Each record is a JSON line; a `bloco` line is followed by exactly `bytes` bytes of
 * Postgres COPY text. A table ends with its row count and SHA-256; the file ends with a `fim` record holding the
 * SHA-256 of everything before it, so a truncated or altered file is refused before anything is restored.
 */
export const MAGIC = 'ASSESSORIA-BACKUP';
export const FORMAT_VERSION = 1;
const MAX_BLOCK = 1024 * 1024;
const MAX_LINE = 16 * 1024 * 1024;
const NEWLINE = 0x0a;

export interface BackupHeader {
  formato: number;
  /** The app's version (package.json) that wrote the file. */
  app: string;
  /** The last migration applied to the database when it was copied. */
  schema: string;
  migracoes: string[];
  criado_em: string;
  origem: 'postgres' | 'pglite';
}

export interface SequenceValue {
  nome: string;
  /** null: the sequence was never used. */
  valor: number | null;
}

export class BackupFileError extends Error {
  constructor(detail: string) {
    super(`Arquivo de cópia de segurança inválido: ${detail}. Nada foi restaurado.`);
    this.name = 'BackupFileError';
  }
}

export interface TableSummary {
  nome: string;
  colunas: string[];
  linhas: number;
}

/** Writes a backup file record by record; callers await each call (it waits for the compressor to drain). */
export class BackupWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly file: fs.WriteStream;
  private readonly hash = crypto.createHash('sha256');
  private table?: { nome: string; colunas: string[]; linhas: number; hash: crypto.Hash };
  /** What was written, table by table. */
  readonly tables: TableSummary[] = [];
  private failure?: Error;
  /** Rejects on the first compressor or file error, so a wait for 'drain' never outlives a failure. */
  private readonly failed: Promise<never>;

  constructor(filePath: string, header: BackupHeader) {
    this.file = fs.createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
    const line = `${MAGIC} ${FORMAT_VERSION} ${JSON.stringify(header)}\n`;
    this.hash.update(line);
    this.file.write(line);
    this.gzip.pipe(this.file);
    this.failed = new Promise<never>((_resolve, reject) => {
      const fail = (error: Error) => {
        this.failure ??= error;
        reject(error);
      };
      this.gzip.on('error', fail);
      this.file.on('error', fail);
    });
    this.failed.catch(() => undefined);
  }

  private async emit(data: Buffer | string): Promise<void> {
    if (this.failure) throw this.failure;
    this.hash.update(data);
    if (!this.gzip.write(data)) await Promise.race([new Promise((resolve) => this.gzip.once('drain', resolve)), this.failed]);
    if (this.failure) throw this.failure;
  }

  private record(value: object): Promise<void> {
    return this.emit(`${JSON.stringify(value)}\n`);
  }

  async beginTable(nome: string, colunas: string[]): Promise<void> {
    this.table = { nome, colunas, linhas: 0, hash: crypto.createHash('sha256') };
    await this.record({ tipo: 'tabela', nome, colunas });
  }

  /** COPY text of the current table, in any slicing: rows may span calls. */
  async write(data: Buffer): Promise<void> {
    const table = this.table;
    if (!table) throw new Error('write before beginTable');
    for (let start = 0; start < data.length; start += MAX_BLOCK) {
      const block = data.subarray(start, start + MAX_BLOCK);
      table.linhas += countNewlines(block);
      table.hash.update(block);
      await this.record({ tipo: 'bloco', bytes: block.length });
      await this.emit(block);
    }
  }

  async endTable(): Promise<void> {
    const table = this.table;
    if (!table) throw new Error('endTable before beginTable');
    this.table = undefined;
    this.tables.push({ nome: table.nome, colunas: table.colunas, linhas: table.linhas });
    await this.record({ tipo: 'fim_tabela', linhas: table.linhas, sha256: table.hash.digest('hex') });
  }

  async sequences(valores: SequenceValue[]): Promise<void> {
    await this.record({ tipo: 'sequencias', valores });
  }

  /** Writes the closing record, flushes and fsyncs the file. */
  async finish(): Promise<void> {
    const digest = this.hash.copy().digest('hex');
    await this.record({ tipo: 'fim', tabelas: this.tables.length, sha256: digest });
    const closed = once(this.file, 'close');
    this.gzip.end();
    await closed;
    if (this.failure) throw this.failure;
    const fd = await fs.promises.open(this.file.path, 'r');
    await fd.sync().finally(() => fd.close());
  }

  /** Stops writing after a failure (the caller removes the partial file). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    this.file.destroy();
    await once(this.file, 'close').catch(() => undefined);
  }
}

function countNewlines(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

export type BackupEvent =
  | { tipo: 'tabela'; nome: string; colunas: string[] }
  | { tipo: 'bloco'; data: Buffer }
  | { tipo: 'fim_tabela'; nome: string; linhas: number }
  | { tipo: 'sequencias'; valores: SequenceValue[] };

/** Reads the plain header line only (the admin list and the restore's first checks). */
export async function readBackupHeader(filePath: string): Promise<BackupHeader> {
  return (await readHeaderLine(filePath)).header;
}

async function readHeaderLine(filePath: string): Promise<{ line: Buffer; header: BackupHeader }> {
  const fd = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await fd.read(buffer, 0, buffer.length, 0);
    const end = buffer.subarray(0, bytesRead).indexOf(NEWLINE);
    if (end === -1) throw new BackupFileError('o cabeçalho está ausente ou incompleto');
    return { line: Buffer.from(buffer.subarray(0, end + 1)), header: parseHeaderLine(buffer.subarray(0, end).toString('utf8')) };
  } finally {
    await fd.close();
  }
}

function parseHeaderLine(line: string): BackupHeader {
  const prefix = `${MAGIC} `;
  if (!line.startsWith(prefix)) throw new BackupFileError('não é uma cópia de segurança deste sistema');
  const rest = line.slice(prefix.length);
  const space = rest.indexOf(' ');
  const version = Number(rest.slice(0, space));
  if (version !== FORMAT_VERSION)
    throw new BackupFileError(`formato ${rest.slice(0, space)} desconhecido (esta versão lê o ${FORMAT_VERSION})`);
  try {
    const header = JSON.parse(rest.slice(space + 1)) as BackupHeader;
    if (typeof header.schema !== 'string' || !Array.isArray(header.migracoes)) throw new Error('campos ausentes');
    return header;
  } catch {
    throw new BackupFileError('o cabeçalho está corrompido');
  }
}

/** Chunks in arrival order, sliced without copying everything on each arrival. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  indexOfNewline(): number {
    let offset = 0;
    for (const chunk of this.chunks) {
      const at = chunk.indexOf(NEWLINE);
      if (at !== -1) return offset + at;
      offset += chunk.length;
    }
    return -1;
  }
  take(n: number): Buffer {
    const parts: Buffer[] = [];
    let needed = n;
    while (needed > 0) {
      const head = this.chunks[0]!;
      if (head.length <= needed) {
        parts.push(head);
        this.chunks.shift();
        needed -= head.length;
      } else {
        parts.push(head.subarray(0, needed));
        this.chunks[0] = head.subarray(needed);
        needed = 0;
      }
    }
    this.length -= n;
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

/**
 * Reads and checks a backup file, yielding its records in order. Any damage (bad gzip data, a checksum or row count
 * that does not match, a missing end) throws BackupFileError; callers verify a whole file before writing anything.
 */
export async function* readBackup(
  filePath: string,
): AsyncGenerator<BackupEvent, { header: BackupHeader; tabelas: TableSummary[] }> {
  const { line, header } = await readHeaderLine(filePath);
  const hash = crypto.createHash('sha256').update(line);
  const gunzip = zlib.createGunzip();
  const stream = fs.createReadStream(filePath, { start: line.length });
  pipeline(stream, gunzip).catch(() => undefined); // a failure surfaces through the iterator below
  try {
    const queue = new ByteQueue();
    const tabelas: TableSummary[] = [];
    let table: { nome: string; colunas: string[]; linhas: number; hash: crypto.Hash } | undefined;
    let pendingBlock: number | undefined;
    let finished = false;
    const iterator = (gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new BackupFileError(`os dados comprimidos estão danificados ou incompletos (${(error as Error).message})`);
      }
      if (next.done) break;
      if (finished) throw new BackupFileError('há dados depois do fim');
      queue.push(next.value);
      for (;;) {
        if (pendingBlock !== undefined) {
          if (queue.length < pendingBlock) break;
          const data = queue.take(pendingBlock);
          pendingBlock = undefined;
          hash.update(data);
          table!.linhas += countNewlines(data);
          table!.hash.update(data);
          yield { tipo: 'bloco', data };
          continue;
        }
        const at = queue.indexOfNewline();
        if (at === -1) {
          if (queue.length > MAX_LINE) throw new BackupFileError('um registro é longo demais');
          break;
        }
        const lineBytes = queue.take(at + 1);
        const record = parseRecord(lineBytes);
        if (record.tipo === 'fim') {
          if (table) throw new BackupFileError(`a tabela ${table.nome} não termina`);
          if (record.sha256 !== hash.digest('hex') || record.tabelas !== tabelas.length) {
            throw new BackupFileError('a soma de verificação do arquivo não confere');
          }
          finished = true;
          if (queue.length > 0) throw new BackupFileError('há dados depois do fim');
          break;
        }
        hash.update(lineBytes);
        if (record.tipo === 'tabela') {
          if (table) throw new BackupFileError(`a tabela ${table.nome} não termina`);
          if (typeof record.nome !== 'string' || !Array.isArray(record.colunas))
            throw new BackupFileError('registro de tabela inválido');
          table = { nome: record.nome, colunas: record.colunas as string[], linhas: 0, hash: crypto.createHash('sha256') };
          yield { tipo: 'tabela', nome: table.nome, colunas: table.colunas };
        } else if (record.tipo === 'bloco') {
          if (
            !table ||
            !Number.isSafeInteger(record.bytes) ||
            (record.bytes as number) < 0 ||
            (record.bytes as number) > MAX_BLOCK
          ) {
            throw new BackupFileError('bloco de dados inválido');
          }
          pendingBlock = record.bytes as number;
        } else if (record.tipo === 'fim_tabela') {
          if (!table) throw new BackupFileError('fim de tabela sem tabela');
          if (record.linhas !== table.linhas || record.sha256 !== table.hash.digest('hex')) {
            throw new BackupFileError(`os dados da tabela ${table.nome} não conferem com a soma de verificação`);
          }
          tabelas.push({ nome: table.nome, colunas: table.colunas, linhas: table.linhas });
          yield { tipo: 'fim_tabela', nome: table.nome, linhas: table.linhas };
          table = undefined;
        } else if (record.tipo === 'sequencias') {
          if (!Array.isArray(record.valores)) throw new BackupFileError('registro de sequências inválido');
          yield { tipo: 'sequencias', valores: record.valores as SequenceValue[] };
        } else {
          throw new BackupFileError(`registro desconhecido "${String(record.tipo)}"`);
        }
      }
    }
    if (!finished) throw new BackupFileError('o arquivo está incompleto (cortado antes do fim)');
    return { header, tabelas };
  } finally {
    stream.destroy();
    gunzip.destroy();
  }
}

function parseRecord(line: Buffer): Record<string, unknown> & { tipo?: unknown } {
  try {
    const value = JSON.parse(line.toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw new BackupFileError('um registro está corrompido');
}

/** Reads the whole file and checks every checksum; returns what it holds. Throws BackupFileError on any damage. */
export async function verifyBackup(filePath: string): Promise<{ header: BackupHeader; tabelas: TableSummary[] }> {
  const reader = readBackup(filePath);
  for (;;) {
    const next = await reader.next();
    if (next.done) return next.value;
  }
}
