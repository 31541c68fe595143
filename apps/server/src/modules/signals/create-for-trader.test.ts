import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { eurUsdPair } from '../../../test-support/ideas';

let t: TestApp;
let eurusd: string;
beforeAll(async () => {
  t = await startTestApp();
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

const body = (trader?: string) => ({
  app: 'shift',
  signalType: 'forex',
  pair: eurusd,
  orderType: 'limit',
  side: 'buy',
  entry: '1.08',
  stopLoss: '1.07',
  takeProfits: ['1.09'],
  ...(trader ? { trader } : {}),
});

describe('POST /api/signals on behalf of another trader', () => {
  it('is refused to a trader without MODIFY_ALL_SIGNAL_FIELDS, and nothing is created', async () => {
    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 10 } });
    const before = await t.count('signals');
    const asRoot = await t.call('POST', '/api/signals', { token: trader.token, body: body(t.root._id) });
    expect(asRoot.status).toBe(403);
    expect(asRoot.body.error.message).toContain('MODIFY_ALL_SIGNAL_FIELDS');
    expect(await t.count('signals')).toBe(before);
    const own = await t.call('POST', '/api/signals', { token: trader.token, body: body(trader.user._id) });
    expect(own.status).toBe(201);
  });

  it('is allowed with MODIFY_ALL_SIGNAL_FIELDS and to the super admin', async () => {
    const desk = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY', 'MODIFY_ALL_SIGNAL_FIELDS'], {
      signalsLimit: { shift: 10 },
    });
    const trader = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 10 } });
    const byDesk = await t.call('POST', '/api/signals', { token: desk.token, body: body(trader.user._id) });
    expect(byDesk.status).toBe(201);
    expect(byDesk.body.data.trader._id).toBe(trader.user._id);
    const byRoot = await t.call('POST', '/api/signals', { token: t.rootToken, body: body(trader.user._id) });
    expect(byRoot.status).toBe(201);
  });
});
