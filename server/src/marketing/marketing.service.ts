import { marketingRecipients, marketingTemplateOptions, type MarketingTemplateOption } from '@app/contracts';
import type { Knex } from 'knex';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { withTransaction } from '../lib/transaction.js';
import { failureReason, type ReplyWindowService, type WhatsappService } from '../whatsapp/index.js';
import { marketingRepository, type CampaignSummary } from './marketing.repository.js';
import type { SendMarketingInput } from './marketing.schemas.js';

const RECENT_CAMPAIGNS = 10;
const FAILURES_SHOWN = 200;

export interface CampaignView {
  id: number;
  modelo: string;
  criado_em: string;
  criado_por: string | null;
  total: number;
  na_fila: number;
  enviado: number;
  falhou: number;
}

export interface CampaignDetail extends CampaignView {
  falhas: { nome: string | null; numero: string; erro_codigo: number | null; motivo: string }[];
}

function toView(row: CampaignSummary): CampaignView {
  return {
    id: Number(row.id),
    modelo: row.modelo,
    criado_em: new Date(row.criado_em).toISOString(),
    criado_por: row.criado_por,
    total: Number(row.total),
    na_fila: Number(row.na_fila),
    enviado: Number(row.enviado),
    falhou: Number(row.falhou),
  };
}

export interface MarketingDeps {
  db: Knex;
  logger: Logger;
  whatsapp: Pick<WhatsappService, 'enqueueTemplates'>;
  /** Template health from Meta's webhooks: a paused or rejected template is refused. */
  templates?: Pick<ReplyWindowService, 'assertSendable'>;
  /** MARKETING_PRODUCT_SLUG: names the product in the templates offered. */
  productSlug: string;
}

export function marketingService({ db, logger, whatsapp, templates: health, productSlug }: MarketingDeps) {
  const repo = marketingRepository(db);
  const templates: MarketingTemplateOption[] = marketingTemplateOptions(productSlug);

  return {
    templates: () => templates,

    listProspects: () => repo.listProspects(),

    /**
     * Creates the campaign and one queued template envio per recipient, all in one transaction: either
     * every job exists or none does. The queue sends them at its own pace and records each result.
     */
    async send(actor: Actor, input: SendMarketingInput): Promise<{ sucesso: true; enfileiradas: number; ignorados: number; campanhaId: number }> {
      const modelo = input.nomeModelo;
      if (!templates.some((t) => t.valor === modelo)) throw new HttpError(400, 'Modelo de mensagem desconhecido.');
      await health?.assertSendable(modelo);
      const requestedIds = [...new Set(input.contatos.map((c) => c.id))];

      const result = await withTransaction(db, async (trx) => {
        const repo = marketingRepository(trx);
        // Numbers are re-read from the accounts, never taken from the request.
        const recipients = marketingRecipients(await repo.eligibleAmong(requestedIds));
        if (recipients.length === 0) throw new HttpError(400, 'Nenhum contato válido para enviar (sem WhatsApp ou sem consentimento).');
        const campanhaId = await repo.insertCampaign({ modelo, criado_por: actor.id });
        await whatsapp.enqueueTemplates(trx, {
          campanhaId,
          modelo,
          languageCode: 'pt_BR',
          recipients: recipients.map((r) => ({ userId: r.id, numero: r.whatsapp })),
        });
        return { campanhaId, enfileiradas: recipients.length };
      });
      logger.info({ campanhaId: result.campanhaId, template: modelo, queued: result.enfileiradas, adminId: actor.id }, 'marketing campaign queued');
      return { sucesso: true, ...result, ignorados: input.contatos.length - result.enfileiradas };
    },

    async recent(): Promise<CampaignView[]> {
      return (await repo.recentCampaigns(RECENT_CAMPAIGNS)).map(toView);
    },

    async detail(id: number): Promise<CampaignDetail> {
      const row = await repo.campaign(id);
      if (!row) throw new HttpError(404, 'Campanha não encontrada.');
      const failures = row.falhou > 0 ? await repo.failures(id, FAILURES_SHOWN) : [];
      return {
        ...toView(row),
        falhas: failures.map((f) => ({ nome: f.nome, numero: f.numero, erro_codigo: f.erro_codigo, motivo: failureReason(f.erro_codigo, f.erro_mensagem) })),
      };
    },
  };
}
export type MarketingService = ReturnType<typeof marketingService>;
