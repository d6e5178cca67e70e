import { describe, expect, it } from 'vitest';
import type { WhatsappConversa } from '@app/contracts';
import { envioLabel } from '@/features/tickets/logic/envio';
import { remaining, windowState } from '@/features/tickets/logic/window';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const conversa = (over: Partial<WhatsappConversa> = {}): WhatsappConversa => ({
  numero: '5511912345678',
  lead: false,
  entrada_configurada: true,
  janela: { aberta: true, ultima_entrada_em: '2026-11-24T08:00:00Z', fecha_em: '2026-11-25T08:00:00Z' },
  modelos: [],
  modelo_padrao: null,
  ...over,
});

describe('the 24-hour window in the reply box', () => {
  it('when the window is open, then free text goes and the time left is shown', () => {
    expect(windowState(conversa(), NOW)).toEqual({ freeText: true, tone: 'open', text: 'Janela do WhatsApp aberta: respostas livres chegam por mais 20 h 0 min.' });
  });

  it('when less than two hours are left, then it warns', () => {
    expect(windowState(conversa({ janela: { aberta: true, ultima_entrada_em: null, fecha_em: '2026-11-24T12:30:00Z' } }), NOW).tone).toBe('closing');
  });

  it('when the window closed or never opened, then free text is off with the reason', () => {
    const closed = windowState(conversa({ janela: { aberta: false, ultima_entrada_em: '2026-11-23T08:00:00Z', fecha_em: '2026-11-24T08:00:00Z' } }), NOW);
    expect(closed).toMatchObject({ freeText: false, tone: 'closed' });
    expect(closed.text).toMatch(/Passaram 24 horas/);
    expect(windowState(conversa({ janela: { aberta: false, ultima_entrada_em: null, fecha_em: null } }), NOW).text).toMatch(/ainda não escreveu/);
  });

  it('when the inbound webhook is not configured, then nothing is said and replies go as before', () => {
    expect(windowState(conversa({ entrada_configurada: false, janela: { aberta: false, ultima_entrada_em: null, fecha_em: null } }), NOW)).toEqual({ freeText: true, text: null, tone: 'unknown' });
  });

  it('when counting down, then minutes and hours read naturally', () => {
    expect(remaining(30_000)).toBe('menos de 1 min');
    expect(remaining(48 * 60_000)).toBe('48 min');
    expect(remaining((5 * 60 + 12) * 60_000)).toBe('5 h 12 min');
  });
});

describe('delivery ticks', () => {
  const base = { status: 'enviado' as const, via_modelo: false, motivo: null };
  it('when Meta reports delivered and read, then two ticks, blue when read', () => {
    expect(envioLabel({ ...base, entrega: 'entregue' })).toMatchObject({ text: 'WhatsApp: entregue', ticks: '✓✓', tone: 'sent' });
    expect(envioLabel({ ...base, entrega: 'lido' })).toMatchObject({ text: 'WhatsApp: lido', ticks: '✓✓', tone: 'read' });
  });
  it('when a message failed, then Reenviar is offered, or Enviar modelo when the window closed', () => {
    expect(envioLabel({ ...base, status: 'falhou', motivo: 'x' }).action).toBe('reenviar');
    expect(envioLabel({ ...base, status: 'falhou', motivo: 'x', fora_da_janela: true }).action).toBe('enviar-modelo');
  });
});
