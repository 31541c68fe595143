import { describe, expect, it } from 'vitest';
import { channelEventsOf, channelMessageText, channelReplyText } from './channel-message';
import type { CommittedSignal } from './committed-signal';

const SIGNAL_ID = '3f1c2b9e-6d4a-4c1e-9b7a-2a5d8e0f1c34';
const TRADER_ID = '9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d';

const active: CommittedSignal = {
  _id: SIGNAL_ID,
  signalId: 'SHIFT-000123',
  tradeId: 'T-000123',
  version: 3,
  app: 'shift',
  signalType: 'forex',
  status: 'active',
  traderId: TRADER_ID,
  pairType: 'forex',
  base: 'EUR',
  quote: 'USD',
  symbolID: 'EUR_USD',
  quoteProvider: 1,
  exchange: null,
  exchangeType: null,
  orderType: 'limit',
  side: 'buy',
  entry: '1.08500',
  fixedEntry: false,
  stopLoss: '1.08000',
  takeProfits: [
    { price: '1.09000', hitAt: '2026-11-27T10:15:00.000Z' },
    { price: '1.09500', hitAt: null },
  ],
  activationMargin: '0.00010',
  expiresAt: null,
  pipSize: '0.0001',
  multiplier: '10000',
  unit: 'pips',
  resultPips: null,
  closePrice: null,
  lastPrice: '1.09120',
  lastPriceAt: '2026-11-27T10:20:00.000Z',
  isUpdatePriceManually: false,
  activatedAt: '2026-11-27T09:00:00.000Z',
  closedAt: null,
  leverage: null,
  volume: null,
  risk: '50',
  riskPercentage: 1.5,
  riskLevel: 'medium',
  riskDescription: null,
  accountBalance: 10000,
  sentiment: 70,
  timeframe: '1H',
  strategy: 'Breakout',
  tradeType: 'Intra-Day',
  assetType: null,
  analysis: 'Support held twice.',
  comment: 'Watch the US open.',
  statusUpdate: null,
  disclaimer: null,
  automatedMessages: [],
  translations: { fr: { comment: "Surveillez l'ouverture US." } },
  images: [],
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T10:15:00.000Z',
};

describe('channelEventsOf', () => {
  const pending: CommittedSignal = {
    ...active,
    status: 'pending',
    takeProfits: active.takeProfits.map((tp) => ({ ...tp, hitAt: null })),
  };
  it('tells a new idea, an activation, a take profit, a moved stop and a close, each once', () => {
    expect(channelEventsOf({ kinds: ['create signal'], signal: pending }, null)).toEqual(['new idea']);
    expect(
      channelEventsOf(
        { kinds: ['status changed automatically'], signal: { ...pending, status: 'active' } },
        pending,
      ),
    ).toEqual(['activated']);
    expect(
      channelEventsOf(
        { kinds: ['take profit hit'], signal: active },
        { ...active, takeProfits: pending.takeProfits },
      ),
    ).toEqual(['take profit hit']);
    expect(
      channelEventsOf(
        { kinds: ['value added or changed in a signal'], signal: { ...active, stopLoss: '1.08500' } },
        active,
      ),
    ).toEqual(['stop moved']);
    const won: CommittedSignal = { ...active, status: 'won', resultPips: '50' };
    expect(channelEventsOf({ kinds: ['status changed manually'], signal: won }, active)).toEqual(['won']);
    expect(channelEventsOf({ kinds: ['update signal'], signal: won }, won)).toEqual([]);
    expect(
      channelEventsOf({ kinds: ['make expired'], signal: { ...pending, status: 'expired' } }, pending),
    ).toEqual(['expired']);
    expect(
      channelEventsOf(
        { kinds: ['stop loss hit'], signal: { ...active, status: 'sl_hit', resultPips: '-50' } },
        active,
      ),
    ).toEqual(['stop loss hit']);
  });
});

describe('channel texts', () => {
  it("write the idea in the channel's language, with its take profits hit, trader, comment and disclaimer", () => {
    expect(
      channelMessageText({ signal: active, trader: 'alex', disclaimer: 'Not advice.', language: 'en' }),
    ).toBe(
      [
        'EUR/USD BUY · SHIFT-000123',
        'Entry: 1.08500',
        'Stop loss: 1.08000',
        'TP1: 1.09000 ✅',
        'TP2: 1.09500',
        'Trader: alex',
        'Status: Active',
        '',
        'Watch the US open.',
        '',
        'Not advice.',
      ].join('\n'),
    );
    const fr = channelMessageText({ signal: active, trader: 'alex', disclaimer: null, language: 'fr' });
    expect(fr).toContain('EUR/USD ACHAT');
    expect(fr).toContain("Surveillez l'ouverture US.");
    expect(fr).not.toContain('Not advice.');
  });

  it('reply with the push words and the result', () => {
    expect(channelReplyText(['take profit hit'], active, 'en')).toBe(
      'EUR/USD BUY: Take profit 1 hit: +50 pips',
    );
    expect(channelReplyText(['stop moved'], { ...active, stopLoss: '1.085' }, 'de')).toBe(
      'EUR/USD KAUF: Stop-Loss verschoben auf 1.08500',
    );
  });
});
