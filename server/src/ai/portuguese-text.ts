/** Text processing for Portuguese search: accent folding, how prospects really type, stop words and the Snowball stemmer. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The Snowball stemmers package ships plain CommonJS without types: this is the part of it used here. */
const snowball = require('snowball-stemmers') as {
  newStemmer(language: string): { stem(word: string): string };
};

const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pro ' +
    'com sem sob que qual quais quanto quanta quantos quantas como onde quando porque e ou mas se nem ' +
    'eu tu ele ela nos vos eles elas voce voces me te lhe mim ti meu minha meus minhas seu sua seus suas ' +
    'teu tua nosso nossa isso isto esse essa esses essas este esta estes estas aquele aquela aqui ai la ' +
    'ao aos ja nao sim tambem muito muita mais menos bem so ate entao ainda agora sobre entre ' +
    'eh sao ser sera era foi estar estou estao tem tenho temos ter tinha ha haver vai vou ' +
    'fazer faz faco feito pode posso podem poderia consigo da dar gostaria queria quero quer saber sabe informacao informacoes ' +
    'duvida duvidas pergunta oi ola eai eae iae bom boa dia tarde noite obrigado obrigada favor ok tudo coisa coisas tipo assim ' +
    'ne kkk kkkk kk mesmo meio hoje alguma algum alguem preciso precisa precisam precisar tenho funciona funcionar dele dela deles delas perco perde perder perdi ' +
    'el la los las un una es y o de del en con para por que mi su yo hola buenas buenos'
  ).split(/\s+/),
);

/**
 * A lookup table's own entry: a word of a message is never one of every object's properties ("constructor", a Spanish
 * word, would otherwise be a function).
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Shorthand, Spanish and voice-to-text slips, folded, mapped to the words the knowledge base uses. */
const REWRITES: Record<string, string> = {
  // Informal Portuguese.
  qto: 'quanto',
  qta: 'quanta',
  qtos: 'quantos',
  qtas: 'quantas',
  qnd: 'quando',
  qdo: 'quando',
  qndo: 'quando',
  qnto: 'quanto',
  qnt: 'quanto',
  qnta: 'quanta',
  qntos: 'quantos',
  qnts: 'quantos',
  qntas: 'quantas',
  qro: 'quero',
  qria: 'queria',
  qer: 'quer',
  trampar: 'trabalhar',
  trampo: 'trabalho',
  freela: 'freelance',
  freelas: 'freelance',
  freelancer: 'freelance',
  bicos: 'bico',
  dinheirinho: 'dinheiro',
  papel: 'documento',
  papelada: 'documentos',
  papeladas: 'documentos',
  documentacao: 'documentos',
  devolvem: 'devolucao',
  devolve: 'devolucao',
  devolver: 'devolucao',
  devolvido: 'devolucao',
  tradutor: 'traducao',
  periodo: 'semestre',
  periodos: 'semestres',
  oq: 'o que',
  vc: 'voce',
  vcs: 'voces',
  tb: 'tambem',
  tbm: 'tambem',
  pq: 'porque',
  ta: 'esta',
  to: 'estou',
  hj: 'hoje',
  mto: 'muito',
  mt: 'muito',
  mta: 'muita',
  q: 'que',
  n: 'nao',
  blz: 'beleza',
  msm: 'mesmo',
  cmg: 'comigo',
  ngm: 'ninguem',
  ctz: 'certeza',
  pfv: 'por favor',
  pf: 'por favor',
  agr: 'agora',
  ql: 'qual',
  td: 'tudo',
  pra: 'para',
  pro: 'para o',
  p: 'para',
  d: 'de',
  facul: 'faculdade',
  facu: 'faculdade',
  docs: 'documentos',
  doc: 'documento',
  whats: 'whatsapp',
  zap: 'whatsapp',
  wpp: 'whatsapp',
  msg: 'mensagem',
  med: 'medicina',
  cde: 'ciudad del este',
  pjc: 'pedro juan caballero',
  // One spelling per city, so that a section naming it is found however the city is written.
  asuncion: 'assuncao',
  encarnacao: 'encarnacion',
  kitnet: 'aluguel',
  quitinete: 'aluguel',
  carteirinha: 'cedula',
  postila: 'apostila',
  radiacao: 'radicacao',
  enen: 'enem',
  conez: 'cones',
  // Spanish.
  pierdo: 'perco',
  noche: 'noite',
  noches: 'noites',
  pierde: 'perde',
  pierden: 'perdem',
  visa: 'visto',
  cuesta: 'custa',
  cuestan: 'custam',
  cuanto: 'quanto',
  cuanta: 'quanta',
  beca: 'bolsa',
  becas: 'bolsas',
  carrera: 'curso',
  necesito: 'preciso',
  clases: 'aulas',
  empiezan: 'comecam',
  cuando: 'quando',
  trabajar: 'trabalhar',
  mientras: 'enquanto',
  estudio: 'estudo',
  vivir: 'morar',
  alquiler: 'aluguel',
  tarda: 'demora',
  radicacion: 'radicacao',
  apostillo: 'apostilo',
  apostillar: 'apostilar',
  apostilla: 'apostila',
  bachiller: 'ensino medio',
  hijo: 'filho',
  hija: 'filha',
  asesor: 'assessor',
  asesoria: 'assessoria',
  cobran: 'cobram',
  hablar: 'falar',
  inscribirme: 'inscricao',
  donde: 'onde',
  con: 'com',
  quiero: 'quero',
  sirve: 'vale',
  titulo: 'diploma',
  solo: 'sozinho',
  sola: 'sozinha',
  chica: 'menina',
  chicas: 'meninas',
  chico: 'menino',
  tiene: 'tem',
  hay: 'tem',
  puedo: 'posso',
  sale: 'custa',
  cuales: 'quais',
  brasilenos: 'brasileiros',
  papeles: 'documentos',
  papeis: 'documentos',
  cuota: 'mensalidade',
  cuotas: 'mensalidades',
  mensualidad: 'mensalidade',
  mensualidades: 'mensalidades',
  facultad: 'faculdade',
  universidad: 'universidade',
  necesita: 'precisa',
  salud: 'saude',
  cubre: 'cobre',
  cubren: 'cobrem',
  alla: 'la',
  alli: 'la',
  quien: 'quem',
  eso: 'isso',
  esto: 'isto',
  ustedes: 'voces',
  ayudan: 'ajudam',
  ayuda: 'ajuda',
  documentacion: 'documentos',
  fechas: 'datas',
  inscripcion: 'inscricao',
  arrancan: 'comecam',
  arranca: 'comeca',
  empieza: 'comeca',
  comienzan: 'comecam',
  comienza: 'comeca',
  examen: 'prova',
  llueve: 'chove',
  lluvia: 'chuva',
  monoambiente: 'apartamento',
  departamento: 'apartamento',
  amueblado: 'mobiliado',
  obligatorio: 'obrigatorio',
  reconocida: 'reconhecida',
  reconocidas: 'reconhecidas',
  reconocido: 'reconhecido',
  reconocidos: 'reconhecidos',
  gobierno: 'governo',
  tarjeta: 'cartao',
  espanol: 'espanhol',
  brasileno: 'brasileiro',
  brasilena: 'brasileira',
  brasilenas: 'brasileiras',
  papa: 'pai',
  mama: 'mae',
  padre: 'pai',
  madre: 'mae',
  padres: 'pais',
  firmar: 'assinar',
  firman: 'assinam',
  nieto: 'neto',
  nieta: 'neta',
  abuelo: 'avo',
  abuela: 'avo',
  trabajo: 'trabalho',
  vivo: 'moro',
  vive: 'mora',
  viven: 'moram',
  oficina: 'escritorio',
  estan: 'estao',
  dinero: 'dinheiro',
  plata: 'dinheiro',
  traducir: 'traduzir',
  traduccion: 'traducao',
  despues: 'depois',
  pasar: 'passar',
  escuela: 'escola',
  ejercer: 'exercer',
  directo: 'direto',
  aca: 'aqui',
  mucho: 'muito',
  tambien: 'tambem',
  hacer: 'fazer',
  hago: 'faco',
  pido: 'peco',
  sacar: 'tirar',
  ya: 'ja',
  paso: 'passo',
  sin: 'sem',
  tiempo: 'tempo',
  puede: 'pode',
  pueden: 'podem',
  quiere: 'quer',
  tengo: 'tenho',
  tienen: 'tem',
  hijos: 'filhos',
  ninos: 'criancas',
  ninas: 'criancas',
  nino: 'crianca',
  nina: 'crianca',
  hijas: 'filhas',
  llegar: 'chegar',
  llego: 'chego',
  peligroso: 'perigoso',
  peligrosa: 'perigosa',
  seguridad: 'seguranca',
  precio: 'preco',
  costo: 'custo',
  vivienda: 'moradia',
  estudiar: 'estudar',
  cual: 'qual',
  es: 'eh',
  necesitan: 'precisam',
  // Slang: failing an exam ("e se eu rodar nele?"), an expensive place ("sai mais salgado").
  rodar: 'reprovar',
  rodei: 'reprovei',
  rodo: 'reprovo',
  bombar: 'reprovar',
  salgado: 'caro',
  // "meus pais não têm como bancar" is paying, not a bank; a price that goes up is a "reajuste".
  bancar: 'pagar',
  bancando: 'pagando',
  aumenta: 'reajuste',
  aumento: 'reajuste',
  aumentar: 'reajuste',
  aumentam: 'reajuste',
  salgada: 'cara',
};

/** Words that are right as typed even where the knowledge base never uses them: spelling correction leaves them alone. */
export const KNOWN_WORDS: readonly string[] = [
  ...STOP_WORDS,
  ...Object.keys(REWRITES),
  ...Object.values(REWRITES).flatMap((v) => v.split(' ')),
];

let ranks: Map<string, number> | undefined;
/** Each folded word of the subtitle list with its rank (the list is in order of frequency); loaded on first use. */
function wordRanks(): Map<string, number> {
  if (!ranks) {
    ranks = new Map();
    (require('@zxcvbn-ts/language-pt-br/dist/commonWords.json.cjs') as string[]).forEach((w, i) => {
      const folded = fold(w);
      if (!ranks!.has(folded)) ranks!.set(folded, i);
    });
  }
  return ranks;
}
/** Words this common in everyday speech ("notícia", "verdade", "preocupada") never name an uncovered subject. */
const EVERYDAY_RANK = 5000;

/**
 * Whether a folded word is everyday speech: among the most common words of Brazilian subtitles (the list below is in
 * order of frequency). "aposentadoria", "autismo" or "prefeitura" are not, and name a thing the question is about.
 */
export function isEverydayWord(word: string): boolean {
  const ranked = wordRanks();
  // Another form of the word may be the common one: "negarem" (negar), "separada" (separado), "originais" (original).
  const forms = [
    word,
    word.replace(/(a|e|i)rem$/, '$1r'),
    `${word}r`,
    word.replace(/ada$/, 'ado'),
    word.replace(/ada$/, 'ar'),
    word.replace(/ado$/, 'ar'),
    word.replace(/ais$/, 'al'),
    word.replace(/inh(o|a)$/, '$1'),
    word.replace(/s$/, ''),
    word.replace(/(a|e|i)ndo$/, '$1r'),
  ];
  return forms.some((form) => (ranked.get(form) ?? Infinity) < EVERYDAY_RANK);
}

/** Words only Spanish uses: a Spanish message's words are not in the Portuguese list, so none is "rare" there. */
export const SPANISH_WORDS =
  /\b(hay|tengo|tienen|tiene|hace|hasta|mucho|mucha|muy|las|los|el|qué|que tal|cuanto|cuando|donde|quiero|puedo|necesito|usted|ustedes|estoy|esta bien|gracias|hola|buenas|pero|también|tambien|allá|alla|si es|es)\b|¿/;
/**
 * Whether a folded word is a real Brazilian Portuguese word: the 40 000 most common words of Brazilian subtitles
 * (OpenSubtitles 2024, shipped by @zxcvbn-ts/language-pt-br). Spelling correction leaves such words alone, so "comprar"
 * never becomes "comparar" and "reprovar" never becomes "renovar". Loaded on first use (about 0.2 s).
 */
export function isDictionaryWord(word: string): boolean {
  return wordRanks().has(word);
}

/** Lowercase without diacritics: "Matrícula" → "matricula". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of a text as they are typed (folded), numbers included; "ñ" is the shorthand for "não", "é" becomes "eh". */
export function words(text: string): string[] {
  // "é" (is) stays apart from "e" (and), which separates two questions: "cde é segura" is one clause.
  // Only a lone "ñ" is "não": inside a Spanish word ("años", "español") it folds to "n".
  return (
    fold(text.replace(/(?<!\p{L})ñ(?!\p{L})/giu, ' nao ').replace(/(?<![\p{L}\d])é(?![\p{L}\d])/giu, ' eh ')).match(
      /[a-z0-9]+/g,
    ) ?? []
  );
}

/** Phrases that mean something else than their words ("quais faculdades vocês trabalham" asks which ones they recommend). */
const PHRASES: Array<[RegExp, string]> = [
  // "dinheiro vivo" is cash; Spanish "vivo" (I live) became "moro" word by word.
  [/\b(dinheiro|grana) moro\b/g, '$1 vivo'],
  [/\bvoces trabalha\w*\b/g, 'voces indicam'],
  // "esse revalida que todo mundo fala" is talked about, not spoken: no language is asked.
  [/\b(que|o que) (todo mundo|o pessoal|a galera|tanta gente|geral|muita gente) (fala|falam|comenta|comentam)\b/g, ''],
  [/\b(que|o que) (tanto )?(falam|comentam) tanto\b|\bque tanto (falam|comentam)\b/g, ''],
  // "como funciona o trabalho de vocês?" asks what the advisory does, not about working while studying.
  [/\b(o )?trabalho (de voces|da assessoria|de voce)\b/g, 'o servico de voces'],
  // "pf" after "na", "da", "pela" is the Polícia Federal ("horário na pf", "passaporte pela pf"), not "por favor".
  [/\b(na|da|pela|a|na sede da|no site da) por favor\b/g, '$1 policia federal'],
  // "residencia temporal" (Spanish) and "a temporária" alone are the temporary residence.
  [/\bresidencia temporal\b/g, 'residencia temporaria'],
  [/\b(?<!residencia )(a|da|na) temporaria\b/g, '$1 residencia temporaria'],
  [/\btraduz\w*\b/g, 'traducao'],
  // Spanish joins the pronoun to the verb ("traducirlos", "apostillarlos"): Portuguese would write "traduzi-los".
  [/\btraduci\w*\b/g, 'traducao'],
  // A sworn translation is a translation ("tradutor juramentado"), not the residence's sworn statement.
  [/\btraducao juramentad\w*\b/g, 'traducao'],
  // "e se levarem meu rg?" after a robbery: the document is stolen, not carried along.
  [
    /\b(levarem|levaram|levou) (o |a |os |as )?(meu|minha|meus|minhas) (rg|documentos?|passaporte|cin|carteira)\b/g,
    'roubaram $3 $4',
  ],
  // "posso ir e voltar pro brasil tranquilo?": without trouble, not whether the place is safe.
  [/\b(ir e voltar|ir e vir|viajar|atravessar|sair e entrar)\b([^?.]{0,40})\btranquil[oa]\b/g, '$1$2 sem problema'],
  // "o rg é de quando eu era criança": the photo's age, not a child in the family.
  [/\b(quando )?eu era (crianca|pequeno|pequena|menor)\b/g, 'antigo'],
  // "a UNA aceita brasileiro?": the Universidad Nacional de Asunción, not the Spanish article "una".
  [
    /\b(a|na|da|pela) una\b(?= (aceita|aceitam|e|eh|tem|cobra|exige|pede|publica|gratuita|vale)\b)/g,
    '$1 universidade nacional de assuncao',
  ],
  // "quanto gasta por mês, sem contar a mensalidade?": what living there costs; the tuition is left out, not asked.
  [
    /^(?=.*\b(quanto|qnto|qto|cuanto)\b.*\b(gasta|gasto|gastar|gastam|gastaria|por mes)\b)(.*?)\b(sem contar|fora|tirando)( a| o| la| el)? (mensalidade|mensalidades|faculdade|facul)\b/g,
    '$3custo de vida',
  ],
  // "um cara no grupo falou…": a guy, not an expensive price ("caro").
  [/\b(um|uns|o|os|esse|esses|aquele|aqueles|outro|outros|teu|seu|meu) (cara|caras)\b(?! (de pau|a cara))/g, '$1 rapaz'],
  // "é real?" closing a claim asks whether it is true, not about the Brazilian currency.
  [/\b(eh|e|isso eh|isso e) real\s*$/g, 'eh verdade'],
  // A bank transfer ("pagar por transferência do brasil") is sending money, not moving one's course.
  [/\btransferencia (bancaria|do banco|internacional|do brasil|pelo banco|via banco)\b/g, 'remessa'],
  [/\b(por|via|fazer|faco|fazendo|mandar) (uma )?transferencia\b/g, '$1 remessa'],
  // "viver tranquilo com mil reais?" asks whether the money is enough, not whether the city is safe.
  [
    /\b(viver|morar|se manter) (tranquilo|tranquila|de boa)\b(?=.*\b(reais|mil|suficiente|por mes|dinheiro|grana)\b)/g,
    '$1 com custo de vida',
  ],
  // "sacar la cédula" is Spanish for getting a document; Portuguese "sacar" money is withdrawing it, which stays.
  [/\btirar ((em )?(dinheiro|guaranis?|reais|real|dolar|dolares)\b|(no|do) caixa\b|com (o )?cartao\b)/g, 'saque $1'],
  // "já curso/faço medicina": already a medical student, so the question is about moving the course.
  [/\bja (curso|faco|estudo) medicina\b/g, 'ja curso medicina transferencia'],
  // Spanish "la fecha" is a date; Portuguese "quem fecha com vocês" closes a deal.
  [/\b(la|una|esa|cual) fecha\b/g, '$1 data'],
  [/\bfecha (de|del|limite|para)\b/g, 'data $1'],
  [/\b(hasta|desde|en) que fecha\b/g, '$1 que data'],
  // "mãe solo" (Spanish "solo" became "sozinho") raises a child alone; it is not living alone.
  [/\b(mae|pai) sozinh[oa]\b/g, '$1 solteira'],
  // Spanish "me cambio a otra universidad" is a transfer, not the exchange rate ("câmbio").
  [/\b(me|te|se) cambi(o|as|a|ar|e)\b|\bcambiarme\b/g, 'transferir'],
  // A "título de bachiller" is the secondary school's certificate, not a university degree.
  [/\b(mi|mis|el|su|tu) (titulo|diploma) de ensino medio\b/g, '$1 certificado do ensino medio'],
  // Paying "à vista" (all at once) is no visa.
  [/\b(a|pagar|pago|pagamento) vista\b/g, '$1 avista'],
  // "e enquanto isso me explica…" is "meanwhile", not the wait for a residence ("enquanto isso posso viajar?").
  [/\b(e )?enquanto isso (me (explica|explique|fala|diz|tira))\b/g, '$2'],
  // "nesse sentido", "nesse aspecto": the same respect as the question before, which names it.
  [/\b(nesse|neste|nessa|nesta) (sentido|aspecto|ponto|quesito|parte)\b/g, 'nisso'],
  // Whoever writes is in Brazil: "é feito onde? lá ou aqui?" names the two countries it could be done in (not "compro
  // aqui ou lá", which asks where to buy).
  [/\b(onde|feit[oa]s?|faz|faco|fazer|tira|tiro|tirar)\b( .{0,20})?( (la|ai) ou (aqui|ca))\b/g, '$1$2 no paraguai ou no brasil'],
  [/\b(onde|feit[oa]s?|faz|faco|fazer|tira|tiro|tirar)\b( .{0,20})?( (aqui|ca) ou (la|ai))\b/g, '$1$2 no brasil ou no paraguai'],
];

/** The words of a message rewritten into the knowledge base's Portuguese: shorthand, Spanish and common slips. */
export function normalisedWords(text: string): string[] {
  const rewritten = words(text)
    .flatMap((word) => (ownValue(REWRITES, word) ?? word).split(' '))
    .join(' ');
  return PHRASES.reduce((t, [phrase, meaning]) => t.replace(phrase, meaning), rewritten)
    .split(' ')
    .filter(Boolean);
}

const stemmer = snowball.newStemmer('portuguese');
const stems = new Map<string, string>();

/** Accents of the suffixes the Snowball rules look for, which people often leave out ("revalidacao"), and the -ais plural it keeps. */
const SUFFIX_ACCENTS: Array<[RegExp, string]> = [
  [/(.{3})ais$/, '$1al'],
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/soes$/, 'sões'],
  [/sao$/, 'são'],
  [/encia(s?)$/, 'ência$1'],
  [/ancia(s?)$/, 'ância$1'],
];

/** Words whose stems would meet another's: "ponte" (the bridge) is not "Ponta" (Porã). */
const OWN_STEMS: Record<string, string> = {
  ponte: 'ponte',
  pontes: 'ponte',
  // "medo" (fear) is not "medicina"; "casa" (home) is not "casada" (married).
  medo: 'medo',
  medos: 'medo',
  casa: 'casa',
  casas: 'casa',
  // "vi num vídeo" is not "vida".
  video: 'video',
  videos: 'video',
};

/** The Snowball Portuguese stem of a folded word, folded again ("revalidacao" and "revalidar" meet at "revalid"). */
export function stem(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const own = ownValue(OWN_STEMS, word);
  if (own) return own;
  let cached = stems.get(word);
  if (cached === undefined) {
    const accented = SUFFIX_ACCENTS.reduce((w, [suffix, withAccent]) => w.replace(suffix, withAccent), word);
    cached = fold(stemmer.stem(accented));
    stems.set(word, cached);
  }
  return cached;
}

/** The search term of one folded word, or null for stop words and stray letters. */
export function termOf(word: string): string | null {
  if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return null;
  return stem(word);
}

/** Search terms of a text: normalised, stop words removed, stemmed. Used for both indexing and queries. */
export function searchTerms(text: string): string[] {
  return normalisedWords(text)
    .map(termOf)
    .filter((t): t is string => t !== null);
}
