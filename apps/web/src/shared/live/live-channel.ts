import {
  LIVE_UNAUTHORIZED_CLOSE,
  liveAuthMessageSchema,
  liveMessageSchema,
  type SignalChangeMessage,
} from '@signal-desk/domain/live';

/**
 * The back-office's live channel, `GET /api/ws`: the first message authenticates with the
 * session token (browsers cannot set headers on a websocket), then the server pushes what changed.
 * A dropped connection is retried 5 times, 1000 ms apart (SPEC section 7); a successful one resets the
 * count, and the browser coming back online starts over.
 */

export interface LiveChannelHandlers {
  onSignal: (message: SignalChangeMessage) => void;
  /** The admin's sent counts changed (the toolbar). */
  onMeChanged: () => void;
  /** The server ended the session (revoked or expired): it said so before closing. */
  onSessionEnded: () => void;
  /** The server refused the token without saying why: the caller checks the session another way. */
  onRefused: () => void;
  /** Connected again after a drop: whatever changed meanwhile was missed. */
  onReconnected: () => void;
}

export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 1000;

export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

interface Options {
  url?: string;
  createSocket?: (url: string) => WebSocket;
}

/** Opens the channel for this session token; the returned function closes it for good. */
export function openLiveChannel(token: string, handlers: LiveChannelHandlers, options: Options = {}) {
  const url = options.url ?? liveChannelUrl(window.location);
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  let socket: WebSocket | null = null;
  let failures = 0;
  let everReady = false;
  let stopped = false;
  let sessionEnded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify(liveAuthMessageSchema.parse({ type: 'auth', token })));
    current.onmessage = (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = liveMessageSchema.safeParse(json);
      if (!parsed.success || stopped) return;
      const message = parsed.data;
      if (message.type === 'ready') {
        failures = 0;
        if (everReady) handlers.onReconnected();
        everReady = true;
      } else if (message.type === 'signal') handlers.onSignal(message);
      else if (message.type === 'me-changed') handlers.onMeChanged();
      else {
        sessionEnded = true;
        handlers.onSessionEnded();
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || sessionEnded) return;
      if (event.code === LIVE_UNAUTHORIZED_CLOSE) {
        handlers.onRefused();
        return;
      }
      if (failures >= RECONNECT_ATTEMPTS) return;
      failures++;
      timer = setTimeout(connect, RECONNECT_DELAY_MS);
    };
  };

  /** Back online after giving up: try again from the start. */
  const online = () => {
    if (socket || timer !== undefined || stopped || sessionEnded) return;
    failures = 0;
    connect();
  };
  globalThis.addEventListener?.('online', online);
  connect();

  return () => {
    stopped = true;
    globalThis.removeEventListener?.('online', online);
    if (timer !== undefined) clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000, 'signed out');
  };
}
