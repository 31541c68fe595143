import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
let eurusd: string;

beforeAll(async () => {
  t = await startTestApp();
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  eurusd = pairs.body.data.find((p: any) => p.base === 'EUR' && p.quote === 'USD' && p.exchange === null)._id;
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

const validate = (body: Record<string, unknown>, token = t.rootToken) =>
  t.call('POST', '/api/signals/validate', { token, body });

describe('POST /signals/validate', () => {
  it('runs the checks of a creation and writes nothing', async () => {
    const before = await t.count('signals');
    const ok = await validate(limitBuy());
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ entry: '1.085' });

    const broken = await validate(limitBuy({ stopLoss: '1.0900', takeProfits: ['1.0950', '1.0900'] }));
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields.map((f: any) => [f.path, f.code])).toEqual([
      ['takeProfits.1', 'takeProfitOrder'],
      ['stopLoss', 'stopLossSide'],
    ]);
    expect(await t.count('signals')).toBe(before);
  });

  it("refuses what the app's take-profit rule refuses, before anything is sent", async () => {
    const rule = await t.call('POST', '/api/take-profit-rules', {
      token: t.rootToken,
      body: { app: 'shift', maxTakeProfitsCount: 1 },
    });
    expect(rule.status).toBe(201);
    const refused = await validate(limitBuy());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.map((f: any) => f.path)).toContain('takeProfits');
    await t.call('DELETE', `/api/take-profit-rules/${rule.body.data._id}`, { token: t.rootToken });
  });

  it("refuses an idea over the admin's daily limit with the creation's reason, and passes one within it", async () => {
    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 1 } });
    expect((await validate(limitBuy(), trader.token)).status).toBe(200);
    const created = await t.call('POST', '/api/signals', { token: trader.token, body: limitBuy() });
    expect(created.status).toBe(201);

    const over = await validate(limitBuy(), trader.token);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      reason: 'daily_limit_reached',
      message: 'Limit reached for today, contact the admin',
    });
    // The same rule as the creation's: the creation is refused too.
    const second = await t.call('POST', '/api/signals', { token: trader.token, body: limitBuy() });
    expect(second.body.error.reason).toBe('daily_limit_reached');

    const none = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 0 } });
    expect((await validate(limitBuy(), none.token)).body.error.reason).toBe('daily_limit_reached');
  });

  it('takes the same strict body and permission as a creation', async () => {
    expect((await validate({ ...limitBuy(), extra: 1 })).status).toBe(400);
    expect((await t.call('POST', '/api/signals/validate', { body: limitBuy() })).status).toBe(401);
    const viewer = await t.adminWith(['SHIFT']);
    expect((await validate(limitBuy(), viewer.token)).status).toBe(403);
  });
});
