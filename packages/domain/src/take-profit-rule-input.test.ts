import { describe, expect, it } from 'vitest';
import { takeProfitRuleInputSchema } from './signal-support';

describe('takeProfitRuleInputSchema', () => {
  it('refuses a rule that limits nothing', () => {
    const parsed = takeProfitRuleInputSchema.safeParse({ app: 'shift', ignoredTradeTypes: ['Scalping'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['minTakeProfit', 'ruleEmpty'],
    ]);
  });

  it('takes a rule with any one limit', () => {
    expect(takeProfitRuleInputSchema.safeParse({ app: 'shift', rrr: '1.5' }).success).toBe(true);
    expect(takeProfitRuleInputSchema.safeParse({ app: 'shift', maxTakeProfitsCount: 3 }).success).toBe(true);
  });

  it('limits a rule to signal types the app publishes, all of them when none are named', () => {
    expect(takeProfitRuleInputSchema.parse({ app: 'titan', rrr: '1' }).signalTypes).toEqual([]);
    expect(
      takeProfitRuleInputSchema.parse({ app: 'titan', rrr: '1', signalTypes: ['synthetic'] }).signalTypes,
    ).toEqual(['synthetic']);
    const other = takeProfitRuleInputSchema.safeParse({ app: 'shift', rrr: '1', signalTypes: ['crypto'] });
    expect(other.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['signalTypes', 'signalTypeNotInApp'],
    ]);
  });
});
