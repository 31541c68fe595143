import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { apiSignIn, call, updateAdmin } from './api';
import { animationsSettled, launchBrowser, seriousViolations } from './browser';

/**
 * The public track record of NFX, signed out: three ideas closed through the API (two wins, a loss), then
 * the page on a phone and on a wide screen, the widget and the server's link preview tags. Screenshots go
 * to SHOTS_DIR (default /tmp/h3-shots) to look at.
 */

const baseUrl = inject('baseUrl');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/h3-shots';
let browser: Browser;
let head: { seq: number; hash: string };

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const token = await apiSignIn(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const me = (await call(baseUrl, 'GET', '/auth/me', token)) as {
    _id: string;
    signalsLimit: Record<string, number>;
  };
  await updateAdmin(baseUrl, token, me._id, { signalsLimit: { ...me.signalsLimit, nfx: 100 } });
  const [pair] = (await call(
    baseUrl,
    'GET',
    `/currency-pairs?where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
    token,
  )) as { _id: string }[];
  // Levels far from the simulated market (near 1.1) on both sides: only the prices set here move them.
  for (const [entry, stop, target, close] of [
    ['0.6', '0.5', '1.4', '1.4'],
    ['0.6', '0.5', '1.3', '1.3'],
    ['0.6', '0.55', '1.5', '0.55'],
  ]) {
    const idea = await call(baseUrl, 'POST', '/signals', token, {
      app: 'nfx',
      signalType: 'nfx',
      pair: pair?._id,
      orderType: 'limit',
      side: 'buy',
      entry,
      stopLoss: stop,
      takeProfits: [target],
    });
    await call(baseUrl, 'POST', `/signals/${idea._id}/update-live-price`, token, { value: entry });
    await call(baseUrl, 'POST', `/signals/${idea._id}/update-live-price`, token, { value: close });
  }
  // The server keeps an answer at most 5 s: wait for the last close to show.
  await vi.waitFor(
    async () => {
      const record = (await call(baseUrl, 'GET', '/public/track-record/nfx')) as { ideas: number };
      if (record.ideas < 3) throw new Error(`${record.ideas} closed ideas shown`);
    },
    { timeout: 10_000, interval: 250 },
  );
  head = ((await call(baseUrl, 'GET', '/public/track-record/nfx')) as { head: typeof head }).head;
});
afterAll(() => browser?.close());

async function openSignedOut(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['wide', { width: 1440, height: 900 }],
] as const) {
  it(`shows the figures, the curve, the monthly table and the head hash signed out (${name})`, async () => {
    const page = await openSignedOut('/track-record/nfx', viewport);
    await page.getByRole('heading', { level: 1, name: 'NFX: verified track record' }).waitFor();
    await page.getByText(head.hash).waitFor();
    expect(page.url()).toBe(`${baseUrl}/track-record/nfx`);
    await expect(page.getByRole('img', { name: 'Equity curve' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: 'Monthly returns' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('Win rate').first().isVisible()).resolves.toBe(true);
    const download = page.getByRole('link', { name: 'Download the history (JSON)' });
    expect(await download.getAttribute('href')).toBe('/api/public/track-record/nfx?from=1');
    // Nothing wider than the screen but the monthly table, which scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await animationsSettled(page);
    await page.screenshot({ path: `${SHOTS}/track-record-${name}.png`, fullPage: true });
    await page.context().close();
  });
}

it('serves the widget to any site and the page with link preview tags', async () => {
  const page = await openSignedOut('/track-record/nfx/widget', { width: 420, height: 320 });
  const response = await page.goto(`${baseUrl}/track-record/nfx/widget`);
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(response?.headers()['x-frame-options']).toBeUndefined();
  await page.getByRole('link', { name: 'See the full track record' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/track-record-widget.png` });
  await page.context().close();

  const html = await (await fetch(`${baseUrl}/track-record/nfx`)).text();
  expect(html).toContain(
    `<meta property="og:image" content="${baseUrl}/api/public/track-record/nfx/card.png" />`,
  );
  expect(html).toContain('<title>NFX: verified track record</title>');
  const unknown = await openSignedOut('/track-record/nowhere', { width: 390, height: 844 });
  await unknown.getByRole('heading', { name: 'There is no track record at this address.' }).waitFor();
  expect((await fetch(`${baseUrl}/track-record/nowhere`)).status).toBe(404);
  await unknown.context().close();
  const card = await fetch(`${baseUrl}/api/public/track-record/nfx/card.svg`);
  expect(card.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const page2 = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page2.goto(`${baseUrl}/api/public/track-record/nfx/card.svg`);
  await page2.screenshot({ path: `${SHOTS}/track-record-card.png` });
  await page2.close();
});
