// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { LivePriceView } from './live-price-view';

afterEach(cleanup);

const EURUSD = { unit: 'pips', pipSize: '0.0001' } as const;
const quote = (bid: number, ask: number) => ({
  key: 'oanda:EUR_USD',
  bid,
  ask,
  price: (bid + ask) / 2,
  time: Date.now(),
  outdated: false,
  simulated: false,
});

describe('a live price', () => {
  it('is written at the pair’s precision: trailing zeros kept, a mid’s extra digit rounded', async () => {
    await renderWithApp(
      <LivePriceView price={{ status: 'live', quote: quote(1.1517, 1.15344) }} pair={EURUSD} showBidAsk />,
    );
    expect(screen.getByText('1.15257')).toBeTruthy();
    expect(screen.getByText(/1\.15170/)).toBeTruthy();
    expect(screen.getByText(/1\.15344/)).toBeTruthy();
  });

  it('in the admin’s language, with its separators', async () => {
    await renderWithApp(
      <LivePriceView price={{ status: 'live', quote: quote(1.1517, 1.1518) }} pair={EURUSD} />,
      { locale: 'de' },
    );
    expect(screen.getByText('1,15175')).toBeTruthy();
  });
});

describe('a price not yet received', () => {
  it('shows a loading line, its words for screen readers only in a box of one pixel', async () => {
    await renderWithApp(<LivePriceView price={{ status: 'waiting' }} pair={EURUSD} />);
    const words = screen.getByText('Waiting for a price');
    const style = getComputedStyle(words);
    // In MUI's sx a width of 1 is the whole parent: the words once widened every page they were on.
    expect([style.position, style.width, style.height]).toEqual(['absolute', '1px', '1px']);
  });
});
