import { z } from 'zod';
import { pageSchema } from './pagination.js';

/**
 * The marketing consent exactly as the settings page shows it. Each recorded choice stores this version and text, so
 * "what did the person agree to" has one answer; a new wording needs a new version.
 */
export const MARKETING_CONSENT_TEXT = {
  versao: 'marketing-whatsapp-2026-11',
  texto: 'Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp',
} as const;

/**
 * The terms of use and the privacy policy in force, accepted by creating an account (the forms say so beside links to
 * both). A new version of either document needs a new version here.
 */
export const TERMS_ACCEPTANCE_TEXT = {
  versao: 'termos-2025-05-privacidade-2026-11',
  texto: 'Ao criar a conta, você aceita os Termos de Uso e a Política de Privacidade.',
} as const;

/** Days each retention job keeps data by default (server config defaults; the privacy page quotes them). */
export const RETENTION_DEFAULT_DAYS = {
  auditoria: 190,
  webhooks: 30,
  pedidosExclusao: 90,
  tentativasLogin: 30,
  audioSemUso: 90,
} as const;

export const CONSENT_PURPOSES = ['marketing_whatsapp', 'termos_privacidade'] as const;
export const CONSENT_CHANNELS = ['configuracoes', 'cadastro'] as const;

/** One entry of GET /api/usuario/consentimentos (newest first). */
export const consentRecordSchema = z.object({
  id: z.number(),
  finalidade: z.enum(CONSENT_PURPOSES),
  valor: z.boolean(),
  canal: z.enum(CONSENT_CHANNELS),
  versao_texto: z.string(),
  texto: z.string(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export const consentHistorySchema = z.object({ consentimentos: z.array(consentRecordSchema) });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/** What the audit trail records: logins and staff actions on someone's personal data. */
export const AUDIT_ACTIONS = [
  'login',
  'ver_conversa',
  'alterar_status_ia',
  'alterar_status_atendimento',
  'enviar_marketing',
  'criar_conta',
  'exportar_dados',
  'editar_usuario',
  'desativar_usuario',
  'reativar_usuario',
  'excluir_usuario',
  'gerar_link_senha',
  'mudar_etapa',
  'alterar_responsavel',
  'marcar_documento',
  'editar_conhecimento',
  'criar_backup',
  'baixar_backup',
  'unir_prospecto',
  'confirmar_whatsapp',
  'editar_site',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number(),
  acao: z.enum(AUDIT_ACTIONS),
  ator_id: z.number().nullable(),
  ator_nome: z.string().nullable(),
  ator_papel: z.string().nullable(),
  alvo_id: z.number().nullable(),
  alvo_nome: z.string().nullable(),
  ip: z.string().nullable(),
  detalhes: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema('entradas', auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/auditoria query (all optional). */
export interface AuditFilters {
  acao?: AuditAction;
  ator_id?: number;
  alvo_id?: number;
  /** yyyy-MM-dd, inclusive. */
  de?: string;
  ate?: string;
  pagina?: number;
}

/** GET /api/usuario/meus-dados: one section per kind of data, each a list of plain rows. */
export const dataExportSchema = z.object({
  formato: z.literal('meus-dados-v1'),
  gerado_em: z.string(),
  titular: z.object({ id: z.number() }),
  secoes: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** PUT /api/usuario/perfil (answers the updated SessionUser): `senhaAtual` is needed only when the e-mail changes. */
export interface ProfileUpdateRequest {
  username: string;
  email: string;
  /** International digits ("5511912345678" or "+55 11 91234-5678"); empty removes the number. */
  whatsapp: string;
  senhaAtual?: string;
}
