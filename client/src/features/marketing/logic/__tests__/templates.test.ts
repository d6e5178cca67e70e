import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUG } from '@/content/site';
import {
  campaignState,
  DEFAULT_TEMPLATE,
  failureMessage,
  hasPending,
  people,
  progressShares,
  queuedMessage,
  TEMPLATE_OPTIONS,
} from '@/features/marketing/logic/templates';

describe('marketing templates (docs/product.md, Entities)', () => {
  it('when built, then anuncio_{product}, anuncio_{product}_2 and hello_world with the first as default', () => {
    expect(TEMPLATE_OPTIONS.map((o) => o.valor)).toEqual([`anuncio_${PRODUCT_SLUG}`, `anuncio_${PRODUCT_SLUG}_2`, 'hello_world']);
    expect(DEFAULT_TEMPLATE).toBe(`anuncio_${PRODUCT_SLUG}`);
    expect(TEMPLATE_OPTIONS.every((o) => o.nome.length > 0)).toBe(true);
  });
});

describe('marketing messages (docs/product.md, Error messages)', () => {
  it('when the send is accepted, then the messages are called enfileiradas (the queue sends them later), never enviadas', () => {
    expect(queuedMessage(1)).toBe('1 mensagem enfileirada');
    expect(queuedMessage(2)).toBe('2 mensagens enfileiradas');
    expect(queuedMessage(12345)).toBe('12.345 mensagens enfileiradas');
  });
  it('when counting recipients, then pessoa or pessoas with Brazilian thousands', () => {
    expect(people(1)).toBe('1 pessoa');
    expect(people(0)).toBe('0 pessoas');
    expect(people(1500)).toBe('1.500 pessoas');
  });
  it("when it fails, then '❌ Erro: ' plus the server's erro, or 'Erro desconhecido'", () => {
    expect(failureMessage('Modelo de mensagem desconhecido.')).toBe('❌ Erro: Modelo de mensagem desconhecido.');
    expect(failureMessage(undefined)).toBe('❌ Erro: Erro desconhecido');
    expect(failureMessage('  ')).toBe('❌ Erro: Erro desconhecido');
  });
});

describe('campaign progress', () => {
  it('when a campaign still has queued recipients, then polling continues', () => {
    expect(hasPending([{ na_fila: 0 }, { na_fila: 3 }])).toBe(true);
    expect(hasPending([{ na_fila: 0 }])).toBe(false);
    expect(hasPending([])).toBe(false);
  });
  it('when messages are still queued, then em andamento, or waiting for the configuration when WhatsApp is not configured', () => {
    expect(campaignState({ na_fila: 3 }, true)).toBe('em andamento');
    expect(campaignState({ na_fila: 3 }, null)).toBe('em andamento');
    expect(campaignState({ na_fila: 3 }, false)).toBe('aguardando a configuração do WhatsApp');
    expect(campaignState({ na_fila: 0 }, false)).toBe('concluída');
  });
  it('when computing the bar, then sent and failed shares of the total', () => {
    expect(progressShares({ total: 4, enviado: 2, falhou: 1 })).toEqual({ enviado: 50, falhou: 25 });
    expect(progressShares({ total: 0, enviado: 0, falhou: 0 })).toEqual({ enviado: 0, falhou: 0 });
  });
});
