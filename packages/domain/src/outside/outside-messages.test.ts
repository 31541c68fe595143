import { describe, expect, it } from 'vitest';
import type { SignalSummary } from '../signal';
import { committedSignalSchema } from './committed-signal';
import { committedSignal as committed, SIGNAL_ID, TRADER_ID } from './committed-signal.fixture';
import { feedSignalOf, feedSignalSchema } from './customer-feed';
import { partnerCopyOf, partnerCopySchema } from './partner-copy';
import { orderReportFieldsOf, orderReportInputSchema } from './partner-order-report';
import { pushDataOf, pushDataSchema } from './push-data';

// Contract tests: each message an outside system receives or sends, built from a domain row and
// pinned field by field. A change here is a change of the contract (decision 25): an added field
// keeps its schemaVersion, a removed, renamed or retyped one raises it.

const NOTIFICATION_ID = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

describe('the partner copy (outbound webhook), schema version 1', () => {
  it('is built from the committed signal with these fields, and parses', () => {
    expect(committedSignalSchema.parse(committed)).toEqual(committed);
    const copy = partnerCopyOf({ kinds: ['take profit hit'], signal: committed });
    expect(partnerCopySchema.parse(copy)).toEqual(copy);
    expect(copy).toEqual({
      schemaVersion: 1,
      event: 'signal.changed',
      signalId: SIGNAL_ID,
      version: 3,
      kinds: ['take profit hit'],
      signal: {
        id: SIGNAL_ID,
        signal_id: 'SHIFT-000123',
        trade_id: 'T-000123',
        version: 3,
        app: 'shift',
        signal_type: 'forex',
        status: 'active',
        trader_id: TRADER_ID,
        pair_type: 'forex',
        base: 'EUR',
        quote: 'USD',
        symbol_id: 'EUR_USD',
        quote_provider: 1,
        exchange: null,
        exchange_type: null,
        order_type: 'limit',
        side: 'buy',
        entry: '1.08500',
        fixed_entry: false,
        stop_loss: '1.08000',
        take_profits: [
          { price: '1.09000', hitAt: '2026-11-27T10:15:00.000Z' },
          { price: '1.09500', hitAt: null },
        ],
        activation_margin: '0.00010',
        expires_at: null,
        pip_size: '0.0001',
        multiplier: '10000',
        unit: 'pips',
        result_pips: null,
        close_price: null,
        last_price: '1.09120',
        last_price_at: '2026-11-27T10:20:00.000Z',
        is_update_price_manually: false,
        activated_at: '2026-11-27T09:00:00.000Z',
        closed_at: null,
        leverage: null,
        volume: null,
        risk: '50',
        risk_percentage: 1.5,
        risk_level: 'medium',
        risk_description: null,
        account_balance: 10000,
        sentiment: 70,
        timeframe: '1H',
        strategy: 'Breakout',
        trade_type: 'Intra-Day',
        asset_type: null,
        analysis: 'Support held twice.',
        comment: 'Watch the US open.',
        status_update: null,
        disclaimer: null,
        automated_messages: [],
        translations: { fr: { comment: "Surveillez l'ouverture US." } },
        images: [],
        created_at: '2026-11-27T08:00:00.000Z',
        updated_at: '2026-11-27T10:15:00.000Z',
      },
    });
  });

  it('says signal.created for a creation', () => {
    expect(partnerCopyOf({ kinds: ['create signal'], signal: { ...committed, version: 1 } }).event).toBe(
      'signal.created',
    );
  });

  it('refuses what the contract does not hold: an internal column, a float price, another version', () => {
    const copy = partnerCopyOf({ kinds: ['update signal'], signal: committed });
    for (const broken of [
      { ...copy, signal: { ...copy.signal, owner_id: TRADER_ID } },
      { ...copy, signal: { ...copy.signal, mute_push: false } },
      { ...copy, signal: { ...copy.signal, entry: 1.085 } },
      { ...copy, schemaVersion: 2 },
      { ...copy, extra: true },
    ]) {
      expect(partnerCopySchema.safeParse(broken).success).toBe(false);
    }
  });
});

describe('the push data (FCM data of every push), schema version 1', () => {
  it('names the notification, the signal of an automatic push and the link of a manual one', () => {
    const automatic = pushDataOf({ _id: NOTIFICATION_ID, signalId: SIGNAL_ID, url: null });
    expect(automatic).toEqual({ schemaVersion: '1', notificationId: NOTIFICATION_ID, signalId: SIGNAL_ID });
    const manual = pushDataOf({ _id: NOTIFICATION_ID, signalId: null, url: 'https://example.com/news' });
    expect(manual).toEqual({
      schemaVersion: '1',
      notificationId: NOTIFICATION_ID,
      url: 'https://example.com/news',
    });
    for (const data of [automatic, manual]) expect(pushDataSchema.parse(data)).toEqual(data);
  });

  it('holds strings only, as FCM data must', () => {
    const data = pushDataOf({ _id: NOTIFICATION_ID, signalId: SIGNAL_ID, url: 'https://example.com' });
    for (const value of Object.values(data)) expect(typeof value).toBe('string');
    expect(pushDataSchema.safeParse({ ...data, schemaVersion: 1 }).success).toBe(false);
  });
});

describe('the partner order report (inbound webhook), schema version 1', () => {
  const report = {
    schemaVersion: 1,
    reportId: 'r-1',
    tradeId: 'T-000123',
    signalId: 'SHIFT-000123',
    baseSymbol: 'EUR',
    quoteSymbol: 'USD',
    side: 'buy',
    timeInForce: 'GTC',
    amount: '1000.5',
    client: 'desk-a',
    error: { code: 'E42', message: 'Rejected', status: 422 },
    timestamp: '2026-11-27T10:21:00.000Z',
  };

  it('is read into the order log fields', () => {
    expect(orderReportFieldsOf(orderReportInputSchema.parse(report))).toEqual({
      reportId: 'r-1',
      trade_id: 'T-000123',
      signal_id: 'SHIFT-000123',
      base_symbol: 'EUR',
      quote_symbol: 'USD',
      side: 'buy',
      time_in_force: 'GTC',
      amount: '1000.5',
      client: 'desk-a',
      error_code: 'E42',
      error_message: 'Rejected',
      error_status: 422,
      reportedAt: '2026-11-27T10:21:00.000Z',
    });
  });

  it('takes a report without schemaVersion as version 1, and refuses another version or an unknown field', () => {
    const { schemaVersion: _, ...unversioned } = report;
    expect(orderReportInputSchema.parse(unversioned).schemaVersion).toBe(1);
    expect(orderReportInputSchema.safeParse({ ...report, schemaVersion: 2 }).success).toBe(false);
    expect(orderReportInputSchema.safeParse({ ...report, price: '1.1' }).success).toBe(false);
  });
});

describe('the customer feed (GET /app-api/v1/signals), schema version 1', () => {
  it('shows a trade idea with these fields, built from the signal summary', () => {
    const summary = {
      ...committed,
      trader: { _id: TRADER_ID, nickname: 'Ana1' },
      owner: null,
      pair: null,
      currencyPair: 'EUR/USD',
      pips: '62',
      softDelete: false,
    } satisfies SignalSummary;
    const item = feedSignalOf(summary);
    expect(feedSignalSchema.parse(item)).toEqual(item);
    expect(item).toEqual({
      _id: SIGNAL_ID,
      signalId: 'SHIFT-000123',
      signalType: 'forex',
      status: 'active',
      trader: 'Ana1',
      currencyPair: 'EUR/USD',
      side: 'buy',
      orderType: 'limit',
      entry: '1.08500',
      stopLoss: '1.08000',
      takeProfits: [
        { price: '1.09000', hit: true },
        { price: '1.09500', hit: false },
      ],
      unit: 'pips',
      pips: '62',
      lastPrice: '1.09120',
      timeframe: '1H',
      tradeType: 'Intra-Day',
      createdAt: '2026-11-27T08:00:00.000Z',
      activatedAt: '2026-11-27T09:00:00.000Z',
      closedAt: null,
    });
  });
});
