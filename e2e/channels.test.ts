import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './api';
import { launchBrowser, seriousViolations, signIn } from './browser';

/**
 * Channels: a Telegram chat is added in the dialog (its token never shown again), a test message is
 * sent (simulated here), and a new idea's post shows in the channel posts history.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const name = `E2E Telegram ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser?.close());

it('adds a Telegram chat, shows its token masked and sends a test message', async () => {
  await page.goto(`${baseUrl}/channels?app=shift`);
  await page.getByRole('heading', { name: 'Channels' }).waitFor();
  await page.getByRole('button', { name: 'Add channel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Bot token').fill('123456789:AAE-e2e-telegram-token-0042');
  await dialog.getByLabel('Chat id').fill('-100424242');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Channel saved').waitFor();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  await row.getByText('Simulated').waitFor();
  await page.getByText('Simulated: CHANNELS is not set to real').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog').getByText('Stored: ••••0042').waitFor();
  expect(await page.getByRole('dialog').getByLabel('Bot token').inputValue()).toBe('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Send a test message to ${name}` }).click();
  await page.getByText(`Test message sent to ${name}`).waitFor();
});

it("lists a new idea's post in the channel posts history", async () => {
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const pairs = await call(
    baseUrl,
    'GET',
    `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    token,
  );
  const idea = await call(baseUrl, 'POST', '/signals', token, {
    app: 'shift',
    signalType: 'forex',
    pair: pairs[0]._id,
    orderType: 'limit',
    side: 'buy',
    entry: '1.0850',
    stopLoss: '1.0800',
    takeProfits: ['1.0900'],
  });
  await page.goto(`${baseUrl}/channel-posts?app=shift`);
  await page.getByRole('heading', { name: 'Channel posts' }).waitFor();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${idea.signalId} v1` })
    .filter({ hasText: name });
  // The post is sent by the delivery worker within moments; the page shows it once reloaded.
  for (let tries = 0; tries < 20 && !(await row.getByText('Posted').isVisible()); tries++) {
    await page.waitForTimeout(500);
    await page.reload();
  }
  await row.getByText('Posted').waitFor();
  await row.getByRole('button', { name: 'Show the message' }).click();
  await page.getByText('EUR/USD BUY · ').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
