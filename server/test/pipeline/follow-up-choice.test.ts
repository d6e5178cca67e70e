import { describe, expect, it } from 'vitest';
import type { Prospecto } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';

const t = useTestApp();
const DATE = '2030-01-02T12:00:00.000Z';

async function setup() {
  const staff = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
  const prospect = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
  const userId = prospect.user.id;
  const view = async () => (await staff.client.get(`/api/funil/prospectos/${userId}`)).body as Prospecto;
  const setFollowUp = (proximoContatoEm: string | null) =>
    staff.client.put(`/api/funil/prospectos/${userId}/acompanhamento`, {
      responsavelId: staff.user.id,
      proximoContatoEm,
      nota: 'Cobrar RG',
    });
  const write = (client: TestClient, texto: string, autor: 'user' | 'colaborador') =>
    client.post('/api/chat/salvar', { userId, autor, texto });
  return { staff, prospect, userId, view, setFollowUp, write };
}

describe('follow-up: the choice after the prospect writes', () => {
  it('when the prospect writes while a follow-up is pending, then the date stays as it was and the prospect view says when they wrote', async () => {
    const { prospect, view, setFollowUp, write } = await setup();
    expect((await setFollowUp(DATE)).status).toBe(200);
    expect((await view()).mensagem_apos_contato_em).toBeNull();

    expect((await write(prospect.client, 'Oi, mandei o RG', 'user')).status).toBe(201);
    const after = await view();
    expect(after.cartao.proximo_contato_em).toBe(DATE);
    expect(after.cartao.proximo_contato_nota).toBe('Cobrar RG');
    expect(after.mensagem_apos_contato_em).toEqual(expect.any(String));
    expect(Date.parse(after.mensagem_apos_contato_em!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when staff keep the date, then it stays and the question is answered until the prospect writes again', async () => {
    const { staff, prospect, userId, view, setFollowUp, write } = await setup();
    await setFollowUp(DATE);
    await write(prospect.client, 'Alguma novidade?', 'user');
    const kept = await staff.client.post(`/api/funil/prospectos/${userId}/acompanhamento/manter`, {});
    expect(kept.status).toBe(200);
    expect(kept.body.proximo_contato_em).toBe(DATE);
    expect((await view()).mensagem_apos_contato_em).toBeNull();

    await write(prospect.client, 'Mais uma dúvida', 'user');
    expect((await view()).mensagem_apos_contato_em).toEqual(expect.any(String));
  });

  it('when staff move or clear the date, then that is the decision: the question goes away', async () => {
    const { prospect, view, setFollowUp, write } = await setup();
    await setFollowUp(DATE);
    await write(prospect.client, 'Oi', 'user');
    await setFollowUp('2030-02-01T12:00:00.000Z');
    expect(await view()).toMatchObject({
      mensagem_apos_contato_em: null,
      cartao: { proximo_contato_em: '2030-02-01T12:00:00.000Z' },
    });

    await write(prospect.client, 'Oi de novo', 'user');
    await setFollowUp(null);
    expect(await view()).toMatchObject({ mensagem_apos_contato_em: null, cartao: { proximo_contato_em: null } });
    await write(prospect.client, 'Sem follow-up agora', 'user');
    expect((await view()).mensagem_apos_contato_em).toBeNull();
  });

  it('when only staff write, then nothing is asked (their choice is the bar above their own reply box)', async () => {
    const { staff, view, setFollowUp, write } = await setup();
    await setFollowUp(DATE);
    expect((await write(staff.client, 'Lembrete: faltam documentos', 'colaborador')).status).toBe(201);
    expect((await view()).mensagem_apos_contato_em).toBeNull();
  });

  it('when there is nothing to keep, then 409 in Portuguese; a staff account or missing prospect is a 404; a student may not', async () => {
    const { staff, prospect, userId } = await setup();
    const none = await staff.client.post(`/api/funil/prospectos/${userId}/acompanhamento/manter`, {});
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Não há próximo contato marcado para manter.');
    expect((await staff.client.post(`/api/funil/prospectos/${staff.user.id}/acompanhamento/manter`, {})).status).toBe(404);
    expect((await staff.client.post('/api/funil/prospectos/987654321/acompanhamento/manter', {})).status).toBe(404);
    const refused = await prospect.client.post(`/api/funil/prospectos/${userId}/acompanhamento/manter`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Acesso negado.');
  });
});
