import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

/** When take-profit rules apply to a trade idea, and in which unit its levels are measured. */
let t: TestApp;
let pairs: { _id: string; base: string; quote: string; exchange: string | null }[];

beforeAll(async () => {
  t = await startTestApp();
  pairs = (await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken })).body.data;
});
afterAll(() => t.close());

const pairId = (base: string, quote: string, exchange: string | null = null) =>
  pairs.find((p) => p.base === base && p.quote === quote && p.exchange === exchange)?._id;
const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/signals', { token: t.rootToken, body });
const addRule = async (body: Record<string, unknown>) => {
  const answer = await t.call('POST', '/api/take-profit-rules', { token: t.rootToken, body });
  expect(answer.status).toBe(201);
  return answer.body.data;
};
const patch = (id: string, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/signals/${id}`, { token: t.rootToken, body });

describe('editing an idea under a rule added later', () => {
  it('lets the stop loss move on its own (checked for order only); entry and take profits meet the rules', async () => {
    const created = await create({
      app: 'shift',
      signalType: 'forex',
      pair: pairId('EUR', 'USD'),
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900', '1.0950'],
    });
    expect(created.status).toBe(201);
    const idea = created.body.data;
    // 50 pips of risk and a ratio of 1 were fine when sent; this rule came after.
    await addRule({ app: 'shift', maxStopLoss: '30', rrr: '2' });

    const tightened = await patch(idea._id, { version: idea.version, stopLoss: '1.0820' });
    expect(tightened.status).toBe(200);
    expect(tightened.body.data).toMatchObject({ stopLoss: '1.082', version: idea.version + 1 });

    const wrongSide = await patch(idea._id, { version: idea.version + 1, stopLoss: '1.0860' });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.body.error.fields).toEqual([
      {
        path: 'stopLoss',
        message: 'The stop loss must be on the loss side of the entry',
        code: 'stopLossSide',
      },
    ]);

    const moreTargets = await patch(idea._id, {
      version: idea.version + 1,
      takeProfits: ['1.0900', '1.0950', '1.1000'],
    });
    expect(moreTargets.status).toBe(400);
    expect(moreTargets.body.error.fields).toEqual([
      {
        path: 'takeProfits.0',
        message: 'The risk/reward ratio of take profit 1 is 1.67; the expected ratio is at least 2',
        code: 'ruleRiskReward',
        params: { number: 1, actual: '1.67', expected: '2' },
      },
    ]);
    const entryMoved = await patch(idea._id, { version: idea.version + 1, entry: '1.0860' });
    expect(entryMoved.status).toBe(400);
    expect(entryMoved.body.error.fields.map((f: { path: string }) => f.path)).toEqual([
      'stopLoss',
      'takeProfits.0',
    ]);
  });
});

describe('a rule limited to signal types', () => {
  it('checks the ideas of those types only, and takes only types its app publishes', async () => {
    const rule = await addRule({ app: 'titan', rrr: '5', signalTypes: ['indice'] });
    expect(rule.signalTypes).toEqual(['indice']);
    const listed = await t.call('GET', '/api/take-profit-rules?app=titan', { token: t.rootToken });
    expect(listed.body.data[0].signalTypes).toEqual(['indice']);

    const synthetic = await create({
      app: 'titan',
      signalType: 'synthetic',
      pair: pairId('R_100', 'USD'),
      orderType: 'limit',
      side: 'buy',
      entry: '1400',
      stopLoss: '1390',
      takeProfits: ['1410'],
    });
    expect(synthetic.status).toBe(201);
    const index = await create({
      app: 'titan',
      signalType: 'indice',
      pair: pairId('SPX500', 'USD'),
      orderType: 'limit',
      side: 'buy',
      entry: '6600',
      stopLoss: '6590',
      takeProfits: ['6610'],
    });
    expect(index.status).toBe(400);
    expect(index.body.error.fields[0].path).toBe('takeProfits.0');

    const rules = await t.count('take_profit_rules');
    const foreign = await t.call('POST', '/api/take-profit-rules', {
      token: t.rootToken,
      body: { app: 'shift', rrr: '1', signalTypes: ['crypto'] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual([
      { path: 'signalTypes', message: 'Choose signal types the app publishes', code: 'signalTypeNotInApp' },
    ]);
    expect(await t.count('take_profit_rules')).toBe(rules);
  });
});

describe('pips of metals', () => {
  it('counts gold in tenths of a dollar: a 48.57 USD stop is 485.7 pips, inside a forex-sized rule', async () => {
    const gold = (await t.call('GET', `/api/currency-pairs/${pairId('XAU', 'USD')}`, { token: t.rootToken }))
      .body.data;
    expect(gold).toMatchObject({ pipSize: '0.1', multiplier: '10', unit: 'pips' });
    const silver = (
      await t.call('GET', `/api/currency-pairs/${pairId('XAG', 'USD')}`, { token: t.rootToken })
    ).body.data;
    expect(silver).toMatchObject({ pipSize: '0.01', multiplier: '100' });

    await addRule({ app: 'nfx', maxStopLoss: '500', minTakeProfit: '100' });
    const created = await create({
      app: 'nfx',
      signalType: 'nfx',
      pair: gold._id,
      orderType: 'limit',
      side: 'buy',
      entry: '4057.35',
      stopLoss: '4008.78',
      takeProfits: ['4150'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ pipSize: '0.1', multiplier: '10' });
    const tooWide = await create({
      app: 'nfx',
      signalType: 'nfx',
      pair: gold._id,
      orderType: 'limit',
      side: 'buy',
      entry: '4057.35',
      stopLoss: '4000',
      takeProfits: ['4150'],
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.error.message).toBe('The stop loss is 573.5 pips away; the rule allows 0 to 500');
    expect(tooWide.body.error.fields).toEqual([
      expect.objectContaining({
        path: 'stopLoss',
        code: 'ruleStopLossPips',
        params: { actual: '573.5', min: '0', max: '500' },
      }),
    ]);
  });
});

describe('results of crypto ideas', () => {
  it('keep the points of a small coin at its precision (ADA at 0.43: 0.0045, not 0)', async () => {
    const created = await create({
      app: 'relic',
      signalType: 'crypto',
      pair: pairId('ADA', 'USDT', 'binance'),
      orderType: 'limit',
      side: 'buy',
      entry: '0.4300',
      stopLoss: '0.4200',
      takeProfits: ['0.4400', '0.4500'],
    });
    expect(created.status).toBe(201);
    const activated = await t.call('POST', `/api/signals/${created.body.data._id}/update-live-price`, {
      token: t.rootToken,
      body: { value: '0.4300', version: created.body.data.version },
    });
    t.prices.set({ base: 'ADA', quote: 'USDT', exchange: 'binance' }, '0.4345', '0.4346');
    const ended = await t.call('PUT', `/api/signals/end-trade/${created.body.data._id}`, {
      token: t.rootToken,
      body: { version: activated.body.data.version },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'won', resultPips: '0.0045', pips: '0.0045' });
  });
});
