import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph.js';
import { binary, TestClient } from '../support/client.js';
import { DEFAULT_PASSWORD, createUser, loggedIn } from '../support/factories.js';
import { delivery, inboundMedia, inboundText, postWebhook } from '../support/fake-graph-webhooks.js';
import { connectSocket, listen, loginWithCookie, waitFor } from '../chat/socket-client.js';
import { eventually, uniqueNumero } from './helpers.js';
import { post, startInboundApp } from './inbound-helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 32)]);
const MAX = 4096;

let t: TestApp;
let graph: FakeGraph;

beforeAll(async () => {
  ({ t, graph } = await startInboundApp({ WHATSAPP_MEDIA_MAX_BYTES: String(MAX) }));
});
afterAll(async () => {
  await t?.stop();
  await graph?.close();
});

/** Delivers one media message from `numero` and waits until its file is downloaded or refused. */
async function send(numero: string, media: Omit<Parameters<typeof inboundMedia>[0], 'from'>) {
  expect((await post(t, delivery([inboundMedia({ from: numero, ...media })]))).status).toBe(200);
  return eventually(
    async () => {
      const file = await t.db.knex('arquivos').where({ media_id: media.mediaId }).first('id', 'estado', 'motivo', 'user_id');
      return file && file.estado !== 'baixando' ? file : undefined;
    },
    20_000,
    'o arquivo ser processado',
  );
}

/** A PNG photo from `numero`; `announcedSize` makes Graph state a size other than the bytes'. */
function sendPng(numero: string, bytes: Buffer, hosting?: { announcedSize?: number }) {
  return send(numero, { type: 'image', mediaId: graph.hostMedia(bytes, 'image/png', hosting), mime: 'image/png' });
}

describe('inbound media', () => {
  it('when a student sends a PDF, then it is downloaded with the token, listed in Arquivos and served only to staff and its owner', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const mediaId = graph.hostMedia(PDF, 'application/pdf');
    const file = await send(numero, {
      type: 'document',
      mediaId,
      mime: 'application/pdf',
      filename: 'histórico escolar.pdf',
    });
    expect(file.estado).toBe('pronto');
    expect(
      graph.mediaRequests
        .filter((r) => r.path.endsWith(mediaId) || r.path.includes('__media'))
        .every((r) => r.authorization === 'Bearer token-de-teste'),
    ).toBe(true);

    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const list = await staff.get(`/api/arquivos?userId=${student.id}`);
    expect(list.body.arquivos).toEqual([
      expect.objectContaining({
        id: Number(file.id),
        tipo: 'documento',
        nome: 'histórico escolar.pdf',
        tamanho: PDF.length,
        estado: 'pronto',
      }),
    ]);
    const history = await staff.get(`/api/chat/historico/${student.id}`);
    expect(history.body.mensagens[0]).toMatchObject({
      mensagem: '📄 Documento: histórico escolar.pdf',
      arquivo: { id: Number(file.id), estado: 'pronto' },
    });

    const download = await binary(staff.agent.get(`/api/arquivos/${file.id}`));
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

    const owner = new TestClient(t.app);
    await owner.login(student.email, DEFAULT_PASSWORD);
    expect((await owner.get(`/api/arquivos/${file.id}`)).status).toBe(200);
    const { client: stranger } = await loggedIn(t.app, t.db.knex);
    expect((await stranger.get(`/api/arquivos/${file.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/arquivos?userId=${student.id}`)).status).toBe(403);
    expect((await request(t.app).get(`/api/arquivos/${file.id}`)).status).toBe(401);
  });

  it('when a file is larger than the limit (announced, or only while reading), then it is refused and nothing is stored', async () => {
    const numero = uniqueNumero();
    await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    const announced = await sendPng(numero, big);
    expect(announced).toMatchObject({ estado: 'falhou' });
    expect(announced.motivo).toMatch(/grande demais/);
    const lying = await sendPng(numero, big, { announcedSize: 100 });
    expect(lying).toMatchObject({ estado: 'falhou' });
    expect(lying.motivo).toMatch(/grande demais/);
    expect(
      await t.db.knex('arquivos').whereIn('id', [announced.id, lying.id]).whereNotNull('conteudo').first('id'),
    ).toBeUndefined();
  });

  it('when the type is not accepted or the content does not match it, then the file is refused with the reason', async () => {
    const numero = uniqueNumero();
    await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const exe = await send(numero, {
      type: 'document',
      mediaId: graph.hostMedia(Buffer.from('MZ...'), 'application/x-msdownload'),
      mime: 'application/x-msdownload',
    });
    expect(exe.motivo).toMatch(/tipo de arquivo não aceito/);
    const fake = await send(numero, {
      type: 'document',
      mediaId: graph.hostMedia(Buffer.from('<html>oi</html>'), 'application/pdf'),
      mime: 'application/pdf',
    });
    expect(fake.motivo).toMatch(/não corresponde/);
  });

  it('when the download URL has expired, then the file is marked failed with the reason', async () => {
    const numero = uniqueNumero();
    await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    graph.setMediaUrlTtl(-1);
    try {
      const file = await sendPng(numero, PNG);
      expect(file).toMatchObject({ estado: 'falhou' });
      expect(file.motivo).toMatch(/expirou/);
    } finally {
      graph.setMediaUrlTtl(5 * 60 * 1000);
    }
  });

  it('when a message arrives, then staff and the owner receive it live, with its file once downloaded; others do not', async () => {
    const baseUrl = await listen(t);
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const numero = student.user.whatsapp!;
    await t.db.knex('users').where({ id: student.user.id }).update({ status_ia: 'Desligada' });
    const staff = await loginWithCookie(t.app, t.db.knex, 'admin');
    const other = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const [studentSocket, staffSocket, otherSocket] = await Promise.all([
      connectSocket(baseUrl, student.cookie),
      connectSocket(baseUrl, staff.cookie),
      connectSocket(baseUrl, other.cookie),
    ]);
    const files: string[] = [];
    staffSocket.socket.on('arquivo-atualizado', (e: { arquivo: { estado: string } }) => files.push(e.arquivo.estado));
    try {
      await post(
        t,
        delivery([
          inboundText({ from: numero, text: 'Segue minha foto' }),
          inboundMedia({ from: numero, type: 'image', mediaId: graph.hostMedia(PNG, 'image/png'), mime: 'image/png' }),
        ]),
      );
      await waitFor(
        () =>
          staffSocket.messages.filter((m) => m.userId === student.user.id).length === 2 && studentSocket.messages.length === 2,
        15_000,
      );
      expect(staffSocket.messages.filter((m) => m.userId === student.user.id).map((m) => [m.autor, m.canal, m.mensagem])).toEqual(
        [
          ['user', 'whatsapp', 'Segue minha foto'],
          ['user', 'whatsapp', '📷 Imagem'],
        ],
      );
      expect(staffSocket.ticketUpdates).toContain(student.user.id);
      await waitFor(() => files.includes('pronto'), 15_000);
      expect(otherSocket.messages).toEqual([]);
    } finally {
      for (const s of [studentSocket, staffSocket, otherSocket]) s.close();
    }
  });
});

describe('without the Meta variables', () => {
  it(
    'when neither variable is set, then the endpoint answers 404; with only the verify token, POST answers 503 naming what is missing',
    { timeout: 120_000 },
    async () => {
      const bare = await startTestApp();
      try {
        expect((await request(bare.app).get('/webhook/whatsapp').query({ 'hub.mode': 'subscribe' })).status).toBe(404);
        const res = await postWebhook(bare.app, delivery([inboundText({ from: uniqueNumero(), text: 'oi' })]), 'x');
        expect(res.status).toBe(404);
        expect(JSON.parse(res.text).error).toMatch(/não configurado/);
      } finally {
        await bare.stop();
      }
      const half = await startTestApp({ env: { WHATSAPP_VERIFY_TOKEN: 'só-o-token' } });
      try {
        const res = await postWebhook(half.app, delivery([inboundText({ from: uniqueNumero(), text: 'oi' })]), 'x');
        expect(res.status).toBe(503);
        expect(JSON.parse(res.text).error).toMatch(/WHATSAPP_APP_SECRET/);
        expect(await half.db.knex('whatsapp_eventos').first('id')).toBeUndefined();
      } finally {
        await half.stop();
      }
    },
  );
});
