/**
 * Screenshots of every screen in every UI language, into /screenshots at the repository root, to look
 * at by eye (overflow, untranslated text, broken layout). Not part of the test run:
 *   npx tsx e2e/screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '@signal-desk/domain/locales';
import type { Browser, Page } from 'playwright-core';
import { apiSignIn, call, createAdmin, createRole, updateAdmin, updateMe } from './api';
import { launchBrowser, signIn } from './browser';
import { SUPER_ADMIN, startProduct } from './server';

const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');

async function shoot(page: Page, locale: string, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `${locale}-${name}.png`), fullPage: true });
}

/** The markets screens; the pair list streams prices, so it never goes network-idle. */
async function marketScreens(page: Page, baseUrl: string, locale: string, currency: string) {
  const shootLive = async (name: string) => {
    await page.locator('[data-live-price]').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(outDir, `${locale}-${name}.png`), fullPage: true });
  };
  await page.goto(`${baseUrl}/currency-pairs`);
  await shootLive('m1-currency-pairs');
  await page.locator('h1').locator('xpath=following-sibling::button').click(); // add pair or stock
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option').last().click(); // the crypto provider
  await dialog.getByRole('combobox').nth(1).click();
  await page.getByRole('option', { name: /^BTC/ }).click();
  await dialog.getByRole('combobox').nth(2).click();
  await page.getByRole('option', { name: /^USDT/ }).click();
  await dialog.getByRole('combobox').nth(3).click();
  await page.getByRole('option').last().click(); // futures
  await dialog.getByRole('combobox').nth(4).click();
  await page.waitForTimeout(500);
  await shootLive('m2-add-pair-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('option').first().waitFor({ state: 'detached' });
  await dialog.locator('button[type="submit"]').click();
  await page.waitForTimeout(500);
  await shootLive('m3-add-pair-errors');

  await page.goto(`${baseUrl}/currencies`);
  await shoot(page, locale, 'm4-currencies');
  await page.goto(`${baseUrl}/currencies/add`);
  await shoot(page, locale, 'm5-currency-add');
  await page.locator('form button[type="submit"]').click();
  await shoot(page, locale, 'm5-currency-add-errors');
  await page.goto(`${baseUrl}/currencies/${currency}/edit`);
  await shoot(page, locale, 'm6-currency-edit');
}

async function screensIn(
  browser: Browser,
  baseUrl: string,
  locale: string,
  ids: { role: string; admin: string; currency: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
  const page = await context.newPage();

  await page.goto(`${baseUrl}/signin`);
  await shoot(page, locale, '01-signin');
  await page.locator('input[name="email"]').fill(SUPER_ADMIN.email);
  await page.locator('input[name="password"]').fill('Wrong-password-1!');
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('alert').waitFor();
  await shoot(page, locale, '02-signin-error');

  await signIn(page, baseUrl, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await shoot(page, locale, '03-dashboard');
  await page.locator('header button').last().click();
  await page.getByRole('presentation').last().waitFor();
  await page.waitForTimeout(400); // the menu fades in
  await shoot(page, locale, '04-account-menu');
  await page.keyboard.press('Escape');

  const screens: [string, string][] = [
    ['05-profile', '/profile'],
    ['06-admins', '/admins'],
    ['07-admin-add', '/admins/add'],
    ['08-admin-edit', `/admins/${ids.admin}/edit`],
    ['09-roles', '/roles'],
    ['10-role-add', '/roles/add'],
    ['11-role-edit', `/roles/${ids.role}/edit`],
    ['12-not-found', '/no-such-page'],
  ];
  for (const [name, screen] of screens) {
    await page.goto(`${baseUrl}${screen}`);
    await shoot(page, locale, name);
    if (screen.endsWith('/add')) {
      // The same form sent empty: every validation message in this language.
      await page.locator('form button[type="submit"]').click();
      await shoot(page, locale, `${name}-errors`);
    }
  }

  await marketScreens(page, baseUrl, locale, ids.currency);

  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto(`${baseUrl}/admins`);
  await page.locator('header button').first().click();
  await page.getByRole('navigation').last().waitFor();
  await shoot(page, locale, '13-mobile-menu');
  await context.close();
}

async function languageDialog(
  browser: Browser,
  baseUrl: string,
  locale: string,
  newcomer: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
  const page = await context.newPage();
  await signIn(page, baseUrl, newcomer.email, newcomer.password);
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByRole('button').click();
  await shoot(page, locale, '14-language-dialog');
  await context.close();
}

const product = await startProduct();
const browser = await launchBrowser();
try {
  await mkdir(outDir, { recursive: true });
  const token = await apiSignIn(product.baseUrl, SUPER_ADMIN.email, SUPER_ADMIN.password);
  const me = await updateMe(product.baseUrl, token, { locale: 'en' });
  await updateAdmin(product.baseUrl, token, me._id, { signalsLimit: { shift: 10, relic: 5, titan: 3 } });
  const role = await createRole(product.baseUrl, token, ['ADMIN_VIEW', 'SHIFT', 'RELIC']);
  const admin = await createAdmin(product.baseUrl, token, ['SHIFT', 'NFX']);
  const [currency] = (await call(product.baseUrl, 'GET', '/currencies?search=EUR', token)) as {
    _id: string;
  }[];
  for (const locale of LOCALES) {
    await updateMe(product.baseUrl, token, { locale });
    await screensIn(browser, product.baseUrl, locale, {
      role,
      admin: admin._id,
      currency: currency?._id ?? '',
    });
    await languageDialog(browser, product.baseUrl, locale, admin);
    console.log(`${locale}: done`);
  }
} finally {
  await browser.close();
  await product.stop();
}
