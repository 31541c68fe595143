// @vitest-environment happy-dom
import { signalLogEntrySchema } from '@signal-desk/domain/signal';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerList, serveApi } from '../../../shared/testing/api-server';
import { renderWithApp } from '../../../shared/testing/render';
import { ResultValue } from './result-value';
import { SignalTrailList } from './signal-trail-drawer';
import { testSignal } from './test-signal';

/** ADA/USDT bought at 0.43: a 1 % move is 0.0043 points. */
const ada = testSignal({
  app: 'relic',
  signalType: 'crypto',
  currencyPair: 'ADA/USDT',
  base: 'ADA',
  quote: 'USDT',
  entry: '0.4300',
  stopLoss: '0.4200',
  takeProfits: [{ price: '0.4345', hitAt: '2026-01-01T11:00:00.000Z' }],
  unit: 'points',
  pipSize: '0.0001',
  multiplier: '1',
});

afterEach(cleanup);

describe('results of a crypto idea', () => {
  it('read in percent with their points at the pair’s precision, in the list and on the idea’s page', async () => {
    await renderWithApp(<ResultValue signal={ada} pips="0.0045" />);
    expect(screen.getByText('+1.05% (+0.0045 points)')).toBeTruthy();
  });

  it('read the same way in the trail', async () => {
    serveApi(
      answerList(`/api/signals/${ada._id}/log`, signalLogEntrySchema, [
        {
          _id: '1',
          kind: 'take profit hit',
          actor: 'system',
          ip: null,
          prev: null,
          next: { index: 1, price: '0.4345', pips: '0.0045' },
          createdAt: '2026-01-01T11:00:00.000Z',
        },
      ]),
    );
    await renderWithApp(<SignalTrailList signal={ada} />);
    expect(await screen.findByText('TP1 at 0.4345 +1.05% (+0.0045 points)')).toBeTruthy();
  });
});
