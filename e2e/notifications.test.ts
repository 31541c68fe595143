import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, sidewaysOverflow, signIn } from './browser';

/**
 * Delivery: a push is written with its preview and character counts, confirmed, sent, and found in
 * the history and the push stats; the log orders page says the partner copy is off (no URL set).
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const title = `E2E push ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser?.close());

it('refuses an empty push on its fields', async () => {
  await page.goto(`${baseUrl}/notifications/add?app=relic`);
  await page.getByRole('heading', { name: 'Send a notification to RELIC' }).waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('This field is required').first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
});

it('previews, confirms and sends a push, then shows it in the history and the stats', async () => {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Gold breaks out above resistance.');
  await page.getByText('of 100 characters').waitFor();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText(title).waitFor();
  await preview.getByText('Gold breaks out above resistance.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('every device of the app (RELIC)').waitFor();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/notifications\?app=relic/);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  // No RELIC device exists in this database: the push is done at once, sent to none (the sent time
  // is the row's header, so Sent is its sixth cell).
  await row.getByRole('cell').nth(5).filter({ hasText: /^0$/ }).waitFor();

  await page.goto(`${baseUrl}/push-notification-stats`);
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByText('Simulated delivery', { exact: true }).waitFor();
  await page.getByText('No device received this notification.').waitFor();
});

it('fits the history at 1280 px, and its pager on a phone, without scrolling sideways', async () => {
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/notifications?app=relic`);
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await sidewaysOverflow(page, '.MuiTableContainer-root')).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    expect(await sidewaysOverflow(page, '.MuiTablePagination-root')).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Go to the next page' }).waitFor();
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

it('says on the log orders page that the partner copy is off', async () => {
  await page.goto(`${baseUrl}/log-orders`);
  await page.getByText('The partner copy is off').waitFor();
  await page.getByRole('table', { name: 'Log orders' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
