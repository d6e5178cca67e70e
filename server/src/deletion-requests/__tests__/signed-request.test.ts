import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignedRequest, signRequest, SignedRequestError } from '../signed-request.js';

const SECRET = 'segredo-do-app';
const payload = { algorithm: 'HMAC-SHA256', user_id: '1234567890', issued_at: 1_700_000_000 };

function reason(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignedRequestError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('parseSignedRequest', () => {
  it('when the request is signed with the app secret, then the payload comes back with its user id', () => {
    expect(parseSignedRequest(signRequest(payload, SECRET), SECRET)).toMatchObject({ user_id: '1234567890', issued_at: 1_700_000_000 });
  });

  it('when the user id is a number, then it is returned as a string', () => {
    expect(parseSignedRequest(signRequest({ ...payload, user_id: 42 }, SECRET), SECRET).user_id).toBe('42');
  });

  it('when the payload was changed after signing, then the signature is refused', () => {
    const [signature] = signRequest(payload, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, user_id: '999' })).toString('base64url');
    expect(reason(() => parseSignedRequest(`${signature}.${forged}`, SECRET))).toBe('assinatura');
  });

  it('when it was signed with another secret, then the signature is refused', () => {
    expect(reason(() => parseSignedRequest(signRequest(payload, 'outro-segredo'), SECRET))).toBe('assinatura');
  });

  it('when the signature is shorter than a SHA-256 digest, then it is refused without throwing a RangeError', () => {
    const [, encoded] = signRequest(payload, SECRET).split('.');
    expect(reason(() => parseSignedRequest(`YWJj.${encoded}`, SECRET))).toBe('assinatura');
  });

  it('when the algorithm is not HMAC-SHA256, then it is refused even with a valid signature', () => {
    expect(reason(() => parseSignedRequest(signRequest({ ...payload, algorithm: 'HMAC-SHA1' }, SECRET), SECRET))).toBe('algoritmo');
    expect(reason(() => parseSignedRequest(signRequest({ ...payload, algorithm: 'none' }, SECRET), SECRET))).toBe('algoritmo');
    const { algorithm: _omit, ...noAlgorithm } = payload;
    void _omit;
    expect(reason(() => parseSignedRequest(signRequest(noAlgorithm, SECRET), SECRET))).toBe('algoritmo');
  });

  it('when the input is garbage, then a format error comes back', () => {
    for (const garbage of ['', '.', 'abc', 'abc.', '.abc', 'a b.c d', '!!!.???']) {
      expect(reason(() => parseSignedRequest(garbage, SECRET))).toBe('formato');
    }
  });

  it('when the signed payload is not JSON or lacks a user id, then it is refused', () => {
    const encoded = Buffer.from('não é json').toString('base64url');
    const signature = crypto.createHmac('sha256', SECRET).update(encoded).digest('base64url');
    expect(reason(() => parseSignedRequest(`${signature}.${encoded}`, SECRET))).toBe('payload');
    expect(reason(() => parseSignedRequest(signRequest({ algorithm: 'HMAC-SHA256' }, SECRET), SECRET))).toBe('payload');
    expect(reason(() => parseSignedRequest(signRequest({ ...payload, user_id: '<script>' }, SECRET), SECRET))).toBe('payload');
  });

  it('when the payload contains a dot after the first one, then only the first dot splits', () => {
    // base64url never contains '.', so a second dot can only make the payload invalid, never shift the split.
    const signed = signRequest(payload, SECRET);
    expect(reason(() => parseSignedRequest(`${signed}.extra`, SECRET))).toBe('formato');
  });

  it('when no app secret is configured, then every request is refused', () => {
    expect(reason(() => parseSignedRequest(signRequest(payload, SECRET), undefined))).toBe('sem-segredo');
  });
});
