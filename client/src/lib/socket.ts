import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@app/contracts';
import { currentSocket, holdSocket } from './socket-slot';

export { disconnectSocket } from './socket-slot';

export type AppSocket = Socket<ServerToClientEvents, Record<string, never>>;

/** One shared socket per page, authenticated by the session cookie. Call after login; `disconnectSocket` at logout. */
export function getSocket(): AppSocket {
  const existing = currentSocket();
  if (existing) return existing;
  const socket: AppSocket = io({ withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('connect', () => console.info('[socket] connected'));
  socket.on('disconnect', (reason) => console.info('[socket] disconnected:', reason));
  socket.on('connect_error', (err) => console.warn('[socket] connection error:', err.message));
  holdSocket(socket);
  return socket;
}
