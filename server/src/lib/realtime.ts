import type http from 'node:http';
import type { RequestHandler } from 'express';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { isStaffRole, type ServerToClientEvents } from '@app/contracts';
import type { Logger } from './logger.js';

export const STAFF_ROOM = 'staff';
export const userRoom = (userId: number) => `user:${userId}`;

/** What services use to push events; the transport (Socket.IO, Redis fan-out) stays here. */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toStaff<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Both the user's own sockets and every staff socket, each socket once. */
  toUserAndStaff<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  close(): Promise<void>;
  io: Server<Record<string, never>, ServerToClientEvents>;
}

export interface RealtimeOptions {
  httpServer: http.Server;
  sessionMiddleware: RequestHandler;
  allowedOrigins: string[];
  logger: Logger;
  /** `prefix` (REDIS_PREFIX) namespaces the adapter's channels, so deployments sharing one Redis never cross. */
  redis?: { pub: RedisClientType; sub: RedisClientType; prefix?: string };
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const allowed = new Set(options.allowedOrigins);
  const io = new Server<Record<string, never>, ServerToClientEvents>(options.httpServer, {
    serveClient: false,
    // A page of another site must not open a socket with our user's cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || allowed.has(origin));
    },
  });
  if (options.redis) {
    io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: `${options.redis.prefix ?? ''}socket.io` }));
  }
  io.engine.use(options.sessionMiddleware);

  io.on('connection', (socket: Socket) => {
    const { userId, role } = (socket.request as http.IncomingMessage & { session?: { userId?: number; role?: string } })
      .session ?? {};
    if (!userId || !role) {
      socket.disconnect(true);
      return;
    }
    void socket.join(userRoom(userId));
    if (isStaffRole(role)) void socket.join(STAFF_ROOM);
  });

  return {
    io,
    toUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
    toStaff: (event, ...args) => io.to(STAFF_ROOM).emit(event, ...args),
    toUserAndStaff: (userId, event, ...args) => io.to([userRoom(userId), STAFF_ROOM]).emit(event, ...args),
    close: () =>
      new Promise<void>((resolve) => {
        void io.close(() => resolve());
      }),
  };
}
