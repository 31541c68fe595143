import { compare, type DecimalText, dec } from './decimal';
import { pipsBetween, type Side } from './pips';
import { isOpen, type OrderType, type SignalStatus, type TakeProfit } from './signal';

/** What the lifecycle needs of a signal (the rest of a signal never changes through it). */
export interface LifecycleSignal {
  status: SignalStatus;
  side: Side;
  orderType: OrderType;
  entry: DecimalText;
  stopLoss: DecimalText;
  takeProfits: TakeProfit[];
  /** Price distance within which a pending order activates; null for none. */
  activationMargin: DecimalText | null;
  /** Pips or points per unit of price, fixed on the signal at creation. */
  multiplier: DecimalText;
  expiresAt: string | null;
  activatedAt: string | null;
  closedAt: string | null;
  closePrice: DecimalText | null;
  resultPips: DecimalText | null;
  lastPrice: DecimalText | null;
  lastPriceAt: string | null;
}

/**
 * Everything that moves a signal: a quote tick or a manual live price (`price`), the admin's actions
 * and the clock. `threshold` is the cancellation threshold in pips/points (a setting per unit type).
 */
export type LifecycleEvent =
  | { type: 'price'; bid: DecimalText; ask: DecimalText; at: string; manual: boolean }
  | { type: 'end'; price: DecimalText | null; force: boolean; threshold: DecimalText; at: string }
  | { type: 'endEarly'; price: DecimalText; at: string }
  | { type: 'cancel'; price: DecimalText | null; force: boolean; threshold: DecimalText; at: string }
  | { type: 'expire'; at: string }
  | { type: 'clock'; now: string }
  | { type: 'reopen'; at: string };

export type LifecycleLogKind =
  | 'status changed automatically'
  | 'status changed manually'
  | 'take profit hit'
  | 'all take profits hit'
  | 'stop loss hit'
  | 'make expired'
  | 'update live price'
  | 'is-closed changed';

export interface LifecycleChange {
  kind: LifecycleLogKind;
  prev?: unknown;
  next?: unknown;
}

export type LifecycleRefusal =
  | 'closed'
  | 'not_closed'
  | 'not_pending'
  | 'not_active'
  | 'no_profit'
  | 'price_required';

export type LifecycleResult =
  | { ok: true; signal: LifecycleSignal; changes: LifecycleChange[] }
  | { ok: false; refusal: LifecycleRefusal };

const refuse = (refusal: LifecycleRefusal): LifecycleResult => ({ ok: false, refusal });

/** The price a trade opens at: the ask for a buy, the bid for a sell. */
export const openingPrice = <T extends DecimalText | number>(side: Side, bid: T, ask: T): T =>
  side === 'buy' ? ask : bid;

/** The price that would close the trade: the bid for a buy, the ask for a sell. */
export const closingPrice = <T extends DecimalText | number>(side: Side, bid: T, ask: T): T =>
  side === 'buy' ? bid : ask;

/** Whether `price` has reached `level` in the trade's favour (TP) or against it (SL). */
const reachedProfit = (side: Side, price: DecimalText, level: DecimalText) =>
  side === 'buy' ? compare(price, level) >= 0 : compare(price, level) <= 0;
const reachedLoss = (side: Side, price: DecimalText, level: DecimalText) =>
  side === 'buy' ? compare(price, level) <= 0 : compare(price, level) >= 0;

function activates(s: LifecycleSignal, price: DecimalText): boolean {
  if (s.activationMargin !== null && dec(price).minus(s.entry).abs().cmp(s.activationMargin) <= 0)
    return true;
  const below = compare(price, s.entry) <= 0;
  const above = compare(price, s.entry) >= 0;
  if (s.orderType === 'limit') return s.side === 'buy' ? below : above;
  if (s.orderType === 'stop') return s.side === 'buy' ? above : below;
  return true;
}

/** One event's changes, made on a copy of the signal taken once (the caller's signal is never touched). */
class Transition {
  readonly changes: LifecycleChange[] = [];
  readonly signal: LifecycleSignal;
  constructor(
    signal: LifecycleSignal,
    private readonly manual: boolean,
  ) {
    this.signal = { ...signal };
  }

  setStatus(status: SignalStatus, at: string) {
    const prev = this.signal.status;
    if (prev === status) return;
    this.signal.status = status;
    this.changes.push({
      kind: this.manual ? 'status changed manually' : 'status changed automatically',
      prev: { status: prev },
      next: { status },
    });
    if (isOpen(prev) !== isOpen(status)) {
      this.changes.push({
        kind: 'is-closed changed',
        prev: { closed: !isOpen(prev) },
        next: { closed: !isOpen(status) },
      });
    }
    if (status === 'active' && !this.signal.activatedAt) this.signal.activatedAt = at;
  }

  close(status: SignalStatus, at: string, closePrice: DecimalText | null, resultPips: DecimalText | null) {
    this.signal.closedAt = at;
    this.signal.closePrice = closePrice;
    this.signal.resultPips = resultPips;
    this.setStatus(status, at);
  }

  result(): LifecycleResult {
    return { ok: true, signal: this.signal, changes: this.changes };
  }
}

const pipsTo = (s: Pick<LifecycleSignal, 'side' | 'entry' | 'multiplier'>, price: DecimalText) =>
  pipsBetween(s.side, s.entry, price, s.multiplier);

/** A take profit the price reached: its 1-based number, its price and its pips. */
export interface TakeProfitHit {
  index: number;
  price: DecimalText;
  pips: DecimalText;
}

/** The last take profit the signal hit, or null when none was. */
export function lastTakeProfitHit(
  s: Pick<LifecycleSignal, 'side' | 'entry' | 'multiplier' | 'takeProfits'>,
): TakeProfitHit | null {
  for (let index = s.takeProfits.length - 1; index >= 0; index--) {
    const tp = s.takeProfits[index] as TakeProfit;
    if (tp.hitAt) return { index: index + 1, price: tp.price, pips: pipsTo(s, tp.price) };
  }
  return null;
}

/** Take profits, then the stop loss, of an active signal at `price`. */
function evaluateActive(t: Transition, price: DecimalText, at: string) {
  const s = t.signal;
  const takeProfits = [...s.takeProfits];
  s.takeProfits = takeProfits;
  for (let index = 0; index < takeProfits.length; index++) {
    const tp = takeProfits[index] as TakeProfit;
    if (tp.hitAt) continue;
    if (!reachedProfit(s.side, price, tp.price)) break;
    takeProfits[index] = { ...tp, hitAt: at };
    t.changes.push({
      kind: 'take profit hit',
      next: { index: index + 1, price: tp.price, pips: pipsTo(s, tp.price) },
    });
  }
  const lastHit = lastTakeProfitHit(s);
  if (lastHit && takeProfits.every((tp) => tp.hitAt)) {
    t.changes.push({ kind: 'all take profits hit', next: { price: lastHit.price } });
    t.close('won', at, lastHit.price, lastHit.pips);
    return;
  }
  if (!reachedLoss(s.side, price, s.stopLoss)) return;
  t.changes.push({ kind: 'stop loss hit', next: { price: s.stopLoss, pips: pipsTo(s, s.stopLoss) } });
  if (compare(s.stopLoss, s.entry) === 0) t.close('draw', at, s.stopLoss, '0');
  else if (lastHit) t.close('won', at, s.stopLoss, lastHit.pips);
  else t.close('sl_hit', at, s.stopLoss, pipsTo(s, s.stopLoss));
}

/** The outcome of closing an active signal by hand at `price` (DECISIONS.md, manual end). */
export function manualOutcome(s: LifecycleSignal, price: DecimalText, threshold: DecimalText): SignalStatus {
  if (lastTakeProfitHit(s)) return 'won';
  const pips = dec(pipsTo(s, price));
  if (pips.gt(0)) return 'won';
  if (pips.eq(0)) return 'draw';
  return pips.abs().lt(threshold) ? 'cancelled' : 'early_sl_hit';
}

/**
 * The result of closing an active signal by hand: the pips at `price`; once a take profit was hit, at
 * least that take profit's pips (DECISIONS.md, ending after a take profit: as for a stop loss after a hit).
 */
function manualResult(s: LifecycleSignal, price: DecimalText | null): DecimalText | null {
  const hit = lastTakeProfitHit(s);
  const atPrice = price === null ? null : pipsTo(s, price);
  if (!hit) return atPrice;
  return atPrice !== null && compare(atPrice, hit.pips) > 0 ? atPrice : hit.pips;
}

function endActive(
  t: Transition,
  price: DecimalText | null,
  force: boolean,
  threshold: DecimalText,
  at: string,
): LifecycleResult {
  if (price === null) {
    if (!force) return refuse('price_required');
    // Without a price the outcome is known only once a take profit was hit (decision 6 otherwise).
    const result = manualResult(t.signal, null);
    t.close(result === null ? 'cancelled' : 'won', at, null, result);
    return t.result();
  }
  t.close(manualOutcome(t.signal, price, threshold), at, price, manualResult(t.signal, price));
  return t.result();
}

/** The signal lifecycle of DECISIONS.md as a pure function: (signal, event) -> (signal', log changes). */
export function transition(signal: LifecycleSignal, event: LifecycleEvent): LifecycleResult {
  const open = isOpen(signal.status);
  switch (event.type) {
    case 'price': {
      if (!open) return refuse('closed');
      const t = new Transition(signal, event.manual);
      const price = closingPrice(signal.side, event.bid, event.ask);
      t.signal.lastPrice = price;
      t.signal.lastPriceAt = event.at;
      if (event.manual)
        t.changes.push({ kind: 'update live price', prev: { price: signal.lastPrice }, next: { price } });
      if (t.signal.status === 'pending') {
        if (!activates(t.signal, price)) return t.result();
        t.setStatus('active', event.at);
      }
      evaluateActive(t, price, event.at);
      return t.result();
    }
    case 'end':
    case 'cancel': {
      if (!open) return refuse('closed');
      const t = new Transition(signal, true);
      if (signal.status === 'pending') {
        t.close('cancelled', event.at, null, null);
        return t.result();
      }
      return endActive(t, event.price, event.force, event.threshold, event.at);
    }
    case 'endEarly': {
      if (!open) return refuse('closed');
      if (signal.status !== 'active') return refuse('not_active');
      const pips = pipsTo(signal, event.price);
      if (!dec(pips).gt(0)) return refuse('no_profit');
      const t = new Transition(signal, true);
      t.close('won', event.at, event.price, pips);
      return t.result();
    }
    case 'expire': {
      if (signal.status !== 'pending') return refuse('not_pending');
      const t = new Transition(signal, true);
      t.changes.push({ kind: 'make expired' });
      t.close('expired', event.at, null, null);
      return t.result();
    }
    case 'clock': {
      if (signal.status !== 'pending' || !signal.expiresAt || signal.expiresAt > event.now) {
        return { ok: true, signal, changes: [] };
      }
      const t = new Transition(signal, false);
      t.changes.push({ kind: 'make expired' });
      t.close('expired', event.now, null, null);
      return t.result();
    }
    case 'reopen': {
      if (open) return refuse('not_closed');
      const t = new Transition(
        {
          ...signal,
          closedAt: null,
          closePrice: null,
          resultPips: null,
          expiresAt: signal.expiresAt && signal.expiresAt > event.at ? signal.expiresAt : null,
        },
        true,
      );
      t.setStatus(signal.activatedAt ? 'active' : 'pending', event.at);
      return t.result();
    }
  }
}

/** Pips of a closed signal's result, or of an open one at its last price (for lists). */
export function currentPips(s: LifecycleSignal): DecimalText | null {
  if (s.resultPips !== null) return s.resultPips;
  if (s.status !== 'active' || s.lastPrice === null) return null;
  return pipsTo(s, s.lastPrice);
}
