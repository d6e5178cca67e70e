import crypto from 'node:crypto';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, app secret>`.
 * The HMAC is over the bytes as received: re-serialised JSON differs (escaped accents, key order) and never matches.
 */
export function signatureOf(rawBody: Buffer, appSecret: string): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time comparison; a missing or malformed header is simply not valid. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signatureOf(rawBody, appSecret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
