import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call, createAdmin, createRole } from './api';
import { launchBrowser, seriousViolations, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let roleId: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  roleId = await createRole(baseUrl, token, ['ADMIN_VIEW']);
  admin = await createAdmin(baseUrl, token, ['SHIFT']);
  page = await browser.newPage();
});
afterAll(() => browser.close());

/** Opens a screen, waits for what shows it has loaded, and checks it with axe-core. */
async function check(path: string, loaded: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByText(loaded, { exact: true }).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

it('has no serious or critical violation on the sign-in page', async () => {
  await check('/signin', 'Sign in');
});

it('has no serious or critical violation on the signed-in screens', async () => {
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await check('/', 'Signals sent today');
  await check('/profile', 'Personal details');
  await check('/admins', 'admin');
  await check('/admins/add', 'New admin');
  await check(`/admins/${admin._id}/edit`, 'Daily signal limits');
  await check('/roles', 'Roles');
  await check('/roles/add', 'New role');
  await check(`/roles/${roleId}/edit`, 'Permissions');
  await check('/no-such-page', 'This page could not be found');
});

it('has no serious or critical violation on the markets screens', async () => {
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const [currency] = (await call(baseUrl, 'GET', '/currencies?perPage=1', token)) as { _id: string }[];
  await page.goto(`${baseUrl}/`);
  if (new URL(page.url()).pathname === '/signin') {
    await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  }
  await check('/', 'Price feeds');
  await check('/currencies', 'Currencies');
  await check('/currencies/add', 'New currency');
  await check(`/currencies/${currency?._id}/edit`, 'Icon URL or data URI');
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.locator('[data-live-price]').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add pair or stock' }).click();
  await page.getByRole('dialog', { name: 'Add a pair or stock' }).waitFor();
  await page.waitForTimeout(300); // the dialog fades in
  expect(await seriousViolations(page)).toEqual([]);
});

it('has no serious or critical violation in the language dialog of a new admin', async () => {
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await signIn(newcomer, baseUrl, admin.email, admin.password);
  await newcomer.getByRole('dialog', { name: 'Choose your language' }).waitFor();
  expect(await seriousViolations(newcomer)).toEqual([]);
  await context.close();
});
