import { z } from 'zod';
import { attachKnowledgeGapSchema, createKnowledgeArticleSchema, updateKnowledgeArticleSchema } from '@app/contracts';

const CONTENT_MESSAGE = 'Escreva o texto do artigo.';
const withContentMessage = { conteudo: z.string({ message: CONTENT_MESSAGE }).min(1, CONTENT_MESSAGE) };

export const createArticleBody = createKnowledgeArticleSchema.extend(withContentMessage);
export const updateArticleBody = updateKnowledgeArticleSchema.extend({
  ...withContentMessage,
  publicado: z.boolean({ message: 'Informe se o artigo está publicado.' }),
  versao: z
    .number({ message: 'Versão do artigo inválida.' })
    .int('Versão do artigo inválida.')
    .min(1, 'Versão do artigo inválida.'),
});
export const attachGapBody = attachKnowledgeGapSchema.extend({
  chave: z.string({ message: 'Pergunta inválida.' }).min(1, 'Pergunta inválida.').max(500, 'Pergunta inválida.'),
  artigoId: z
    .number({ message: 'Escolha um artigo.' })
    .int('Escolha um artigo.')
    .min(1, 'Escolha um artigo.')
    .max(2147483647, 'Escolha um artigo.'),
});
export const listQuery = z.object({ busca: z.string({ message: 'Busca inválida.' }).max(200, 'Busca muito longa.').optional() });

/** A staff correction of a reply that missed: the right answer, and the article it joins as a new fact. */
export const correctMissBody = z.object({
  artigoId: z
    .number({ message: 'Escolha um artigo.' })
    .int('Escolha um artigo.')
    .min(1, 'Escolha um artigo.')
    .max(2147483647, 'Escolha um artigo.'),
  resposta: z
    .string({ message: 'Escreva a resposta certa.' })
    .trim()
    .min(1, 'Escreva a resposta certa.')
    .max(2000, 'A resposta pode ter até 2000 caracteres.'),
});
