import type { Knex } from 'knex';
import {
  FUNIL_COLUMN_PAGE_SIZE,
  ORIGEM_LEAD_CAMPOS,
  type OrigemProspecto,
  type Quadro,
  STATUS_ATENDIMENTO,
  type Cartao,
  type Coluna,
  type DocumentoItem,
  type MinhaMatricula,
  type NumerosFunil,
  type Prospecto,
  type StatusAtendimento,
} from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import type { FilesService } from '../files/index.js';
import { pipelineRepository, type BoardFilter, type CardRow } from './pipeline.repository.js';
import type { BoardQuery, ColumnQuery, DocumentBody, FollowUpBody, NewDocumentBody } from './pipeline.schemas.js';

const PROSPECT_NOT_FOUND = 'Prospecto não encontrado.';
const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';
const MOVED_BY_SOMEONE_ELSE = 'Este prospecto acabou de ser alterado por outra pessoa. O quadro foi atualizado: confira e tente de novo.';
const LOST_NEEDS_REASON = 'Para marcar como Perdido, informe o motivo da perda.';
const OWNER_MUST_BE_STAFF = 'Responsável inválido: escolha alguém da equipe.';
const FILE_NOT_IN_CONVERSATION = 'Arquivo não encontrado na conversa deste prospecto.';
const FILE_FAILED = 'Este arquivo não pôde ser baixado do WhatsApp: escolha outro.';
const FOREIGN_KEY_VIOLATION = '23503';
const NO_FOLLOW_UP_TO_KEEP = 'Não há próximo contato marcado para manter.';

export interface MoveInput {
  etapa: StatusAtendimento;
  /** The version the mover saw; undefined (the tickets dropdown) means last write wins, still with history. */
  versao?: number;
  motivo?: string;
  nota?: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The stored attribution without its empty fields. */
function toSource(row: Record<string, string | Date | null>): OrigemProspecto {
  const source: OrigemProspecto = { rotulo: String(row.rotulo) };
  for (const campo of ORIGEM_LEAD_CAMPOS) if (typeof row[campo] === 'string') source[campo] = row[campo];
  if (row.capturado_em) source.capturado_em = iso(row.capturado_em)!;
  return source;
}

function toCard(row: CardRow, totalDocuments: number): Cartao {
  return {
    user_id: row.user_id,
    username: row.username,
    whatsapp: row.whatsapp,
    etapa: row.etapa,
    etapa_desde: iso(row.etapa_desde)!,
    versao: row.versao,
    responsavel: row.responsavel_id === null ? null : { id: row.responsavel_id, username: row.responsavel_nome ?? '' },
    proximo_contato_em: iso(row.proximo_contato_em),
    proximo_contato_nota: row.proximo_contato_nota,
    motivo_perda: row.motivo_perda,
    aguardando: Boolean(row.aguardando),
    documentos: { entregues: Number(row.entregues), total: totalDocuments },
    origem: row.origem ?? null,
  };
}

export function pipelineService(deps: { db: Knex; realtime: Pick<Realtime, 'toStaff' | 'toUser'>; files: Pick<FilesService, 'find'> }) {
  const { db, realtime, files } = deps;
  const repo = pipelineRepository(db);

  async function cardOf(userId: number): Promise<Cartao> {
    const [row, total] = await Promise.all([repo.card(userId), repo.activeDocumentCount()]);
    if (!row) throw new HttpError(404, PROSPECT_NOT_FOUND);
    return toCard(row, total);
  }

  async function column(filter: BoardFilter, etapa: StatusAtendimento, pagina: number, total: number, documents: number): Promise<Coluna> {
    const rows = await repo.columnPage(filter, etapa, FUNIL_COLUMN_PAGE_SIZE, (pagina - 1) * FUNIL_COLUMN_PAGE_SIZE);
    return { etapa, total, pagina, cartoes: rows.map((r) => toCard(r, documents)) };
  }

  async function checklist(userId: number): Promise<DocumentoItem[]> {
    return (await repo.checklist(userId)).map((d) => ({
      id: d.id,
      nome: d.nome,
      como_obter: d.como_obter,
      entregue_em: iso(d.entregue_em),
      arquivo: d.arquivo_id === null ? null : { id: Number(d.arquivo_id), nome: d.arquivo_nome, tipo: d.arquivo_tipo! },
    }));
  }

  function changed(userId: number) {
    realtime.toStaff('chamado-atualizado', { userId });
    realtime.toUser(userId, 'chamado-atualizado', { userId });
  }

  return {
    async board(actor: Actor, query: BoardQuery): Promise<Quadro> {
      const filter = { ...query, actorId: actor.id };
      const [counts, documents] = await Promise.all([repo.countByStage(filter), repo.activeDocumentCount()]);
      const [colunas, origens] = await Promise.all([
        Promise.all(STATUS_ATENDIMENTO.map((etapa) => column(filter, etapa, 1, counts.get(etapa) ?? 0, documents))),
        repo.sourceLabels(),
      ]);
      return { colunas, origens };
    },

    async column(actor: Actor, query: ColumnQuery): Promise<Coluna> {
      const filter = { filtro: query.filtro, busca: query.busca, origem: query.origem, actorId: actor.id };
      const [counts, documents] = await Promise.all([repo.countByStage(filter), repo.activeDocumentCount()]);
      return column(filter, query.etapa, query.pagina, counts.get(query.etapa) ?? 0, documents);
    },

    /**
     * Moves a prospect and appends the history row in the same transaction. With a version, a move based on a stale
     * card is a 409 (the answer carries the current card); a move to the current stage changes nothing.
     */
    async move(actor: Actor, userId: number, input: MoveInput): Promise<Cartao> {
      if (input.etapa === 'Perdido' && !input.motivo) throw new HttpError(400, LOST_NEEDS_REASON);
      await withTransaction(db, async (trx) => {
        const tx = pipelineRepository(trx);
        const before = await tx.stageOf(userId);
        if (!before) throw new HttpError(404, PROSPECT_NOT_FOUND);
        if (input.versao !== undefined && before.versao !== input.versao) throw new HttpError(409, MOVED_BY_SOMEONE_ELSE);
        if (before.etapa === input.etapa && input.etapa !== 'Perdido') return;
        const moved = await tx.move(userId, input.etapa, input.versao, input.etapa === 'Perdido' ? input.motivo! : null);
        // Another move committed between the read and the update (same version seen by both).
        if (!moved) throw new HttpError(409, MOVED_BY_SOMEONE_ELSE);
        await tx.appendHistory({
          user_id: userId,
          de: before.etapa,
          para: input.etapa,
          motivo: input.etapa === 'Perdido' ? input.motivo! : null,
          nota: input.nota?.trim() || null,
          autor_id: actor.id,
        });
      }).catch(async (error: unknown) => {
        if (error instanceof HttpError && error.status === 409) {
          throw new HttpError(409, MOVED_BY_SOMEONE_ELSE, { atual: await cardOf(userId) });
        }
        throw error;
      });
      changed(userId);
      return cardOf(userId);
    },

    async prospect(userId: number): Promise<Prospecto> {
      const cartao = await cardOf(userId);
      const [historico, documentos, origem, escreveu] = await Promise.all([
        repo.history(userId),
        checklist(userId),
        repo.source(userId),
        repo.messageSinceFollowUp(userId),
      ]);
      return {
        cartao,
        mensagem_apos_contato_em: escreveu ? escreveu.toISOString() : null,
        historico: historico.map((h) => ({ ...h, id: Number(h.id), criado_em: iso(h.criado_em)! })),
        documentos,
        origem: origem ? toSource(origem) : null,
      };
    },

    async setFollowUp(userId: number, body: FollowUpBody): Promise<Cartao> {
      if (body.responsavelId !== null && !(await repo.isStaff(body.responsavelId))) throw new HttpError(400, OWNER_MUST_BE_STAFF);
      const updated = await repo.setFollowUp(userId, {
        responsavel_id: body.responsavelId,
        proximo_contato_em: body.proximoContatoEm,
        proximo_contato_nota: body.proximoContatoEm === null ? null : body.nota || null,
      });
      if (!updated) throw new HttpError(404, PROSPECT_NOT_FOUND);
      changed(userId);
      return cardOf(userId);
    },

    /**
     * Ticks or unticks a document; a tick may carry one of the prospect's own conversation files (someone else's is a
     * 404, as if it did not exist; the database's composite key refuses it too).
     */
    /** The prospect wrote while a follow-up was pending and staff chose to keep the date as it is. */
    async keepFollowUp(userId: number): Promise<Cartao> {
      if (!(await repo.keepFollowUp(userId))) {
        throw (await repo.stageOf(userId)) ? new HttpError(409, NO_FOLLOW_UP_TO_KEEP) : new HttpError(404, PROSPECT_NOT_FOUND);
      }
      changed(userId);
      return cardOf(userId);
    },

    async setDocument(actor: Actor, userId: number, documentoId: number, body: DocumentBody): Promise<DocumentoItem[]> {
      if (!(await repo.stageOf(userId))) throw new HttpError(404, PROSPECT_NOT_FOUND);
      if (!(await repo.documentExists(documentoId))) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      if (typeof body.arquivoId === 'number') {
        const file = await files.find(body.arquivoId);
        if (!file || file.user_id !== userId) throw new HttpError(404, FILE_NOT_IN_CONVERSATION);
        if (file.estado === 'falhou') throw new HttpError(409, FILE_FAILED);
      }
      if (body.entregue) {
        await repo.markDocument(userId, documentoId, actor.id, body.arquivoId).catch((error: unknown) => {
          // The file was deleted between the check and the tick.
          if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new HttpError(404, FILE_NOT_IN_CONVERSATION);
          throw error;
        });
      } else await repo.unmarkDocument(userId, documentoId);
      changed(userId);
      return checklist(userId);
    },

    addDocument: (body: NewDocumentBody) => repo.addDocument(body),

    async retireDocument(documentoId: number): Promise<void> {
      if (!(await repo.retireDocument(documentoId))) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    },

    staff: () => repo.staff(),

    async numbers(): Promise<NumerosFunil> {
      const { porEtapa, motivos, vencidos, conversao, medianas, porOrigem } = await repo.numbers();
      const byStage = new Map(porEtapa.map((r) => [r.etapa, Number(r.total)]));
      const medianByStage = new Map(medianas.map((r) => [r.etapa, Math.round(Number(r.dias) * 10) / 10]));
      return {
        porEtapa: STATUS_ATENDIMENTO.map((etapa) => ({ etapa, total: byStage.get(etapa) ?? 0 })),
        motivosPerda: motivos.map((m) => ({ motivo: m.motivo, total: Number(m.total) })),
        followUpsVencidos: vencidos,
        conversaoPorMes: conversao.map((c) => ({ mes: c.mes, entradas: Number(c.entradas), matriculados: Number(c.matriculados) })).reverse(),
        diasMedianosPorEtapa: STATUS_ATENDIMENTO.filter((etapa) => medianByStage.has(etapa)).map((etapa) => ({ etapa, dias: medianByStage.get(etapa)! })),
        porOrigem: porOrigem.map((o) => ({ origem: o.origem, prospectos: Number(o.prospectos), matriculados: Number(o.matriculados) })),
      };
    },

    /** The student's own enrolment, read-only: the session's account, never an id from the request. */
    async mine(actor: Actor): Promise<MinhaMatricula> {
      const view = await repo.studentView(actor.id);
      if (!view) throw new HttpError(404, PROSPECT_NOT_FOUND);
      return { etapa: view.etapa, assessor: view.assessor, documentos: await checklist(actor.id) };
    },
  };
}
export type PipelineService = ReturnType<typeof pipelineService>;
