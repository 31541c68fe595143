import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { apiSignIn, call } from './api';
import { animationsSettled, launchBrowser, seriousViolations, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A 1x1 PNG: the upload checks the bytes, so it must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it('publishes banners: a local one with an uploaded image, errors by banner number, then saved in order', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/banners?app=relic`);
  await page.getByRole('heading', { name: 'Banners of RELIC' }).waitFor();

  await page.getByRole('button', { name: 'Add banner' }).click();
  await page.getByRole('button', { name: 'Add banner' }).click();
  const first = page.getByRole('region', { name: 'Banner 1' });
  const second = page.getByRole('region', { name: 'Banner 2' });
  await first.getByText('Not published yet').waitFor();
  await first
    .locator('input[type="file"]')
    .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: PNG });
  await first.getByRole('button', { name: 'Replace' }).waitFor();
  await first.getByLabel('Text').fill('Crypto week: lower fees');
  await first.getByLabel('Link').fill('https://example.com/fees');
  await second.getByLabel('Text').fill(Array.from({ length: 15 }, (_, i) => `w${i}`).join(' '));
  await second.getByLabel('Link').fill('not a link');

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await page.getByRole('alert').filter({ hasText: 'Banner 2:' }).waitFor();
  await second.getByText('The banner text must be at most 14 words').waitFor();

  await second.getByLabel('Text').fill('Second banner');
  await second.getByLabel('Link').fill('');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await page.getByText('Banners saved and published').waitFor();
  await page.getByText('Not published yet').waitFor({ state: 'detached' });

  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const banners = (await call(baseUrl, 'GET', '/banner?app=relic', token)) as {
    text: string;
    order: number;
    imageUrl: string | null;
  }[];
  expect(banners.map((b) => [b.order, b.text])).toEqual([
    [0, 'Crypto week: lower fees'],
    [1, 'Second banner'],
  ]);
  const image = await fetch(banners[0]?.imageUrl ?? '');
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  await page.close();
});

it('saves the app versions', async () => {
  const page = await browser.newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/app-version`);
  const android = page.getByRole('region', { name: 'Android' });
  await android.getByText('Not set yet').waitFor();
  await android.getByLabel('Version').fill('4.0.1');
  await android.getByLabel('Update needed').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('App versions saved').waitFor();
  await android.getByText(/^Updated /).waitFor();
  await page.close();
});

it('reorders top-level mastery categories with the keyboard', async () => {
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  for (const name of ['Top A', 'Top B'])
    await call(baseUrl, 'POST', '/masteries', token, { app: 'titan', name, type: 'category' });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/masteries?app=titan`);
  const rows = page.getByRole('list', { name: 'Masteries' }).getByRole('listitem');
  await rows.filter({ hasText: 'Top B' }).waitFor();
  // The handle lifts with the space bar, moves with the arrows and drops with the space bar (@dnd-kit).
  const handle = rows.filter({ hasText: 'Top B' }).getByRole('button', { name: 'Move Top B' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Each key is pressed once the previous one has been taken: the handle says it is lifted, the screen
  // reader's live region where the item is over. @dnd-kit's keyboard sensor starts listening for the
  // arrows a timer tick after the lift, which a loaded machine can render first: an arrow pressed in
  // that gap is lost, so it is pressed again until the item is over the first place (from there, up
  // goes nowhere, so a second press that was not needed changes nothing).
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  const over = page.getByText('Top B is over position 1 of 2.');
  await vi.waitFor(
    async () => {
      await page.keyboard.press('ArrowUp');
      await over.waitFor({ state: 'attached', timeout: 1_000 });
    },
    { timeout: 20_000, interval: 50 },
  );
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await rows.allTextContents()).map((text) => text.replace(/(Top [AB]).*/, '$1')))
    .toEqual(['Top B', 'Top A']);
  const saved = (await call(baseUrl, 'GET', '/masteries?app=titan', token)) as { name: string }[];
  expect(saved.map((m) => m.name)).toEqual(['Top B', 'Top A']);
  await page.close();
});

it('has no serious or critical accessibility violation on the content screens', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  const check = async (path: string, loaded: string | RegExp) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByText(loaded, { exact: true }).first().waitFor();
    // Fields whose saved values arrive move their labels: check the page once they are still.
    await animationsSettled(page);
    expect(await seriousViolations(page), path).toEqual([]);
  };
  await check('/banners?app=relic', 'Banners of RELIC');
  await check('/faq', 'Categories');
  await check('/faq/addCategory', 'Add category');
  await check('/faq/addItem', 'Answer');
  await check('/filters', 'Manage filters');
  await check('/filters/addItem', 'Options (id filters)');
  await check('/masteries', 'Masteries');
  // The saved versions of the test above have arrived.
  await check('/app-version', /^Updated /);
  await page.close();
});
