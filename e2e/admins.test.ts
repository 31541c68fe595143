import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { chooseLanguage, launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 6);
const role = `Viewers ${suffix}`;
const admin = {
  name: `Vera ${suffix}`,
  nickname: `v${suffix}`,
  email: `vera.${suffix}@example.com`,
  password: 'Vera-pass-1!',
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();

it('creates a role and an admin, who sees only the permitted menu until their session is revoked', async () => {
  const boss = await (await browser.newContext()).newPage();
  await signIn(boss, baseUrl, inject('adminEmail'), inject('adminPassword'));

  await boss.getByRole('link', { name: 'Roles' }).click();
  await boss.getByRole('link', { name: 'Add role' }).click();
  await boss.getByRole('textbox', { name: 'Name' }).fill(role);
  await boss.getByRole('checkbox', { name: 'View admins' }).check();
  await boss.getByRole('checkbox', { name: 'SHiFT trader' }).check();
  await boss.getByRole('button', { name: 'Save' }).click();
  await toast(boss, 'Role created');
  await boss.getByRole('cell', { name: role }).waitFor();

  await boss.getByRole('link', { name: 'Admins' }).click();
  await boss.getByRole('link', { name: 'Add admin' }).click();
  await boss.getByRole('textbox', { name: 'Name', exact: true }).fill(admin.name);
  await boss.getByRole('textbox', { name: 'Nickname' }).fill(admin.nickname);
  await boss.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await boss.getByLabel(/^Password/).fill(admin.password);
  await boss.getByRole('combobox', { name: 'Roles' }).click();
  await boss.getByRole('option', { name: role }).click();
  await boss.keyboard.press('Escape');
  await boss.getByRole('textbox', { name: 'SHiFT' }).fill('5');
  await boss.getByRole('button', { name: 'Save' }).click();
  await toast(boss, 'Admin saved');
  await boss.getByRole('cell', { name: admin.email }).waitFor();

  const vera = await (await browser.newContext()).newPage();
  await signIn(vera, baseUrl, admin.email, admin.password);
  await chooseLanguage(vera, 'English');
  await vera.getByRole('button', { name: 'Signals today: 0/5' }).waitFor();
  // Users and Admins from the role's ADMIN_VIEW (SPEC section 6: either list opens with ADMIN_VIEW or
  // USERS_VIEW), and the SHiFT list of active trade ideas from the SHiFT trader permission.
  expect(await menuLinks(vera)).toEqual(['Dashboard', 'SHiFT', 'Users', 'Admins']);
  await vera.goto(`${baseUrl}/roles`);
  await vera.waitForURL(`${baseUrl}/`);

  await boss.getByRole('searchbox', { name: 'Search by name, nickname or email' }).fill(admin.nickname);
  await boss.getByRole('row').filter({ hasText: admin.email }).waitFor();
  await boss.getByRole('button', { name: `Revoke the sessions of ${admin.name}` }).click();
  await boss.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await toast(boss, `${admin.name} was signed out`);

  // The live channel cuts the revoked session at once: the open page goes to sign-in, no click needed.
  await vera.waitForURL(`${baseUrl}/signin`);
  await toast(vera, 'You have been logged out');
});
