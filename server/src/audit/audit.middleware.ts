import type { Request, RequestHandler } from 'express';
import type { AuditAction } from '@app/contracts';
import type { AuditService } from './audit.service.js';

export interface AuditRule {
  /**
   * The route as its router declares it, method and full pattern ("GET /api/chat/historico/:userId"). A request is
   * recorded by the route Express matched, so the spellings that reach the same handler (a trailing slash, other
   * letter case, a %-encoded id) are recorded alike; `req.params` are the decoded values the handler used.
   */
  route: string;
  acao: AuditAction;
  /** Only when a staff account did it (a student reading their own history is not an access to audit). */
  staffOnly?: boolean;
  target(req: Request, body: unknown): number | null;
  details?(req: Request, body: unknown): Record<string, unknown>;
}

const idFrom = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
const EDITABLE_USER_FIELDS = ['email', 'role', 'username', 'whatsapp'] as const;
const bodyField = (req: Request, field: string): unknown => (req.body as Record<string, unknown> | undefined)?.[field];
const param = (req: Request, name: string): number | null => idFrom(req.params[name]);

/**
 * The audited routes of other domains. Recorded here, from the outside, after a successful answer: those domains stay
 * unaware of auditing, and a refused or failed request leaves no entry.
 */
export const AUDIT_RULES: readonly AuditRule[] = [
  { route: 'POST /api/login', acao: 'login', target: (req) => req.session?.userId ?? null },
  { route: 'GET /api/chat/historico/:userId', acao: 'ver_conversa', staffOnly: true, target: (req) => param(req, 'userId') },
  {
    route: 'GET /api/whatsapp/conversas/:userId',
    acao: 'ver_conversa',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: () => ({ canal: 'whatsapp' }),
  },
  {
    route: 'POST /api/atualizar-status-ia',
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (req) => idFrom(bodyField(req, 'userId')),
    details: (req) => ({ status_ia: bodyField(req, 'status_ia') }),
  },
  {
    route: 'POST /api/atualizar-status-atendimento',
    acao: 'alterar_status_atendimento',
    staffOnly: true,
    target: (req) => idFrom(bodyField(req, 'userId')),
    details: (req) => ({ status_atendimento: bodyField(req, 'status_atendimento') }),
  },
  {
    route: 'POST /api/enviar-modelo-marketing',
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
    route: 'POST /api/register',
    acao: 'criar_conta',
    staffOnly: true,
    target: (_req, body) => idFrom((body as { id?: unknown } | undefined)?.id),
    details: (req) => ({ papel: bodyField(req, 'role') ?? 'usuario' }),
  },
  // Admin user management: which fields changed, never their values (the audit is not a copy of the data).
  {
    route: 'PATCH /api/admin/usuarios/:id',
    acao: 'editar_usuario',
    staffOnly: true,
    target: (req) => param(req, 'id'),
    // Only the fields the route accepts: a stray key in the body is not worth a line in the audit.
    details: (req) => ({ campos: EDITABLE_USER_FIELDS.filter((field) => bodyField(req, field) !== undefined) }),
  },
  { route: 'POST /api/admin/usuarios/:id/desativar', acao: 'desativar_usuario', staffOnly: true, target: (req) => param(req, 'id') },
  { route: 'POST /api/admin/usuarios/:id/reativar', acao: 'reativar_usuario', staffOnly: true, target: (req) => param(req, 'id') },
  // Admissions pipeline: the move, owner and checklist changes; notes stay out (they are content).
  {
    route: 'GET /api/funil/prospectos/:userId',
    acao: 'ver_conversa',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: () => ({ tela: 'funil' }),
  },
  {
    route: 'POST /api/funil/prospectos/:userId/etapa',
    acao: 'mudar_etapa',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: (req) => ({ etapa: bodyField(req, 'etapa'), motivo: bodyField(req, 'motivo') ?? null }),
  },
  {
    route: 'PUT /api/funil/prospectos/:userId/acompanhamento',
    acao: 'alterar_responsavel',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: (req) => ({ responsavel_id: bodyField(req, 'responsavelId') ?? null, proximo_contato_em: bodyField(req, 'proximoContatoEm') ?? null }),
  },
  {
    route: 'POST /api/funil/prospectos/:userId/acompanhamento/manter',
    acao: 'alterar_responsavel',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: () => ({ proximo_contato: 'mantido' }),
  },
  {
    route: 'PUT /api/funil/prospectos/:userId/documentos/:documentoId',
    acao: 'marcar_documento',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: (req) => ({
      documento_id: param(req, 'documentoId'),
      entregue: bodyField(req, 'entregue'),
      // Which conversation file was attached (null: detached); absent when the tick left the file as it was.
      ...(bodyField(req, 'arquivoId') !== undefined ? { arquivo_id: idFrom(bodyField(req, 'arquivoId')) } : {}),
    }),
  },
  // The assistant's knowledge base: who changed what the assistant tells prospects; the text is in the history.
  {
    route: 'POST /api/conhecimento/artigos',
    acao: 'editar_conhecimento',
    staffOnly: true,
    target: () => null,
    details: (req, body) => ({ artigo_id: idFrom((body as { id?: unknown } | undefined)?.id), acao: 'criado', lacuna: bodyField(req, 'lacuna') !== undefined }),
  },
  {
    route: 'PUT /api/conhecimento/artigos/:id',
    acao: 'editar_conhecimento',
    staffOnly: true,
    target: () => null,
    details: (req, body) => ({ artigo_id: param(req, 'id'), versao: (body as { versao?: unknown } | undefined)?.versao ?? null }),
  },
  // Backups hold everyone's data: who made or downloaded one, and which file.
  {
    route: 'POST /api/admin/backups',
    acao: 'criar_backup',
    staffOnly: true,
    target: () => null,
    details: (_req, body) => ({ arquivo: (body as { arquivo?: { arquivo?: unknown } } | undefined)?.arquivo?.arquivo ?? null }),
  },
  {
    route: 'GET /api/admin/backups/arquivos/:arquivo',
    acao: 'baixar_backup',
    staffOnly: true,
    target: () => null,
    details: (req) => ({ arquivo: req.params.arquivo ?? null }),
  },
  // The public site's content: which fields an admin changed (the values are on the site itself).
  {
    route: 'PUT /api/admin/site',
    acao: 'editar_site',
    staffOnly: true,
    target: () => null,
    details: (_req, body) => ({ campos: (body as { alterados?: unknown } | undefined)?.alterados ?? [] }),
  },
  { route: 'POST /api/admin/site/exemplo', acao: 'editar_site', staffOnly: true, target: () => null, details: () => ({ acao: 'exemplo' }) },
  {
    route: 'POST /api/admin/site/fotos',
    acao: 'editar_site',
    staffOnly: true,
    target: () => null,
    details: (req, body) => ({ acao: 'foto', tipo: req.query.tipo ?? null, foto: (body as { foto?: unknown } | undefined)?.foto ?? null }),
  },
  // The conversation: staff hand it back to the assistant or take it, and the merge of a WhatsApp lead into an account.
  {
    route: 'POST /api/conversa/:userId/devolver',
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: () => ({ status_ia: 'Ligada' }),
  },
  {
    route: 'POST /api/conversa/:userId/assumir',
    acao: 'alterar_status_ia',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: () => ({ status_ia: 'Desligada' }),
  },
  {
    route: 'POST /api/conversa/:userId/unir',
    acao: 'unir_prospecto',
    staffOnly: true,
    target: (req) => param(req, 'userId'),
    details: (req) => ({ prospecto_id: idFrom(bodyField(req, 'leadId')) }),
  },
  { route: 'POST /api/usuario/whatsapp/confirmar', acao: 'confirmar_whatsapp', target: (req) => req.session?.userId ?? null },
  // The account is gone when the entry is written, so it cannot be the target (a foreign key): its former id is kept.
  {
    route: 'DELETE /api/admin/usuarios/:id',
    acao: 'excluir_usuario',
    staffOnly: true,
    target: () => null,
    details: (req) => ({ conta_excluida: param(req, 'id') }),
  },
  // Never the link itself: whoever reads the audit must not be able to use it.
  {
    route: 'POST /api/admin/usuarios/:id/link-senha',
    acao: 'gerar_link_senha',
    staffOnly: true,
    target: (req) => param(req, 'id'),
    details: () => ({ envio: 'gerado' }),
  },
  {
    route: 'POST /api/admin/usuarios/:id/enviar-link-senha',
    acao: 'gerar_link_senha',
    staffOnly: true,
    target: (req) => param(req, 'id'),
    details: () => ({ envio: 'enviado' }),
  },
];

const isStaff = (role: string | undefined) => role === 'admin' || role === 'colaborador';
const RULE_BY_ROUTE = new Map(AUDIT_RULES.map((rule) => [rule.route, rule]));

/**
 * The route Express dispatched this request to ("GET /api/chat/historico/:userId"), read once the handler answered:
 * `req.route` is then the matched route as declared, whatever spelling of the path the request used. The mount path
 * (`req.baseUrl`) is the request's own text of it ("/API"); the app's mount paths are lower case and have no
 * parameters, so lower-casing it gives the declared one.
 */
function matchedRoute(req: Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.method} ${req.baseUrl.toLowerCase()}${path}` : undefined;
}

/** Mounted first on /api: records each audited route's successful answers (see AUDIT_RULES). */
export function auditTrail(audit: Pick<AuditService, 'recordLater' | 'recordViewLater'>): RequestHandler {
  return (req, res, next) => {
    let body: unknown;
    // Only writes carry an answer body a rule reads (the id of what they created).
    if (req.method !== 'GET') {
      const json = res.json.bind(res);
      res.json = (value: unknown) => {
        body = value;
        return json(value);
      };
    }
    res.on('finish', () => {
      if (res.statusCode < 200 || res.statusCode >= 300) return;
      const rule = RULE_BY_ROUTE.get(matchedRoute(req) ?? '');
      if (!rule) return;
      const atorId = req.session?.userId ?? null;
      const atorPapel = req.session?.role ?? null;
      if (rule.staffOnly && !isStaff(atorPapel ?? undefined)) return;
      const alvoId = rule.target(req, body);
      const entry = { acao: rule.acao, atorId, atorPapel, alvoId, ip: req.ip ?? null, detalhes: rule.details?.(req, body) };
      if (rule.acao !== 'ver_conversa') return audit.recordLater(entry);
      // A screen that opens one conversation reads it through several routes (history, WhatsApp window, card).
      if (alvoId !== atorId) audit.recordViewLater(entry);
    });
    next();
  };
}
