import { compare, type DecimalText } from '@signal-desk/domain/decimal';
import type { ValidationCode } from '@signal-desk/domain/messages';
import { decimalSchema } from '@signal-desk/domain/numbers';
import { expiryInPast } from '@signal-desk/domain/signal';
import { checkLevels } from '@signal-desk/domain/signal-levels';
import {
  isoOf,
  isPendingOrder,
  readDecimal,
  type SignalFormValues,
  takesLivePrice,
} from './signal-form-values';

export interface FormIssue {
  path: string;
  code: ValidationCode;
}

const decimalOf = (text: string): DecimalText | null => {
  const parsed = decimalSchema.safeParse(readDecimal(text) ?? '');
  return parsed.success ? parsed.data : null;
};

/**
 * What the body schema cannot see alone (it is the server's too): a missing pair, stop loss or take
 * profit is "required" rather than "not a number", the entry a limit, stop or fixed order needs, the
 * price levels against the entry (checkLevels; a market order checks against the live price), and an
 * expiry set in the past by the browser's clock (`savedExpiresAt`: the input as the idea had it, which
 * an edit may keep even once past).
 */
export function signalFormIssues(
  values: Pick<
    SignalFormValues,
    'pair' | 'orderType' | 'fixedEntry' | 'side' | 'entry' | 'stopLoss' | 'takeProfits' | 'expiresAt'
  >,
  livePrice: DecimalText | null,
  { now, savedExpiresAt = '' }: { now: Date; savedExpiresAt?: string },
): FormIssue[] {
  const issues: FormIssue[] = [];
  if (values.pair === '') issues.push({ path: 'pair', code: 'pairRequired' });
  if (
    isPendingOrder(values.orderType) &&
    values.expiresAt !== savedExpiresAt &&
    expiryInPast(isoOf(values.expiresAt), now)
  )
    issues.push({ path: 'expiresAt', code: 'expiryPast' });
  const entryText = takesLivePrice(values) ? null : values.entry;
  if (entryText !== null && entryText.trim() === '') issues.push({ path: 'entry', code: 'entryRequired' });
  if (values.stopLoss.trim() === '') issues.push({ path: 'stopLoss', code: 'required' });
  values.takeProfits.forEach((tp, i) => {
    if (tp.trim() === '') issues.push({ path: `takeProfits.${i}`, code: 'required' });
  });
  const entry = entryText === null ? livePrice : decimalOf(entryText);
  const stopLoss = decimalOf(values.stopLoss);
  const takeProfits = values.takeProfits.map(decimalOf);
  if (
    entry === null ||
    stopLoss === null ||
    takeProfits.some((tp) => tp === null) ||
    takeProfits.length === 0
  ) {
    return issues;
  }
  const levels = checkLevels({
    side: values.side,
    entry,
    stopLoss,
    takeProfits: takeProfits as DecimalText[],
  });
  return [...issues, ...levels];
}

export type EntryWarning = 'buyLimitAbove' | 'buyStopBelow' | 'sellLimitBelow' | 'sellStopAbove';

/**
 * A pending order on the wrong side of the market activates at once (a buy limit above it, a buy stop
 * below it, a sell limit below it, a sell stop above it): legal, but rarely meant, so the form asks.
 */
export function entryWarningOf(
  values: Pick<SignalFormValues, 'orderType' | 'side' | 'entry'>,
  market: DecimalText | null,
): EntryWarning | null {
  if (values.orderType === 'market' || market === null) return null;
  const entry = decimalOf(values.entry);
  if (entry === null) return null;
  const above = compare(entry, market) > 0;
  const below = compare(entry, market) < 0;
  if (values.side === 'buy') {
    if (values.orderType === 'limit' && above) return 'buyLimitAbove';
    if (values.orderType === 'stop' && below) return 'buyStopBelow';
  } else {
    if (values.orderType === 'limit' && below) return 'sellLimitBelow';
    if (values.orderType === 'stop' && above) return 'sellStopAbove';
  }
  return null;
}
