import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, createAdmin } from './api';
import { chooseLanguage, launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('asks a new admin for a language, switches it in the profile and keeps it over a reload', async () => {
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const admin = await createAdmin(baseUrl, token, []);
  const context = await browser.newContext();
  const page = await context.newPage();

  await signIn(page, baseUrl, admin.email, admin.password);
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('heading', { name: `Hallo, ${admin.name}` }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: `Hallo, ${admin.name}` }).waitFor();

  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'Svenska' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('heading', { name: 'Personuppgifter' }).waitFor();
  await page.reload();
  await page.getByRole('link', { name: 'Översikt' }).waitFor();

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('sv');
  await page.getByRole('button', { name: /Signaler i dag/ }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  await context.close();
});
