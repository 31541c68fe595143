import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualQuoteSource } from '../../../test-support/manual-quote-source';
import type { Feed, QuoteSource } from '../../integrations/quotes/quote-source';
import { QuoteStreams } from './quote-streams';
import type { QuoteSubscriptionItem } from './quote-target';
import { QuoteHub } from './quotes-service';

let oanda: ManualQuoteSource;
let hub: QuoteHub;
let streams: QuoteStreams;

const eurUsd = (fields: Partial<QuoteSubscriptionItem> = {}): QuoteSubscriptionItem => ({
  _id: 'pair-1',
  userUnicId: 'screen-1',
  from: 'EUR',
  to: 'USD',
  quoteProvider: 1,
  ...fields,
});

/** Everything the stream has ready, as text. */
function drain(stream: NodeJS.ReadableStream & { read(): unknown }): string {
  let text = '';
  for (let chunk = stream.read(); chunk !== null; chunk = stream.read()) text += String(chunk);
  return text;
}

const dataEvents = (text: string) =>
  text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => JSON.parse(event.slice('data: '.length)));

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2025-11-21T12:00:00Z') });
  oanda = new ManualQuoteSource('oanda', 'oanda', ['EUR_USD', 'USD_JPY']);
  hub = new QuoteHub(new Map<Feed, QuoteSource>([['oanda', oanda]]));
  await hub.start();
  streams = new QuoteStreams(hub);
});

afterEach(async () => {
  await hub.stop();
  vi.useRealTimers();
});

describe('QuoteEventStream', () => {
  it('opens with a comment, then sends the cached price and every update as events of the item', async () => {
    const warm = hub.watch({ feed: 'oanda', symbol: 'EUR_USD', key: 'oanda:EUR_USD' }, () => {});
    oanda.tick('EUR_USD', 1.153, 1.1531);
    const stream = await streams.subscribe('admin-1', [eurUsd()]);
    warm();
    const opening = drain(stream);
    expect(opening.startsWith(': quotes\n\n')).toBe(true);
    expect(dataEvents(opening)).toEqual([
      {
        _id: 'pair-1',
        key: 'oanda:EUR_USD',
        bid: 1.153,
        ask: 1.1531,
        price: (1.153 + 1.1531) / 2,
        time: Date.now(),
        outdated: false,
        simulated: false,
      },
    ]);
    oanda.tick('EUR_USD', 1.1532, 1.1533);
    await vi.advanceTimersByTimeAsync(20);
    expect(dataEvents(drain(stream))).toMatchObject([{ _id: 'pair-1', bid: 1.1532 }]);
    stream.destroy();
  });

  it('keeps only the latest price per item for a reader that does not keep up', async () => {
    const stream = await streams.subscribe('admin-1', [
      eurUsd(),
      eurUsd({ _id: 'pair-2', from: 'USD', to: 'JPY' }),
    ]);
    for (let i = 0; i < 10_000; i++) {
      oanda.tick('EUR_USD', 1.15 + i / 1e6, 1.1501 + i / 1e6);
      oanda.tick('USD_JPY', 157 + i / 1e3, 157.01 + i / 1e3);
    }
    await vi.advanceTimersByTimeAsync(20);
    expect(stream.readableLength).toBeLessThan(1_000);
    const events = dataEvents(drain(stream));
    expect(events.map((e) => [e._id, e.bid])).toEqual([
      ['pair-1', 1.159999],
      ['pair-2', 166.999],
    ]);
    stream.destroy();
  });

  it('tells when a price becomes outdated, and sends a heartbeat comment every 15 s', async () => {
    const stream = await streams.subscribe('admin-1', [eurUsd()]);
    oanda.tick('EUR_USD', 1.153, 1.1531);
    drain(stream);
    await vi.advanceTimersByTimeAsync(17_000);
    const text = drain(stream);
    expect(text).toContain(': heartbeat\n\n');
    expect(dataEvents(text)).toMatchObject([{ _id: 'pair-1', bid: 1.153, outdated: true }]);
    stream.destroy();
  });

  it('answers unavailable items with the SPEC message, and ends a stream with nothing live', async () => {
    const stream = await streams.subscribe('admin-1', [
      eurUsd({ _id: 'bad-1', from: 'BTC', to: 'USDT', quoteProvider: -1, exchange: 'nasdaq' }),
      eurUsd({ _id: 'bad-2', from: 'ABC', to: 'XYZ' }),
    ]);
    const ended = new Promise((resolve) => stream.once('end', resolve));
    const text = drain(stream);
    expect(text).toContain(
      'event: unavailable\ndata: {"_id":"bad-1","reason":"exchange_lacks_pair","message":"Exchange does not exist for the current pair"}\n\n',
    );
    expect(text).toContain('"_id":"bad-2","reason":"invalid_for_broker"');
    await ended;
    expect(oanda.calls).toEqual([]);
  });

  it('ends the calling admin’s items by userUnicId, and the stream with its last item', async () => {
    const mine = await streams.subscribe('admin-1', [
      eurUsd(),
      eurUsd({ _id: 'pair-2', from: 'USD', to: 'JPY', userUnicId: 'screen-2' }),
    ]);
    const theirs = await streams.subscribe('admin-2', [eurUsd()]);
    const ended = new Promise((resolve) => mine.once('end', resolve));
    mine.resume();
    expect(streams.unsubscribe('admin-1', ['screen-1'])).toBe(1);
    expect(oanda.subscribed).toEqual(new Set(['EUR_USD', 'USD_JPY']));
    expect(streams.unsubscribe('admin-1', ['screen-2', 'unknown'])).toBe(1);
    await ended;
    expect(oanda.subscribed).toEqual(new Set(['EUR_USD']));
    theirs.destroy();
    expect(oanda.subscribed).toEqual(new Set());
  });

  it('frees every subscription of a stream destroyed by a closed connection', async () => {
    const stream = await streams.subscribe('admin-1', [eurUsd(), eurUsd({ _id: 'pair-2' })]);
    expect(oanda.calls).toEqual(['subscribe EUR_USD']);
    stream.destroy();
    expect(oanda.calls).toEqual(['subscribe EUR_USD', 'unsubscribe EUR_USD']);
    expect(streams.unsubscribe('admin-1', ['screen-1'])).toBe(0);
  });

  it('ends every open stream on shutdown', async () => {
    const stream = await streams.subscribe('admin-1', [eurUsd()]);
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.resume();
    streams.closeAll();
    await ended;
    expect(oanda.subscribed.size).toBe(0);
  });
});
