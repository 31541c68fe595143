import { unitOfApp } from '@signal-desk/domain/signal-markets';
import { takeProfitRuleInputSchema } from '@signal-desk/domain/signal-support';
import { describe, expect, it } from 'vitest';
import { rangeText, ruleFormDefaults, ruleInputOf } from './rule-form-values';

describe('ruleInputOf', () => {
  it('turns empty bounds into no bound and counts into numbers', () => {
    const input = ruleInputOf({
      ...ruleFormDefaults('shift'),
      minTakeProfit: '10',
      maxStopLoss: '50,5',
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
    expect(rangeText('10', '50')).toBe('10–50');
    expect(rangeText(null, 3)).toBe('≤ 3');
    expect(rangeText(null, null)).toBe('—');
  });
});
