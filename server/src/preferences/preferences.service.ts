import type { Knex } from 'knex';
import { MARKETING_CONSENT_TEXT, TERMS_ACCEPTANCE_TEXT, type ConsentHistory } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import type { Actor } from '../lib/auth.js';
import { withTransaction } from '../lib/transaction.js';
import { preferencesRepository } from './preferences.repository.js';
import type { PreferencesInput } from './preferences.schemas.js';

export interface Preferences {
  receber_marketing: boolean;
}

const ACCOUNT_GONE = 'Conta não encontrada.';

/**
 * What a person chose on a registration form, written inside the caller's transaction (the account and its ledger
 * commit together): the marketing box as shown (unticked unless they ticked it) and the terms and privacy policy
 * accepted by creating the account.
 */
export async function recordRegistrationChoices(trx: Knex, userId: number, receberMarketing: boolean): Promise<void> {
  const repo = preferencesRepository(trx);
  await repo.setMarketingOptOut(userId, !receberMarketing);
  await repo.appendConsent(userId, {
    finalidade: 'marketing_whatsapp',
    valor: receberMarketing,
    canal: 'cadastro',
    versao_texto: MARKETING_CONSENT_TEXT.versao,
    texto: MARKETING_CONSENT_TEXT.texto,
  });
  await repo.appendConsent(userId, {
    finalidade: 'termos_privacidade',
    valor: true,
    canal: 'cadastro',
    versao_texto: TERMS_ACCEPTANCE_TEXT.versao,
    texto: TERMS_ACCEPTANCE_TEXT.texto,
  });
}

/** A person's own choices about the product; today, whether marketing may reach their WhatsApp (LGPD consent). */
export function preferencesService(deps: { db: Knex }) {
  const repo = preferencesRepository(deps.db);
  return {
    async get(actor: Actor): Promise<Preferences> {
      const optOut = await repo.marketingOptOut(actor.id);
      if (optOut === undefined) throw new HttpError(404, ACCOUNT_GONE);
      return { receber_marketing: !optOut };
    },

    /** The new state and its ledger entry commit together: the history always ends with the state in force. */
    async update(actor: Actor, input: PreferencesInput): Promise<Preferences> {
      await withTransaction(deps.db, async (trx) => {
        const tx = preferencesRepository(trx);
        if (!(await tx.setMarketingOptOut(actor.id, !input.receber_marketing))) throw new HttpError(404, ACCOUNT_GONE);
        await tx.appendConsent(actor.id, {
          finalidade: 'marketing_whatsapp',
          valor: input.receber_marketing,
          canal: 'configuracoes',
          versao_texto: MARKETING_CONSENT_TEXT.versao,
          texto: MARKETING_CONSENT_TEXT.texto,
        });
      });
      return { receber_marketing: input.receber_marketing };
    },

    async consentHistory(actor: Actor): Promise<ConsentHistory> {
      return { consentimentos: await repo.consentHistory(actor.id) };
    },
  };
}
export type PreferencesService = ReturnType<typeof preferencesService>;
