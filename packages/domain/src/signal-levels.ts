import type { SignalType } from './apps';
import { compare, type DecimalText, dec } from './decimal';
import type { MessageParams, ValidationCode } from './messages';
import type { Side } from './pips';

export interface LevelIssue {
  path: string;
  code: ValidationCode;
}

/**
 * The price levels of a trade idea (SPEC section 5): every level above 0, take profits on the profit
 * side of the entry and each further than the one before, the stop loss on the loss side (or at the
 * entry for break-even).
 */
export function checkLevels(levels: {
  side: Side;
  entry: DecimalText;
  stopLoss: DecimalText;
  takeProfits: readonly DecimalText[];
}): LevelIssue[] {
  const issues: LevelIssue[] = [];
  const { side, entry } = levels;
  const profitSide = (a: DecimalText, b: DecimalText) =>
    side === 'buy' ? compare(a, b) > 0 : compare(a, b) < 0;
  if (levels.takeProfits.length === 0) issues.push({ path: 'takeProfits', code: 'takeProfitRequired' });
  levels.takeProfits.forEach((tp, i) => {
    const path = `takeProfits.${i}`;
    if (!dec(tp).gt(0)) issues.push({ path, code: 'takeProfitPositive' });
    else if (!profitSide(tp, entry)) issues.push({ path, code: 'takeProfitSide' });
    else if (i > 0 && !profitSide(tp, levels.takeProfits[i - 1] as DecimalText))
      issues.push({ path, code: 'takeProfitOrder' });
  });
  if (!dec(levels.stopLoss).gt(0)) issues.push({ path: 'stopLoss', code: 'stopLossPositive' });
  else if (profitSide(levels.stopLoss, entry)) issues.push({ path: 'stopLoss', code: 'stopLossSide' });
  return issues;
}

/** A take-profit (risk/reward) rule of an app (SPEC section 3); distances in pips or points. */
export interface TakeProfitRule {
  minTakeProfit: DecimalText | null;
  maxTakeProfit: DecimalText | null;
  minStopLoss: DecimalText | null;
  maxStopLoss: DecimalText | null;
  minTakeProfitsCount: number | null;
  maxTakeProfitsCount: number | null;
  /** Stop-loss distance as a percentage of the entry. */
  minStopTip: DecimalText | null;
  maxStopTip: DecimalText | null;
  /** Minimum reward/risk ratio, checked on the take profit at takeProfitIndex (1-based). */
  rrr: DecimalText | null;
  takeProfitIndex: number;
  ignoredTradeTypes: readonly string[];
  /** The signal types the rule is for; every type when empty. */
  signalTypes: readonly SignalType[];
}

export interface RuleIssue extends LevelIssue {
  /** The actual value and what the rule allows, for the code's message. */
  params: MessageParams;
}

const fmt = (value: DecimalText) => dec(value).round(2, 1).toFixed();
const bound = (value: DecimalText | null, none: string): string => value ?? none;

/** The checks of a take-profit rule, as codes whose parameters give the actual and the expected values. */
export function checkTakeProfitRule(
  levels: {
    side: Side;
    entry: DecimalText;
    stopLoss: DecimalText;
    takeProfits: readonly DecimalText[];
    tradeType?: string | null;
    signalType?: SignalType;
  },
  rule: TakeProfitRule,
  multiplier: DecimalText,
  unit: 'pips' | 'points',
): RuleIssue[] {
  if (levels.tradeType && rule.ignoredTradeTypes.includes(levels.tradeType)) return [];
  if (levels.signalType && rule.signalTypes.length > 0 && !rule.signalTypes.includes(levels.signalType))
    return [];
  const issues: RuleIssue[] = [];
  const count = levels.takeProfits.length;
  if (rule.minTakeProfitsCount !== null && count < rule.minTakeProfitsCount) {
    issues.push({
      path: 'takeProfits',
      code: 'takeProfitsTooFew',
      params: { min: rule.minTakeProfitsCount, given: count },
    });
  }
  if (rule.maxTakeProfitsCount !== null && count > rule.maxTakeProfitsCount) {
    issues.push({
      path: 'takeProfits',
      code: 'takeProfitsTooMany',
      params: { max: rule.maxTakeProfitsCount, given: count },
    });
  }
  // Unrounded distances: pips rounded to 2 decimals would turn a coin's 0.006 stop into 0.01 or 0.
  const between = (from: DecimalText, to: DecimalText) =>
    (levels.side === 'buy' ? dec(to).minus(from) : dec(from).minus(to)).times(multiplier);
  const risk = between(levels.stopLoss, levels.entry);
  const within = (value: ReturnType<typeof dec>, min: DecimalText | null, max: DecimalText | null) =>
    (min === null || value.gte(min)) && (max === null || value.lte(max));
  const allowed = (min: DecimalText | null, max: DecimalText | null) => ({
    min: bound(min, '0'),
    max: bound(max, '∞'),
  });
  if (!within(risk, rule.minStopLoss, rule.maxStopLoss)) {
    issues.push({
      path: 'stopLoss',
      code: unit === 'pips' ? 'ruleStopLossPips' : 'ruleStopLossPoints',
      params: { actual: fmt(risk.toFixed()), ...allowed(rule.minStopLoss, rule.maxStopLoss) },
    });
  }
  const riskPercent = risk.div(multiplier).div(levels.entry).times(100);
  if (!within(riskPercent, rule.minStopTip, rule.maxStopTip)) {
    issues.push({
      path: 'stopLoss',
      code: 'ruleStopLossPercent',
      params: { actual: fmt(riskPercent.toFixed()), ...allowed(rule.minStopTip, rule.maxStopTip) },
    });
  }
  levels.takeProfits.forEach((tp, i) => {
    const reward = between(levels.entry, tp);
    if (!within(reward, rule.minTakeProfit, rule.maxTakeProfit)) {
      issues.push({
        path: `takeProfits.${i}`,
        code: unit === 'pips' ? 'ruleTakeProfitPips' : 'ruleTakeProfitPoints',
        params: {
          number: i + 1,
          actual: fmt(reward.toFixed()),
          ...allowed(rule.minTakeProfit, rule.maxTakeProfit),
        },
      });
    }
  });
  const checked = levels.takeProfits[rule.takeProfitIndex - 1];
  if (rule.rrr !== null && checked !== undefined && risk.gt(0)) {
    const ratio = between(levels.entry, checked).div(risk);
    if (ratio.lt(rule.rrr)) {
      issues.push({
        path: `takeProfits.${rule.takeProfitIndex - 1}`,
        code: 'ruleRiskReward',
        params: { number: rule.takeProfitIndex, actual: fmt(ratio.toFixed()), expected: fmt(rule.rrr) },
      });
    }
  }
  return issues;
}
