import type { Knex } from 'knex';

export function preferencesRepository(knex: Knex) {
  return {
    async marketingOptOut(userId: number): Promise<boolean | undefined> {
      const row = await knex('users').where({ id: userId }).first('marketing_opt_out');
      return row?.marketing_opt_out as boolean | undefined;
    },

    async setMarketingOptOut(userId: number, optOut: boolean): Promise<boolean> {
      const updated = await knex('users').where({ id: userId }).update({ marketing_opt_out: optOut });
      return updated > 0;
    },
  };
}
export type PreferencesRepository = ReturnType<typeof preferencesRepository>;
