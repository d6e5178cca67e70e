import crypto from 'node:crypto';

/** Why a signed_request was refused; the route answers 400 for all of them without saying which. */
export class SignedRequestError extends Error {
  constructor(readonly reason: 'formato' | 'assinatura' | 'algoritmo' | 'payload' | 'sem-segredo') {
    super(`signed_request inválido (${reason})`);
    this.name = 'SignedRequestError';
  }
}

export interface SignedRequestPayload {
  user_id: string;
  algorithm: 'HMAC-SHA256';
  issued_at?: number;
  [key: string]: unknown;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Facebook app-scoped user ids are decimal strings; we also accept any short id made of safe characters. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

function decodeBase64Url(part: string): Buffer {
  if (!BASE64URL.test(part)) throw new SignedRequestError('formato');
  return Buffer.from(part, 'base64url');
}

/**
 * Verifies Facebook's `signed_request` (`<signature>.<payload>`, both base64url): the signature is the
 * HMAC-SHA256 of the *encoded* payload with the app secret, compared in constant time, and the payload
 * must declare algorithm HMAC-SHA256 and carry a user_id.
 */
export function parseSignedRequest(signedRequest: string, appSecret: string | undefined): SignedRequestPayload {
  if (!appSecret) throw new SignedRequestError('sem-segredo');
  const dot = signedRequest.indexOf('.');
  if (dot <= 0 || dot === signedRequest.length - 1) throw new SignedRequestError('formato');
  const encodedSignature = signedRequest.slice(0, dot);
  const encodedPayload = signedRequest.slice(dot + 1);

  const signature = decodeBase64Url(encodedSignature);
  decodeBase64Url(encodedPayload);
  const expected = crypto.createHmac('sha256', appSecret).update(encodedPayload).digest();
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) {
    throw new SignedRequestError('assinatura');
  }

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    throw new SignedRequestError('payload');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new SignedRequestError('payload');
  const record = payload as Record<string, unknown>;
  if (record.algorithm !== 'HMAC-SHA256') {
    throw new SignedRequestError('algoritmo');
  }
  const userId = typeof record.user_id === 'number' ? String(record.user_id) : record.user_id;
  if (typeof userId !== 'string' || !USER_ID.test(userId)) throw new SignedRequestError('payload');
  return { ...record, algorithm: 'HMAC-SHA256', user_id: userId };
}

/** Builds a signed_request the way Facebook does (tests and local tooling). */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = crypto.createHmac('sha256', appSecret).update(encodedPayload).digest('base64url');
  return `${signature}.${encodedPayload}`;
}
