import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call, updateAdmin } from './api';
import { launchBrowser, seriousViolations, signIn } from './browser';

/**
 * Reports and audit: a trade idea is won through the API (entry 0.6, take profit 2 on EUR/USD: +14,000 pips;
 * the simulated market stays near 1.1, so only the prices set here move it), then the reports show it
 * and the activity log finds its trail, shows a change side by side, links to it and exports it.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let idea: { _id: string; signalId: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const me = (await call(baseUrl, 'GET', '/auth/me', token)) as {
    _id: string;
    signalsLimit: Record<string, number>;
  };
  await updateAdmin(baseUrl, token, me._id, { signalsLimit: { ...me.signalsLimit, shift: 100 } });
  const [pair] = (await call(
    baseUrl,
    'GET',
    `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    token,
  )) as { _id: string }[];
  idea = await call(baseUrl, 'POST', '/signals', token, {
    app: 'shift',
    signalType: 'forex',
    pair: pair?._id,
    orderType: 'limit',
    side: 'buy',
    entry: '0.6',
    stopLoss: '0.5',
    takeProfits: ['2'],
    timeframe: '1H',
    tradeType: 'Swing-TD',
    strategy: 'Breakout',
  });
  await call(baseUrl, 'PATCH', `/signals/${idea._id}`, token, { version: 1, comment: 'Reports e2e' });
  await call(baseUrl, 'POST', `/signals/${idea._id}/update-live-price`, token, { value: '0.6' });
  const won = await call(baseUrl, 'POST', `/signals/${idea._id}/update-live-price`, token, { value: '2' });
  expect(won.status).toBe('won');
  page = await browser.newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser?.close());

it('shows the key figures on the dashboard', async () => {
  const figures = page.getByRole('table', { name: 'Key figures' });
  const shift = figures.getByRole('row').filter({ hasText: 'SHiFT' });
  await shift.waitFor();
  // Today's result of SHiFT: the won idea's pips (other tests may add theirs), never points.
  await expect(shift.getByRole('cell').nth(2).textContent()).resolves.toMatch(/Pips/);
  expect(await seriousViolations(page)).toEqual([]);
});

it('shows the won idea in the reports, and keeps the period in the URL', async () => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  const pips = page.getByRole('region', { name: 'Results in Pips' });
  await pips.waitFor();
  await expect(pips.textContent()).resolves.toMatch(/Result\+[\d,. ]+/);
  await page.getByRole('table', { name: 'Strategies' }).getByRole('cell', { name: 'Breakout' }).waitFor();
  await page.getByRole('table', { name: 'Monthly analytics' }).getByRole('row').nth(1).waitFor();
  // A chart loads and draws as it nears the screen.
  const equity = page.getByRole('region', { name: 'Equity curve' });
  await equity.scrollIntoViewIfNeeded();
  await equity.locator('svg').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const today = page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' });
  await today.click();
  await page.waitForURL(/period=today/);
  await today.and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.reload();
  await today.and(page.locator('[aria-pressed="true"]')).waitFor();
});

it('finds the trail of the idea in the activity log, shows a change side by side, exports it', async () => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Log activities' })
    .click();
  await page.getByRole('heading', { name: 'Log activities', level: 1 }).waitFor();
  const signalBox = page.getByRole('textbox', { name: 'Trade idea id' });
  await signalBox.fill(idea.signalId);
  await signalBox.press('Enter');
  await page.waitForURL(new RegExp(`signalId=${idea.signalId}`));
  const change = page.getByRole('row').filter({ hasText: 'Value added or changed' });
  await change.waitFor();
  await change.getByRole('button', { name: 'Show the changes' }).click();
  const diff = page.getByRole('table', { name: 'Previous and next values' });
  await diff.getByRole('cell', { name: 'Reports e2e' }).waitFor();
  await expect(diff.getByRole('cell', { name: 'comment' }).count()).resolves.toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^activity-log-.*\.csv$/);

  await page.getByRole('link', { name: idea.signalId }).first().click();
  await page.waitForURL(`${baseUrl}/signals/${idea._id}`);
});
