import type {} from '@fastify/websocket';
import { LIVE_UNAUTHORIZED_CLOSE, type LiveMessage, liveAuthMessageSchema } from '@signal-desk/domain/live';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from './live-service';

const AUTH_TIMEOUT_MS = 5_000;

/**
 * `GET /api/ws`: the live channel of the back-office. The client's first message is
 * `{"type":"auth","token":"..."}` (browsers cannot set headers on websockets); then the server sends
 * `signal` changes the admin may see, `me-changed` when their sent counts change, and
 * `session-ended` before closing a revoked session.
 */
export function liveRoutes(app: FastifyInstance, { live }: { live: LiveHub }) {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let leave: (() => void) | null = null;
    const send = (message: LiveMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const close = () => socket.close(LIVE_UNAUTHORIZED_CLOSE, 'session ended');
    const timer = setTimeout(() => {
      if (!leave) socket.close(LIVE_UNAUTHORIZED_CLOSE, 'authentication required');
    }, AUTH_TIMEOUT_MS);
    socket.once('message', async (raw) => {
      const parsed = liveAuthMessageSchema.safeParse(safeJson(raw.toString()));
      leave = parsed.success ? await live.admit({ send, close }, parsed.data.token) : null;
      clearTimeout(timer);
      if (!leave) socket.close(LIVE_UNAUTHORIZED_CLOSE, 'authentication required');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      leave?.();
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
