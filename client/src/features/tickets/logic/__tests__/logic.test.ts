import { describe, expect, it } from 'vitest';
import { whatsappLink } from '../whatsapp-link';
import { formatDateTime } from '../format-date';
import { authorLabel, pageCount, replyAuthor, replyPlaceholder, statusTone } from '../status';
import { deliveriesByMessage, deliveryLabel, type Delivery } from '../delivery';
import { mergeMessage, type HistoryMessage } from '../merge-messages';

describe('whatsappLink', () => {
  it('when the number has symbols, then the link keeps digits only', () => {
    expect(whatsappLink('+55 (11) 91234-5678')).toBe('https://wa.me/5511912345678');
  });
  it('when there is no number, then there is no link', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink(' - ')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('when the date is ISO, then it reads dd/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2025, 2, 7, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('07/03/2025 09:05');
  });
  it('when the date is missing, then a dash; when not ISO, then Data inválida', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('07/03/2025')).toBe('Data inválida');
  });
});

describe('status and authorship', () => {
  it('when a status is given, then each of the five has its own tone', () => {
    const tones = ['Aberto', 'Em progresso', 'Pendente de documentação', 'Matrícula em progresso', 'Matriculado'].map(statusTone);
    expect(new Set(tones).size).toBe(5);
    expect(statusTone('desconhecido')).toBe('aberto');
  });
  it('when the reply box is shown, then its placeholder names the role in words, not its key', () => {
    expect(replyPlaceholder('admin')).toBe('Responder como administrador…');
    expect(replyPlaceholder('colaborador')).toBe('Responder como colaborador…');
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
  it('when counting pages of 12, then an empty list still has one page', () => {
    expect([0, 1, 12, 13, 24, 25].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('delivery states', () => {
  const base: Delivery = { id: 1, mensagem_id: 10, status: 'na_fila', via_modelo: false, motivo: null };
  it('when queued, sent or failed, then the label says so in Portuguese', () => {
    expect(deliveryLabel(base).text).toBe('WhatsApp: na fila');
    expect(deliveryLabel({ ...base, status: 'enviado' }).text).toBe('WhatsApp: enviado');
    expect(deliveryLabel({ ...base, status: 'enviado', via_modelo: true }).text).toMatch(/aviso/);
    expect(deliveryLabel({ ...base, status: 'falhou', motivo: 'token do WhatsApp inválido ou expirado' }).text).toBe(
      'WhatsApp: falhou: token do WhatsApp inválido ou expirado',
    );
  });
  it('when a message was forwarded twice, then its newest delivery wins', () => {
    const map = deliveriesByMessage([{ ...base, id: 2, status: 'enviado' }, base, { ...base, id: 3, mensagem_id: null }]);
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
