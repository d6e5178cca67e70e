import type { Knex } from 'knex';

/**
 * Lead source: the first-touch attribution a visitor's browser kept until registration (UTM
 * parameters, gclid/fbclid, an external referrer), one row per person, with the normalised label the board filters
 * and the dashboard groups by.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('origens_lead', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('rotulo', 120).notNullable();
    t.string('utm_source', 120);
    t.string('utm_medium', 120);
    t.string('utm_campaign', 200);
    t.string('utm_term', 200);
    t.string('utm_content', 200);
    t.string('gclid', 200);
    t.string('fbclid', 200);
    t.string('referrer', 500);
    t.timestamp('capturado_em', { useTz: true });
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index origens_lead_rotulo_idx on origens_lead (rotulo, user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('origens_lead');
}
