import type { Request, RequestHandler } from 'express';
import type { AuditAction } from '@app/contracts';
import type { AuditService } from './audit.service.js';

interface AuditRule {
  method: string;
  /** Matched against the path under /api. */
  path: RegExp;
  acao: AuditAction;
  /** Only when a staff account did it (a student reading their own history is not an access to audit). */
  staffOnly?: boolean;
  target(req: Request, match: RegExpExecArray, body: unknown): number | null;
  details?(req: Request, body: unknown): Record<string, unknown>;
}

const idFrom = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
const EDITABLE_USER_FIELDS = ['email', 'role', 'username', 'whatsapp'] as const;
const bodyField = (req: Request, field: string): unknown => (req.body as Record<string, unknown> | undefined)?.[field];

/**
 * The audited routes of other domains. Recorded here, from the outside, after a successful answer: those domains stay
 * unaware of auditing, and a refused or failed request leaves no entry.
 */
const RULES: readonly AuditRule[] = [
  { method: 'POST', path: /^\/login$/, acao: 'login', target: (req) => req.session?.userId ?? null },
  { method: 'GET', path: /^\/chat\/historico\/(\d+)$/, acao: 'ver_conversa', staffOnly: true, target: (_req, m) => idFrom(m[1]) },
  {
    method: 'GET',
    path: /^\/whatsapp\/conversas\/(\d+)$/,
    acao: 'ver_conversa',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: () => ({ canal: 'whatsapp' }),
  },
  {
    method: 'POST',
    path: /^\/atualizar-status-ia$/,
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (req) => idFrom(bodyField(req, 'userId')),
    details: (req) => ({ status_ia: bodyField(req, 'status_ia') }),
  },
  {
    method: 'POST',
    path: /^\/atualizar-status-atendimento$/,
    acao: 'alterar_status_atendimento',
    staffOnly: true,
    target: (req) => idFrom(bodyField(req, 'userId')),
    details: (req) => ({ status_atendimento: bodyField(req, 'status_atendimento') }),
  },
  {
    method: 'POST',
    path: /^\/enviar-modelo-marketing$/,
    acao: 'enviar_marketing',
    staffOnly: true,
    target: () => null,
    details: (req, body) => {
      const contatos = bodyField(req, 'contatos');
      return {
        modelo: bodyField(req, 'nomeModelo'),
        contatos: Array.isArray(contatos) ? contatos.length : 0,
        campanha_id: (body as { campanhaId?: unknown } | undefined)?.campanhaId ?? null,
      };
    },
  },
  {
    method: 'POST',
    path: /^\/register$/,
    acao: 'criar_conta',
    staffOnly: true,
    target: (_req, _m, body) => idFrom((body as { id?: unknown } | undefined)?.id),
    details: (req) => ({ papel: bodyField(req, 'role') ?? 'usuario' }),
  },
  // Admin user management (issue 14): which fields changed, never their values (the audit is not a copy of the data).
  {
    method: 'PATCH',
    path: /^\/admin\/usuarios\/(\d+)$/,
    acao: 'editar_usuario',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    // Only the fields the route accepts: a stray key in the body is not worth a line in the audit.
    details: (req) => ({ campos: EDITABLE_USER_FIELDS.filter((field) => bodyField(req, field) !== undefined) }),
  },
  { method: 'POST', path: /^\/admin\/usuarios\/(\d+)\/desativar$/, acao: 'desativar_usuario', staffOnly: true, target: (_req, m) => idFrom(m[1]) },
  { method: 'POST', path: /^\/admin\/usuarios\/(\d+)\/reativar$/, acao: 'reativar_usuario', staffOnly: true, target: (_req, m) => idFrom(m[1]) },
  // Admissions pipeline (issue 15): the move, owner and checklist changes; notes stay out (they are content).
  {
    method: 'GET',
    path: /^\/funil\/prospectos\/(\d+)$/,
    acao: 'ver_conversa',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: () => ({ tela: 'funil' }),
  },
  {
    method: 'POST',
    path: /^\/funil\/prospectos\/(\d+)\/etapa$/,
    acao: 'mudar_etapa',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: (req) => ({ etapa: bodyField(req, 'etapa'), motivo: bodyField(req, 'motivo') ?? null }),
  },
  {
    method: 'PUT',
    path: /^\/funil\/prospectos\/(\d+)\/acompanhamento$/,
    acao: 'alterar_responsavel',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: (req) => ({ responsavel_id: bodyField(req, 'responsavelId') ?? null, proximo_contato_em: bodyField(req, 'proximoContatoEm') ?? null }),
  },
  {
    method: 'POST',
    path: /^\/funil\/prospectos\/(\d+)\/acompanhamento\/manter$/,
    acao: 'alterar_responsavel',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: () => ({ proximo_contato: 'mantido' }),
  },
  {
    method: 'PUT',
    path: /^\/funil\/prospectos\/(\d+)\/documentos\/(\d+)$/,
    acao: 'marcar_documento',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: (req) => ({
      documento_id: idFrom(/(\d+)$/.exec(req.path)?.[1]),
      entregue: bodyField(req, 'entregue'),
      // Which conversation file was attached (null: detached); absent when the tick left the file as it was.
      ...(bodyField(req, 'arquivoId') !== undefined ? { arquivo_id: idFrom(bodyField(req, 'arquivoId')) } : {}),
    }),
  },
  // The assistant's knowledge base (issue 12): who changed what the assistant tells prospects; the text is in the history.
  {
    method: 'POST',
    path: /^\/conhecimento\/artigos$/,
    acao: 'editar_conhecimento',
    staffOnly: true,
    target: () => null,
    details: (req, body) => ({ artigo_id: idFrom((body as { id?: unknown } | undefined)?.id), acao: 'criado', lacuna: bodyField(req, 'lacuna') !== undefined }),
  },
  {
    method: 'PUT',
    path: /^\/conhecimento\/artigos\/(\d+)$/,
    acao: 'editar_conhecimento',
    staffOnly: true,
    target: () => null,
    details: (req, body) => ({ artigo_id: idFrom(/(\d+)$/.exec(req.path)?.[1]), versao: (body as { versao?: unknown } | undefined)?.versao ?? null }),
  },
  // Backups hold everyone's data: who made or downloaded one, and which file.
  {
    method: 'POST',
    path: /^\/admin\/backups$/,
    acao: 'criar_backup',
    staffOnly: true,
    target: () => null,
    details: (_req, body) => ({ arquivo: (body as { arquivo?: { arquivo?: unknown } } | undefined)?.arquivo?.arquivo ?? null }),
  },
  {
    method: 'GET',
    path: /^\/admin\/backups\/arquivos\/([^/]+)$/,
    acao: 'baixar_backup',
    staffOnly: true,
    target: () => null,
    details: (req) => ({ arquivo: /([^/]+)$/.exec(req.path)?.[1] ?? null }),
  },
  // The conversation: staff hand it back to the assistant or take it, and the merge of a WhatsApp lead into an account.
  {
    method: 'POST',
    path: /^\/conversa\/(\d+)\/devolver$/,
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: () => ({ status_ia: 'Ligada' }),
  },
  {
    method: 'POST',
    path: /^\/conversa\/(\d+)\/assumir$/,
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: () => ({ status_ia: 'Desligada' }),
  },
  {
    method: 'POST',
    path: /^\/conversa\/(\d+)\/unir$/,
    acao: 'unir_prospecto',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    details: (req) => ({ prospecto_id: idFrom(bodyField(req, 'leadId')) }),
  },
  { method: 'POST', path: /^\/usuario\/whatsapp\/confirmar$/, acao: 'confirmar_whatsapp', target: (req) => req.session?.userId ?? null },
  // The account is gone when the entry is written, so it cannot be the target (a foreign key): its former id is kept.
  {
    method: 'DELETE',
    path: /^\/admin\/usuarios\/(\d+)$/,
    acao: 'excluir_usuario',
    staffOnly: true,
    target: () => null,
    details: (req) => ({ conta_excluida: idFrom(/(\d+)$/.exec(req.path)?.[1]) }),
  },
  {
    method: 'POST',
    path: /^\/admin\/usuarios\/(\d+)\/(enviar-)?link-senha$/,
    acao: 'gerar_link_senha',
    staffOnly: true,
    target: (_req, m) => idFrom(m[1]),
    // Never the link itself: whoever reads the audit must not be able to use it.
    details: (req) => ({ envio: req.path.endsWith('/enviar-link-senha') ? 'enviado' : 'gerado' }),
  },
];

const isStaff = (role: string | undefined) => role === 'admin' || role === 'colaborador';

/** Mounted first on /api: records each audited route's successful answers (see RULES). */
export function auditTrail(audit: Pick<AuditService, 'recordLater'>): RequestHandler {
  return (req, res, next) => {
    let matched: { rule: AuditRule; match: RegExpExecArray } | undefined;
    for (const rule of RULES) {
      const match = req.method === rule.method ? rule.path.exec(req.path) : null;
      if (match) {
        matched = { rule, match };
        break;
      }
    }
    if (!matched) return next();
    const { rule, match } = matched;

    let body: unknown;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      body = value;
      return json(value);
    };
    res.on('finish', () => {
      if (res.statusCode < 200 || res.statusCode >= 300) return;
      const atorId = req.session?.userId ?? null;
      const atorPapel = req.session?.role ?? null;
      if (rule.staffOnly && !isStaff(atorPapel ?? undefined)) return;
      const alvoId = rule.target(req, match, body);
      if (rule.acao === 'ver_conversa' && alvoId === atorId) return;
      audit.recordLater({ acao: rule.acao, atorId, atorPapel, alvoId, ip: req.ip ?? null, detalhes: rule.details?.(req, body) });
    });
    next();
  };
}
