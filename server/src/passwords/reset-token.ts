import crypto from 'node:crypto';
import { PASSWORD_RESET_PAGE } from '@app/contracts';

export interface ResetToken {
  /** Goes into the link only; never stored. */
  token: string;
  /** SHA-256 (hex) of the token: what the database keeps. */
  hash: string;
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes in base64url (43 characters) and their hash. */
export function newResetToken(): ResetToken {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The app page that asks for the new password. */
export function resetUrl(appUrl: string, token: string): string {
  return `${appUrl}${PASSWORD_RESET_PAGE}?token=${token}`;
}
