import { APP_INFO, type App, type SignalType } from '@signal-desk/domain/apps';
import type { TRADE_TYPES } from '@signal-desk/domain/signal';
import type { takeProfitRuleInputSchema, takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import type { z } from 'zod';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { decimalInputOrNull, formDecimal, numberInputOrNull } from '../../../shared/numbers/number-input';

type TradeType = (typeof TRADE_TYPES)[number];
type Rule = z.infer<typeof takeProfitRuleSchema>;

/** What the rule form's inputs hold: text as typed, '' for "no limit". */
export interface RuleFormValues {
  app: App;
  minTakeProfit: string;
  maxTakeProfit: string;
  minStopLoss: string;
  maxStopLoss: string;
  minTakeProfitsCount: string;
  maxTakeProfitsCount: string;
  minStopTip: string;
  maxStopTip: string;
  rrr: string;
  takeProfitIndex: string;
  ignoredTradeTypes: TradeType[];
  signalTypes: SignalType[];
}

/** The rule form's number inputs, read in the admin's language (`formResolver`'s `numberFields`). */
export const RULE_NUMBER_FIELDS = [
  'minTakeProfit',
  'maxTakeProfit',
  'minStopLoss',
  'maxStopLoss',
  'minTakeProfitsCount',
  'maxTakeProfitsCount',
  'minStopTip',
  'maxStopTip',
  'rrr',
  'takeProfitIndex',
] as const;

export function ruleFormDefaults(app: App, rule?: Rule | null): RuleFormValues {
  return {
    app: rule?.app ?? app,
    minTakeProfit: formDecimal(rule?.minTakeProfit),
    maxTakeProfit: formDecimal(rule?.maxTakeProfit),
    minStopLoss: formDecimal(rule?.minStopLoss),
    maxStopLoss: formDecimal(rule?.maxStopLoss),
    minTakeProfitsCount: formDecimal(rule?.minTakeProfitsCount),
    maxTakeProfitsCount: formDecimal(rule?.maxTakeProfitsCount),
    minStopTip: formDecimal(rule?.minStopTip),
    maxStopTip: formDecimal(rule?.maxStopTip),
    rrr: formDecimal(rule?.rrr),
    takeProfitIndex: formDecimal(rule?.takeProfitIndex ?? 1),
    ignoredTradeTypes: rule?.ignoredTradeTypes ?? [],
    signalTypes: rule?.signalTypes ?? [],
  };
}

/** The body of POST/PUT /take-profit-rules; an empty bound is no bound (null). */
export function ruleInputOf(values: RuleFormValues): z.input<typeof takeProfitRuleInputSchema> {
  return {
    app: values.app,
    minTakeProfit: decimalInputOrNull(values.minTakeProfit),
    maxTakeProfit: decimalInputOrNull(values.maxTakeProfit),
    minStopLoss: decimalInputOrNull(values.minStopLoss),
    maxStopLoss: decimalInputOrNull(values.maxStopLoss),
    minTakeProfitsCount: numberInputOrNull(values.minTakeProfitsCount),
    maxTakeProfitsCount: numberInputOrNull(values.maxTakeProfitsCount),
    minStopTip: decimalInputOrNull(values.minStopTip),
    maxStopTip: decimalInputOrNull(values.maxStopTip),
    rrr: decimalInputOrNull(values.rrr),
    takeProfitIndex: numberInputOrNull(values.takeProfitIndex) ?? 1,
    ignoredTradeTypes: values.ignoredTradeTypes,
    // Only the chosen app's types show: those checked for another app before it changed are dropped.
    signalTypes: values.signalTypes.filter((type) => APP_INFO[values.app].signalTypes.includes(type)),
  };
}

/** "10–50", "≥ 10", "≤ 50" or "—" for a pair of bounds, in the locale's number format. */
export function rangeText(min: string | number | null, max: string | number | null, locale: string): string {
  const number = (value: string | number) => formatDecimal(String(value), locale);
  if (min !== null && max !== null) return `${number(min)}–${number(max)}`;
  if (min !== null) return `≥ ${number(min)}`;
  if (max !== null) return `≤ ${number(max)}`;
  return '—';
}
