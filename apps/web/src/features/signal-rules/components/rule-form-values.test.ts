import { unitOfApp } from '@signal-desk/domain/signal-markets';
import { takeProfitRuleInputSchema } from '@signal-desk/domain/signal-support';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeText, ruleFormDefaults, ruleInputOf } from './rule-form-values';

describe('ruleInputOf', () => {
  it('turns empty bounds into no bound and counts into numbers', () => {
    const input = ruleInputOf({
      ...ruleFormDefaults('shift'),
      minTakeProfit: '10',
      maxStopLoss: '50.5',
      minTakeProfitsCount: '1',
      rrr: '1.5',
      takeProfitIndex: '2',
      ignoredTradeTypes: ['Scalping'],
    });
    expect(input).toEqual({
      app: 'shift',
      minTakeProfit: '10',
      maxTakeProfit: null,
      minStopLoss: null,
      maxStopLoss: '50.5',
      minTakeProfitsCount: 1,
      maxTakeProfitsCount: null,
      minStopTip: null,
      maxStopTip: null,
      rrr: '1.5',
      takeProfitIndex: 2,
      ignoredTradeTypes: ['Scalping'],
      signalTypes: [],
    });
    expect(takeProfitRuleInputSchema.safeParse(input).success).toBe(true);
  });

  it('lets the schema refuse what is not a number', () => {
    expect(
      takeProfitRuleInputSchema.safeParse(ruleInputOf({ ...ruleFormDefaults('nfx'), rrr: 'abc' })).success,
    ).toBe(false);
  });
});

describe('rule display', () => {
  it('names the unit of the app and writes ranges', () => {
    expect(unitOfApp('shift')).toBe('pips');
    expect(unitOfApp('titan')).toBe('points');
    expect(rangeText('10', '50', 'en')).toBe('10–50');
    expect(rangeText(null, 3, 'en')).toBe('≤ 3');
    expect(rangeText(null, null, 'en')).toBe('—');
    expect(rangeText('12.5', '10000', 'de')).toBe('12,5–10.000');
  });
});

describe('the rule form in German', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'de', resources: {} });
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows saved numbers with a decimal comma and reads German input back, every digit kept', () => {
    const rule = {
      _id: '3f0c8d1e-4c1a-4f7e-9a53-0f6f1c2b8d11',
      app: 'titan' as const,
      minTakeProfit: '85000.5',
      maxTakeProfit: null,
      minStopLoss: null,
      maxStopLoss: null,
      minTakeProfitsCount: null,
      maxTakeProfitsCount: 3,
      minStopTip: '0.5',
      maxStopTip: null,
      rrr: '1.5',
      takeProfitIndex: 1,
      ignoredTradeTypes: [],
      signalTypes: ['indice' as const],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const defaults = ruleFormDefaults('titan', rule);
    expect(defaults).toMatchObject({ minTakeProfit: '85000,5', minStopTip: '0,5', rrr: '1,5' });
    expect(ruleInputOf(defaults)).toMatchObject({
      minTakeProfit: '85000.5',
      minStopTip: '0.5',
      rrr: '1.5',
      signalTypes: ['indice'],
    });
    // The app changed: a type it does not publish is not sent.
    expect(ruleInputOf({ ...defaults, app: 'shift' }).signalTypes).toEqual([]);
    const typed = ruleInputOf({ ...defaults, minTakeProfit: '85.000,50', maxTakeProfit: '90.000' });
    expect(typed.minTakeProfit).toBe('85000.50');
    // "90.000" could be ninety thousand or ninety: sent as typed, so the schema refuses it, never 90.
    expect(typed.maxTakeProfit).toBe('90.000');
    expect(takeProfitRuleInputSchema.safeParse(typed).success).toBe(false);
  });
});
