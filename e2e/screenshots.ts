/**
 * Screenshots of every screen in every UI language, into /screenshots at the repository root, to look
 * at by eye (overflow, untranslated text, broken layout). Not part of the test run:
 *   npx tsx e2e/screenshots.ts               (every language; LOCALES=en,fr for some)
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '@signal-desk/domain/locales';
import type { Browser, Page } from 'playwright-core';
import { apiSignIn, call, createAdmin, createRole, updateMe } from './api';
import { animationsSettled, launchBrowser, signIn } from './browser';
import { SUPER_ADMIN, startProduct } from './server';

const locales = process.env.LOCALES ? process.env.LOCALES.split(',') : LOCALES;
const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * The whole page from its top: scrolled, a full-page shot draws the fixed app bar and menu where the
 * window was scrolled to, across the content.
 */
async function capture(page: Page, locale: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${locale}-${name}.png`), fullPage: true });
}

/** Waits until the page has loaded what it shows (live pages keep a stream open, so the network is never idle). */
async function shoot(page: Page, locale: string, name: string) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('h1')).some((h1) =>
        h1.checkVisibility({ opacityProperty: true }),
      ) && document.querySelector('[role="progressbar"]:not([aria-valuenow])') === null,
  );
  await animationsSettled(page);
  await capture(page, locale, name);
}

/** The markets screens; the pair list streams prices, so it never goes network-idle. */
async function marketScreens(page: Page, baseUrl: string, locale: string, currency: string) {
  const shootLive = async (name: string) => {
    await page.locator('[data-live-price]').first().waitFor();
    await page.waitForTimeout(1500);
    await capture(page, locale, name);
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

/** Ideas in each state for the trade idea screens. */
interface SignalIds {
  active: { _id: string; signalId: string };
  won: { _id: string; signalId: string };
}

async function seedSignals(baseUrl: string, token: string): Promise<SignalIds> {
  const [pair] = (await call(
    baseUrl,
    'GET',
    `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    token,
  )) as { _id: string }[];
  const create = (analysis: string) =>
    call(baseUrl, 'POST', '/signals', token, {
      app: 'shift',
      signalType: 'forex',
      pair: pair?._id,
      orderType: 'limit',
      side: 'buy',
      entry: '0.6',
      stopLoss: '0.5',
      takeProfits: ['2', '2.5'],
      analysis,
      sentiment: 70,
      timeframe: '4H',
      strategy: 'Breakout',
    }) as Promise<{ _id: string; signalId: string; version: number }>;
  const livePrice = async (signal: { _id: string }, value: string) =>
    call(baseUrl, 'POST', `/signals/${signal._id}/update-live-price`, token, { value });
  await create('Waiting for the pullback.');
  const active = await create('Pullback bought.');
  await livePrice(active, '0.6');
  const won = await create('Both targets reached.');
  for (const value of ['0.6', '2', '2.5']) await livePrice(won, value);
  const deleted = await create('Posted by mistake.');
  await call(baseUrl, 'PUT', `/signals/soft/delete/${deleted._id}`, token, { softDelete: true });
  await call(baseUrl, 'POST', '/take-profit-rules', token, {
    app: 'shift',
    minTakeProfit: 10,
    maxStopLoss: 500,
    rrr: 1,
  });
  await call(baseUrl, 'POST', '/badWords', token, { words: ['guaranteed', 'risk-free', 'sure win'] });
  return { active, won };
}

/** The trade idea screens: list, trail, actions, the creation steps, edit, defaults, recycle, rules, settings. */
async function signalScreens(page: Page, baseUrl: string, locale: string, ids: SignalIds) {
  page.on('dialog', (dialog) => void dialog.accept()); // leaving an unsent form
  const shootLive = async (name: string) => {
    await page.locator('[data-live-price]').first().waitFor();
    await page.waitForTimeout(1500);
    await capture(page, locale, name);
  };
  const shootNow = async (name: string) => {
    await page.waitForTimeout(500); // dialogs and menus fade in
    await capture(page, locale, name);
  };
  const form = page.locator('form');
  const next = () => form.locator('button[type="submit"]').click();

  // Every status: the won idea's trail is shot too.
  await page.goto(`${baseUrl}/signals?app=shift&signalType=forex&status=all`);
  const activeRow = page.getByRole('row').filter({ hasText: ids.active.signalId });
  await activeRow.waitFor();
  await shoot(page, locale, 's01-signals');
  await page.getByRole('row').filter({ hasText: ids.won.signalId }).getByRole('button').first().click();
  await page.getByRole('dialog').locator('li').nth(3).waitFor();
  await shootNow('s02-signal-trail');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // Focus goes back to the trail button, whose tooltip would cover the row above.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await activeRow.getByRole('button').last().click();
  await shootNow('s03-signal-actions');
  await page.getByRole('menuitem').nth(2).click(); // end trade
  await shootLive('s04-end-trade');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await activeRow.getByRole('button').last().click();
  await page.getByRole('menuitem').nth(1).click(); // update live price
  await page.getByRole('dialog').getByRole('textbox').fill('2');
  await shootLive('s05-live-price');
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/signal-creation?app=shift&signalType=forex`);
  await shoot(page, locale, 's06-create-app');
  await next();
  await page.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'EUR/USD' }).click();
  await shootLive('s07-create-market');
  await next();
  await next(); // empty levels: every message shows
  await shootLive('s08-create-order-errors');
  await page.locator('input[name="entry"]').fill('1.05');
  await page.locator('input[name="stopLoss"]').fill('1.04');
  await page.locator('input[name="takeProfits.0"]').fill('1.06');
  await form.locator('fieldset button').last().click(); // add a take profit
  await page.locator('input[name="takeProfits.1"]').fill('1.07');
  await page.locator('input[name="accountBalance"]').fill('5000');
  await page.locator('[aria-labelledby="calculator-title"] input').nth(1).fill('2');
  await shootLive('s09-create-order');
  await next();
  await page
    .locator('textarea[name="analysis"]')
    .fill('Breakout above the range with rising volume; first target at the weekly high.');
  await page.locator('#translation-fr-header').click();
  await page
    .locator('textarea[name="translations.fr.analysis"]')
    .fill('Cassure du range avec un volume en hausse.');
  await shootNow('s10-create-details');
  await next();
  await shoot(page, locale, 's11-create-preview');
  await next(); // send: the countdown starts
  await shootNow('s12-create-countdown');
  await page.waitForURL(/\/signal-creation\/success/, { timeout: 15_000 });
  await page.getByRole('heading', { level: 2, name: /SHIFT-\d{6}/ }).waitFor();
  await shootNow('s13-create-success');

  await page.goto(`${baseUrl}/signal-creation/${ids.active._id}/edit`);
  await page.locator('form').waitFor(); // it asks for the idea's live price at once: never network-idle
  await shootNow('s14-signal-edit');
  await next();
  await next();
  await shootLive('s15-signal-edit-order');
  await page.goto(`${baseUrl}/signal-creation/constants?app=shift`);
  await shoot(page, locale, 's16-signal-constants');
  await page.goto(`${baseUrl}/recycle?app=shift`);
  await shoot(page, locale, 's17-recycle');
  await page.goto(`${baseUrl}/signal-rules?app=shift`);
  await shoot(page, locale, 's18-signal-rules');
  await page.goto(`${baseUrl}/signal-rules/add?app=shift`);
  await shoot(page, locale, 's19-signal-rule-add');
  await page.locator('input[name="minTakeProfit"]').fill('abc');
  await next();
  await shoot(page, locale, 's19-signal-rule-add-errors');
  await page.goto(`${baseUrl}/settings/edit`);
  await shoot(page, locale, 's20-settings');

  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto(`${baseUrl}/signals?app=shift&signalType=forex`);
  await page.getByText(ids.active.signalId).first().waitFor(); // cards, not table rows, on a phone
  await shoot(page, locale, 's21-signals-mobile');
  await page.goto(`${baseUrl}/signal-creation?app=shift&signalType=forex`);
  await shoot(page, locale, 's22-create-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function screensIn(
  browser: Browser,
  baseUrl: string,
  locale: string,
  ids: { role: string; admin: string; currency: string; signals: SignalIds },
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
  await page.locator('nav').first().waitFor(); // the shell's menu: the dashboard has replaced the sign-in page
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
  await signalScreens(page, baseUrl, locale, ids.signals);

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
  await updateMe(product.baseUrl, token, { locale: 'en' });
  const role = await createRole(product.baseUrl, token, ['ADMIN_VIEW', 'SHIFT', 'RELIC']);
  const admin = await createAdmin(product.baseUrl, token, ['SHIFT', 'NFX']);
  const [currency] = (await call(product.baseUrl, 'GET', '/currencies?search=EUR', token)) as {
    _id: string;
  }[];
  // The super admin's daily limits (100 per app by default) cover the seeded ideas; an admin cannot change their own.
  const signals = await seedSignals(product.baseUrl, token);
  for (const locale of locales) {
    await updateMe(product.baseUrl, token, { locale });
    await screensIn(browser, product.baseUrl, locale, {
      role,
      admin: admin._id,
      currency: currency?._id ?? '',
      signals,
    });
    await languageDialog(browser, product.baseUrl, locale, admin);
    console.log(`${locale}: done`);
  }
} finally {
  await browser.close();
  await product.stop();
}
