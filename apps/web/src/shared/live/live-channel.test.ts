import { LIVE_UNAUTHORIZED_CLOSE as UNAUTHORIZED_CLOSE } from '@signal-desk/domain/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LiveChannelHandlers,
  liveChannelUrl,
  openLiveChannel,
  RECONNECT_ATTEMPTS,
  RECONNECT_DELAY_MS,
} from './live-channel';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let handlers: { [K in keyof LiveChannelHandlers]: ReturnType<typeof vi.fn> };

function open() {
  return openLiveChannel('token-of-the-session-1234', handlers as unknown as LiveChannelHandlers, {
    url: 'ws://test/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
}

const last = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  handlers = {
    onSignal: vi.fn(),
    onMeChanged: vi.fn(),
    onSessionEnded: vi.fn(),
    onRefused: vi.fn(),
    onReconnected: vi.fn(),
  };
});
afterEach(() => vi.useRealTimers());

describe('openLiveChannel', () => {
  it('picks ws or wss by the page protocol', () => {
    expect(liveChannelUrl({ protocol: 'http:', host: 'a:3000' })).toBe('ws://a:3000/api/ws');
    expect(liveChannelUrl({ protocol: 'https:', host: 'a' })).toBe('wss://a/api/ws');
  });

  it('authenticates first, then hands on what the server sends', () => {
    open();
    last().open();
    expect(JSON.parse(last().sent[0] as string)).toEqual({
      type: 'auth',
      token: 'token-of-the-session-1234',
    });
    last().receive({ type: 'ready' });
    last().receive({ type: 'me-changed' });
    last().receive({ type: 'signal', change: { id: 'x' }, signal: {} }); // malformed: ignored
    expect(handlers.onMeChanged).toHaveBeenCalledTimes(1);
    expect(handlers.onSignal).not.toHaveBeenCalled();
    expect(handlers.onReconnected).not.toHaveBeenCalled();
  });

  it(`retries ${RECONNECT_ATTEMPTS} times, ${RECONNECT_DELAY_MS} ms apart, then gives up`, () => {
    open();
    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt++) {
      last().drop();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(RECONNECT_ATTEMPTS + 1);
  });

  it('starts counting again after a successful reconnection, and says it reconnected', () => {
    open();
    last().receive({ type: 'ready' });
    for (let round = 0; round < 3; round++) {
      last().drop();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      last().receive({ type: 'ready' });
    }
    expect(handlers.onReconnected).toHaveBeenCalledTimes(3);
    expect(sockets).toHaveLength(4);
  });

  it('ends the session when the server says so, without reconnecting', () => {
    open();
    last().receive({ type: 'ready' });
    last().receive({ type: 'session-ended' });
    last().drop(UNAUTHORIZED_CLOSE);
    vi.advanceTimersByTime(10_000);
    expect(handlers.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(handlers.onRefused).not.toHaveBeenCalled();
    expect(sockets).toHaveLength(1);
  });

  it('reports a refused token without reconnecting', () => {
    open();
    last().drop(UNAUTHORIZED_CLOSE);
    vi.advanceTimersByTime(10_000);
    expect(handlers.onRefused).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('closes for good when stopped', () => {
    const stop = open();
    stop();
    expect(last().closed).toBe(true);
    last().drop(1000);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });
});
