import type { Knex } from 'knex';
import type { RespostaRapida } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { PipelineService } from '../pipeline/index.js';
import { quickRepliesRepository } from './quick-replies.repository.js';
import type { NewQuickReplyBody } from './quick-replies.schemas.js';

const SHORTCUT_TAKEN = 'Já existe uma resposta rápida com esse atalho.';
const NOT_FOUND = 'Resposta rápida não encontrada.';

/** {nome}, {assessor} and {documentos_faltando} replaced; unknown braces stay as typed. */
export function fillQuickReply(texto: string, values: { nome: string; assessor: string; documentos_faltando: string }): string {
  return texto.replace(/\{(nome|assessor|documentos_faltando)\}/g, (_, key: keyof typeof values) => values[key]);
}

export function quickRepliesService(deps: { db: Knex; pipeline: Pick<PipelineService, 'prospect'> }) {
  const repo = quickRepliesRepository(deps.db);
  return {
    /** The list; for a prospect, with the variables filled from their card and checklist. */
    async list(actor: Actor, userId?: number): Promise<RespostaRapida[]> {
      const rows = await repo.list();
      if (userId === undefined) return rows;
      const { cartao, documentos } = await deps.pipeline.prospect(userId);
      const missing = documentos.filter((d) => !d.entregue_em).map((d) => d.nome);
      const values = {
        nome: cartao.username,
        // The prospect's owner; without one, the staff member who is answering.
        assessor: cartao.responsavel?.username ?? (await repo.usernameOf(actor.id)) ?? 'a equipe',
        documentos_faltando: missing.length ? missing.join(', ') : 'nenhum documento',
      };
      return rows.map((row) => ({ ...row, texto: fillQuickReply(row.texto, values) }));
    },

    async create(actor: Actor, body: NewQuickReplyBody): Promise<RespostaRapida> {
      const created = await repo.create({ ...body, autor_id: actor.id });
      if (!created) throw new HttpError(409, SHORTCUT_TAKEN);
      return created;
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new HttpError(404, NOT_FOUND);
    },
  };
}
export type QuickRepliesService = ReturnType<typeof quickRepliesService>;
