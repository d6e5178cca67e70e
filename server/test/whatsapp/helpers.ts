import type { Knex } from 'knex';

/** Polls `probe` until it returns something truthy (or throws after `timeoutMs`). */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
  label = 'condição',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface EnvioDbRow {
  id: number;
  status: 'na_fila' | 'enviado' | 'falhou';
  tentativas: number;
  wa_message_id: string | null;
  erro_codigo: number | null;
  erro_mensagem: string | null;
  modelo: string | null;
  user_id: number | null;
  mensagem_id: number | null;
  numero: string;
  tipo: string;
}

export function envio(knex: Knex, id: number): Promise<EnvioDbRow> {
  return knex('whatsapp_envios').where({ id }).first() as Promise<EnvioDbRow>;
}

/** Resolves once the envio left the queue (sent or failed). */
export function settled(knex: Knex, id: number, timeoutMs = 15_000): Promise<EnvioDbRow> {
  return eventually(
    async () => {
      const row = await envio(knex, id);
      return row.status !== 'na_fila' ? row : undefined;
    },
    timeoutMs,
    `o envio ${id} sair da fila`,
  );
}

let sequence = 0;
/** A distinct valid Brazilian WhatsApp number per call. */
export function uniqueNumero(): string {
  sequence += 1;
  return `55119${String((Date.now() % 1e6) * 100 + (sequence % 100)).padStart(8, '0')}`;
}

export const GRAPH_ENV = { WHATSAPP_TOKEN: 'token-de-teste', WHATSAPP_PHONE_NUMBER_ID: '1098765432' };
