import type { Knex } from 'knex';
import type { RedisClientType } from 'redis';
import type { Config } from './config.js';
import type { Logger } from './lib/logger.js';
import type { Realtime } from './lib/realtime.js';
import type { Queue } from './lib/queue.js';

/** Request limits: per-IP ones come from the config (RATE_LIMIT_*), tests may override any. */
export interface Limits {
  loginPerIp: number;
  /** Consecutive failed logins allowed per throttle key before the growing delays start. */
  loginFailuresPerEmail: number;
  registerPerIp: number;
  /** Password-reset requests per hour, per client IP and per e-mail address. */
  passwordResetPerIp: number;
  passwordResetPerEmail: number;
  /** Wrong current passwords per user in 15 minutes when changing one's own password. */
  passwordChangeFailuresPerUser: number;
  /** "Esta página ajudou?" votes per IP in 10 minutes: anonymous, so a script could otherwise inflate a count. */
  helpVotesPerIp: number;
  /** WhatsApp webhook deliveries that may wait for their insert at once, and for how long, before a 503. */
  webhookWaiting: number;
  webhookAnswerWithinMs: number;
}

export function limitsFrom(config: Config): Limits {
  return {
    loginPerIp: config.RATE_LIMIT_LOGIN_PER_IP,
    loginFailuresPerEmail: 5,
    registerPerIp: config.RATE_LIMIT_REGISTER_PER_IP,
    passwordResetPerIp: 20,
    passwordResetPerEmail: 5,
    passwordChangeFailuresPerUser: 10,
    helpVotesPerIp: 20,
    webhookWaiting: 2000,
    webhookAnswerWithinMs: 3000,
  };
}

/** The shared infrastructure, built once by createApp: buildServices (services.ts) builds every service from it. */
export interface AppContext {
  config: Config;
  db: Knex;
  logger: Logger;
  realtime: Realtime;
  redis?: RedisClientType;
  limits: Limits;
  /** pg-boss on the app's database; absent in tests that do not start it (jobs then wait as rows). */
  queue?: Queue;
}
