import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser.close());

const toast = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).waitFor();

/** The text of a row's live price, once there is one. */
async function livePriceOf(row: ReturnType<Page['getByRole']>) {
  const price = row.locator('[data-live-price]');
  await price.waitFor();
  return price.textContent();
}

it('shows the live price of each pair, and the prices move', async () => {
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.getByRole('searchbox', { name: 'Search by base, quote or symbol' }).fill('BTC');
  const row = page.getByRole('row').filter({ hasText: 'binance · Spot' }).filter({ hasText: 'BTC/USDT' });
  const first = await livePriceOf(row);
  await row.getByText('Simulated').waitFor();
  await row.getByText(/ ago$/).waitFor();
  // BTC ticks several times a second on the simulated market: the price changes without a reload.
  await page.waitForFunction(
    ({ before }) => {
      const rows = Array.from(document.querySelectorAll('tr')).filter(
        (tr) => tr.textContent?.includes('binance · Spot') && tr.textContent.includes('BTC/USDT'),
      );
      const text = rows[0]?.querySelector('[data-live-price]')?.textContent;
      return text !== undefined && text !== before;
    },
    { before: first },
    { timeout: 15_000 },
  );
});

it('lists pairs A to Z by symbol, with the search in the URL so a reload keeps it', async () => {
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.getByRole('searchbox', { name: 'Search by base, quote or symbol' }).fill('jpy');
  await page.waitForURL(/[?&]search=jpy/);
  const names = async () => {
    await page.getByRole('row').filter({ hasText: 'USD/JPY' }).first().waitFor();
    return page
      .locator('tbody th')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('p, span')?.textContent ?? ''));
  };
  const listed = await names();
  expect(listed.length).toBeGreaterThan(2);
  expect(listed.every((name) => name.includes('JPY'))).toBe(true);
  expect(listed).toEqual([...listed].sort());

  await page.reload();
  await expect
    .poll(() => page.getByRole('searchbox', { name: 'Search by base, quote or symbol' }).inputValue())
    .toBe('jpy');
  expect(await names()).toEqual(listed);
});

it('adds a currency and a pair of it, then deletes both after confirming', async () => {
  await page.goto(`${baseUrl}/currencies`);
  await page.getByRole('link', { name: 'Add currency' }).first().click();
  await page.waitForURL(`${baseUrl}/currencies/add`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Cosmos');
  await page.getByRole('textbox', { name: 'Short name' }).fill('atom');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Crypto' }).click();
  // The coin search tells which exchanges list it.
  await page.getByText(/^Listed on .*binance/).waitFor();
  await page.getByRole('textbox', { name: 'Icon URL or data URI' }).fill('https://example.com/atom.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('Currency created');
  await page.waitForURL(`${baseUrl}/currencies`);
  await page.getByRole('searchbox', { name: 'Search by name, short name or symbol' }).fill('Cosmos');
  await page.getByRole('row').filter({ hasText: 'ATOM' }).waitFor();

  // Adding it twice is refused on the field.
  await page.goto(`${baseUrl}/currencies/add`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Cosmos again');
  await page.getByRole('textbox', { name: 'Short name' }).fill('ATOM');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Crypto' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Already taken', { exact: true }).waitFor();

  // The pair: crypto provider, ATOM/USDT, spot on binance.
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.getByRole('button', { name: 'Add pair or stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pair or stock' });
  await dialog.getByRole('combobox', { name: 'Quote provider' }).click();
  await page.getByRole('option', { name: /^Crypto/ }).click();
  await dialog.getByRole('combobox', { name: 'Base coin' }).click();
  await page.getByRole('option', { name: /ATOM — Cosmos/ }).click();
  await dialog.getByRole('combobox', { name: /^Quote(?! provider)/ }).click();
  await page.getByRole('option', { name: /^USDT/ }).click();
  await dialog.getByText(/Exchanges listing this pair: \d+/).waitFor();
  // Futures: binance lists the futures market, kraken (spot only) is offered disabled.
  await dialog.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Futures' }).click();
  await dialog.getByRole('combobox', { name: 'Exchange' }).click();
  await page.getByRole('option', { name: 'kraken: no Futures market' }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Spot' }).click();
  await dialog.getByRole('combobox', { name: 'Exchange' }).click();
  await page.getByRole('option', { name: 'binance', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await toast('Pair ATOM/USDT · binance added');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('searchbox', { name: 'Search by base, quote or symbol' }).fill('ATOM');
  const row = page.getByRole('row').filter({ hasText: 'ATOM/USDT' });
  await livePriceOf(row);

  // The currency cannot go while the pair uses it.
  await page.goto(`${baseUrl}/currencies`);
  await page.getByRole('searchbox', { name: 'Search by name, short name or symbol' }).fill('Cosmos');
  await page.getByRole('button', { name: 'Delete ATOM' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this currency?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast('ATOM is used by currency pairs: delete them first');

  // Delete the pair, then the currency, each after confirming.
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.getByRole('searchbox', { name: 'Search by base, quote or symbol' }).fill('ATOM');
  await page.getByRole('button', { name: 'Delete ATOM/USDT · binance' }).click();
  const confirmPair = page.getByRole('dialog', { name: 'Delete this pair?' });
  await confirmPair.getByRole('button', { name: 'Cancel' }).click();
  await confirmPair.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete ATOM/USDT · binance' }).click();
  await confirmPair.getByRole('button', { name: 'Delete' }).click();
  await toast('Pair ATOM/USDT · binance deleted');
  await page.getByText('Nothing to show').waitFor();

  await page.goto(`${baseUrl}/currencies`);
  await page.getByRole('searchbox', { name: 'Search by name, short name or symbol' }).fill('Cosmos');
  await page.getByRole('button', { name: 'Delete ATOM' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this currency?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast('Currency ATOM deleted');
  await page.getByText('Nothing to show').waitFor();
});

it("shows the server's reason when the provider does not quote a pair", async () => {
  await page.goto(`${baseUrl}/currency-pairs`);
  await page.getByRole('button', { name: 'Add pair or stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pair or stock' });
  await dialog.getByRole('combobox', { name: /^Base/ }).click();
  await page.getByRole('option', { name: /^AAPL/ }).click();
  await dialog.getByRole('combobox', { name: /^Quote(?! provider)/ }).click();
  await page.getByRole('option', { name: /^EUR/ }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  const message = 'Currency not supported by any broker, so quotes do not update automatically';
  // The modal dialog hides the rest of the page (the toast too) from assistive technology; the
  // message shows on the field inside the dialog as well.
  await page
    .getByRole('alert', { includeHidden: true })
    .filter({ hasText: `Could not submit pair: ${message}` })
    .waitFor();
  await dialog.getByText(message).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
