import type { DeckInput } from './flashcards.schemas.js';

export interface DemoDeck {
  deck: Omit<DeckInput, 'ano'>;
  cards: { frente: string; verso: string }[];
}

/**
 * Starter decks a student can add from the empty decks page: subjects of the entrance course of Paraguayan
 * medical schools, and the Spanish a newcomer needs in the first weeks.
 */
export const DEMO_DECKS: DemoDeck[] = [
  {
    deck: { materia: 'Biologia', assunto: 'Citologia (exemplo)', autor: 'Assessoria', grupo: 'Curso de ingresso', subgrupo: 'Ciências da natureza' },
    cards: [
      { frente: 'Qual organela produz a maior parte do ATP da célula?', verso: 'A mitocôndria, por meio da respiração celular.' },
      { frente: 'Qual a função dos ribossomos?', verso: 'Sintetizar proteínas a partir do RNA mensageiro.' },
      { frente: 'O que o complexo de Golgi faz?', verso: 'Modifica, empacota e envia proteínas e lipídios produzidos no retículo.' },
      { frente: 'Diferença entre célula procarionte e eucarionte?', verso: 'A eucarionte tem núcleo delimitado por membrana e organelas membranosas; a procarionte não.' },
      { frente: 'Qual estrutura controla o que entra e sai da célula?', verso: 'A membrana plasmática (permeabilidade seletiva).' },
      { frente: 'Onde ocorre a fotossíntese?', verso: 'Nos cloroplastos das células vegetais e de algas.' },
      { frente: 'Qual a função dos lisossomos?', verso: 'Digestão intracelular por enzimas hidrolíticas.' },
      { frente: 'Em que fase da mitose os cromossomos se alinham no centro da célula?', verso: 'Na metáfase (placa equatorial).' },
    ],
  },
  {
    deck: { materia: 'Química', assunto: 'Ligações químicas (exemplo)', autor: 'Assessoria', grupo: 'Curso de ingresso', subgrupo: 'Ciências da natureza' },
    cards: [
      { frente: 'O que caracteriza uma ligação iônica?', verso: 'Transferência de elétrons entre metal e ametal, formando íons de cargas opostas.' },
      { frente: 'O que caracteriza uma ligação covalente?', verso: 'Compartilhamento de pares de elétrons entre ametais.' },
      { frente: 'O que diz a regra do octeto?', verso: 'Os átomos tendem a ficar estáveis com 8 elétrons na camada de valência.' },
      { frente: 'Por que a água é uma molécula polar?', verso: 'Pela geometria angular e pela diferença de eletronegatividade entre O e H.' },
      { frente: 'O que são ligações de hidrogênio?', verso: 'Atrações fortes entre H ligado a F, O ou N e outro átomo muito eletronegativo.' },
      { frente: 'Qual a fórmula do cloreto de sódio e que ligação ele tem?', verso: 'NaCl, ligação iônica.' },
    ],
  },
  {
    deck: { materia: 'Espanhol', assunto: 'Primeiras semanas no Paraguai (exemplo)', autor: 'Assessoria', grupo: 'Vida no Paraguai', subgrupo: null },
    cards: [
      { frente: 'Como se diz "matrícula" na universidade?', verso: 'Inscripción (ou matriculación).' },
      { frente: 'Como se diz "plantão" no hospital?', verso: 'Guardia.' },
      { frente: 'O que é a "cédula" no Paraguai?', verso: 'O documento de identidade (cédula de identidad), emitido também a estrangeiros residentes.' },
      { frente: 'Como pedir a conta num restaurante?', verso: '"La cuenta, por favor."' },
      { frente: 'Como se diz "aula" (a lição)?', verso: 'Clase.' },
      { frente: 'O que significa "apostillado"?', verso: 'Documento legalizado com a Apostila de Haia, aceito no Paraguai sem consulado.' },
    ],
  },
];
