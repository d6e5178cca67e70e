/**
 * fast-check generators of bad input: weird strings, numbers JSON.stringify cannot write, prototype-pollution keys,
 * whole bodies that are no JSON object, wrong content types, junk path ids and CSV-ish uploads.
 */
import fc from 'fast-check';

const LONE_SURROGATES = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});
const WEIRD_STRINGS = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀🎉👩🏽‍⚕️',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\ud800',
  'x\udfffy',
  '\uFEFF',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'true',
  '9007199254740993',
  'Ligada',
  'admin',
  'ia',
  '2030-02-30 10:00:00',
  '2030-01-01T00:00:00Z',
);
const anyString = fc.oneof(
  WEIRD_STRINGS,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
  LONE_SURROGATES,
);
/** Numbers as raw JSON text: some of them (1e309, 2^53+1, 1e-400) cannot be produced by JSON.stringify. */
const RAW_NUMBERS = fc.oneof(
  fc.constantFrom(
    '1e309',
    '-1e309',
    '9007199254740993',
    '-9007199254740993',
    '2147483648',
    '2147483647',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e-400',
    '123456789012345678901234567890',
    '4.9e-324',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);
export const POLLUTION = '{"role":"admin","isAdmin":true,"polluted":"sim","status_ia":"Desligada"}';
const RAW_OTHER = fc.constantFrom(
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[1,2,3]',
  '{"$gt":""}',
  '[null]',
  POLLUTION,
  `{"__proto__":${POLLUTION}}`,
  `{"constructor":{"prototype":${POLLUTION}}}`,
);
/** Any JSON value, as the exact text to put in the body. */
const rawValue = fc.oneof(
  { weight: 4, arbitrary: anyString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: RAW_NUMBERS },
  { weight: 2, arbitrary: RAW_OTHER },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null') },
);
const EXTRA_KEYS = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'role',
      'status_ia',
      'user_id',
      'id',
      'isAdmin',
      'toString',
      'hasOwnProperty',
      'deck_id',
      'autor_id',
    ),
  },
  { weight: 1, arbitrary: anyString },
);
/** Whole bodies that are not an object: malformed JSON, JSON of another type, deep nesting. */
const WHOLE_BODIES = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'undefined',
    'NaN',
    '{"a":NaN}',
    '\u0000',
    '',
    '   ',
    '[]',
    '"texto"',
    '123',
    'null',
    'true',
    '[{"userId":1}]',
    '{"a":"\\ud800"}',
    `{"__proto__":${POLLUTION}}`,
    // Form bodies with bytes that are not UTF-8.
    'a=%FF%FE&b=%ED%A0%80',
    '__proto__[role]=admin&constructor[prototype][role]=admin',
  ),
  fc.string({ maxLength: 40 }),
  // Deep nesting, kept as a recipe so a counterexample prints short.
  fc.record({ nest: fc.constantFrom('[', '{"a":'), depth: fc.integer({ min: 500, max: 6000 }) }),
);
type Whole = string | { nest: string; depth: number };
export const wholeText = (w: Whole) =>
  typeof w === 'string'
    ? w
    : `${w.nest.repeat(w.depth)}${w.nest === '[' ? '' : '1'}${(w.nest === '[' ? ']' : '}').repeat(w.depth)}`;

export type Encoding = 'json' | 'text' | 'form' | 'multipart' | 'none' | 'latin1' | 'utf16' | 'gzip' | 'unknown-encoding';
const ENCODINGS = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Encoding>('json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Encoding>('text', 'form', 'multipart', 'none', 'latin1', 'utf16', 'gzip', 'unknown-encoding'),
  },
);

type Op =
  | { kind: 'replace'; field: number; value: string }
  | { kind: 'inject'; field: number; piece: string; at: number }
  | { kind: 'delete'; field: number }
  | { kind: 'extra'; key: string; value: string };
/** Pieces slipped into an otherwise valid text field, so they reach the service and the database. */
const PIECES = fc.constantFrom(
  '\u0000',
  '😀',
  '👩🏽‍⚕️',
  '\u202E',
  '\ud800',
  '\udfff',
  'مرحبا',
  '\uFEFF',
  '\r\n',
  '\t',
  '<b>',
  "'",
  '"',
  '\\',
  '%00',
  '\u2028',
);
const OP = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('inject' as const), field: fc.nat(), piece: PIECES, at: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.nat(), value: rawValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), field: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: EXTRA_KEYS, value: rawValue }) },
);

export interface BodyCase {
  ops: Op[];
  whole: Whole | undefined;
  encoding: Encoding;
}
export const BODY_CASE: fc.Arbitrary<BodyCase> = fc.record({
  ops: fc.array(OP, { minLength: 1, maxLength: 2 }),
  whole: fc.option(WHOLE_BODIES, { freq: 5, nil: undefined }),
  encoding: ENCODINGS,
});

/** Path parameter: the real id of the actor's resource most of the time, or junk. */
export const ID_PARAM = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        'NaN',
        '1e309',
        '9007199254740993',
        '2147483648',
        '%00',
        '%F0%9F%98%80',
        'abc',
        '%2e%2e',
        '1%20OR%201=1',
        '%20%201',
        '%zz',
        '0x10',
        '1e3',
      ),
      fc.integer().map(String),
      anyString.filter((s) => s.length > 0).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
    ),
  },
);

const ROWS_WITH_NUL = 'frente;verso\na\u0000b;c\n';
/** A CSV with a NUL character, by encoding. */
export const CSVS_WITH_NUL = {
  'UTF-8 with BOM': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ROWS_WITH_NUL)]),
  'UTF-16 LE': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(ROWS_WITH_NUL, 'utf16le')]),
  'UTF-16 BE': Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(ROWS_WITH_NUL, 'utf16le').swap16()]),
};

/** CSV-ish file contents: real rows with weird text, random bytes, BOMs, NULs. */
const CSV_FILE = fc.oneof(
  fc
    .array(fc.tuple(anyString, anyString), { minLength: 0, maxLength: 5 })
    .chain((rows) =>
      fc.constantFrom(';', ',', '\t', '|').map((d) => Buffer.from(rows.map(([a, b]) => `${a}${d}${b}`).join('\n'))),
    ),
  fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
  fc.constantFrom(
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from([0xff, 0xfe, 0x00]),
    Buffer.from('frente;verso\n\u0000;\u0000\n'),
    ...Object.values(CSVS_WITH_NUL),
    Buffer.from('"aberta;sem fim\n'),
    Buffer.from('só uma coluna\n'),
    Buffer.from(';\n;\n;\n'),
  ),
);
export const FILES = fc.array(
  fc.record({
    field: fc.constantFrom('arquivo', 'arquivo', 'arquivo', 'file', 'arquivo[]', 'outro'),
    name: fc.oneof(
      fc.constantFrom('cards.csv', '../../etc/passwd', 'ação 😀.csv', 'a'.repeat(300), '.csv', 'x.exe'),
      anyString.filter((s) => s.trim() !== '').map((s) => s.replace(/[\ud800-\udfff"\r\n]/g, 'x')),
    ),
    type: fc.constantFrom('text/csv', 'application/octet-stream', 'image/png', 'text/plain; charset=latin1'),
    content: CSV_FILE,
  }),
  { minLength: 0, maxLength: 2 },
);
