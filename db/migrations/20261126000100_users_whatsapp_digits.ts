import type { Knex } from 'knex';

/**
 * WhatsApp numbers become E.164 digits ("+55 (11) 91234-5678" from the widget and "5511912345678" from the page
 * are the same person), so an inbound message finds its owner with one indexed equality. A domestic trunk zero typed
 * after the country code ("+595 0981…") is dropped, as sign-up does; a value without digits becomes null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update users set whatsapp = nullif(regexp_replace(whatsapp, '[^0-9]', '', 'g'), '') where whatsapp is not null`);
  for (const [prefix, national] of [['595', 9], ['55', 11], ['54', 11]] as const) {
    await knex.raw(
      `update users set whatsapp = ? || substr(whatsapp, ?)
        where whatsapp like ? and length(whatsapp) = ? and substr(whatsapp, ?, 1) = '0'`,
      [prefix, prefix.length + 2, `${prefix}%`, prefix.length + national + 1, prefix.length + 1],
    );
  }
  await knex.raw('create index users_whatsapp_idx on users (whatsapp) where whatsapp is not null');
}

/** The index goes; the digits stay (every reader accepts them, and the old spellings cannot be recovered). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_whatsapp_idx');
}
