import type { Knex } from 'knex';
import type { ConsentRecord } from '@app/contracts';

export type NewConsent = Omit<ConsentRecord, 'id' | 'criado_em'>;

export function preferencesRepository(db: Knex) {
  return {
    async marketingOptOut(userId: number): Promise<boolean | undefined> {
      const row = await db('users').where({ id: userId }).first('marketing_opt_out');
      return row?.marketing_opt_out as boolean | undefined;
    },

    /** Inside the caller's transaction the UPDATE locks the row: concurrent changes are recorded in the order applied. */
    async setMarketingOptOut(userId: number, optOut: boolean): Promise<boolean> {
      const updated = await db('users').where({ id: userId }).update({ marketing_opt_out: optOut });
      return updated > 0;
    },

    async appendConsent(userId: number, consent: NewConsent): Promise<void> {
      await db('consentimentos').insert({ user_id: userId, ...consent });
    },

    async consentHistory(userId: number): Promise<ConsentRecord[]> {
      const rows = (await db('consentimentos')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .select('id', 'finalidade', 'valor', 'canal', 'versao_texto', 'texto', 'criado_em')) as Array<
        Omit<ConsentRecord, 'id' | 'criado_em'> & { id: string | number; criado_em: Date }
      >;
      return rows.map((r) => ({ ...r, id: Number(r.id), criado_em: new Date(r.criado_em).toISOString() }));
    },
  };
}
