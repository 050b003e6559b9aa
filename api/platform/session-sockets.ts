// The signed-in graphql-ws sockets of this process, by session and user, so a session
// that ends (logout, account deletion, expiry) takes its sockets with it (issue 17):
// a subscription must not keep delivering a user's data to a browser that signed out.
import type { WebSocket } from 'ws';
import type { SessionEndedEvent } from './events.ts';
import type { Logger } from './logger.ts';

/** graphql-ws's "Unauthorized" close code: the client does not reconnect on it. */
export const SESSION_ENDED_CLOSE = 4401;

type Entry = { sessionId: string; userId: string };

export class SessionSockets {
  private readonly sockets = new Map<WebSocket, Entry>();

  constructor(private readonly logger: Logger) {}

  add(socket: WebSocket, sessionId: string, userId: string) {
    this.sockets.set(socket, { sessionId, userId });
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Closes the sockets of the session (or of every session of the user) that ended. */
  end(event: SessionEndedEvent) {
    for (const [socket, entry] of this.sockets) {
      if ((event.sessionId && entry.sessionId === event.sessionId) || (event.userId && entry.userId === event.userId)) this.close(socket);
    }
  }

  /** Closes the sockets whose session row is gone or expired (`live` answers which remain). */
  async sweep(live: (sessionIds: string[]) => Promise<Set<string>>) {
    if (!this.sockets.size) return;
    const alive = await live([...new Set([...this.sockets.values()].map((e) => e.sessionId))]);
    for (const [socket, entry] of this.sockets) if (!alive.has(entry.sessionId)) this.close(socket);
  }

  get size() {
    return this.sockets.size;
  }

  private close(socket: WebSocket) {
    this.sockets.delete(socket);
    try {
      socket.close(SESSION_ENDED_CLOSE, 'Session ended');
    } catch (error) {
      this.logger.warn('could not close a websocket', { error: String(error) });
    }
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => socket.terminate(), 5_000).unref();
  }
}
