import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const customer = {
  email: `lena.${suffix}@example.com`,
  password: 'Lena-Pass-1!',
  fullName: `Lena Marsh${suffix}`,
  username: `lena${suffix}`,
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

/** The mobile app's side of the story: the customer API. */
async function appApi(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/app-api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

it('finds a customer as staff type, shows their other accounts, pushes to them and signs them out', async () => {
  const shift = await appApi('POST', '/auth/sign-up', { app: 'shift', ...customer });
  expect(shift.status).toBe(201);
  const token = shift.body.data.token;
  expect((await appApi('POST', '/auth/sign-up', { app: 'titan', ...customer })).status).toBe(201);
  const device = await appApi(
    'POST',
    '/devices',
    { token: `fcm-${suffix}-0123456789abcdef`, platform: 'ios' },
    token,
  );
  expect(device.status).toBe(201);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.getByRole('link', { name: 'Users' }).click();
  await page
    .getByRole('searchbox', { name: 'Search name, username, email, legacy number, app or subscription' })
    .fill(suffix);
  const rows = page.getByRole('row').filter({ hasText: customer.email });
  await expect.poll(() => rows.count()).toBe(2);
  const shiftRow = rows.filter({ hasText: 'SHiFT' });

  await shiftRow.getByRole('button', { name: `Other accounts of ${customer.fullName}` }).click();
  const accounts = page.getByRole('dialog');
  await accounts.getByRole('cell', { name: 'TITAN' }).waitFor();
  await accounts.getByRole('button', { name: 'Close' }).click();
  await accounts.waitFor({ state: 'detached' });

  await shiftRow.getByRole('button', { name: `Send ${customer.fullName} a push notification` }).click();
  const push = page.getByRole('dialog');
  await push.getByRole('button', { name: 'Send' }).click();
  await push.getByText('This field is required').first().waitFor();
  await push.getByRole('textbox', { name: 'Title' }).fill('Your trial');
  await push.getByRole('textbox', { name: 'Message' }).fill('Three days left on your trial');
  await push.getByRole('button', { name: 'Send' }).click();
  await toast(page, `The push notification to ${customer.fullName} is on its way`);

  await shiftRow.getByRole('button', { name: `Sign ${customer.fullName} out` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await toast(page, `${customer.fullName}: 1 session ended`);
  expect((await appApi('GET', '/me', undefined, token)).status).toBe(401);

  // The row opens the customer's page: the other account, and the device that no longer gets pushes.
  await shiftRow.getByRole('link', { name: customer.fullName }).click();
  await page.getByRole('heading', { level: 1, name: customer.fullName }).waitFor();
  await page
    .getByRole('region', { name: 'Other accounts' })
    .getByRole('link', { name: /^TITAN: / })
    .waitFor();
  await page
    .getByRole('region', { name: 'Devices' })
    .getByText(/^No pushes since /)
    .waitFor();
  await page
    .getByRole('region', { name: 'Open sessions' })
    .getByText('This customer has no open session.')
    .waitFor();
});

it('adds, edits and deletes a subscription, coming back to the list of its app', async () => {
  const productId = `com.e2e.nfx.plan${suffix}`;
  const page = await (await browser.newContext()).newPage();
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/subscriptions?app=nfx`);
  await page.getByRole('link', { name: 'Add subscription' }).click();
  await page.waitForURL(/\/subscriptions\/add\?app=nfx/);
  await page.getByRole('textbox', { name: 'Product id' }).fill(productId);
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Subscription created');
  await page.waitForURL(`${baseUrl}/subscriptions?app=nfx`);
  const row = page.getByRole('row').filter({ hasText: productId });
  await row.getByText('Monthly').waitFor();

  await row.getByRole('link', { name: `Edit ${productId}` }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Subscription updated');
  await page.waitForURL(`${baseUrl}/subscriptions?app=nfx`);
  await row.getByText('Yearly').waitFor();

  await row.getByRole('button', { name: `Delete ${productId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, `Subscription ${productId} deleted`);
  await row.waitFor({ state: 'detached' });
});
