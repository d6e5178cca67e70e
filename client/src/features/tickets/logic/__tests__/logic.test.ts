import { describe, expect, it } from 'vitest';
import { authorLabel, pageCount, replyAuthor, replyPlaceholder, statusTone } from '@/features/tickets/logic/status';
import { enviosByMessage, envioLabel, type Envio } from '@/features/tickets/logic/envio';
import { mergeMessage, type HistoryMessage } from '@/features/tickets/logic/merge-messages';

describe('status and authorship', () => {
  it('when a status is given, then each of the six (Perdido included) has its own tone', () => {
    const tones = ['Aberto', 'Em progresso', 'Pendente de documentação', 'Matrícula em progresso', 'Matriculado', 'Perdido'].map(statusTone);
    expect(new Set(tones).size).toBe(6);
    expect(statusTone('desconhecido')).toBe('aberto');
  });
  it('when the reply box is shown, then its placeholder names the role in words, not its key', () => {
    expect(replyPlaceholder('admin')).toBe('Responder como administrador…');
    expect(replyPlaceholder('colaborador')).toBe('Responder como colaborador…');
  });
  it('when the staff member is known, then the placeholder gives their name and the role', () => {
    expect(replyPlaceholder('colaborador', 'Bia')).toBe('Responder como Bia (colaborador)…');
    expect(replyPlaceholder('admin', 'Carlos')).toBe('Responder como Carlos (administrador)…');
  });
  it('when the stored role is admin, then replies are authored admin, else colaborador', () => {
    expect(replyAuthor('admin')).toBe('admin');
    expect(replyAuthor('colaborador')).toBe('colaborador');
    expect(replyAuthor(null)).toBe('colaborador');
  });
  it('when labelling authors, then the user shows by name', () => {
    expect(authorLabel('user', 'Ana')).toBe('Ana');
    expect(authorLabel('ia', 'Ana')).toBe('Assistente IA');
  });
  it('when labelling a staff reply, then it names the staff member once, or the role alone when unknown', () => {
    expect(authorLabel('colaborador', 'Ana', 'Bia')).toBe('Bia');
    expect(authorLabel('admin', 'Ana', 'Administrador')).toBe('Administrador');
    expect(authorLabel('admin', 'Ana', null)).toBe('Admin');
    expect(authorLabel('colaborador', 'Ana')).toBe('Colaborador');
  });
  it('when counting pages of 12, then an empty list still has one page', () => {
    expect([0, 1, 12, 13, 24, 25].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('envio states', () => {
  const base: Envio = { id: 1, mensagem_id: 10, status: 'na_fila', via_modelo: false, motivo: null };
  it('when queued, sent or failed, then the label says so in Portuguese', () => {
    expect(envioLabel(base).text).toBe('WhatsApp: na fila');
    expect(envioLabel({ ...base, status: 'enviado' }).text).toBe('WhatsApp: enviado');
    expect(envioLabel({ ...base, status: 'enviado', via_modelo: true }).text).toMatch(/aviso/);
    expect(envioLabel({ ...base, status: 'falhou', motivo: 'token do WhatsApp inválido ou expirado' }).text).toBe(
      'WhatsApp: falhou: token do WhatsApp inválido ou expirado',
    );
  });
  it('when a message was forwarded twice, then its newest envio wins', () => {
    const map = enviosByMessage([{ ...base, id: 2, status: 'enviado' }, base, { ...base, id: 3, mensagem_id: null }]);
    expect(map.get(10)?.id).toBe(2);
    expect(map.size).toBe(1);
  });
});

describe('mergeMessage', () => {
  const at = '2025-03-07T12:00:00.000Z';
  const reply: HistoryMessage = { autor: 'colaborador', mensagem: 'Olá', criado_em: at };
  it('when the realtime echo of a saved reply arrives, then it is not shown twice', () => {
    const afterSave = mergeMessage([], { ...reply, id: 7 });
    expect(mergeMessage(afterSave, reply)).toBe(afterSave);
  });
  it('when the event came first, then the save answer only adds the id', () => {
    const afterEvent = mergeMessage([], reply);
    expect(mergeMessage(afterEvent, { ...reply, id: 7 })).toEqual([{ ...reply, id: 7 }]);
  });
  it('when a different message arrives, then it is appended in time order', () => {
    const older: HistoryMessage = { autor: 'user', mensagem: 'Oi', criado_em: '2025-03-07T11:59:00.000Z' };
    expect(mergeMessage([reply], older).map((m) => m.mensagem)).toEqual(['Oi', 'Olá']);
  });
});
