import type { AppSocket } from './socket';

/**
 * The page's one socket, held apart from socket.io-client: logging out (lib/auth.tsx, on every page) only needs to
 * close it, so pages without realtime (the decks, the dashboard) do not download the client library to do so.
 */
let socket: AppSocket | null = null;

export const currentSocket = () => socket;

export function holdSocket(next: AppSocket) {
  socket = next;
}

export function disconnectSocket() {
  socket?.disconnect();
  socket = null;
}
