import type { Knex } from 'knex';
import type { DataExport } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { withTransaction } from '../lib/transaction.js';
import { messageExportText } from '@app/contracts';
import { toCsv } from './csv.js';
import { dataExportRepository, type DataExportRepository } from './data-export.repository.js';

type Row = Record<string, unknown>;

/** Every section of the export and how it is read (data-export.coverage.ts says which tables each one covers). */
const SECTIONS = {
  conta: (r, id) => r.conta(id),
  sessoes: (r, id) => r.sessoes(id),
  mensagens: (r, id) => r.mensagens(id),
  mensagens_escritas: (r, id) => r.mensagensEscritas(id),
  envios_whatsapp: (r, id) => r.enviosWhatsapp(id),
  campanhas_marketing_criadas: (r, id) => r.campanhasCriadas(id),
  decks: (r, id) => r.decks(id),
  flashcards: (r, id) => r.flashcards(id),
  audio_dos_flashcards: (r, id) => r.audioDosFlashcards(id),
  audios: (r, id) => r.audios(id),
  arquivos: (r, id) => r.arquivos(id),
  confirmacao_whatsapp_pendente: (r, id) => r.confirmacaoWhatsappPendente(id),
  pedido_de_nova_senha_pendente: (r, id) => r.pedidoDeNovaSenhaPendente(id),
  links_redefinicao_senha: (r, id) => r.linksRedefinicaoSenha(id),
  consentimentos: (r, id) => r.consentimentos(id),
  acessos_aos_meus_dados: (r, id) => r.acessosAosMeusDados(id),
  minhas_acoes_registradas: (r, id) => r.minhasAcoesRegistradas(id),
  prospectos_sob_minha_responsabilidade: (r, id) => r.prospectosAtribuidos(id),
  etapas_da_matricula: (r, id) => r.etapasDaMatricula(id),
  etapas_que_registrei: (r, id) => r.etapasQueRegistrei(id),
  documentos_da_matricula: (r, id) => r.documentosDaMatricula(id),
  documentos_que_marquei: (r, id) => r.documentosQueMarquei(id),
  origem_do_cadastro: (r, id) => r.origemDoCadastro(id),
  respostas_rapidas_criadas: (r, id) => r.respostasRapidasCriadas(id),
  revisoes_de_flashcards: (r, id) => r.revisoesDeFlashcards(id),
  dias_de_estudo: (r, id) => r.diasDeEstudo(id),
  encaminhamentos_ao_assessor: (r, id) => r.encaminhamentosAoAssessor(id),
  encaminhamentos_que_respondi: (r, id) => r.encaminhamentosQueRespondi(id),
  artigos_que_editei: (r, id) => r.artigosQueEditei(id),
  edicoes_de_artigos: (r, id) => r.edicoesDeArtigos(id),
} satisfies Record<string, (repo: DataExportRepository, userId: number) => Promise<Row[]>>;

/** The CSV copies (LGPD art. 19 §3: a reusable format) of the two lists people most often take elsewhere. */
export const CSV_SECTIONS = {
  mensagens: { section: 'mensagens', columns: ['id', 'criado_em', 'autor', 'canal', 'mensagem'] },
  flashcards: {
    section: 'flashcards',
    columns: ['deck_id', 'id', 'ordem', 'frente', 'verso', 'nivel', 'revisoes', 'acertos', 'erros', 'ultima_revisao', 'proxima_revisao'],
  },
} as const;
export type CsvSection = keyof typeof CSV_SECTIONS;

const plain = (rows: Row[]): Row[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value]),
    ),
  );

interface Recorder {
  record(entry: { acao: 'exportar_dados'; atorId: number; atorPapel: string; alvoId: number; ip: string | null; detalhes: Record<string, unknown> }, db: Knex): Promise<void>;
}

/**
 * "Baixar meus dados" (LGPD art. 18 II and 19): everything the product holds about the logged-in person. The audit entry
 * commits in the same transaction as the reads: an export that failed is not recorded as given.
 */
export function dataExportService(deps: { db: Knex; audit: Recorder }) {
  const read = <T>(actor: Actor, ip: string | null, formato: string, work: (repo: DataExportRepository) => Promise<T>) =>
    withTransaction(deps.db, async (trx) => {
      const result = await work(dataExportRepository(trx));
      await deps.audit.record(
        { acao: 'exportar_dados', atorId: actor.id, atorPapel: actor.role, alvoId: actor.id, ip, detalhes: { formato } },
        trx,
      );
      return result;
    });

  return {
    async exportJson(actor: Actor, ip: string | null): Promise<DataExport> {
      const secoes = await read(actor, ip, 'json', async (repo) => {
        const out: Record<string, Row[]> = {};
        // One after another: a transaction is one connection.
        for (const [name, load] of Object.entries(SECTIONS)) out[name] = plain(await load(repo, actor.id));
        return out;
      });
      return { formato: 'meus-dados-v1', gerado_em: new Date().toISOString(), titular: { id: actor.id }, secoes };
    },

    async exportCsv(actor: Actor, ip: string | null, which: CsvSection): Promise<string> {
      const { section, columns } = CSV_SECTIONS[which];
      const rows = await read(actor, ip, `csv:${which}`, (repo) => SECTIONS[section](repo, actor.id));
      // A spreadsheet shows what a message says, not its Markdown (the JSON export keeps the text as stored).
      const readable = which === 'mensagens' ? rows.map((row) => ({ ...row, mensagem: messageExportText(String(row.mensagem ?? '')) })) : rows;
      return toCsv(columns, readable);
    },
  };
}
export type DataExportService = ReturnType<typeof dataExportService>;
