import { HttpError } from '../lib/errors.js';
import type { Actor } from '../lib/auth.js';
import type { PreferencesRepository } from './preferences.repository.js';
import type { PreferencesInput } from './preferences.schemas.js';

export interface Preferences {
  receber_marketing: boolean;
}

const ACCOUNT_GONE = 'Conta não encontrada.';

/** A person's own choices about the product; today, whether marketing may reach their WhatsApp (LGPD consent). */
export function preferencesService(repo: PreferencesRepository) {
  return {
    async get(actor: Actor): Promise<Preferences> {
      const optOut = await repo.marketingOptOut(actor.id);
      if (optOut === undefined) throw new HttpError(404, ACCOUNT_GONE);
      return { receber_marketing: !optOut };
    },

    async update(actor: Actor, input: PreferencesInput): Promise<Preferences> {
      if (!(await repo.setMarketingOptOut(actor.id, !input.receber_marketing))) throw new HttpError(404, ACCOUNT_GONE);
      return { receber_marketing: input.receber_marketing };
    },
  };
}
