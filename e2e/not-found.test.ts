import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('shows the 404 page for an unknown path and an unknown admin, with a way home', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/no-such-page`);
  // Signed out, any path asks to sign in first and remembers the path.
  await page.waitForURL(`${baseUrl}/signin?redirect=%2Fno-such-page`);

  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/no-such-page`);
  await page.getByText('This page could not be found').waitFor();

  await page.goto(`${baseUrl}/admins/00000000-0000-4000-8000-000000000000/edit`);
  await page.getByText('This page could not be found').waitFor();
  await page.goto(`${baseUrl}/roles/not-an-id/edit`);
  await page.getByText('This page could not be found').waitFor();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  await page.close();
});
