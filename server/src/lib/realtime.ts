import type http from 'node:http';
import type { RequestHandler } from 'express';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { isStaffRole, type ServerToClientEvents } from '@app/contracts';
import type { Logger } from './logger.js';

export const STAFF_ROOM = 'staff';
export const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sid: string) => `session:${sid}`;

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
  /** Disconnects every socket opened under this session, on every instance (logout, expiry, login rotation). */
  endSession(sid: string): void;
  /** Disconnects every socket of this user, on every instance (account deletion, role change). */
  endUser(userId: number): void;
  close(): Promise<void>;
  io: Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>;
}

export interface RealtimeOptions {
  httpServer: http.Server;
  sessionMiddleware: RequestHandler;
  allowedOrigins: string[];
  logger: Logger;
  /** `prefix` (REDIS_PREFIX) namespaces the adapter's channels, so deployments sharing one Redis never cross. */
  redis?: { pub: RedisClientType; sub: RedisClientType; prefix?: string };
  /** Of these session ids, the ones still valid; sockets of the others are disconnected by the periodic sweep. */
  liveSessions(sids: string[]): Promise<Set<string>>;
  /** How often this instance checks its sockets' sessions (an idle expiry ends a session without any request). */
  sweepEveryMs: number;
}

/** Per-socket state: the session it was opened under. */
interface SocketData {
  sid?: string;
}

type SessionRequest = http.IncomingMessage & { sessionID?: string; session?: { userId?: number; role?: string } };

export function createRealtime(options: RealtimeOptions): Realtime {
  const allowed = new Set(options.allowedOrigins);
  const io = new Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>(options.httpServer, {
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

  io.on('connection', (socket) => {
    const request = socket.request as SessionRequest;
    const { userId, role } = request.session ?? {};
    if (!userId || !role || !request.sessionID) {
      socket.disconnect(true);
      return;
    }
    const sid = request.sessionID;
    socket.data.sid = sid;
    void socket.join([userRoom(userId), sessionRoom(sid), ...(isStaffRole(role) ? [STAFF_ROOM] : [])]);
    // Checked again once in the rooms: access taken away between the handshake's session read and the join cut its
    // sockets before this one was there to be cut (docs/security.md, "Access version").
    options
      .liveSessions([sid])
      .then((live) => {
        if (!live.has(sid)) socket.disconnect(true);
      })
      .catch((err: unknown) => options.logger.error({ err }, 'socket session check failed'));
  });

  const sweep = async () => {
    const sockets = [...io.of('/').sockets.values()];
    const sids = [...new Set(sockets.map((socket) => socket.data.sid).filter((sid): sid is string => Boolean(sid)))];
    if (sids.length === 0) return;
    const live = await options.liveSessions(sids);
    for (const socket of sockets) if (!live.has(socket.data.sid ?? '')) socket.disconnect(true);
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  const scheduleSweep = () => {
    sweepTimer = setTimeout(() => {
      sweep()
        .catch((err: unknown) => options.logger.error({ err }, 'socket session sweep failed'))
        .finally(() => {
          if (sweepTimer) scheduleSweep();
        });
    }, options.sweepEveryMs);
    sweepTimer.unref();
  };
  scheduleSweep();

  return {
    io,
    toUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
    toStaff: (event, ...args) => io.to(STAFF_ROOM).emit(event, ...args),
    toUserAndStaff: (userId, event, ...args) => io.to([userRoom(userId), STAFF_ROOM]).emit(event, ...args),
    endSession: (sid) => io.in(sessionRoom(sid)).disconnectSockets(true),
    endUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    close: () => {
      clearTimeout(sweepTimer);
      sweepTimer = undefined;
      return new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
    },
  };
}
