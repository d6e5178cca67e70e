import { beforeAll, describe, expect, it } from 'vitest';
import type { NumerosFunil } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { createUser, loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';

/** The funnel numbers on a database of their own, seeded with known answers. */
describe('funnel numbers', () => {
  const t = useTestApp();
  let admin: TestClient;
  let adminId: number;

  beforeAll(async () => {
    const a = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    [admin, adminId] = [a.client, a.user.id];
  });

  /** A prospect created at `created` who then moved through `moves` ([from, to, days after creation]). */
  async function prospect(created: string, etapa: string, moves: Array<[string, string, number]>, motivo?: string) {
    const user = await createUser(t.db.knex, { status_atendimento: etapa });
    await t.db.knex('users').where({ id: user.id }).update({ criado_em: created, motivo_perda: motivo ?? null });
    for (const [de, para, days] of moves) {
      await t.db.knex('etapas_historico').insert({
        user_id: user.id,
        de,
        para,
        autor_id: adminId,
        criado_em: t.db.knex.raw(`?::timestamptz + make_interval(days => ?)`, [created, days]),
      });
    }
    return user;
  }

  it('when prospects entered in two months and moved at known times, then counts, conversion, medians and reasons are exact', async () => {
    // March 2021: four entries, two enrolled. April 2021: two entries, none enrolled (one lost).
    await prospect('2021-03-01T12:00:00Z', 'Matriculado', [
      ['Aberto', 'Em progresso', 2],
      ['Em progresso', 'Matriculado', 5],
    ]);
    await prospect('2021-03-10T12:00:00Z', 'Matriculado', [
      ['Aberto', 'Em progresso', 4],
      ['Em progresso', 'Matriculado', 5],
    ]);
    await prospect('2021-03-15T12:00:00Z', 'Em progresso', [['Aberto', 'Em progresso', 6]]);
    await prospect('2021-03-20T12:00:00Z', 'Aberto', []);
    await prospect('2021-04-02T12:00:00Z', 'Perdido', [['Aberto', 'Perdido', 10]], 'Custo');
    const overdue = await prospect('2021-04-05T12:00:00Z', 'Aberto', []);
    await t.db.knex('users').where({ id: overdue.id }).update({ proximo_contato_em: t.db.knex.raw(`now() - interval '1 hour'`) });

    const res = await admin.get('/api/funil/numeros');
    expect(res.status).toBe(200);
    const numbers = res.body as NumerosFunil;
    expect(numbers.porEtapa).toEqual([
      { etapa: 'Aberto', total: 2 },
      { etapa: 'Em progresso', total: 1 },
      { etapa: 'Pendente de documentação', total: 0 },
      { etapa: 'Matrícula em progresso', total: 0 },
      { etapa: 'Matriculado', total: 2 },
      { etapa: 'Perdido', total: 1 },
    ]);
    expect(numbers.conversaoPorMes).toEqual([
      { mes: '2021-03', entradas: 4, matriculados: 2 },
      { mes: '2021-04', entradas: 2, matriculados: 0 },
    ]);
    // Aberto stays: 2, 4, 6, 10 days → median 5. Em progresso stays: 3 and 1 days → median 2.
    expect(numbers.diasMedianosPorEtapa).toEqual([
      { etapa: 'Aberto', dias: 5 },
      { etapa: 'Em progresso', dias: 2 },
    ]);
    expect(numbers.motivosPerda).toEqual([{ motivo: 'Custo', total: 1 }]);
    expect(numbers.followUpsVencidos).toBe(1);
  });
});
