import type { DecimalText } from '@signal-desk/domain/decimal';
import { pipsBetween } from '@signal-desk/domain/pips';
import type { SignalStatus, SignalSummary } from '@signal-desk/domain/signal';
import {
  type LifecycleRefusal,
  type LifecycleSignal,
  lastTakeProfitHit,
  type TakeProfitHit,
  transition,
} from '@signal-desk/domain/signal-lifecycle';

/** The actions that close a trade idea at a price. */
export type CloseAction = 'end' | 'cancel' | 'endEarly';

/** What the lifecycle needs of a listed trade idea. */
export function lifecycleOf(signal: SignalSummary): LifecycleSignal {
  return {
    status: signal.status,
    side: signal.side,
    orderType: signal.orderType,
    entry: signal.entry,
    stopLoss: signal.stopLoss,
    takeProfits: signal.takeProfits,
    activationMargin: signal.activationMargin,
    multiplier: signal.multiplier,
    expiresAt: signal.expiresAt,
    activatedAt: signal.activatedAt,
    closedAt: signal.closedAt,
    closePrice: signal.closePrice,
    resultPips: signal.resultPips,
    lastPrice: signal.lastPrice,
    lastPriceAt: signal.lastPriceAt,
  };
}

export type Outcome =
  | {
      ok: true;
      status: SignalStatus;
      pips: DecimalText | null;
      closePrice: DecimalText | null;
      /** The take profit an active idea already hit: ending or cancelling it then wins (DECISIONS.md). */
      takeProfit: TakeProfitHit | null;
    }
  | { ok: false; refusal: LifecycleRefusal };

/**
 * The status a close would give, decided by the same lifecycle function as the server: at `price`
 * (the fresh closing price, or the one the admin enters), or forced without one.
 */
export function closeOutcome(
  signal: SignalSummary,
  action: CloseAction,
  price: DecimalText | null,
  threshold: DecimalText,
  force: boolean,
  at = new Date().toISOString(),
): Outcome {
  const event =
    action === 'endEarly'
      ? price === null
        ? null
        : ({ type: 'endEarly', price, at } as const)
      : ({ type: action, price, force, threshold, at } as const);
  if (!event) return { ok: false, refusal: 'price_required' };
  const before = lifecycleOf(signal);
  const result = transition(before, event);
  if (!result.ok) return result;
  return {
    ok: true,
    status: result.signal.status,
    pips: result.signal.resultPips,
    closePrice: result.signal.closePrice,
    takeProfit: action !== 'endEarly' && signal.status === 'active' ? lastTakeProfitHit(before) : null,
  };
}

export interface LivePriceEffect {
  /** The status after the price; the same as before when nothing triggers. */
  status: SignalStatus;
  activates: boolean;
  /** 1-based numbers of the take profits the price hits. */
  takeProfitsHit: number[];
  stopLossHit: boolean;
  /** Pips or points at this price (of the result, once closed). */
  pips: DecimalText | null;
}

/** What a manual live price would do to the idea (update-live-price runs the same lifecycle). */
export function livePriceEffect(
  signal: SignalSummary,
  value: DecimalText,
  at = new Date().toISOString(),
): LivePriceEffect | null {
  const result = transition(lifecycleOf(signal), { type: 'price', bid: value, ask: value, at, manual: true });
  if (!result.ok) return null;
  const next = result.signal;
  return {
    status: next.status,
    activates: signal.status === 'pending' && next.status !== 'pending',
    takeProfitsHit: result.changes.flatMap((change) =>
      change.kind === 'take profit hit' ? [(change.next as { index: number }).index] : [],
    ),
    stopLossHit: result.changes.some((change) => change.kind === 'stop loss hit'),
    pips:
      next.resultPips ??
      (next.status === 'active' ? pipsBetween(signal.side, signal.entry, value, signal.multiplier) : null),
  };
}
