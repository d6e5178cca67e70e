import { describe, expect, it } from 'vitest';
import { classifyResponse, failureReason } from '../meta-errors.js';

const error = (code: number, message = 'm') => ({ error: { code, message } });

describe('classifyResponse', () => {
  it('when Meta answers 200 with a message id, then the send counts as sent with that id', () => {
    expect(classifyResponse(200, { messages: [{ id: 'wamid.A' }] })).toEqual({ kind: 'sent', messageId: 'wamid.A' });
  });

  it('when a 200 carries no id, then it is a permanent failure rather than a silent success', () => {
    expect(classifyResponse(200, {}).kind).toBe('permanent');
  });

  it.each([
    [429, {}],
    [500, null],
    [503, error(2)],
    [400, error(130429)],
    [400, error(131056)],
    [400, error(4)],
    [400, error(80007)],
  ])('when the answer is %i %j, then the send is retried', (status, body) => {
    expect(classifyResponse(status, body).kind).toBe('retry');
  });

  it('when the 24-hour window is closed (131047), then the outcome asks for the template fallback', () => {
    expect(classifyResponse(400, error(131047, 'Re-engagement message'))).toEqual({
      kind: 'outside-window',
      code: 131047,
      message: 'Re-engagement message',
    });
  });

  it('when the error is a permanent one, then code and message (with details) are kept', () => {
    const body = { error: { code: 131026, message: 'Message undeliverable', error_data: { details: 'not on WhatsApp' } } };
    expect(classifyResponse(400, body)).toEqual({
      kind: 'permanent',
      code: 131026,
      message: 'Message undeliverable (not on WhatsApp)',
    });
    expect(classifyResponse(401, error(190)).kind).toBe('permanent');
  });
});

describe('failureReason', () => {
  it('when the code is known, then the reason is in Portuguese', () => {
    expect(failureReason(190, 'Invalid OAuth access token')).toBe('token do WhatsApp inválido ou expirado');
    expect(failureReason(131047, null)).toMatch(/janela de 24 horas/);
  });

  it('when the code is unknown or missing, then the reason still reads in Portuguese', () => {
    expect(failureReason(999999, 'Something')).toBe('erro 999999 do WhatsApp');
    expect(failureReason(null, 'HTTP 503')).toMatch(/indisponível/);
    expect(failureReason(null, 'Falha de rede: ECONNREFUSED')).toMatch(/sem conexão/);
    expect(failureReason(null, null)).toBe('falha desconhecida no envio');
  });
});
