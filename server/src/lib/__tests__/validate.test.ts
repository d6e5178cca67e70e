import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from '../validate.js';

describe('parse: text Postgres cannot store', () => {
  const schema = z.object({ nome: z.string(), itens: z.array(z.string()) });

  it('when a string holds lone surrogates (valid JSON, invalid UTF-8), then they become U+FFFD and pairs stay intact', () => {
    const parsed = parse(schema, JSON.parse('{"nome":"\\udc00a\\ud800","itens":["\\ud83d\\ude00","ok"]}'));
    expect(parsed).toEqual({ nome: '\ufffda\ufffd', itens: ['😀', 'ok'] });
  });

  it('when a string holds NUL, then it is dropped', () => {
    expect(parse(schema, { nome: 'a\u0000b', itens: [] })).toEqual({ nome: 'ab', itens: [] });
  });
});
