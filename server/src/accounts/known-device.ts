import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';

/** How long a browser stays a known device of the account last logged into with it. */
const KNOWN_DEVICE_MS = 180 * 24 * 60 * 60 * 1000;

export interface KnownDevice {
  userId: number;
  deviceId: string;
}

export function knownDeviceCookieName(config: Config): string {
  if (!config.secureCookies) return 'dispositivo';
  return config.COOKIE_DOMAIN ? '__Secure-dispositivo' : '__Host-dispositivo';
}

function mac(config: Config, userId: number, deviceId: string): string {
  return crypto.createHmac('sha256', config.sessionSecret).update(`dispositivo:${userId}:${deviceId}`).digest('base64url');
}

/**
 * The device this browser proved, by a cookie only this server can sign, to have logged into `userId` before
 * (OWASP's "device cookie"). Anything else — no cookie, another account's, a forged one — is an unknown client.
 */
export function knownDeviceOf(req: Request, config: Config): KnownDevice | undefined {
  const raw: unknown = req.cookies?.[knownDeviceCookieName(config)];
  if (typeof raw !== 'string') return undefined;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const deviceId = match[2]!;
  const expected = Buffer.from(mac(config, userId, deviceId));
  const given = Buffer.from(match[3]!);
  return crypto.timingSafeEqual(expected, given) ? { userId, deviceId } : undefined;
}

/** After a successful login: this browser is (still) a known device of that account. */
export function rememberDevice(res: Response, config: Config, userId: number, current: KnownDevice | undefined): void {
  const deviceId = current?.userId === userId ? current.deviceId : crypto.randomBytes(16).toString('base64url');
  res.cookie(knownDeviceCookieName(config), `${userId}.${deviceId}.${mac(config, userId, deviceId)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    domain: config.COOKIE_DOMAIN,
    path: '/',
    maxAge: KNOWN_DEVICE_MS,
  });
}
