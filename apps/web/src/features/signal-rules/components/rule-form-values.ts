import type { App } from '@signal-desk/domain/apps';
import type { TRADE_TYPES } from '@signal-desk/domain/signal';
import type { takeProfitRuleInputSchema, takeProfitRuleSchema } from '@signal-desk/domain/signal-support';
import type { z } from 'zod';

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
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const decimalOrNull = (value: string) => (value.trim() === '' ? null : value.trim().replace(',', '.'));
const countOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function ruleFormDefaults(app: App, rule?: Rule | null): RuleFormValues {
  return {
    app: rule?.app ?? app,
    minTakeProfit: text(rule?.minTakeProfit),
    maxTakeProfit: text(rule?.maxTakeProfit),
    minStopLoss: text(rule?.minStopLoss),
    maxStopLoss: text(rule?.maxStopLoss),
    minTakeProfitsCount: text(rule?.minTakeProfitsCount),
    maxTakeProfitsCount: text(rule?.maxTakeProfitsCount),
    minStopTip: text(rule?.minStopTip),
    maxStopTip: text(rule?.maxStopTip),
    rrr: text(rule?.rrr),
    takeProfitIndex: text(rule?.takeProfitIndex ?? 1),
    ignoredTradeTypes: rule?.ignoredTradeTypes ?? [],
  };
}

/** The body of POST/PUT /take-profit-rules; an empty bound is no bound (null). */
export function ruleInputOf(values: RuleFormValues): z.input<typeof takeProfitRuleInputSchema> {
  return {
    app: values.app,
    minTakeProfit: decimalOrNull(values.minTakeProfit),
    maxTakeProfit: decimalOrNull(values.maxTakeProfit),
    minStopLoss: decimalOrNull(values.minStopLoss),
    maxStopLoss: decimalOrNull(values.maxStopLoss),
    minTakeProfitsCount: countOrNull(values.minTakeProfitsCount),
    maxTakeProfitsCount: countOrNull(values.maxTakeProfitsCount),
    minStopTip: decimalOrNull(values.minStopTip),
    maxStopTip: decimalOrNull(values.maxStopTip),
    rrr: decimalOrNull(values.rrr),
    takeProfitIndex: values.takeProfitIndex.trim() === '' ? 1 : Number(values.takeProfitIndex),
    ignoredTradeTypes: values.ignoredTradeTypes,
  };
}

/** "10–50", "≥ 10", "≤ 50" or "—" for a pair of bounds. */
export function rangeText(min: string | number | null, max: string | number | null): string {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `≥ ${min}`;
  if (max !== null) return `≤ ${max}`;
  return '—';
}
