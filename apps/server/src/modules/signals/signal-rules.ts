import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import type { CurrencyPair } from '@signal-desk/domain/markets';
import { checkLevels, checkTakeProfitRule, type TakeProfitRule } from '@signal-desk/domain/signal-levels';
import { pairFitsSignalType } from '@signal-desk/domain/signal-markets';
import { badRequest, fieldError } from '../../shared/errors';

/** The app publishes this signal type, and the pair is of a kind the signal type trades. */
export function assertSignalTypeAndPair(app: App, signalType: SignalType, pair: CurrencyPair): void {
  if (!APP_INFO[app].signalTypes.includes(signalType)) {
    throw badRequest(`The ${app} app does not publish ${signalType} signals`, [
      fieldError('signalType', 'notForApp'),
    ]);
  }
  if (!pairFitsSignalType(signalType, pair.type)) {
    throw badRequest(`A ${signalType} signal cannot use a ${pair.type} pair`, [
      fieldError('pair', 'pairRequired'),
    ]);
  }
}

export interface Levels {
  side: 'buy' | 'sell';
  entry: string;
  stopLoss: string;
  takeProfits: string[];
  tradeType?: string | null;
  signalType: SignalType;
}

/**
 * Levels in order and on the right sides, then the app's take-profit rules (those for the idea's
 * signal type). An edit passes no rules when it moves only the stop loss (DECISIONS.md).
 */
export function assertLevels(
  levels: Levels,
  rules: readonly TakeProfitRule[],
  pair: Pick<CurrencyPair, 'multiplier' | 'unit'>,
): void {
  const issues = checkLevels(levels);
  if (issues.length) {
    throw badRequest(
      'The price levels are not valid',
      issues.map((i) => fieldError(i.path, i.code)),
    );
  }
  const ruleIssues = rules.flatMap((rule) => checkTakeProfitRule(levels, rule, pair.multiplier, pair.unit));
  if (ruleIssues.length) {
    const fields = ruleIssues.map((i) => fieldError(i.path, i.code, i.params));
    throw badRequest(fields[0]?.message ?? 'The take-profit rule is not met', fields);
  }
}
