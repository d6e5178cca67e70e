import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** Drops columns that are secrets or raw bytes (a password hash, a token hash, audio): their presence is exported, not their value. */
const without = (rows: Row[], ...columns: string[]): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key))));

/**
 * One query per section of the export, each limited to rows of the given person. Every table that refers to users
 * must be read here (data-export.coverage.ts lists them; a test compares that list with the schema).
 */
export function dataExportRepository(db: Knex) {
  return {
    async conta(userId: number): Promise<Row[]> {
      return without(await db('users').where({ id: userId }).select('*'), 'password_hash');
    },
    async sessoes(userId: number): Promise<Row[]> {
      return db('sessions').where({ user_id: userId }).orderBy('expired').select('expired as expira_em');
    },
    async mensagens(userId: number): Promise<Row[]> {
      return db('mensagens').where({ user_id: userId }).orderBy(['criado_em', 'id']).select('*');
    },
    /** Messages a staff member wrote in other people's conversations: when, not what (the text belongs to that conversation). */
    async mensagensEscritas(userId: number): Promise<Row[]> {
      return db('mensagens')
        .where({ autor_id: userId })
        .whereNot({ user_id: userId })
        .orderBy('id')
        .select('id', 'autor', 'canal', 'criado_em');
    },
    async enviosWhatsapp(userId: number): Promise<Row[]> {
      return without(await db('whatsapp_envios').where({ user_id: userId }).orderBy('id').select('*'), 'parametros', 'reservado_ate');
    },
    async campanhasCriadas(userId: number): Promise<Row[]> {
      return db('campanhas_marketing').where({ criado_por: userId }).orderBy('id').select('*');
    },
    async decks(userId: number): Promise<Row[]> {
      return db('decks').where({ user_id: userId }).orderBy('id').select('*');
    },
    async flashcards(userId: number): Promise<Row[]> {
      return db('flashcards as f')
        .join('decks as d', 'd.id', 'f.deck_id')
        .where('d.user_id', userId)
        .orderBy(['f.deck_id', 'f.ordem', 'f.id'])
        .select('f.*');
    },
    async audioDosFlashcards(userId: number): Promise<Row[]> {
      return db('flashcard_audio as fa')
        .join('flashcards as f', 'f.id', 'fa.flashcard_id')
        .join('decks as d', 'd.id', 'f.deck_id')
        .where('d.user_id', userId)
        .orderBy(['fa.flashcard_id', 'fa.tipo'])
        .select('fa.*');
    },
    async audios(userId: number): Promise<Row[]> {
      return db('audio')
        .where({ user_id: userId })
        .orderBy('criado_em')
        .select('id', 'hash', 'voice', 'mime', 'criado_em', 'ultimo_uso_em', db.raw('octet_length(bytes) as tamanho_bytes'));
    },
    async arquivos(userId: number): Promise<Row[]> {
      return without(await db('arquivos').where({ user_id: userId }).orderBy('id').select('*'), 'conteudo');
    },
    /** A code sent to confirm the person's WhatsApp number and not used yet (never the code itself). */
    async confirmacaoWhatsappPendente(userId: number): Promise<Row[]> {
      return db('whatsapp_verificacoes').where({ user_id: userId }).select('numero', 'tentativas', 'criado_em', 'expira_em');
    },
    /** "Esqueci minha senha" waiting for the team because no channel could send the link. */
    async pedidoDeNovaSenhaPendente(userId: number): Promise<Row[]> {
      return db('pedidos_senha').where({ user_id: userId }).select('pedido_em');
    },
    async linksRedefinicaoSenha(userId: number): Promise<Row[]> {
      return db('password_reset_tokens').where({ user_id: userId }).select('criado_em', 'expira_em');
    },
    /** Staff: which prospects are assigned to them (ids only: the prospects' data is theirs, not this person's). */
    async prospectosAtribuidos(userId: number): Promise<Row[]> {
      return db('users').where({ responsavel_id: userId }).orderBy('id').select('id as prospecto_id');
    },
    /** The person's enrolment stages, with the staff notes written about them. */
    async etapasDaMatricula(userId: number): Promise<Row[]> {
      return db('etapas_historico').where({ user_id: userId }).orderBy('id').select('id', 'de', 'para', 'motivo', 'nota', 'criado_em');
    },
    /** Staff: stage moves they recorded — when and which move, not the prospect's notes. */
    async etapasQueRegistrei(userId: number): Promise<Row[]> {
      return db('etapas_historico').where({ autor_id: userId }).orderBy('id').select('id', 'de', 'para', 'criado_em');
    },
    /** The person's checklist ticks, with the conversation file attached to each (its id and name; the bytes are in `arquivos`). */
    async documentosDaMatricula(userId: number): Promise<Row[]> {
      return db('documentos_prospecto as p')
        .join('documentos_modelo as m', 'm.id', 'p.documento_id')
        .leftJoin('arquivos as a', 'a.id', 'p.arquivo_id')
        .where({ 'p.user_id': userId })
        .orderBy('m.ordem')
        .select('m.nome as documento', 'p.entregue_em', 'p.arquivo_id', 'a.nome as arquivo_nome');
    },
    async documentosQueMarquei(userId: number): Promise<Row[]> {
      return db('documentos_prospecto').where({ marcado_por: userId }).orderBy('entregue_em').select('documento_id', 'entregue_em');
    },
    /** Where the person came from when they registered (UTM parameters, ad click ids, referrer). */
    async origemDoCadastro(userId: number): Promise<Row[]> {
      return db('origens_lead').where({ user_id: userId }).select('*');
    },
    async respostasRapidasCriadas(userId: number): Promise<Row[]> {
      return db('respostas_rapidas').where({ autor_id: userId }).orderBy('id').select('id', 'atalho', 'texto', 'criado_em');
    },
    /** Every study answer, undone ones included (marked by desfeita_em). */
    async revisoesDeFlashcards(userId: number): Promise<Row[]> {
      return db('flashcard_revisoes').where({ user_id: userId }).orderBy('id').select('*');
    },
    async diasDeEstudo(userId: number): Promise<Row[]> {
      return db('flashcard_estudo_dias').where({ user_id: userId }).orderBy(['dia', 'deck_id']).select('*');
    },
    /** The assistant's hand-offs of this person's questions to a person. */
    async encaminhamentosAoAssessor(userId: number): Promise<Row[]> {
      return db('assistente_encaminhamentos')
        .where({ user_id: userId })
        .orderBy('id')
        .select('id', 'motivo', 'pergunta', 'criado_em', 'resolvido_em');
    },
    /** Staff: hand-offs this person answered (the prospect's question is theirs, not this person's). */
    async encaminhamentosQueRespondi(userId: number): Promise<Row[]> {
      return db('assistente_encaminhamentos').where({ resolvido_por: userId }).orderBy('id').select('id', 'motivo', 'criado_em', 'resolvido_em');
    },
    /** Knowledge articles this staff member saved last, and the edits they made. */
    async artigosQueEditei(userId: number): Promise<Row[]> {
      return db('conhecimento_artigos').where({ atualizado_por: userId }).orderBy('id').select('id', 'slug', 'titulo', 'versao', 'atualizado_em');
    },
    async edicoesDeArtigos(userId: number): Promise<Row[]> {
      return db('conhecimento_historico').where({ editado_por: userId }).orderBy('id').select('id', 'artigo_id', 'versao', 'acao', 'editado_em');
    },
    async consentimentos(userId: number): Promise<Row[]> {
      return db('consentimentos').where({ user_id: userId }).orderBy('id').select('*');
    },
    /** Staff accesses to this person's data: which role did what and when; the staff member's identity and IP are theirs. */
    async acessosAosMeusDados(userId: number): Promise<Row[]> {
      return db('auditoria')
        .where({ alvo_id: userId })
        .where((q) => q.whereNull('ator_id').orWhereNot({ ator_id: userId }))
        .orderBy('id')
        .select('id', 'acao', 'ator_papel', 'detalhes', 'criado_em');
    },
    async minhasAcoesRegistradas(userId: number): Promise<Row[]> {
      return db('auditoria').where({ ator_id: userId }).orderBy('id').select('*');
    },
  };
}
export type DataExportRepository = ReturnType<typeof dataExportRepository>;
