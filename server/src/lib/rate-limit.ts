import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RequestHandler } from 'express';
import type { RedisClientType } from 'redis';

export interface RateLimitDeps {
  /** With Redis, every instance shares the counters; without it, each process counts on its own. */
  redis?: RedisClientType;
  /** REDIS_PREFIX: deployments sharing one Redis keep separate counters. */
  config?: { REDIS_PREFIX?: string };
}

export interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  key?: Options['keyGenerator'];
  skipSuccessfulRequests?: boolean;
  /** Requests that never count (e.g. an admin creating staff accounts). */
  skip?: Options['skip'];
}

export function createLimiter(deps: RateLimitDeps, options: LimitOptions): RequestHandler {
  let store: Store | undefined;
  if (deps.redis) {
    const redis = deps.redis;
    store = new RedisStore({
      prefix: `${deps.config?.REDIS_PREFIX ?? ''}rl:${options.name}:`,
      sendCommand: (...args: string[]) => redis.sendCommand(args),
    });
  }
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    keyGenerator: options.key,
    skipSuccessfulRequests: options.skipSuccessfulRequests,
    skip: options.skip,
    handler: (_req, res) => {
      res.status(429).json({ error: options.message });
    },
  });
}
