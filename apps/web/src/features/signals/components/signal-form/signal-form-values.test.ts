import type { Signal } from '@signal-desk/domain/signal';
import { createSignalInputSchema, updateSignalInputSchema } from '@signal-desk/domain/signal';
import { describe, expect, it } from 'vitest';
import { signalFormIssues } from './signal-form-checks';
import {
  changedFields,
  constantsOf,
  constantValuesOf,
  createBodyOf,
  isoOf,
  localDateTimeOf,
  type SignalFormValues,
  signalFormDefaults,
  signalFormValuesOf,
  stepOfField,
  updateBodyOf,
} from './signal-form-values';

const PAIR = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function values(overrides: Partial<SignalFormValues> = {}): SignalFormValues {
  return {
    ...signalFormDefaults({ app: 'shift', signalType: 'forex', disclaimer: 'Trade with care.' }),
    pair: PAIR,
    entry: '1.05',
    stopLoss: '1.04',
    takeProfits: ['1.06', '1.07'],
    automatedMessages: ['', ''],
    ...overrides,
  };
}

describe('createBodyOf', () => {
  it('builds a limit buy that the create schema accepts', () => {
    const body = createBodyOf(values({ sentiment: '70', analysis: ' Breakout ', timeframe: '4H' }));
    expect(body).toMatchObject({
      app: 'shift',
      signalType: 'forex',
      pair: PAIR,
      orderType: 'limit',
      side: 'buy',
      entry: '1.05',
      fixedEntry: false,
      stopLoss: '1.04',
      takeProfits: ['1.06', '1.07'],
      sentiment: 70,
      analysis: 'Breakout',
      timeframe: '4H',
      disclaimer: 'Trade with care.',
      automatedMessages: [],
      translations: {},
      leverage: null,
      exchangeType: null,
    });
    expect(body.trader).toBeUndefined();
    expect(createSignalInputSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the entry to the live price on a market order unless it is fixed', () => {
    expect(createBodyOf(values({ orderType: 'market' })).entry).toBeUndefined();
    expect(createBodyOf(values({ orderType: 'market', fixedEntry: true }))).toMatchObject({
      entry: '1.05',
      fixedEntry: true,
    });
  });

  it('keeps the activation margin and expiry for pending orders only', () => {
    const pending = values({ activationMargin: '0.0005', expiresAt: '2030-01-02T10:00' });
    expect(createBodyOf(pending)).toMatchObject({
      activationMargin: '0.0005',
      expiresAt: new Date('2030-01-02T10:00').toISOString(),
    });
    expect(createBodyOf({ ...pending, orderType: 'market' })).toMatchObject({
      activationMargin: null,
      expiresAt: null,
    });
  });

  it('drops the leverage unless the exchange type is futures, and the asset type outside crypto', () => {
    const crypto = values({ signalType: 'crypto', exchangeType: 'spot', leverage: '10', assetType: 'DeFi' });
    expect(createBodyOf(crypto)).toMatchObject({ exchangeType: 'spot', leverage: null, assetType: 'DeFi' });
    expect(createBodyOf({ ...crypto, exchangeType: 'futures' })).toMatchObject({ leverage: 10 });
    expect(createBodyOf(values({ assetType: 'DeFi' })).assetType).toBeNull();
  });

  it('sends translations and automated messages only where something was written', () => {
    const body = createBodyOf(
      values({
        automatedMessages: ['', 'Second target reached'],
        translations: {
          ...values().translations,
          fr: { analysis: 'Cassure', comment: '' },
        },
      }),
    );
    expect(body.automatedMessages).toEqual(['', 'Second target reached']);
    expect(body.translations).toEqual({ fr: { analysis: 'Cassure' } });
  });

  it('lets the schema refuse bad numbers in the fields that hold them', () => {
    const result = createSignalInputSchema.safeParse(
      createBodyOf(values({ sentiment: '5', stopLoss: 'abc' })),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['sentiment', 'stopLoss']));
  });
});

describe('signalFormIssues', () => {
  const now = { now: new Date('2026-11-21T10:00:00.000Z') };

  it('asks for the pair, the entry of a limit order and the levels', () => {
    expect(
      signalFormIssues(values({ pair: '', entry: '', stopLoss: '', takeProfits: [''] }), null, now).map(
        (i) => i.code,
      ),
    ).toEqual(['pairRequired', 'entryRequired', 'required', 'required']);
  });

  it('checks the levels against the entry, or against the live price of a market order', () => {
    expect(signalFormIssues(values({ takeProfits: ['1.04'] }), null, now)).toEqual([
      { path: 'takeProfits.0', code: 'takeProfitSide' },
    ]);
    expect(signalFormIssues(values({ orderType: 'market', entry: '' }), null, now)).toEqual([]);
    expect(signalFormIssues(values({ orderType: 'market', entry: '' }), '1.065', now)).toEqual([
      { path: 'takeProfits.0', code: 'takeProfitSide' },
    ]);
  });

  it('refuses an expiry set in the past, not one an edit leaves as it was', () => {
    const past = localDateTimeOf('2026-11-21T09:00:00.000Z');
    const ahead = localDateTimeOf('2026-11-21T11:00:00.000Z');
    expect(signalFormIssues(values({ expiresAt: past }), null, now)).toEqual([
      { path: 'expiresAt', code: 'expiryPast' },
    ]);
    expect(signalFormIssues(values({ expiresAt: ahead }), null, now)).toEqual([]);
    expect(signalFormIssues(values({ expiresAt: past }), null, { ...now, savedExpiresAt: past })).toEqual([]);
    // A market order sends no expiry.
    expect(signalFormIssues(values({ orderType: 'market', expiresAt: past }), '1.05', now)).toEqual([]);
  });
});

describe('editing', () => {
  const signal = {
    app: 'shift',
    signalType: 'forex',
    trader: { _id: PAIR, nickname: 'elsa' },
    exchangeType: null,
    exchange: null,
    pair: PAIR,
    leverage: null,
    orderType: 'limit',
    side: 'buy',
    fixedEntry: false,
    entry: '1.05',
    stopLoss: '1.04',
    takeProfits: [{ price: '1.06', hitAt: null }],
    automatedMessages: [],
    activationMargin: null,
    expiresAt: null,
    volume: null,
    accountBalance: null,
    risk: null,
    riskPercentage: null,
    riskLevel: 'low',
    riskDescription: null,
    sentiment: 60,
    timeframe: null,
    strategy: null,
    tradeType: null,
    assetType: null,
    analysis: 'Old',
    comment: null,
    statusUpdate: null,
    translations: { fr: { analysis: 'Ancienne' } },
    disclaimer: 'Trade with care.',
    mutePush: false,
  } as unknown as Signal;

  const parsed = (form: SignalFormValues) =>
    updateSignalInputSchema.parse({ version: 1, ...updateBodyOf(form) });

  it('reads an idea back into the inputs', () => {
    const form = signalFormValuesOf(signal);
    expect(form).toMatchObject({ entry: '1.05', takeProfits: ['1.06'], sentiment: '60', riskLevel: 'low' });
    expect(form.translations.fr).toEqual({ analysis: 'Ancienne', comment: '' });
  });

  it('finds no change when nothing was touched, and exactly the touched fields otherwise', () => {
    const before = parsed(signalFormValuesOf(signal));
    expect(changedFields(before, parsed(signalFormValuesOf(signal)))).toEqual({});
    const form = { ...signalFormValuesOf(signal), stopLoss: '1.0450', analysis: 'New' };
    expect(changedFields(before, parsed(form))).toEqual({ stopLoss: '1.045', analysis: 'New' });
  });
});

describe('stepOfField', () => {
  it('finds the step of a field, a list item or a translation', () => {
    expect(stepOfField('pair')).toBe('market');
    expect(stepOfField('takeProfits.1')).toBe('order');
    expect(stepOfField('translations.fr.analysis')).toBe('details');
    expect(stepOfField('somethingElse')).toBe('preview');
  });
});

describe('constants', () => {
  it('keeps the defaults that hold something and reads back only what fits', () => {
    const saved = constantsOf({ ...values(), riskLevel: 'high', sentiment: '70', mutePush: true });
    expect(saved).toMatchObject({ orderType: 'limit', riskLevel: 'high', sentiment: '70', mutePush: true });
    expect(saved).not.toHaveProperty('strategy');
    expect(
      constantValuesOf({ riskLevel: 'extreme', sentiment: 70, orderType: 'stop', mutePush: 'yes' }),
    ).toEqual({ sentiment: '70', orderType: 'stop' });
  });
});

describe('dates', () => {
  it('round-trips a datetime-local value', () => {
    const iso = isoOf('2030-05-06T07:08');
    expect(localDateTimeOf(iso)).toBe('2030-05-06T07:08');
    expect(isoOf('')).toBeNull();
  });
});
