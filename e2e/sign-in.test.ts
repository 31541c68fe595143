import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call, createAdmin } from './api';
import { launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('sends a signed-out visitor to /signin and refuses a wrong password', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/admins`);
  await page.waitForURL(`${baseUrl}/signin?redirect=%2Fadmins`);
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

it('opens the page asked for while signed out once signed in, in the language chosen on the sign-in page', async () => {
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const admin = await createAdmin(baseUrl, token, ['CURRENCY_VIEW']);
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/currency-pairs?page=2`);
  await page.waitForURL(`${baseUrl}/signin?redirect=%2Fcurrency-pairs%3Fpage%3D2`);
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('heading', { name: 'Connexion' }).waitFor();
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/currency-pairs?page=2`);
  await page.getByRole('link', { name: 'Tableau de bord' }).waitFor();
  // Saved as the admin's language: no language dialog, and the next session starts in French too.
  expect(await page.getByRole('dialog').count()).toBe(0);
  const me = await call(baseUrl, 'GET', '/auth/me', await apiSignIn(baseUrl, admin.email, admin.password));
  expect(me.locale).toBe('fr');
  await page.close();
});

it("asks for the app's code and the page's as the page is parsed, signed in only, under the page's policy", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  /** The chunks the page asks for before its module script runs (which is kept from running). */
  const preloadedBy = async (path: string) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}${path}`);
    const hrefs = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await page.unrouteAll();
    return hrefs.map((href) => href.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1')).sort();
  };
  expect(await preloadedBy('/signals')).toEqual(['entry', 'rolldown-runtime']);

  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  const signals = await preloadedBy('/signals');
  for (const chunk of ['entry', 'shell', 'request', 'schemas', 'en', 'common', 'signals-page']) {
    expect(signals).toContain(chunk);
  }
  // The landing page needs nothing of `common`; an unknown address gets the app alone.
  expect(await preloadedBy('/')).toContain('dashboard-page');
  expect(await preloadedBy('/')).not.toContain('common');
  expect(await preloadedBy('/no-such-page')).not.toContain('signals-page');
  expect(refused).toEqual([]);
  await context.close();
});
