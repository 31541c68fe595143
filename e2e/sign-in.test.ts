import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('sends a signed-out visitor to /signin and refuses a wrong password', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/admins`);
  await page.waitForURL(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(inject('adminEmail'));
  await page.getByLabel('Password').fill('Not-the-password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
  await page.close();
});

it('signs in with the keyboard alone, keeps the session over a reload, and signs out', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.locator('input[name="email"]:focus').waitFor();
  await page.keyboard.type(inject('adminEmail'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(inject('adminPassword'));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();

  await page.goto(`${baseUrl}/signin`);
  await page.waitForURL(`${baseUrl}/`);

  await page.getByRole('button', { name: /Signals today/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/signin`);
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(`${baseUrl}/signin`);
  await page.close();
});
