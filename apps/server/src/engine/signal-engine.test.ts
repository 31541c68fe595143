import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { eurUsdPair } from '../../test-support/ideas';
import { ManualQuoteSource } from '../../test-support/manual-quote-source';
import { eventually } from '../../test-support/until';
import { QuoteHub } from '../modules/quotes/quotes-service';
import type { SignalEvent } from '../modules/signals/engine-service';
import { SignalEngine } from './signal-engine';

let t: TestApp;
let source: ManualQuoteSource;
let hub: QuoteHub;
let engine: SignalEngine;
let eurusd: string;
const heard: SignalEvent[] = [];

const newEngine = () =>
  new SignalEngine({
    database: t.database,
    quotes: hub,
    events: t.events,
    log: pino({ level: process.env.ENGINE_LOG ?? 'silent' }),
    delivery: { partnerCopies: true },
  });

beforeAll(async () => {
  t = await startTestApp();
  source = new ManualQuoteSource('manual:oanda', 'oanda', ['EUR_USD', 'GBP_USD']);
  hub = new QuoteHub(new Map([['oanda', source]]));
  await hub.start();
  engine = newEngine();
  await engine.start();
  t.events.on((event) => heard.push(event));
  eurusd = await eurUsdPair(t);
});
afterAll(async () => {
  await engine.stop();
  await hub.stop();
  await t.close();
});

const createLimitBuy = async (extra: Record<string, unknown> = {}) => {
  const answer = await t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
      ...extra,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
};
const signal = (id: string) =>
  t.call('GET', `/api/signals/${id}`, { token: t.rootToken }).then((a) => a.body.data);
const watched = () =>
  eventually(
    async () => engine.status().watchedKeys,
    (n) => n > 0,
  );

describe('the live engine', () => {
  it('moves a new signal through activation, TP1 and all TPs on ticks, recording the quotes', async () => {
    const created = await createLimitBuy();
    await eventually(
      async () => engine.status().openSignals,
      (n) => n >= 1,
    );
    await watched();
    source.tick('EUR_USD', 1.0849, 1.085);
    expect(
      (
        await eventually(
          () => signal(created._id),
          (s) => s.status === 'active',
        )
      ).status,
    ).toBe('active');
    source.tick('EUR_USD', 1.0903, 1.0904);
    const afterTp1 = await eventually(
      () => signal(created._id),
      (s) => s.takeProfits[0].hitAt !== null,
    );
    expect(afterTp1.status).toBe('active');
    source.tick('EUR_USD', 1.096, 1.0961);
    const won = await eventually(
      () => signal(created._id),
      (s) => s.status === 'won',
    );
    expect(won).toMatchObject({ status: 'won', resultPips: '100' });

    const log = (await t.call('GET', `/api/signals/${created._id}/log`, { token: t.rootToken })).body.data;
    const automatic = log.filter((e: any) => e.kind === 'status changed automatically');
    expect(automatic).toHaveLength(2);
    expect(automatic[0].actor).toBe('system');
    expect(automatic[0].next.quote).toMatchObject({ bid: '1.0849', ask: '1.085', source: 'oanda:EUR_USD' });
    const mine = heard.filter((e) => e.signalId === created._id).map((e) => e.type);
    expect(mine).toEqual(['activated', 'take profit hit', 'take profit hit', 'closed']);
  });

  it('checks a signal against the newest quote once its commit is done', async () => {
    const created = await createLimitBuy();
    await eventually(
      async () => engine.status().openSignals,
      (n) => n >= 1,
    );
    await watched();
    // The second tick comes while the activation is being committed: it does not reach the pending
    // order's band, but it does reach the active signal's take profits.
    source.tick('EUR_USD', 1.0849, 1.085);
    source.tick('EUR_USD', 1.096, 1.0961);
    const won = await eventually(
      () => signal(created._id),
      (s) => s.status === 'won',
    );
    expect(won).toMatchObject({ status: 'won', resultPips: '100' });
  });

  it('takes no action on an outdated price and says so', async () => {
    const created = await createLimitBuy();
    const committedBefore = engine.status().committed;
    await eventually(
      async () => engine.status().openSignals,
      (n) => n >= 1,
    );
    source.tick('EUR_USD', 1.08, 1.0801, Date.now() - 20_000);
    // The engine has judged the tick once it pauses its key; an outdated tick commits nothing.
    await eventually(
      async () => engine.status().pausedKeys,
      (keys) => keys.includes('oanda:EUR_USD'),
    );
    expect(engine.status().committed).toBe(committedBefore);
    expect((await signal(created._id)).status).toBe('pending');
    source.tick('EUR_USD', 1.08, 1.0801);
    await eventually(
      () => signal(created._id),
      (s) => s.status !== 'pending',
    );
    expect(engine.status().pausedKeys).not.toContain('oanda:EUR_USD');
  });

  it('sees admins’ changes at once: an edited stop loss and a soft-deleted signal', async () => {
    const edited = await createLimitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' });
    const deleted = await createLimitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' });
    await t.call('PATCH', `/api/signals/${edited._id}`, {
      token: t.rootToken,
      body: { version: 1, stopLoss: '1.0840' },
    });
    await t.call('PUT', `/api/signals/soft/delete/${deleted._id}`, {
      token: t.rootToken,
      body: { softDelete: true },
    });
    // The price is sent until the engine, told of the edit by its notification, hits the new stop loss.
    const hit = await eventually(
      () => {
        source.tick('EUR_USD', 1.0839, 1.084);
        return signal(edited._id);
      },
      (s) => s.status === 'sl_hit',
    );
    expect(hit.status).toBe('sl_hit');
    const bin = await t.call('GET', '/api/signals/soft/delete?app=shift', { token: t.rootToken });
    expect(bin.body.data.find((s: any) => s._id === deleted._id).status).toBe('active');
  });

  it('expires pending signals on the clock', async () => {
    const created = await createLimitBuy({
      entry: '1.0500',
      stopLoss: '1.0450',
      takeProfits: ['1.0600'],
      expiresAt: new Date(Date.now() + 1_200).toISOString(),
    });
    const expired = await eventually(
      () => signal(created._id),
      (s) => s.status === 'expired',
      6_000,
    );
    expect(expired.status).toBe('expired');
    expect(heard.some((e) => e.signalId === created._id && e.type === 'expired')).toBe(true);
  });

  it('rebuilds its index from the database after a restart', async () => {
    const created = await createLimitBuy({ entry: '1.0700', stopLoss: '1.0650', takeProfits: ['1.0800'] });
    await engine.stop();
    engine = newEngine();
    await engine.start();
    expect(engine.status().openSignals).toBeGreaterThanOrEqual(1);
    source.tick('EUR_USD', 1.0699, 1.07);
    expect(
      (
        await eventually(
          () => signal(created._id),
          (s) => s.status === 'active',
        )
      ).status,
    ).toBe('active');
  });
});
