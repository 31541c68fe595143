import { APPS } from '@signal-desk/domain/apps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { until } from '../../../test-support/until';
import { signalNumberSequence } from './daily-limits';

let t: TestApp;
let eurusd: string;
let btcusdt: string;

beforeAll(async () => {
  t = await startTestApp();
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  const find = (base: string, quote: string, exchange: string | null = null) =>
    pairs.body.data.find((p: any) => p.base === base && p.quote === quote && p.exchange === exchange)._id;
  eurusd = find('EUR', 'USD');
  btcusdt = find('BTC', 'USDT', 'binance');
});
afterAll(() => t.close());

const limitBuy = (overrides: Record<string, unknown> = {}) => ({
  app: 'shift',
  signalType: 'forex',
  pair: eurusd,
  orderType: 'limit',
  side: 'buy',
  entry: '1.0850',
  stopLoss: '1.0800',
  takeProfits: ['1.0900', '1.0950'],
  timeframe: '1H',
  tradeType: 'Swing-TD',
  analysis: 'Support held twice on the hourly chart.',
  ...overrides,
});

const create = (body: Record<string, unknown>, token = t.rootToken) =>
  t.call('POST', '/api/signals', { token, body });
const logKinds = async (id: string) =>
  (await t.call('GET', `/api/signals/${id}/log`, { token: t.rootToken })).body.data.map((e: any) => e.kind);

describe('creating trade ideas', () => {
  it('creates a pending limit buy with a readable id and logs it', async () => {
    const answer = await create(limitBuy());
    expect(answer.status).toBe(201);
    const signal = answer.body.data;
    expect(signal).toMatchObject({
      status: 'pending',
      app: 'shift',
      currencyPair: 'EUR/USD',
      unit: 'pips',
      multiplier: '10000',
      version: 1,
    });
    expect(signal.signalId).toMatch(/^SHIFT-\d{6}$/);
    expect(signal.takeProfits).toEqual([
      { price: '1.09', hitAt: null },
      { price: '1.095', hitAt: null },
    ]);
    expect(signal.disclaimer).toMatch(/own discretion/);
    expect(await logKinds(signal._id)).toEqual(['create signal']);
    // The answer, the stored idea and the log's copy of it are the same idea.
    const read = await t.call('GET', `/api/signals/${signal._id}`, { token: t.rootToken });
    expect(read.body.data).toEqual(signal);
    const log = await t.call('GET', `/api/signals/${signal._id}/log`, { token: t.rootToken });
    expect(log.body.data[0].next).toEqual(signal);
  });

  it('stores what a creation with every optional field gives, as the answer and the log show it', async () => {
    const answer = await create(
      limitBuy({
        volume: '0.5',
        riskPercentage: 1.25,
        accountBalance: 5000.5,
        riskLevel: 'medium',
        sentiment: 70,
        activationMargin: '0.0005',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        comment: 'Watch the US open.',
        automatedMessages: ['TP1 reached'],
        translations: { fr: { analysis: 'Le support a tenu deux fois.' } },
        mutePush: true,
      }),
    );
    expect(answer.status).toBe(201);
    const signal = answer.body.data;
    const read = await t.call('GET', `/api/signals/${signal._id}`, { token: t.rootToken });
    expect(read.body.data).toEqual(signal);
    const log = await t.call('GET', `/api/signals/${signal._id}/log`, { token: t.rootToken });
    expect(log.body.data[0].next).toEqual(signal);
  });

  it('opens a market order at the live ask, or refuses when the price is outdated', async () => {
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.08500', '1.08510', Date.now() - 20_000);
    const stale = await create(limitBuy({ orderType: 'market', entry: undefined }));
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({
      reason: 'price_outdated',
      message: 'Price outdated, use manual price',
    });
    expect(stale.body.error.fields[0]).toMatchObject({ path: 'entry', reason: 'price_outdated' });
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.08500', '1.08510');
    const fresh = await create(limitBuy({ orderType: 'market', entry: undefined }));
    expect(fresh.status).toBe(201);
    expect(fresh.body.data).toMatchObject({ status: 'active', entry: '1.0851', lastPrice: '1.085' });
    const fixed = await create(limitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0840' }));
    expect(fixed.body.data).toMatchObject({ status: 'active', entry: '1.084' });
  });

  it('refuses broken levels with field errors and writes nothing', async () => {
    const before = await t.count('signals');
    const answer = await create(limitBuy({ stopLoss: '1.0900', takeProfits: ['1.0950', '1.0900'] }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.map((f: any) => [f.path, f.code])).toEqual([
      ['takeProfits.1', 'takeProfitOrder'],
      ['stopLoss', 'stopLossSide'],
    ]);
    expect(await t.count('signals')).toBe(before);
  });

  it('refuses a pair of the wrong kind for the app and drops leverage outside futures', async () => {
    const wrong = await create(limitBuy({ pair: btcusdt }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields[0].path).toBe('pair');
    const crypto = await create({
      ...limitBuy({
        app: 'relic',
        signalType: 'crypto',
        pair: btcusdt,
        entry: '60000',
        stopLoss: '58000',
        takeProfits: ['62000'],
      }),
      leverage: 20,
    });
    expect(crypto.status).toBe(201);
    expect(crypto.body.data).toMatchObject({ unit: 'points', leverage: null, exchange: 'binance' });
  });

  it('needs SIGNAL_OPEN_FIELDS_MODIFY and the app permission', async () => {
    expect((await t.call('POST', '/api/signals', { body: limitBuy() })).status).toBe(401);
    const viewer = await t.adminWith(['SHIFT'], { signalsLimit: { shift: 5 } });
    expect((await create(limitBuy(), viewer.token)).status).toBe(403);
    const nfxTrader = await t.adminWith(['NFX', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 5 } });
    const denied = await create(limitBuy(), nfxTrader.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Missing permission: SHIFT');
  });

  it('refuses blacklisted words with the compliance warning', async () => {
    await t.call('POST', '/api/badWords', { token: t.rootToken, body: { words: ['guaranteed'] } });
    const answer = await create(limitBuy({ analysis: 'A guaranteed winner.' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.reason).toBe('compliance_warning');
    expect(answer.body.error.message).toBe(
      'Compliance warning: please refrain from using such terms: "guaranteed" (analysis)',
    );
    expect(answer.body.error.fields).toEqual([
      expect.objectContaining({ path: 'analysis', reason: 'compliance_warning', term: 'guaranteed' }),
    ]);
  });

  it('takes only http(s) image URLs, as every other URL field', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      const answer = await create(limitBuy({ images: ['https://example.com/a.png', bad] }));
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.fields, bad).toEqual([
        expect.objectContaining({ path: 'images.1', code: 'url' }),
      ]);
    }
    const answer = await create(limitBuy({ images: ['https://example.com/chart.png'] }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.images).toEqual(['https://example.com/chart.png']);
  });

  it('refuses an expiry in the past with a field error, pushing and writing nothing', async () => {
    const signals = await t.count('signals');
    const jobs = await t.count('job_outbox');
    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), new Date().toISOString()]) {
      const answer = await create(limitBuy({ expiresAt }));
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual([
        { path: 'expiresAt', message: 'The expiry must lie in the future', code: 'expiryPast' },
      ]);
    }
    const validated = await t.call('POST', '/api/signals/validate', {
      token: t.rootToken,
      body: limitBuy({ expiresAt: '2020-01-01T00:00:00Z' }),
    });
    expect(validated.status).toBe(400);
    expect(validated.body.error.fields[0].path).toBe('expiresAt');
    expect(await t.count('signals')).toBe(signals);
    expect(await t.count('job_outbox')).toBe(jobs);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const created = await create(limitBuy({ expiresAt: future }));
    expect(created.status).toBe(201);
    expect(created.body.data.expiresAt).toBe(future);
  });

  it('refuses a signal type the app does not publish with a code', async () => {
    const answer = await create(limitBuy({ signalType: 'stock' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([
      { path: 'signalType', message: 'Not for this app', code: 'notForApp' },
    ]);
  });

  it('applies the take-profit rule of the app with actual and expected ratio', async () => {
    const rule = await t.call('POST', '/api/take-profit-rules', {
      token: t.rootToken,
      body: { app: 'nfx', rrr: '2', takeProfitIndex: 1 },
    });
    expect(rule.status).toBe(201);
    const answer = await create(limitBuy({ app: 'nfx', signalType: 'nfx' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'The risk/reward ratio of take profit 1 is 1; the expected ratio is at least 2',
    );
    expect(answer.body.error.fields).toEqual([
      {
        path: 'takeProfits.0',
        message: 'The risk/reward ratio of take profit 1 is 1; the expected ratio is at least 2',
        code: 'ruleRiskReward',
        params: { number: 1, actual: '1', expected: '2' },
      },
    ]);
  });
});

describe('daily limits and ids under concurrency', () => {
  it('never lets parallel creations go over the limit, and ids stay unique', async () => {
    const trader = await t.adminWith(['MIRA', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { mira: 3 } });
    const pairs = await t.call('GET', `/api/currency-pairs?where=${encodeURIComponent('{"base":"AAPL"}')}`, {
      token: t.rootToken,
    });
    const body = limitBuy({
      app: 'mira',
      signalType: 'stock',
      pair: pairs.body.data[0]._id,
      entry: '230',
      stopLoss: '220',
      takeProfits: ['240'],
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(body, trader.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toMatchObject({
      reason: 'daily_limit_reached',
      message: 'Limit reached for today, contact the admin',
    });
    const ids = answers.filter((a) => a.status === 201).map((a) => a.body.data.signalId);
    expect(new Set(ids).size).toBe(3);
    const me = await t.call('GET', '/api/auth/me', { token: trader.token });
    expect(me.body.data.signalsSent).toEqual({ mira: 3 });
  });

  it('numbers the readable ids of every app from its own sequence', async () => {
    const result = await t.database.db.execute(
      `select sequencename from pg_sequences where sequencename like 'signal_number_%' order by 1`,
    );
    expect((result as any).rows.map((r: any) => r.sequencename)).toEqual(
      APPS.map(signalNumberSequence).sort(),
    );
  });
});

describe('the lifecycle by hand', () => {
  it('activates on a live price, hits TP1, then all TPs, with the trail', async () => {
    const created = (await create(limitBuy())).body.data;
    const price = (value: string, version?: number) =>
      t.call('POST', `/api/signals/${created._id}/update-live-price`, {
        token: t.rootToken,
        body: { value, version },
      });
    const active = await price('1.0849');
    expect(active.body.data).toMatchObject({
      status: 'active',
      lastPrice: '1.0849',
      isUpdatePriceManually: true,
      version: 2,
    });
    const tp1 = await price('1.0905');
    expect(tp1.body.data.takeProfits[0].hitAt).not.toBeNull();
    expect(tp1.body.data.status).toBe('active');
    const won = await price('1.0960');
    expect(won.body.data).toMatchObject({ status: 'won', resultPips: '100' });
    expect(await logKinds(created._id)).toEqual([
      'create signal',
      'update live price',
      'status changed manually',
      'update live price',
      'take profit hit',
      'update live price',
      'take profit hit',
      'all take profits hit',
      'status changed manually',
      'is-closed changed',
    ]);
    const closed = await price('1.1000');
    expect(closed.status).toBe(409);
  });

  it('ends a trade with the outcome of the current price, and refuses a stale version', async () => {
    const created = (await create(limitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' }))).body
      .data;
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0840', '1.0841');
    const stale = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 99 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      reason: 'signal_outdated',
      message: 'Outdated signal data, reload',
    });
    const ended = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 1 },
    });
    expect(ended.body.data).toMatchObject({ status: 'cancelled', resultPips: '-10', closePrice: '1.084' });
  });

  it('refuses to end a trade whose outcome moved away from the one the admin confirmed', async () => {
    const created = (await create(limitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' }))).body
      .data;
    // The admin saw a win at 1.0870; the price fell back below the entry before the click arrived.
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0840', '1.0841');
    const moved = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 1, expectedStatus: 'won' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.reason).toBe('outcome_changed');
    expect(moved.body.error.message).toMatch(/^The price moved: this would now close as cancelled/);
    const unchanged = await t.call('GET', `/api/signals/${created._id}`, { token: t.rootToken });
    expect(unchanged.body.data).toMatchObject({ status: 'active', version: 1 });
    const confirmed = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 1, expectedStatus: 'cancelled' },
    });
    expect(confirmed.body.data.status).toBe('cancelled');
  });

  it('asks to confirm a forced close without a fresh price', async () => {
    const created = (await create(limitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' }))).body
      .data;
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0840', '1.0841', Date.now() - 60_000);
    const unsure = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 1 },
    });
    expect(unsure.status).toBe(409);
    expect(unsure.body.error.reason).toBe('force_required');
    const forced = await t.call('PUT', `/api/signals/end-trade/${created._id}`, {
      token: t.rootToken,
      body: { version: 1, force: true, price: '1.0900' },
    });
    expect(forced.body.data).toMatchObject({ status: 'won', resultPips: '50' });
  });

  it('lets exactly one of two parallel closes win', async () => {
    const created = (await create(limitBuy())).body.data;
    const answers = await Promise.all([
      t.call('PUT', `/api/signals/cancelled/${created._id}`, { token: t.rootToken, body: { version: 1 } }),
      t.call('PUT', `/api/signals/cancelled/${created._id}`, { token: t.rootToken, body: { version: 1 } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await logKinds(created._id)).filter((k: string) => k === 'status changed manually')).toHaveLength(
      1,
    );
  });

  it('marks pending ideas expired, reopens closed ones, and takes profit early', async () => {
    const pending = (await create(limitBuy())).body.data;
    const expired = await t.call('PUT', `/api/signals/expired/${pending._id}`, {
      token: t.rootToken,
      body: { version: 1 },
    });
    expect(expired.body.data.status).toBe('expired');
    const reopened = await t.call('PUT', `/api/signals/reopen/${pending._id}`, {
      token: t.rootToken,
      body: { version: 2 },
    });
    expect(reopened.body.data.status).toBe('pending');
    const active = (await create(limitBuy({ orderType: 'market', fixedEntry: true, entry: '1.0850' }))).body
      .data;
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0870', '1.0871');
    const early = await t.call('PUT', `/api/signals/early-take-profit/${active._id}`, {
      token: t.rootToken,
      body: { version: 1 },
    });
    expect(early.body.data).toMatchObject({ status: 'won', resultPips: '20' });
  });

  it('needs the status permissions: own ideas with MODIFY_SIGNAL_STATUS, any with MODIFY_ALL_SIGNAL_STATUS', async () => {
    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY', 'MODIFY_SIGNAL_STATUS'], {
      signalsLimit: { shift: 5 },
    });
    const own = (await create(limitBuy(), trader.token)).body.data;
    const others = (await create(limitBuy())).body.data;
    expect(
      (
        await t.call('PUT', `/api/signals/cancelled/${own._id}`, {
          token: trader.token,
          body: { version: 1 },
        })
      ).status,
    ).toBe(200);
    const denied = await t.call('PUT', `/api/signals/cancelled/${others._id}`, {
      token: trader.token,
      body: { version: 1 },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Missing permission: MODIFY_ALL_SIGNAL_STATUS');
  });
});

describe('editing', () => {
  it('says when nothing changes, checks field permissions, adds take profits and freezes cancelled ideas', async () => {
    const created = (await create(limitBuy())).body.data;
    const nothing = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: 1, stopLoss: '1.08' },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toMatchObject({ reason: 'no_changes', message: 'No changes to save' });

    const editor = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY']);
    const slDenied = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: editor.token,
      body: { version: 1, stopLoss: '1.0810' },
    });
    expect(slDenied.status).toBe(403);
    expect(slDenied.body.error).toMatchObject({
      message: 'Missing permission: MODIFY_SL, MODIFY_ALL_SIGNAL_FIELDS',
      reason: 'missing_permission',
      params: { permissions: 'MODIFY_SL, MODIFY_ALL_SIGNAL_FIELDS' },
    });
    const comment = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: editor.token,
      body: { version: 1, comment: 'Watch the NFP release.' },
    });
    expect(comment.body.data).toMatchObject({ comment: 'Watch the NFP release.', version: 2 });

    const added = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: 2, takeProfits: ['1.0900', '1.0950', '1.1000'] },
    });
    expect(added.body.data.takeProfits).toHaveLength(3);
    expect(await logKinds(created._id)).toContain('take profit added');

    await t.call('PUT', `/api/signals/cancelled/${created._id}`, {
      token: t.rootToken,
      body: { version: 3 },
    });
    const frozen = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: 4, comment: 'Too late' },
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.reason).toBe('signal_frozen');
  });

  it('refuses an expiry moved into the past; a later one or none is fine', async () => {
    const created = (await create(limitBuy({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })))
      .body.data;
    const past = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: created.version, expiresAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual([
      { path: 'expiresAt', message: 'The expiry must lie in the future', code: 'expiryPast' },
    ]);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: created.version, expiresAt: later },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ expiresAt: later, version: created.version + 1 });
    const cleared = await t.call('PATCH', `/api/signals/${created._id}`, {
      token: t.rootToken,
      body: { version: created.version + 1, expiresAt: null, comment: 'No expiry now.' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.expiresAt).toBeNull();
  });
});

describe('leverage on edits', () => {
  const relicIdea = (overrides: Record<string, unknown> = {}) =>
    create({
      ...limitBuy({
        app: 'relic',
        signalType: 'crypto',
        pair: btcusdt,
        entry: '60000',
        stopLoss: '58000',
        takeProfits: ['62000'],
      }),
      ...overrides,
    });
  const patch = (id: string, body: Record<string, unknown>) =>
    t.call('PATCH', `/api/signals/${id}`, { token: t.rootToken, body });

  it('drops the leverage unless the idea ends up on futures, as creation does', async () => {
    const created = await relicIdea({ exchangeType: 'futures', leverage: 20 });
    expect(created.status).toBe(201);
    const idea = created.body.data;
    expect(idea).toMatchObject({ exchangeType: 'futures', leverage: 20 });

    // Moved to spot: the leverage goes with it.
    const spot = await patch(idea._id, { version: 1, exchangeType: 'spot' });
    expect(spot.status).toBe(200);
    expect(spot.body.data).toMatchObject({ exchangeType: 'spot', leverage: null, version: 2 });

    // A leverage alone on a spot idea changes nothing; beside another change it is dropped.
    const alone = await patch(idea._id, { version: 2, leverage: 10 });
    expect(alone.status).toBe(400);
    expect(alone.body.error.reason).toBe('no_changes');
    const beside = await patch(idea._id, { version: 2, leverage: 10, comment: 'Scaling in.' });
    expect(beside.status).toBe(200);
    expect(beside.body.data).toMatchObject({ leverage: null, comment: 'Scaling in.', version: 3 });

    // Back on futures, with a leverage of its own.
    const futures = await patch(idea._id, { version: 3, exchangeType: 'futures', leverage: 5 });
    expect(futures.body.data).toMatchObject({ exchangeType: 'futures', leverage: 5 });
    const changed = await patch(idea._id, { version: 4, leverage: 8 });
    expect(changed.body.data).toMatchObject({ exchangeType: 'futures', leverage: 8 });
    const trail = (await t.call('GET', `/api/signals/${idea._id}/log`, { token: t.rootToken })).body.data;
    const dropped = trail.find(
      (e: { kind: string; next: Record<string, unknown> }) =>
        e.kind === 'update signal' && e.next.exchangeType === 'spot',
    );
    expect(dropped?.next).toEqual({ exchangeType: 'spot', leverage: null });
  });
});

describe('lists, recycle bin and export', () => {
  it('filters by status and trader, counts totals, and keeps soft-deleted ideas in the recycle bin', async () => {
    const app = 'titan';
    const spx = (
      await t.call('GET', `/api/currency-pairs?where=${encodeURIComponent('{"base":"SPX500"}')}`, {
        token: t.rootToken,
      })
    ).body.data[0]._id;
    const body = limitBuy({
      app,
      signalType: 'indice',
      pair: spx,
      entry: '5900',
      stopLoss: '5850',
      takeProfits: ['5950', '6000'],
    });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(body)).body.data._id);
    await t.call('PUT', `/api/signals/cancelled/${ids[0]}`, { token: t.rootToken, body: { version: 1 } });
    const all = await t.call('GET', `/api/signals?app=${app}&perPage=2`, { token: t.rootToken });
    expect(all.body).toMatchObject({ total: 3, perPage: 2, lastPage: 2 });
    const pending = await t.call('GET', `/api/signals?app=${app}&status=pending`, { token: t.rootToken });
    expect(pending.body.total).toBe(2);
    const today = await t.call('GET', `/api/signals?app=${app}&period=today&trader=${t.root._id}`, {
      token: t.rootToken,
    });
    expect(today.body.total).toBe(3);
    // The week is the last 7 days counting today (decision 30): 6 days ago is in it, 7 days ago is not.
    await t.database.db.execute(
      `update signals set created_at = date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '6 days' + interval '1 hour' where id = '${ids[1]}'`,
    );
    await t.database.db.execute(
      `update signals set created_at = date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '7 days' + interval '1 hour' where id = '${ids[2]}'`,
    );
    const week = await t.call('GET', `/api/signals?app=${app}&period=week`, { token: t.rootToken });
    expect(week.body.data.map((s: any) => s._id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await t.call('GET', `/api/signals?app=${app}&status=nope`, { token: t.rootToken })).status).toBe(
      400,
    );

    const deleted = await t.call('PUT', `/api/signals/soft/delete/${ids[1]}`, {
      token: t.rootToken,
      body: { softDelete: true },
    });
    expect(deleted.body.data.softDelete).toBe(true);
    expect((await t.call('GET', `/api/signals?app=${app}`, { token: t.rootToken })).body.total).toBe(2);
    const bin = await t.call('GET', `/api/signals/soft/delete?app=${app}`, { token: t.rootToken });
    expect(bin.body.data.map((s: any) => s._id)).toEqual([ids[1]]);
    expect((await t.call('GET', `/api/signals/${ids[1]}`, { token: t.rootToken })).status).toBe(404);
    const restored = await t.call('PUT', `/api/signals/soft/delete/${ids[1]}`, {
      token: t.rootToken,
      body: { softDelete: false },
    });
    expect(restored.body.data.softDelete).toBe(false);
    expect((await t.call('GET', `/api/signals?app=${app}`, { token: t.rootToken })).body.total).toBe(3);
  });

  it('guards the recycle bin with the soft-delete permissions', async () => {
    const viewer = await t.adminWith(['SHIFT', 'SOFT_DELETE_VIEW_SHIFT']);
    expect((await t.call('GET', '/api/signals/soft/delete?app=shift', { token: viewer.token })).status).toBe(
      200,
    );
    const other = await t.adminWith(['SHIFT']);
    expect((await t.call('GET', '/api/signals/soft/delete?app=shift', { token: other.token })).status).toBe(
      403,
    );
    const signal = (await create(limitBuy())).body.data;
    expect(
      (
        await t.call('PUT', `/api/signals/soft/delete/${signal._id}`, {
          token: viewer.token,
          body: { softDelete: true },
        })
      ).status,
    ).toBe(403);
  });

  it('exports the filtered list as CSV and logs the export', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/signals/export?app=shift&status=won',
      headers: { authorization: `Bearer ${t.rootToken}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^signalId,createdAt,app,status/);
    const won = await t.call('GET', '/api/signals?app=shift&status=won&perPage=200', { token: t.rootToken });
    expect(lines).toHaveLength(won.body.total + 1);
    expect(lines.slice(1).every((l: string) => l.includes(',won,'))).toBe(true);
    const log = await t.database.db.execute(
      `select count(*)::int as n from activity_log where kind = 'csv export'`,
    );
    expect((log as any).rows[0].n).toBe(1);
  });

  it('serves repeated list reads from memory until a signal change is notified', async () => {
    const url = '/api/signals?app=shift&status=cancelled&perPage=5';
    const read = async () => (await t.call('GET', url, { token: t.rootToken })).body.data[0]?.strategy;
    const [signal] = (await t.call('GET', url, { token: t.rootToken })).body.data;
    expect(signal).toBeDefined();
    // Written behind the API's back, as another process would without telling anyone: still cached.
    await t.database.db.execute(`update signals set strategy = 'Quiet change' where id = '${signal._id}'`);
    expect(await read()).not.toBe('Quiet change');
    // The notification every committed change sends invalidates the app's pages.
    await t.database.db.execute(
      `select pg_notify('signal_changes', '${JSON.stringify({ id: signal._id, app: 'shift', version: signal.version, kinds: [], ownerId: null })}')`,
    );
    await until(async () => (await read()) === 'Quiet change', 1_000);
  });

  it('shows a change answered by this server to the very next read', async () => {
    const url = '/api/signals?app=shift&perPage=5';
    const before = (await t.call('GET', url, { token: t.rootToken })).body;
    const created = (await create(limitBuy({ strategy: 'Read your writes' }))).body.data;
    const after = (await t.call('GET', url, { token: t.rootToken })).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]._id).toBe(created._id);
  });
});
