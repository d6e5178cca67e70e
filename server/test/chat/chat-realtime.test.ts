import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { connectSocket, listen, loginWithCookie, waitFor, type ListeningSocket } from './socket-client.js';

let t: TestApp;
let baseUrl: string;
const sockets: ListeningSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.stop();
});

async function open(cookie?: string) {
  const socket = await connectSocket(baseUrl, cookie);
  sockets.push(socket);
  return socket;
}

describe('realtime nova-mensagem', () => {
  it('when staff reply, then that user and staff sockets receive it, another user and an anonymous socket do not', async () => {
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const otherStudent = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const admin = await loginWithCookie(t.app, t.db.knex, 'admin');
    const colaborador = await loginWithCookie(t.app, t.db.knex, 'colaborador');

    const studentSocket = await open(student.cookie);
    const otherSocket = await open(otherStudent.cookie);
    const adminSocket = await open(admin.cookie);
    const colaboradorSocket = await open(colaborador.cookie);
    const anonymousSocket = await open();

    const res = await admin.client.post('/api/chat/salvar', { userId: student.user.id, autor: 'admin', texto: 'Oi! Seus documentos chegaram.' });
    expect(res.status).toBe(201);

    const expected = {
      userId: student.user.id,
      id: res.body.id,
      autor: 'admin',
      mensagem: 'Oi! Seus documentos chegaram.',
      criado_em: res.body.criado_em,
      autor_nome: admin.user.username,
    };
    await waitFor(() => studentSocket.messages.length === 1 && adminSocket.messages.length === 1 && colaboradorSocket.messages.length === 1);
    expect(studentSocket.messages).toEqual([expected]);
    expect(adminSocket.messages).toEqual([expected]);
    expect(colaboradorSocket.messages).toEqual([expected]);
    // Staff lists reorder: chamado-atualizado goes to staff only.
    await waitFor(() => adminSocket.ticketUpdates.length === 1 && colaboradorSocket.ticketUpdates.length === 1);
    expect(adminSocket.ticketUpdates).toEqual([student.user.id]);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherSocket.messages).toEqual([]);
    expect(anonymousSocket.messages).toEqual([]);
    expect(studentSocket.ticketUpdates).toEqual([]);
    expect(otherSocket.ticketUpdates).toEqual([]);
    expect(anonymousSocket.ticketUpdates).toEqual([]);
    expect(anonymousSocket.socket.connected).toBe(false);
  });

  it('when a user writes, then staff sockets receive the message and the user\'s own socket too', async () => {
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const admin = await loginWithCookie(t.app, t.db.knex, 'admin');
    const studentSocket = await open(student.cookie);
    const adminSocket = await open(admin.cookie);

    const res = await student.client.post('/api/chat/salvar', { userId: student.user.id, autor: 'user', texto: 'Preciso de ajuda' });
    expect(res.status).toBe(201);
    await waitFor(() => adminSocket.messages.some((m) => m.mensagem === 'Preciso de ajuda'));
    await waitFor(() => studentSocket.messages.length === 1);
    expect(adminSocket.messages.find((m) => m.mensagem === 'Preciso de ajuda')).toMatchObject({ userId: student.user.id, autor: 'user' });
  });

  it('when a save is refused, then no event is emitted', async () => {
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const admin = await loginWithCookie(t.app, t.db.knex, 'admin');
    const adminSocket = await open(admin.cookie);
    const res = await student.client.post('/api/chat/salvar', { userId: student.user.id, autor: 'admin', texto: 'forjado' });
    expect(res.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adminSocket.messages.filter((m) => m.userId === student.user.id)).toEqual([]);
  });
});
