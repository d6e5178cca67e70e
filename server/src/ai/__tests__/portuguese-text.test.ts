import { describe, expect, it } from 'vitest';
import { SPANISH_WORDS, fold, isDictionaryWord, isEverydayWord, normalisedWords, searchTerms, stem } from '../portuguese-text.js';

describe('Portuguese search terms', () => {
  it('when words differ only in accents, case, plural or verb form, then they share a Snowball stem', () => {
    expect(fold('Matrícula LEGALIZAÇÃO')).toBe('matricula legalizacao');
    const same = (a: string, b: string) => expect(stem(fold(a))).toBe(stem(fold(b)));
    same('documentos', 'documento');
    same('universidades', 'universidade');
    same('custos', 'custo');
    same('revalidacao', 'revalidação');
    same('revalidação', 'revalidar');
    same('residencia', 'residência');
    same('legalizações', 'legalização');
    same('hospitais', 'hospital');
  });

  it('when a prospect types shorthand, Spanish or a voice-to-text slip, then the words become the base Portuguese', () => {
    expect(normalisedWords('qto custa? vc sabe qnd começa')).toEqual(['quanto', 'custa', 'voce', 'sabe', 'quando', 'comeca']);
    expect(normalisedWords('¿Cuánto cuesta? necesito visa, hay becas?')).toEqual([
      'quanto',
      'custa',
      'preciso',
      'visto',
      'tem',
      'bolsas',
    ]);
    expect(normalisedWords('a radiação e a postila')).toEqual(['a', 'radicacao', 'e', 'a', 'apostila']);
    expect(normalisedWords('ñ sei, tb n')).toEqual(['nao', 'sei', 'tambem', 'nao']);
    expect(normalisedWords('qnto custa e qnts anos')).toEqual(['quanto', 'custa', 'e', 'quantos', 'anos']);
    expect(normalisedWords('cde é segura e barata')).toEqual(['ciudad', 'del', 'este', 'eh', 'segura', 'e', 'barata']);
  });

  it('when a word is checked against the pt-BR word list, then real words are found folded and typos are not', () => {
    expect(isDictionaryWord('comprar')).toBe(true);
    expect(isDictionaryWord('matricula')).toBe(true);
    expect(isDictionaryWord('documetos')).toBe(false);
  });

  it('when a question is processed, then stop words disappear and numbers stay', () => {
    expect(searchTerms('Quais são os documentos para a matrícula em 2025?')).toEqual([
      stem('documentos'),
      stem('matricula'),
      '2025',
    ]);
  });
});

describe('everyday words and Spanish', () => {
  it.each(['verdade', 'noticia', 'preocupada', 'negarem', 'separada', 'originais', 'separando'])(
    'when "%s" (or another form of it) is everyday speech, then it is everyday',
    (word) => {
      expect(isEverydayWord(word)).toBe(true);
    },
  );

  it.each(['aposentadoria', 'autismo', 'inss', 'prefeitura'])('when "%s" is rare in everyday speech, then it is not', (word) => {
    expect(isEverydayWord(word)).toBe(false);
  });

  it('when a message has a word only Spanish uses, then it reads as Spanish; Portuguese does not', () => {
    expect(SPANISH_WORDS.test(fold('¿Hace mucho calor allá?'))).toBe(true);
    expect(SPANISH_WORDS.test(fold('faz muito calor la?'))).toBe(false);
  });
});

describe('words read by the words around them', () => {
  it('"um cara no grupo falou…" is a guy, not an expensive price; "a mensalidade é cara?" stays a price', () => {
    expect(normalisedWords('um cara no grupo falou q a permanente sai rapido')).toContain('rapaz');
    expect(normalisedWords('um cara no grupo falou q a permanente sai rapido')).not.toContain('cara');
    expect(normalisedWords('a mensalidade é cara?')).toContain('cara');
  });
});

describe('cash', () => {
  it('"dinheiro vivo" stays cash, while Spanish "vivo en" is living somewhere', () => {
    expect(normalisedWords('qnto posso levar em dinheiro vivo na fronteira?').join(' ')).toContain('dinheiro vivo');
    expect(normalisedWords('vivo en foz').join(' ')).toContain('moro');
  });
});

describe('the tuition left out', () => {
  it('"quanto gasta por mês, sem contar a mensalidade?" asks what living there costs; "o que mais conto fora a mensalidade?" is not rewritten', () => {
    const words = normalisedWords('quanto gasta por mes um estudante em encarnacion, sem contar a mensalidade?').join(' ');
    expect(words).toContain('custo de vida');
    expect(words).not.toContain('mensalidade');
    expect(normalisedWords('e o q mais eu tenho q contar de gasto fora a mensalidade?').join(' ')).toContain('mensalidade');
  });

  it('Spanish "una chica que vive sola" is a girl living alone', () => {
    expect(normalisedWords('una chica que vive sola').join(' ')).toContain('menina que mora sozinha');
  });
});

describe('meanwhile', () => {
  it('"e enquanto isso me explica…" drops the "meanwhile"; "enquanto isso posso viajar?" keeps the wait', () => {
    expect(normalisedWords('e enquanto isso me explica: qnd vencer ele faz oq?').join(' ')).toBe(
      'me explica quando vencer ele faz o que',
    );
    expect(normalisedWords('enquanto isso posso viajar?')).toContain('enquanto');
  });
});

describe('words that are every object’s properties', () => {
  it('"constructor" (a Spanish word) and the other property names are words like any other', () => {
    for (const word of Object.getOwnPropertyNames(Object.prototype).map((p) => p.toLowerCase())) {
      expect(() => normalisedWords(`mi papa es ${word}`), word).not.toThrow();
      expect(typeof stem(word), word).toBe('string');
    }
    expect(normalisedWords('mi papa es constructor')).toContain('constructor');
  });
});
