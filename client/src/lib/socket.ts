import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@app/contracts';

export type AppSocket = Socket<ServerToClientEvents, Record<string, never>>;

let socket: AppSocket | null = null;

/** One shared socket per page, authenticated by the session cookie. Call after login; `disconnectSocket` at logout. */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ withCredentials: true, transports: ['websocket', 'polling'] });
    socket.on('connect', () => console.info('[socket] connected'));
    socket.on('disconnect', (reason) => console.info('[socket] disconnected:', reason));
    socket.on('connect_error', (err) => console.warn('[socket] connection error:', err.message));
  }
  return socket;
}

export function disconnectSocket() {
  socket?.disconnect();
  socket = null;
}
