import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUG } from '../../../../content/site';
import { DEFAULT_TEMPLATE, failureMessage, hasPending, progressShares, SENT_MESSAGE, TEMPLATE_OPTIONS } from '../templates';

describe('marketing templates (SPEC §3)', () => {
  it('when built, then anuncio_{product}, anuncio_{product}_2 and hello_world with the first as default', () => {
    expect(TEMPLATE_OPTIONS.map((o) => o.valor)).toEqual([`anuncio_${PRODUCT_SLUG}`, `anuncio_${PRODUCT_SLUG}_2`, 'hello_world']);
    expect(DEFAULT_TEMPLATE).toBe(`anuncio_${PRODUCT_SLUG}`);
    expect(TEMPLATE_OPTIONS.every((o) => o.nome.length > 0)).toBe(true);
  });
});

describe('marketing messages (SPEC §8)', () => {
  it('when sending works, then the success text', () => {
    expect(SENT_MESSAGE).toBe('✅ Mensagens enviadas com sucesso!');
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
  it('when computing the bar, then sent and failed shares of the total', () => {
    expect(progressShares({ total: 4, enviado: 2, falhou: 1 })).toEqual({ enviado: 50, falhou: 25 });
    expect(progressShares({ total: 0, enviado: 0, falhou: 0 })).toEqual({ enviado: 0, falhou: 0 });
  });
});
