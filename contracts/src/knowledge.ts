import { z } from 'zod';

/** The longest article staff may save (the shipped ones are under 7 000 characters). */
export const KNOWLEDGE_ARTICLE_MAX_CHARS = 30_000;

/** GET /api/conhecimento/artigos (admin): every article, published or not, with who changed it last. */
export const knowledgeArticleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  titulo: z.string(),
  publicado: z.boolean(),
  versao: z.number(),
  /** ISO 8601. */
  atualizado_em: z.string(),
  atualizado_por_nome: z.string().nullable(),
  /** Staff changed this article and a release shipped a newer original text than the one they started from. */
  semente_nova: z.boolean(),
  /** Readers of its public page who answered "Esta página ajudou?" with 👍 and with 👎. */
  avaliacoes: z.object({ util: z.number(), nao_util: z.number() }),
});
export type KnowledgeArticleSummary = z.infer<typeof knowledgeArticleSummarySchema>;

/** GET /api/conhecimento/artigos/:id: the article with its markdown. */
export const knowledgeArticleSchema = knowledgeArticleSummarySchema.extend({
  conteudo: z.string(),
  /** Unanswered questions staff attached to this article (the content gap, resolved into it). */
  perguntas_anexadas: z.array(z.string()),
  /** The newer shipped text (see `semente_nova`), to view or adopt; null when there is none. */
  semente_nova_conteudo: z.string().nullable(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

/** 'semente': the system replaced a text staff never changed with the corrected shipped one (no author). */
export const KNOWLEDGE_HISTORY_ACTIONS = ['criado', 'editado', 'publicado', 'despublicado', 'semente'] as const;

/** GET /api/conhecimento/artigos/:id/historico: newest first; `conteudo` is the text as it was before the change. */
export const knowledgeHistoryEntrySchema = z.object({
  id: z.number(),
  versao: z.number(),
  acao: z.enum(KNOWLEDGE_HISTORY_ACTIONS),
  titulo: z.string(),
  conteudo: z.string(),
  publicado: z.boolean(),
  editado_por_nome: z.string().nullable(),
  /** ISO 8601. */
  editado_em: z.string(),
});
export type KnowledgeHistoryEntry = z.infer<typeof knowledgeHistoryEntrySchema>;

/** POST /api/conhecimento/artigos: a new article; `lacuna` resolves that content-gap group into it. */
export const createKnowledgeArticleSchema = z.object({
  conteudo: z.string(),
  publicado: z.boolean().optional(),
  lacuna: z.string().max(500).optional(),
});
export type CreateKnowledgeArticle = z.infer<typeof createKnowledgeArticleSchema>;

/** PUT /api/conhecimento/artigos/:id: `versao` is the version the editor started from (a stale one is a 409). */
export const updateKnowledgeArticleSchema = z.object({
  conteudo: z.string(),
  publicado: z.boolean(),
  versao: z.number().int().min(1),
});
export type UpdateKnowledgeArticle = z.infer<typeof updateKnowledgeArticleSchema>;

/** GET /api/conhecimento/lacunas: unanswered questions grouped by what they ask, most asked first. */
export const knowledgeGapSchema = z.object({
  chave: z.string(),
  pergunta: z.string(),
  total: z.number(),
  /** ISO 8601. */
  ultima_em: z.string(),
});
export type KnowledgeGap = z.infer<typeof knowledgeGapSchema>;

/** POST /api/conhecimento/lacunas/anexar: the group leaves the list, attached to an existing article. */
export const attachKnowledgeGapSchema = z.object({ chave: z.string().min(1).max(500), artigoId: z.number().int().min(1) });
export type AttachKnowledgeGap = z.infer<typeof attachKnowledgeGapSchema>;

/** GET /api/conhecimento/erros: assistant replies a person said did not answer them ("Isso respondeu?" 👎). */
export const knowledgeMissSchema = z.object({
  id: z.number(),
  pergunta: z.string(),
  /** The reply the assistant gave. */
  resposta: z.string(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type KnowledgeMiss = z.infer<typeof knowledgeMissSchema>;

/** POST /api/conversa/mensagens/:id/avaliacao: whether the assistant's reply answered the question. */
export interface RateAnswerResponse {
  aguardandoAssessor: boolean;
}
