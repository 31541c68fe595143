import type { CurrencyPair } from '@signal-desk/domain/markets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instrumentKey, LivePriceHub, type LivePriceItem, livePriceItemOfPair } from './live-prices';

const eurUsd: LivePriceItem = { id: 'pair-1', quoteProvider: 1, from: 'EUR', to: 'USD' };
const btc: LivePriceItem = { id: 'pair-2', quoteProvider: -1, from: 'BTC', to: 'USDT', exchange: 'binance' };

interface Call {
  url: string;
  body: unknown;
  signal?: AbortSignal;
}
let calls: Call[];
let pushes: ((text: string) => void)[];

beforeEach(() => {
  calls = [];
  pushes = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), signal: init.signal ?? undefined });
    if (url.endsWith('/sse/unsubscribe-quotes')) {
      return new Response(JSON.stringify({ data: { unsubscribed: 1 } }), { status: 200 });
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        pushes.push((text) => controller.enqueue(new TextEncoder().encode(text)));
        init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** The streams open in the next task (no page to paint here). */
const nextTask = (run: () => void) => void setTimeout(run, 0);
const streams = () => calls.filter((call) => call.url.endsWith('/sse/subscribe-to-quotes'));
/** The items a stream asked for. */
const bodyOf = (index: number) =>
  (streams()[index]?.body ?? []) as {
    _id: string;
    from: string;
    userUnicId: string;
    exchangeType: string | null;
  }[];

describe('LivePriceHub', () => {
  it('opens one stream for every component of the page, each instrument asked once', async () => {
    const hub = new LivePriceHub(nextTask);
    hub.register([eurUsd, btc]);
    hub.register([{ ...eurUsd, id: 'signal-9' }]);
    await tick();
    expect(streams()).toHaveLength(1);
    const body = bodyOf(0);
    expect(body.map((item) => item.from).sort()).toEqual(['BTC', 'EUR']);
    expect(hub.priceOf(eurUsd)).toEqual({ status: 'waiting' });
  });

  it('hands each event to the items of its instrument, prices and reasons alike', async () => {
    const hub = new LivePriceHub(nextTask);
    const changes = vi.fn();
    hub.subscribe(changes);
    hub.register([eurUsd, btc]);
    await tick();
    const body = bodyOf(0);
    const idOf = (from: string) => body.find((item) => item.from === from)?._id;
    const time = Date.now() - 2000;
    pushes[0]?.(
      `: quotes\n\ndata: {"_id":"${idOf('EUR')}","key":"oanda:EUR_USD","bid":1.1,"ask":1.2,"price":1.15,"time":${time},"outdated":false,"simulated":true}\n\n` +
        `event: unavailable\ndata: {"_id":"${idOf('BTC')}","reason":"no_price_on_exchange","message":"No price"}\n\n`,
    );
    await tick();
    expect(hub.priceOf({ ...eurUsd, id: 'other' })).toMatchObject({ status: 'live', quote: { price: 1.15 } });
    expect(hub.priceOf(btc)).toEqual({
      status: 'unavailable',
      reason: 'no_price_on_exchange',
      message: 'No price',
    });
    expect(changes).toHaveBeenCalled();
  });

  it('measures ages on the feed clock, and calls a price outdated after 15 s', async () => {
    const hub = new LivePriceHub(nextTask);
    hub.register([eurUsd]);
    await tick();
    const id = bodyOf(0)[0]?._id;
    // The feed's clock is 10 minutes ahead of this browser: a fresh price is still fresh here.
    const feedTime = Date.now() + 600_000;
    pushes[0]?.(
      `data: {"_id":"${id}","key":"k","bid":1,"ask":1,"price":1,"time":${feedTime},"outdated":false,"simulated":false}\n\n`,
    );
    await tick();
    const price = hub.priceOf(eurUsd);
    if (price.status !== 'live') throw new Error('no live price');
    expect(hub.ageOf(price.quote, Date.now())).toBeLessThan(1000);
    expect(hub.isOutdated(price.quote, Date.now())).toBe(false);
    expect(hub.isOutdated(price.quote, Date.now() + 16_000)).toBe(true);
    expect(hub.isOutdated({ ...price.quote, outdated: true }, Date.now())).toBe(true);
  });

  it('closes the stream and frees the subscription when the last component leaves', async () => {
    const hub = new LivePriceHub(nextTask);
    const leaveA = hub.register([eurUsd]);
    const leaveB = hub.register([eurUsd]);
    await tick();
    leaveA();
    await tick();
    expect(streams()[0]?.signal?.aborted).toBe(false);
    leaveB();
    await tick();
    expect(streams()[0]?.signal?.aborted).toBe(true);
    const unsubscribe = calls.find((call) => call.url.endsWith('/sse/unsubscribe-quotes'));
    const userUnicId = bodyOf(0)[0]?.userUnicId;
    expect(unsubscribe?.body).toEqual([{ userUnicId }]);
  });

  it('reopens the stream when the set of instruments changes', async () => {
    const hub = new LivePriceHub(nextTask);
    const leave = hub.register([eurUsd]);
    await tick();
    hub.register([btc]);
    leave();
    await tick();
    expect(streams()).toHaveLength(2);
    expect(streams()[0]?.signal?.aborted).toBe(true);
    expect(bodyOf(1).map((item) => item.from)).toEqual(['BTC']);
  });
});

describe('livePriceItemOfPair', () => {
  const pair = {
    _id: 'p',
    symbolID: 'stpRNG',
    type: 'synthetic',
    quoteProvider: 2,
    base: 'STPRNG',
    quote: 'USD',
    exchange: null,
    exchangeType: null,
  } as CurrencyPair;

  it("asks a synthetic index by the provider's own (case-sensitive) symbol", () => {
    expect(livePriceItemOfPair(pair)).toMatchObject({ from: 'stpRNG', to: 'USD', quoteProvider: 2 });
  });

  it('asks everything else by base and quote, crypto spot unless said otherwise', () => {
    expect(livePriceItemOfPair({ ...pair, quoteProvider: 1, base: 'EUR' })).toMatchObject({ from: 'EUR' });
    expect(instrumentKey(btc)).toBe(instrumentKey({ ...btc, id: 'x', exchangeType: 'spot' }));
    expect(instrumentKey(btc)).not.toBe(instrumentKey({ ...btc, exchangeType: 'futures' }));
  });
});
