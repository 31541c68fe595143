import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './api';
import { launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
// WebAuthn needs a domain as the relying party: the same server reached as localhost.
const localUrl = baseUrl.replace('127.0.0.1', 'localhost');
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');
let browser: Browser;
let admin: { email: string; password: string };
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  if (process.env.E2E_SCREENSHOTS) await mkdir(shots, { recursive: true });
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  // A role holding ADMIN_MODERATE requires two factors by default.
  const role = await call(baseUrl, 'POST', '/roles', token, {
    name: `Admin desk ${Math.random().toString(36).slice(2, 7)}`,
    permissions: ['ADMIN_MODERATE', 'ADMIN_VIEW', 'USERS_VIEW'],
  });
  expect(role.requireTwoFactor).toBe(true);
  const id = Math.random().toString(36).slice(2, 7);
  admin = { email: `mfa${id}@example.com`, password: 'Mfa-pass-1!' };
  await call(baseUrl, 'POST', '/admin-users', token, {
    name: `Mfa ${id}`,
    nickname: `m${id}`,
    ...admin,
    locale: 'en',
    roles: [role._id],
  });
});
afterAll(() => browser.close());

/** The code of the authenticator app `steps` periods from now. */
const totpCode = (steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function passwordStep(page: Page, url: string) {
  await page.goto(`${url}/signin`);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('form button[type="submit"]').click();
}

/** With E2E_SCREENSHOTS=1, the pages of this flow wide and on a phone, into /screenshots to look at. */
async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [size, viewport] of [
    ['wide', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shots, `mfa-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

it('sends an admin whose role requires two factors to enrolment, shows the recovery codes once, then signs in', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await passwordStep(page, baseUrl);
  await page.getByText('Your role requires a second factor').waitFor();
  await shoot(page, 'enrolment');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
  await shoot(page, 'enrolment-qr');
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'wrong' }).textContent()).resolves.toContain(
    'This code is wrong or was already used',
  );
  await page.getByLabel('6-digit code').fill(totpCode());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByTestId('recovery-codes').locator('li');
  await codes.first().waitFor();
  recoveryCodes = await codes.allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await shoot(page, 'recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  await page.close();
});

it('signs in with a code of the authenticator app, which then cannot be used again', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await passwordStep(page, baseUrl);
  await page.getByText('Enter the 6-digit code of your authenticator app.').waitFor();
  await shoot(page, 'second-step');
  // The enrolment used the current period: a later one is next.
  const code = totpCode(1);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();

  const again = await browser.newPage();
  await passwordStep(again, baseUrl);
  await again.getByLabel('6-digit code').fill(code);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again.getByRole('alert').textContent()).resolves.toContain(
    'This code is wrong or was already used',
  );
  await again.close();
});

it('signs in with a recovery code', async () => {
  const page = await browser.newPage();
  await passwordStep(page, baseUrl);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();
});

it('adds a passkey on the profile (Chromium virtual authenticator) and signs in with it; the profile lists the sessions', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await passwordStep(page, localUrl);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[1] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${localUrl}/`);

  await page.goto(`${localUrl}/profile`);
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('list', { name: 'Passkeys' }).getByText('Test laptop').waitFor();
  await page.getByText('8 recovery codes left').waitFor();
  // Where the admin is signed in: this browser among the sessions of the earlier tests.
  const sessions = page.getByRole('list', { name: 'Where you are signed in' });
  await sessions.getByText('This device').waitFor();
  expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  await shoot(page, 'profile-security');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

  // Signed out here too, then in again with the passkey.
  await page.evaluate(() => localStorage.clear());
  await passwordStep(page, localUrl);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(`${localUrl}/`);
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();

  // Removing it asks for the password again: a wrong one is refused in the dialog, the right one removes it.
  await page.goto(`${localUrl}/profile`);
  await page.getByRole('button', { name: 'Remove Test laptop' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill('Wrong-pass-1!');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByText('The current password is wrong').waitFor();
  await shoot(page, 'remove-passkey');
  await dialog.getByLabel('Current password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('No passkeys yet.').waitFor();
  await page.close();
});

it('shows the two-factor setting on the role form and the reset on another admin’s page', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
  await page.goto(`${baseUrl}/roles/add`);
  const setting = page.getByLabel(/Require two-factor sign-in/);
  await setting.waitFor();
  expect(await setting.isChecked()).toBe(false);
  // It follows the permissions: ADMIN_MODERATE turns it on.
  await page.getByLabel('Manage admins', { exact: true }).check();
  await expect.poll(() => setting.isChecked()).toBe(true);
  await shoot(page, 'role-form');
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const list = await call(baseUrl, 'GET', `/admin-users?search=${encodeURIComponent(admin.email)}`, token);
  const target = list.find((a: { email: string }) => a.email === admin.email);
  await page.goto(`${baseUrl}/admins/${target._id}/edit`);
  await page.getByRole('button', { name: 'Reset two factors' }).click();
  await shoot(page, 'admin-reset');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset two factors' }).click();
  await page.getByText('Second factors reset').waitFor();
  await page.close();
  const again = await browser.newPage();
  await passwordStep(again, baseUrl);
  await again.getByText('Your role requires a second factor').waitFor();
  await again.close();
});
