import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const where = (filter: unknown) => `where=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the seeded catalogue', () => {
  it('holds currencies with icons and pairs with correct pip sizes and units', async () => {
    const currencies = await t.call('GET', '/api/currencies?perPage=200', { token: t.rootToken });
    expect(currencies.body.total).toBeGreaterThan(50);
    expect(currencies.body.data.every((c: any) => c.icon?.startsWith('data:image/svg+xml;base64,'))).toBe(
      true,
    );
    const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
    const find = (base: string, quote: string, exchange: string | null = null) =>
      pairs.body.data.find((p: any) => p.base === base && p.quote === quote && p.exchange === exchange);
    expect(find('EUR', 'USD')).toMatchObject({
      symbolID: 'EUR_USD',
      pipSize: '0.0001',
      multiplier: '10000',
      unit: 'pips',
      quoteProvider: 1,
    });
    expect(find('USD', 'JPY')).toMatchObject({ pipSize: '0.01', multiplier: '100' });
    // Metals in their traders' pips, not the provider's cents (decision 19).
    expect(find('XAU', 'USD')).toMatchObject({
      pipSize: '0.1',
      multiplier: '10',
      unit: 'pips',
      type: 'commodity',
    });
    expect(find('XAG', 'USD')).toMatchObject({ pipSize: '0.01', multiplier: '100' });
    expect(find('WTICO', 'USD')).toMatchObject({ pipSize: '0.01', multiplier: '100' });
    expect(find('SPX500', 'USD')).toMatchObject({ unit: 'points', multiplier: '1', type: 'indice' });
    expect(find('R_100', 'USD')).toMatchObject({ quoteProvider: 2, unit: 'points', symbolID: 'R_100' });
    expect(find('BTC', 'USDT', 'binance')).toMatchObject({
      quoteProvider: -1,
      symbolID: 'BTC/USDT',
      unit: 'points',
    });
    expect(find('BTC', 'USDT', 'binanceusdm')).toMatchObject({
      exchangeType: 'futures',
      symbolID: 'BTC/USDT:USDT',
    });
    expect(find('EUR', 'USD').baseIcon).toMatch(/^data:image/);
  });
});

describe('migration 0023', () => {
  it('moves stored metal pairs from the provider’s pips to their traders’, once, and logs each change', async () => {
    const db = t.database.db;
    const rows = async () =>
      (
        (await db.execute(
          `select base, pip_size::text as "pipSize" from currency_pairs where type = 'commodity' order by base`,
        )) as unknown as { rows: { base: string; pipSize: string }[] }
      ).rows;
    // A catalogue seeded before the traders' pips: OANDA's pipLocation.
    await db.execute(`update currency_pairs set pip_size = 0.01 where base = 'XAU'`);
    await db.execute(`update currency_pairs set pip_size = 0.0001 where base = 'XAG'`);
    const migration = await readFile(
      new URL('../../db/migrations/0023_metal_pip_sizes.sql', import.meta.url),
      'utf8',
    );
    await db.execute(migration);
    await db.execute(migration);
    expect(await rows()).toEqual([
      { base: 'BCO', pipSize: '0.01' },
      { base: 'WTICO', pipSize: '0.01' },
      { base: 'XAG', pipSize: '0.01' },
      { base: 'XAU', pipSize: '0.1' },
    ]);
    const logged = (
      (await db.execute(
        `select actor, prev, next from activity_log where kind = 'pair pip size changed' order by next->>'pipSize'`,
      )) as unknown as { rows: { actor: string; prev: unknown; next: unknown }[] }
    ).rows;
    expect(logged.map((e) => [e.actor, e.prev, e.next])).toEqual([
      ['system', { pipSize: '0.0001' }, { pipSize: '0.01' }],
      ['system', { pipSize: '0.01' }, { pipSize: '0.1' }],
    ]);
  });
});

describe('/api/currencies', () => {
  it('needs CURRENCY_VIEW to read and CURRENCY_MODIFY to change', async () => {
    expect((await t.call('GET', '/api/currencies')).status).toBe(401);
    const stranger = await t.adminWith(['STATS']);
    expect((await t.call('GET', '/api/currencies', { token: stranger.token })).status).toBe(403);
    const viewer = await t.adminWith(['CURRENCY_VIEW']);
    expect((await t.call('GET', '/api/currencies', { token: viewer.token })).status).toBe(200);
    const denied = await t.call('POST', '/api/currencies', {
      token: viewer.token,
      body: { fullName: 'Polish Zloty', shortName: 'PLN', type: 'forex' },
    });
    expect(denied.status).toBe(403);
  });

  it('creates, updates and deletes a currency with its activity trail', async () => {
    const logs = await t.count('activity_log');
    const created = await t.call('POST', '/api/currencies', {
      token: t.rootToken,
      body: {
        fullName: 'Polish Zloty',
        shortName: 'pln',
        type: 'forex',
        icon: 'https://example.com/pln.png',
        tag: 'EU',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ shortName: 'PLN', symbolId: 'PLN', type: 'forex' });
    const id = created.body.data._id;
    const updated = await t.call('PUT', `/api/currencies/${id}`, {
      token: t.rootToken,
      body: { fullName: 'Polish złoty', shortName: 'PLN', type: 'forex', multiplier: '10000' },
    });
    expect(updated.body.data).toMatchObject({ fullName: 'Polish złoty', multiplier: '10000' });
    expect((await t.call('DELETE', `/api/currencies/${id}`, { token: t.rootToken })).status).toBe(200);
    expect(await t.count('activity_log')).toBe(logs + 3);
  });

  it('refuses bad input, duplicates and deleting a currency pairs use', async () => {
    const before = await t.count('currencies');
    const bad = await t.call('POST', '/api/currencies', {
      token: t.rootToken,
      body: { fullName: 'X', shortName: 'BAD CODE', type: 'planet', icon: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: any) => f.path).sort()).toEqual([
      'fullName',
      'icon',
      'shortName',
      'type',
    ]);
    const duplicate = await t.call('POST', '/api/currencies', {
      token: t.rootToken,
      body: { fullName: 'Euro again', shortName: 'EUR', type: 'forex' },
    });
    expect(duplicate.status).toBe(409);
    expect(await t.count('currencies')).toBe(before);
    const eur = (
      await t.call('GET', `/api/currencies?${where({ shortName: 'EUR', type: 'forex' })}`, {
        token: t.rootToken,
      })
    ).body.data[0];
    const used = await t.call('DELETE', `/api/currencies/${eur._id}`, { token: t.rootToken });
    expect(used.status).toBe(409);
  });

  it('searches coins the crypto exchanges list (at least 2 characters)', async () => {
    expect(
      (await t.call('GET', '/api/currencies/search-crypto-coins?searchText=b', { token: t.rootToken }))
        .status,
    ).toBe(400);
    const answer = await t.call('GET', '/api/currencies/search-crypto-coins?searchText=bt', {
      token: t.rootToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.perPage).toBe(50);
    expect(answer.body.data[0]).toMatchObject({ symbol: 'BTC' });
    expect(answer.body.data[0].exchanges).toContain('binance');
  });
});

describe('/api/currency-pairs', () => {
  it('lists the quote providers, marked simulated', async () => {
    const answer = await t.call('GET', '/api/currency-pairs/quote-providers', { token: t.rootToken });
    expect(answer.body.data.map((p: any) => p.code)).toEqual([1, 2, -1]);
    expect(answer.body.data.every((p: any) => p.simulated)).toBe(true);
    expect(answer.body.data[2].exchanges).toContain('kraken');
  });

  it('sorts by symbol (base, quote, exchange) and searches base, quote and symbol', async () => {
    const list = async (query: string) => {
      const answer = await t.call('GET', `/api/currency-pairs?${query}`, { token: t.rootToken });
      expect(answer.status).toBe(200);
      return answer.body as { total: number; data: any[] };
    };
    const all = await list('perPage=200&sort=symbol');
    const keys = all.data.map((p) => [p.base, p.quote, p.exchange ?? '\uffff', p.exchangeType ?? '']);
    const byKey = (a: string[], b: string[]) => {
      for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i]) return (a[i] as string) < (b[i] as string) ? -1 : 1;
      return 0;
    };
    expect(all.data.length).toBeGreaterThan(20);
    expect(keys).toEqual([...keys].sort(byKey));
    const reversed = await list('perPage=200&sort=-symbol');
    expect(reversed.data.map((p) => p._id)).toEqual(all.data.map((p) => p._id).reverse());

    // Paged: the second page goes on where the first stopped.
    const first = await list('perPage=5&page=1&sort=symbol');
    const second = await list('perPage=5&page=2&sort=symbol');
    expect([...first.data, ...second.data].map((p) => p._id)).toEqual(
      all.data.slice(0, 10).map((p) => p._id),
    );

    const jpy = await list('perPage=200&sort=symbol&search=jpy');
    expect(jpy.total).toBeGreaterThan(0);
    expect(jpy.data.every((p) => [p.base, p.quote, p.symbolID].some((s) => /jpy/i.test(s)))).toBe(true);
    const bySymbol = await list(`sort=symbol&search=${encodeURIComponent('BTC/USDT:USDT')}`);
    expect(bySymbol.total).toBeGreaterThan(1);
    expect(bySymbol.data.every((p) => p.exchangeType === 'futures' && p.base === 'BTC')).toBe(true);
    const exchanges = bySymbol.data.map((p) => p.exchange);
    expect(exchanges).toEqual([...exchanges].sort());
    expect((await list('search=%25')).total).toBe(0);
    const unknown = await t.call('GET', '/api/currency-pairs?sort=symbolId', { token: t.rootToken });
    expect(unknown.status).toBe(400);
  });

  it('adds a pair the provider quotes, with the pip size from the provider, and deletes it', async () => {
    const created = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'LINK', quote: 'USDT', quoteProvider: -1, exchange: 'kucoin' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      symbolID: 'LINK/USDT',
      exchange: 'kucoin',
      exchangeType: 'spot',
      pipSize: '0.01',
      unit: 'points',
    });
    const again = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'LINK', quote: 'USDT', quoteProvider: -1, exchange: 'kucoin' },
    });
    expect(again.status).toBe(409);
    expect(
      (await t.call('DELETE', `/api/currency-pairs/${created.body.data._id}`, { token: t.rootToken })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/currency-pairs/${created.body.data._id}`, { token: t.rootToken })).status,
    ).toBe(404);
  });

  it('refuses a pair no broker quotes, with the SPEC message', async () => {
    const answer = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'USD', quote: 'NOK', quoteProvider: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      reason: 'unsupported_by_broker',
      message: 'Currency not supported by any broker, so quotes do not update automatically',
      fields: [{ path: 'base', reason: 'unsupported_by_broker' }],
    });
  });

  it('refuses unknown currencies, a crypto pair without exchange, and pairs an exchange does not list', async () => {
    const before = await t.count('currency_pairs');
    const unknown = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'ZZZ', quote: 'USD', quoteProvider: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.reason).toBe('unknown_base');
    const noExchange = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'BTC', quote: 'USDT', quoteProvider: -1 },
    });
    expect(noExchange.body.error.fields[0].path).toBe('exchange');
    const notListed = await t.call('POST', '/api/currency-pairs', {
      token: t.rootToken,
      body: { base: 'DOT', quote: 'USDC', quoteProvider: -1, exchange: 'hitbtc' },
    });
    expect(notListed.status).toBe(400);
    expect(notListed.body.error.reason).toBe('exchange_lacks_pair');
    expect(await t.count('currency_pairs')).toBe(before);
  });

  it('tells which exchanges list a pair, spot or futures, and sizes futures contracts', async () => {
    const listing = await t.call('POST', '/api/currency-pairs/search-crypto-exchange', {
      token: t.rootToken,
      body: { base: 'btc', quote: 'usdt' },
    });
    expect(listing.body.data).toEqual(expect.arrayContaining(['binance', 'binanceusdm', 'bybit']));
    const types = await t.call('POST', '/api/exchanges/market-type', {
      token: t.rootToken,
      body: { base: 'BTC', quote: 'USDT', exchanges: ['kraken', 'binanceusdm'], type: 'futures' },
    });
    expect(types.body.data).toEqual([
      { exchange: 'kraken', available: false },
      { exchange: 'binanceusdm', available: true },
    ]);
    const contracts = await t.call('POST', '/api/contracts/validate', {
      token: t.rootToken,
      body: { exchange: 'kucoinfutures', base: 'BTC', quote: 'USDT', amount: 0.5 },
    });
    expect(contracts.status).toBe(200);
    expect(contracts.body.data).toEqual({ contracts: 500, contractSize: 0.001, amount: 0.5 });
    const none = await t.call('POST', '/api/contracts/validate', {
      token: t.rootToken,
      body: { exchange: 'kucoinfutures', base: 'BTC', quote: 'USDT', amount: 0.0005 },
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      reason: 'no_contracts',
      fields: [{ path: 'amount', reason: 'no_contracts' }],
    });
  });
});
