import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call, updateAdmin } from './api';
import { launchBrowser, signIn } from './browser';
import { createSignal, findPair, freshQuote } from './markets-api';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let token: string;

const BTC_ON_BINANCE = {
  from: 'BTC',
  to: 'USDT',
  quoteProvider: -1,
  exchange: 'binance',
  exchangeType: 'spot',
};

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const me = (await call(baseUrl, 'GET', '/auth/me', token)) as {
    _id: string;
    signalsLimit: Record<string, number>;
  };
  await updateAdmin(baseUrl, token, me._id, { signalsLimit: { ...me.signalsLimit, relic: 100 } });
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser.close());

const sentToday = async () => {
  const text =
    (await page
      .locator('header')
      .getByText(/^Signals today: \d+\/\d+$/)
      .textContent()) ?? '';
  const [, sent, limit] = /(\d+)\/(\d+)/.exec(text) ?? [];
  return { sent: Number(sent), limit: Number(limit) };
};

it('shows a pending idea turn active and hit TP1 on the open list as the simulated market moves, without a reload', async () => {
  await page.goto(`${baseUrl}/signals?app=relic`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
  const before = await sentToday();
  // Anything that reloads the page loses this.
  await page.evaluate(() => Object.assign(window, { e2eStillTheSamePage: true }));

  // BTC ticks several times a second on the simulated market. Two limit orders at the current price
  // (a buy and a sell, with an activation margin) turn active on the next tick; whichever way the
  // price then moves, one of them reaches its TP1 one cent away within seconds. TP2 stays far
  // away, so that idea stays active with one take profit hit.
  const pair = await findPair(baseUrl, token, {
    base: 'BTC',
    quote: 'USDT',
    exchange: 'binance',
    exchangeType: 'spot',
  });
  const { bid, ask } = await freshQuote(baseUrl, token, BTC_ON_BINANCE);
  const idea = (side: 'buy' | 'sell', entry: number) => {
    const away = side === 'buy' ? 1 : -1;
    return createSignal(baseUrl, token, {
      app: 'relic',
      signalType: 'crypto',
      pair: pair._id,
      orderType: 'limit',
      side,
      entry: entry.toFixed(2),
      activationMargin: '100',
      stopLoss: (entry - away * 5000).toFixed(2),
      takeProfits: [(entry + away * 0.01).toFixed(2), (entry + away * 5000).toFixed(2)],
    });
  };
  const buy = await idea('buy', bid);
  const sell = await idea('sell', ask);
  expect([buy.status, sell.status]).toEqual(['pending', 'pending']);

  const rows = [buy, sell].map((created) => page.getByRole('row').filter({ hasText: created.signalId }));
  for (const row of rows) {
    await row.waitFor({ timeout: 10_000 });
    await row.getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
  }
  await Promise.any(
    rows.map((row) => row.getByText('1/2 hit', { exact: true }).waitFor({ timeout: 60_000 })),
  );

  // The toolbar's count followed too (the server told this page the admin's counts changed).
  await page
    .locator('header')
    .getByText(`Signals today: ${before.sent + 2}/${before.limit}`, { exact: true })
    .waitFor({ timeout: 10_000 });
  expect(
    await page.evaluate(() => (window as unknown as { e2eStillTheSamePage?: boolean }).e2eStillTheSamePage),
  ).toBe(true);
}, 120_000);
