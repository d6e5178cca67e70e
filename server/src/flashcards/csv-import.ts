import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, CsvError, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { HttpError } from '../lib/errors.js';
import { CARD_TEXT_MAX_CHARS } from '@app/contracts';

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface CsvCard {
  frente: string;
  verso: string;
}

type Delimiter = ',' | ';' | '\t';
/** Tie-break order when two delimiters split the sample equally well: tabs and semicolons rarely occur inside text, commas often do. */
const DELIMITERS: Delimiter[] = ['\t', ';', ','];
const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'vírgula', ';': 'ponto e vírgula', '\t': 'tabulação' };
const SAMPLE_CHARS = 16 * 1024;
const CHUNK_CHARS = 16 * 1024;
const RECORDS_PER_TURN = 250;

const BASE_OPTIONS: Options = {
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
};

/**
 * UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252 as Excel saves
 * "CSV (separado por vírgulas)" on Brazilian Windows. UTF-16 with a BOM ("Texto Unicode") is accepted too.
 */
export function decodeCsv(bytes: Buffer): string {
  // A NUL character cannot be stored in Postgres text: a UTF-16 file carrying one is refused like a binary file.
  const textOnly = (text: string) => {
    if (text.includes('\u0000')) throw new HttpError(400, 'O arquivo não parece ser um CSV de texto.');
    return text;
  };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return textOnly(bytes.subarray(3).toString('utf8'));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return textOnly(iconv.decode(bytes.subarray(2), 'utf16le'));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return textOnly(iconv.decode(bytes.subarray(2), 'utf16be'));
  if (bytes.includes(0)) throw new HttpError(400, 'O arquivo não parece ser um CSV de texto.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

/** Field count of a record ignoring trailing empty fields (Excel often ends rows with a stray delimiter). */
function meaningfulLength(fields: string[]): number {
  let n = fields.length;
  while (n > 0 && fields[n - 1]!.trim() === '') n -= 1;
  return n;
}

function sampleFieldCounts(sample: string, delimiter: Delimiter, truncated: boolean): number[] {
  const counts: number[] = [];
  const onRecord = (record: string[]) => {
    const n = meaningfulLength(record);
    if (n > 0) counts.push(n);
    return null;
  };
  try {
    parseSync(sample, { ...BASE_OPTIONS, delimiter, on_record: onRecord });
  } catch {
    // A malformed record (or a sample cut inside a quoted field) ends the sample; the full parse names its line.
    return counts;
  }
  if (truncated) counts.pop();
  return counts;
}

function lineError(line: number, reason: string): HttpError {
  return new HttpError(400, `Linha ${line}: ${reason}`);
}

const UNCLOSED_QUOTE = 'aspas abertas e nunca fechadas';

/**
 * Line where a quoted field opens and never closes, or undefined when every quote closes. csv-parse only says the
 * file ended inside quotes, so this walks the text with its rules for BASE_OPTIONS: a quote opens a field only at the
 * field's start, `""` is a literal quote, and a closing quote followed by other text is literal (relax_quotes).
 */
function unclosedQuoteLine(text: string, delimiter: Delimiter): number | undefined {
  let line = 1;
  let openedAt: number | undefined;
  let fieldEmpty = true;
  for (let i = 0; i < text.length; i += 1) {
    const chr = text[i]!;
    if (chr === '\r' || chr === '\n') {
      if (chr === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      if (openedAt === undefined) fieldEmpty = true;
    } else if (openedAt !== undefined) {
      if (chr !== '"') continue;
      const next = text[i + 1];
      if (next === '"') i += 1;
      else openedAt = undefined;
    } else if (chr === delimiter) {
      fieldEmpty = true;
    } else if (chr === '"' && fieldEmpty) {
      openedAt = line;
    } else {
      fieldEmpty = false;
    }
  }
  return openedAt;
}

/** The delimiter that splits the sample into the most consistent number of columns (at least two). */
export function detectDelimiter(text: string): Delimiter {
  const truncated = text.length > SAMPLE_CHARS;
  const sample = truncated ? text.slice(0, SAMPLE_CHARS) : text;
  let best: { delimiter: Delimiter; consistency: number; mode: number } | undefined;
  let anyRecord = false;
  for (const delimiter of DELIMITERS) {
    const counts = sampleFieldCounts(sample, delimiter, truncated);
    if (counts.length === 0) continue;
    anyRecord = true;
    const frequency = new Map<number, number>();
    for (const n of counts) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    const [mode, hits] = [...frequency].sort((a, b) => b[1] - a[1] || Math.abs(a[0] - 2) - Math.abs(b[0] - 2))[0]!;
    if (mode < 2) continue;
    const consistency = hits / counts.length;
    const better =
      !best ||
      consistency > best.consistency ||
      (consistency === best.consistency && mode === 2 && best.mode !== 2);
    if (better) best = { delimiter, consistency, mode };
  }
  if (!best) {
    // A quote left open swallows the rest of the file into one field, which hides the records and their columns.
    for (const delimiter of DELIMITERS) {
      const quoteLine = unclosedQuoteLine(text, delimiter);
      if (quoteLine !== undefined) throw lineError(quoteLine, UNCLOSED_QUOTE);
    }
    if (!anyRecord) throw new HttpError(400, 'O arquivo não contém nenhum card.');
    throw new HttpError(400, 'Não encontrei as duas colunas (frente e verso). Separe-as com vírgula, ponto e vírgula ou tabulação.');
  }
  return best.delimiter;
}

function normalizeHeader(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

function isHeader(fields: string[]): boolean {
  return fields.length >= 2 && normalizeHeader(fields[0]!) === 'frente' && normalizeHeader(fields[1]!) === 'verso';
}

/** Line where a record starts: csv-parse reports the line where it ends, and its raw text spans the record. */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^(?:\r\n|\n|\r)+/, '').replace(/(?:\r\n|\n|\r)$/, '');
  const inner = body.match(/\r\n|\n|\r/g)?.length ?? 0;
  return endLine - inner;
}

/** Feeds the text in chunks and lets the event loop breathe between them. */
async function* chunks(text: string): AsyncGenerator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARS, text.length);
    // Never split a surrogate pair between two chunks.
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
    await nextTurn();
  }
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
  raw: string;
}

/**
 * Parses a cards CSV (frente, verso) into validated rows, or throws a 400 naming the first bad line.
 * Never blocks the event loop for long: it parses chunk by chunk and yields every few hundred records.
 */
export async function parseCardsCsv(bytes: Buffer, maxRows = MAX_IMPORT_ROWS): Promise<CsvCard[]> {
  const text = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  // Line where the last complete record ended, kept even when the parser fails before we consume it.
  let lastLine = 0;
  const trackLine: Options['on_record'] = (record, context) => {
    lastLine = context.lines;
    return record;
  };
  const parser = Readable.from(chunks(text)).pipe(
    parse({ ...BASE_OPTIONS, delimiter, bom: true, info: true, raw: true, on_record: trackLine }),
  );
  const cards: CsvCard[] = [];
  let first = true;
  let sinceYield = 0;
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<ParsedRecord>) {
      const line = startLine(info.lines, raw);
      const fields = record.map((f) => f.trim());
      if (fields.every((f) => f === '')) continue;
      if (first) {
        first = false;
        if (isHeader(fields)) continue;
      }
      const columns = Math.max(meaningfulLength(fields), 2);
      if (columns > 2) {
        throw lineError(
          line,
          `esperadas 2 colunas (frente e verso), encontradas ${columns}. Coloque entre aspas o texto que contém ${DELIMITER_NAMES[delimiter]}.`,
        );
      }
      const [frente = '', verso = ''] = fields;
      if (!frente) throw lineError(line, 'frente vazia');
      if (!verso) throw lineError(line, 'verso vazio');
      if (frente.length > CARD_TEXT_MAX_CHARS) throw lineError(line, `frente com mais de ${CARD_TEXT_MAX_CHARS.toLocaleString('pt-BR')} caracteres`);
      if (verso.length > CARD_TEXT_MAX_CHARS) throw lineError(line, `verso com mais de ${CARD_TEXT_MAX_CHARS.toLocaleString('pt-BR')} caracteres`);
      cards.push({ frente, verso });
      if (cards.length > maxRows) {
        throw new HttpError(400, `O arquivo tem mais de ${maxRows.toLocaleString('pt-BR')} cards. Divida-o em arquivos menores.`);
      }
      sinceYield += 1;
      if (sinceYield >= RECORDS_PER_TURN) {
        sinceYield = 0;
        await nextTurn();
      }
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof CsvError) {
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw lineError(unclosedQuoteLine(text, delimiter) ?? lastLine + 1, UNCLOSED_QUOTE);
      throw lineError(lastLine + 1, 'formato de CSV inválido');
    }
    throw error;
  }
  if (cards.length === 0) throw new HttpError(400, 'O arquivo não contém nenhum card.');
  return cards;
}
