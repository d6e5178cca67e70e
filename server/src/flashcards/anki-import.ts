import { parse as parseSync } from 'csv-parse/sync';
import { CARD_TEXT_MAX_CHARS, type AnkiPreview } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import { decodeCsv, MAX_IMPORT_ROWS } from './csv-import.js';

/**
 * Anki's plain-text export ("Notas em texto simples"): optional `#key:value` header lines, then one note per line.
 * Headers read: `#separator:` (tab, comma, semicolon, pipe, space or the character), `#html:` (true: the fields hold
 * HTML, turned here into plain text), `#columns:` (the column names), `#deck:` (the deck's name). Other headers
 * (`#notetype:`, `#tags column:`, `#guid column:`…) are accepted and ignored.
 */
export interface AnkiFile {
  separator: string;
  html: boolean;
  columns: string[] | null;
  deck: string | null;
  /** Each note with the file line it starts on. */
  rows: Array<{ line: number; fields: string[] }>;
}

const SEPARATORS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ' };
const PREVIEW_ROWS = 5;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * HTML of an Anki field as plain text: line breaks for <br>, <div>, <p> and <li>, every other tag dropped (images,
 * sounds and scripts with their content), entities decoded. The result is only ever shown as text, never as HTML.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff && n !== 0 ? String.fromCodePoint(n) : '';
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function separatorOf(value: string, line: number): string {
  const key = value.trim().toLowerCase();
  if (SEPARATORS[key]) return SEPARATORS[key];
  if (value.length === 1) return value;
  throw new HttpError(400, `Linha ${line}: separador "${value}" desconhecido (use tab, comma, semicolon, pipe ou space).`);
}

/** Reads the headers and the notes; without `#separator:` the separator is tab (Anki's default). */
export function parseAnkiText(bytes: Buffer): AnkiFile {
  const text = decodeCsv(bytes);
  const lines = text.split(/\r\n|\n|\r/);
  let separator = '\t';
  let html = false;
  let columns: string[] | null = null;
  let deck: string | null = null;
  let first = 0;
  let rawColumns: string | null = null;
  for (; first < lines.length; first += 1) {
    const m = /^#([a-z ]+):(.*)$/i.exec(lines[first]!);
    if (!m) break;
    const key = m[1]!.trim().toLowerCase();
    const value = m[2]!;
    if (key === 'separator') separator = separatorOf(value, first + 1);
    else if (key === 'html') html = value.trim().toLowerCase() === 'true';
    else if (key === 'deck') deck = value.trim() || null;
    else if (key === 'columns') rawColumns = value;
  }
  if (rawColumns !== null) columns = rawColumns.split(separator).map((c) => c.trim());
  const body = lines.slice(first).join('\n');
  const rows: AnkiFile['rows'] = [];
  try {
    const records = parseSync(body, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number }; raw: string }>;
    for (const { record, info, raw } of records) {
      const inner = raw.replace(/(?:\r\n|\n|\r)$/, '').match(/\r\n|\n|\r/g)?.length ?? 0;
      const fields = record.map((f) => (html ? htmlToText(f) : f.trim()));
      if (fields.every((f) => f === '')) continue;
      rows.push({ line: first + info.lines - inner, fields });
      if (rows.length > MAX_IMPORT_ROWS) {
        throw new HttpError(400, `O arquivo tem mais de ${MAX_IMPORT_ROWS.toLocaleString('pt-BR')} notas. Divida-o em arquivos menores.`);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Não consegui ler o arquivo como texto exportado do Anki.');
  }
  if (rows.length === 0) throw new HttpError(400, 'O arquivo não contém nenhuma nota.');
  return { separator, html, columns, deck, rows };
}

export function ankiPreview(file: AnkiFile, skipped?: AnkiPreview['ignorados']): AnkiPreview {
  const width = Math.max(file.columns?.length ?? 0, ...file.rows.map((r) => r.fields.length));
  return {
    deck: file.deck,
    html: file.html,
    colunas: Array.from({ length: width }, (_, i) => file.columns?.[i] || `Coluna ${i + 1}`),
    linhas: file.rows.slice(0, PREVIEW_ROWS).map((r) => r.fields),
    total: file.rows.length,
    ...(skipped ? { ignorados: skipped } : {}),
  };
}

/** The cards for the chosen columns; a note without text in either column is refused by its line number. */
export function ankiCards(file: AnkiFile, frente: number, verso: number): Array<{ frente: string; verso: string }> {
  if (frente === verso) throw new HttpError(400, 'Escolha colunas diferentes para a frente e o verso.');
  return file.rows.map(({ line, fields }) => {
    const f = fields[frente]?.trim() ?? '';
    const v = fields[verso]?.trim() ?? '';
    if (!f) throw new HttpError(400, `Linha ${line}: frente vazia (coluna ${frente + 1}).`);
    if (!v) throw new HttpError(400, `Linha ${line}: verso vazio (coluna ${verso + 1}).`);
    if (f.length > CARD_TEXT_MAX_CHARS || v.length > CARD_TEXT_MAX_CHARS) {
      throw new HttpError(400, `Linha ${line}: texto com mais de ${CARD_TEXT_MAX_CHARS.toLocaleString('pt-BR')} caracteres.`);
    }
    return { frente: f, verso: v };
  });
}
