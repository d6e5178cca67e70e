// Anki's HTML fields as plain text, and Anki's plain-text export, read in the import's worker thread. No regular
// expression here runs over the file's text with backtracking: the HTML goes through htmlparser2's tokenizer (one
// pass), and the rest are indexOf loops or patterns without nested or adjacent quantifiers (docs/security.md).
import { Parser } from 'htmlparser2';
import { parse as parseCsv } from 'csv-parse/sync';
import { ptNumber, refuse } from './anki-refusal.mjs';

/**
 * The most HTML one field may hold. Anki keeps images and sounds as files, so a real field is a few kilobytes; this
 * bounds the work one field can cost (htmlparser2 reads about 25 MB/s on the shared 2-core machine).
 */
export const FIELD_HTML_MAX_CHARS = 1_000_000;

const LINE_BREAK_AFTER = new Set(['div', 'p', 'li']);
const HIDDEN = new Set(['script', 'style']);
const SOUND_OPEN = '[sound:';

/** `[sound:file.mp3]` references dropped, in one pass. */
function withoutSounds(text) {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf(SOUND_OPEN, from);
    if (start < 0) break;
    const end = text.indexOf(']', start + SOUND_OPEN.length);
    if (end < 0) break;
    out += text.slice(from, start);
    from = end + 1;
  }
  return out + text.slice(from);
}

/**
 * Spaces and tabs collapsed to one, lines trimmed, at most one empty line in a row, the whole trimmed; stops past
 * `maxChars` (the caller only needs to know the text is longer than that).
 * @param {string} text
 * @param {number} maxChars
 */
function tidy(text, maxChars) {
  let out = '';
  let space = false;
  let breaks = 0;
  for (let i = 0; i < text.length && out.length <= maxChars; i += 1) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\u00a0') space = true;
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      breaks += 1;
      space = false;
    } else {
      if (out) out += breaks > 0 ? (breaks > 1 ? '\n\n' : '\n') : space ? ' ' : '';
      out += c;
      space = false;
      breaks = 0;
    }
  }
  return out.length > maxChars ? out.slice(0, maxChars + 1) : out;
}

/**
 * HTML of an Anki field as plain text: line breaks for <br>, <div>, <p> and <li>, every other tag dropped (images,
 * sounds and scripts with their content), entities decoded. The result is only ever shown as text, never as HTML.
 * Longer than `maxChars`, the text is cut one character past it, so the caller can say it is too long.
 * @param {string} html
 * @param {number} maxChars
 */
export function htmlToText(html, maxChars) {
  if (html.length > FIELD_HTML_MAX_CHARS) {
    throw refuse(`Um campo tem mais de ${ptNumber(FIELD_HTML_MAX_CHARS)} caracteres de HTML; o Anki guarda imagens e sons como arquivos, não no texto.`);
  }
  if (!html.includes('<') && !html.includes('&')) return tidy(withoutSounds(html), maxChars);
  const pieces = [];
  let hidden = 0;
  const parser = new Parser(
    {
      ontext(text) {
        if (hidden === 0) pieces.push(text);
      },
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (name === 'br') pieces.push('\n');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (LINE_BREAK_AFTER.has(name)) pieces.push('\n');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return tidy(withoutSounds(pieces.join('')), maxChars);
}

/**
 * A field as the card's text: HTML turned into text when the file holds HTML, else trimmed.
 * @param {string} field
 * @param {boolean} html
 * @param {number} maxChars
 */
export const fieldText = (field, html, maxChars) => (html ? htmlToText(field, maxChars) : field.trim());

const SEPARATORS = { tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ' };

function separatorOf(value, line) {
  const key = value.trim().toLowerCase();
  if (Object.hasOwn(SEPARATORS, key)) return SEPARATORS[key];
  if (value.length === 1) return value;
  throw refuse(`Linha ${line}: separador "${value}" desconhecido (use tab, comma, semicolon, pipe ou space).`);
}

/** `#key:value` of a header line, or null when the line is a note. */
function headerOf(line) {
  if (!line.startsWith('#')) return null;
  const colon = line.indexOf(':');
  if (colon < 2) return null;
  const key = line.slice(1, colon).trim().toLowerCase();
  return /^[a-z ]+$/.test(key) ? { key, value: line.slice(colon + 1) } : null;
}

/** Line breaks inside a record's raw text, not counting the one that ends it. */
function innerBreaks(raw) {
  let n = 0;
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i];
    if (c === '\n' || (c === '\r' && raw[i + 1] !== '\n')) n += 1;
  }
  const last = raw[raw.length - 1];
  return last === '\n' || last === '\r' ? n - 1 : n;
}

/**
 * Anki's plain-text export ("Notas em texto simples"), already decoded: optional `#key:value` header lines, then one
 * note per line. Read: `#separator:`, `#html:` (true: fields are HTML, turned into text), `#columns:`, `#deck:`;
 * other headers (`#notetype:`, `#tags column:`…) are accepted and ignored. Fields stay as written: fieldText turns
 * them into card text where shown or imported.
 * @param {string} text
 * @param {{ maxRows: number }} limits
 */
export function parseAnkiText(text, limits) {
  const lines = text.split(/\r\n|\n|\r/);
  let separator = '\t';
  let html = false;
  let deck = null;
  let rawColumns = null;
  let first = 0;
  for (; first < lines.length; first += 1) {
    const header = headerOf(lines[first]);
    if (!header) break;
    if (header.key === 'separator') separator = separatorOf(header.value, first + 1);
    else if (header.key === 'html') html = header.value.trim().toLowerCase() === 'true';
    else if (header.key === 'deck') deck = header.value.trim() || null;
    else if (header.key === 'columns') rawColumns = header.value;
  }
  const columns = rawColumns === null ? null : rawColumns.split(separator).map((c) => c.trim());
  const rows = [];
  let records;
  try {
    records = parseCsv(lines.slice(first).join('\n'), {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    });
  } catch {
    throw refuse('Não consegui ler o arquivo como texto exportado do Anki.');
  }
  for (const { record, info, raw } of records) {
    if (record.every((f) => f.trim() === '')) continue;
    rows.push({ line: first + info.lines - innerBreaks(raw), fields: record });
    if (rows.length > limits.maxRows) {
      throw refuse(`O arquivo tem mais de ${ptNumber(limits.maxRows)} notas. Divida-o em arquivos menores.`);
    }
  }
  if (rows.length === 0) throw refuse('O arquivo não contém nenhuma nota.');
  const width = Math.max(columns?.length ?? 0, ...rows.map((r) => r.fields.length));
  return {
    unit: 'Linha',
    deck,
    html,
    columns: Array.from({ length: width }, (_, i) => columns?.[i] || `Coluna ${i + 1}`),
    rows,
  };
}
