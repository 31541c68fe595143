import type { TriggerBand } from '@signal-desk/domain/signal-triggers';

type Side = 'buy' | 'sell';

interface Rung {
  id: string;
  level: number;
}

/**
 * Rungs sorted so that the ones a price reaches come first: `lows` by level descending (a price at or
 * below a level reaches it and every later, lower one is checked next), `highs` by level ascending.
 */
class Ladder {
  readonly lows: Rung[] = [];
  readonly highs: Rung[] = [];

  add(id: string, band: TriggerBand) {
    if (band.low !== Number.NEGATIVE_INFINITY) insert(this.lows, { id, level: band.low }, DESCENDING);
    if (band.high !== Number.POSITIVE_INFINITY) insert(this.highs, { id, level: band.high }, ASCENDING);
  }

  /** Many at once (start-up): appended, then sorted once, instead of one splice each. */
  addAll(items: readonly { id: string; band: TriggerBand }[]) {
    for (const { id, band } of items) {
      if (band.low !== Number.NEGATIVE_INFINITY) this.lows.push({ id, level: band.low });
      if (band.high !== Number.POSITIVE_INFINITY) this.highs.push({ id, level: band.high });
    }
    this.lows.sort((a, b) => DESCENDING(a.level, b.level));
    this.highs.sort((a, b) => ASCENDING(a.level, b.level));
  }

  remove(id: string, band: TriggerBand) {
    if (band.low !== Number.NEGATIVE_INFINITY) removeRung(this.lows, id, band.low, DESCENDING);
    if (band.high !== Number.POSITIVE_INFINITY) removeRung(this.highs, id, band.high, ASCENDING);
  }

  /** Ids whose band the price leaves: O(k) past the first rung that holds. */
  reached(price: number, out: Set<string>) {
    for (const rung of this.lows) {
      if (price > rung.level) break;
      out.add(rung.id);
    }
    for (const rung of this.highs) {
      if (price < rung.level) break;
      out.add(rung.id);
    }
  }

  get size() {
    return this.lows.length + this.highs.length;
  }
}

const ASCENDING = (a: number, b: number) => a - b;
const DESCENDING = (a: number, b: number) => b - a;

/** First index whose level does not come before `level` in the ladder's order. */
function lowerBound(rungs: Rung[], level: number, order: (a: number, b: number) => number): number {
  let lo = 0;
  let hi = rungs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order((rungs[mid] as Rung).level, level) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insert(rungs: Rung[], rung: Rung, order: (a: number, b: number) => number) {
  rungs.splice(lowerBound(rungs, rung.level, order), 0, rung);
}

function removeRung(rungs: Rung[], id: string, level: number, order: (a: number, b: number) => number) {
  for (let i = lowerBound(rungs, level, order); i < rungs.length && (rungs[i] as Rung).level === level; i++) {
    if ((rungs[i] as Rung).id === id) {
      rungs.splice(i, 1);
      return;
    }
  }
}

interface Indexed {
  key: string;
  side: Side;
  band: TriggerBand;
}

/**
 * Open signals indexed per quote key by their trigger levels: a tick finds the k signals it moves in
 * O(log n + k) (binary search on insert, a prefix walk on lookup), never a scan of all open signals.
 */
export class SignalIndex {
  private readonly ladders = new Map<string, { buy: Ladder; sell: Ladder }>();
  private readonly entries = new Map<string, Indexed>();

  /** Puts a signal in (or moves it); a null band (closed signal) takes it out. */
  set(id: string, key: string, side: Side, band: TriggerBand | null) {
    this.delete(id);
    if (!band) return;
    let ladders = this.ladders.get(key);
    if (!ladders) {
      ladders = { buy: new Ladder(), sell: new Ladder() };
      this.ladders.set(key, ladders);
    }
    ladders[side].add(id, band);
    this.entries.set(id, { key, side, band });
  }

  /**
   * Puts many signals at once (start-up, or the signals a commit moved); each ladder is sorted once.
   * Every old entry goes first: removing one can drop its key's emptied ladders, which must not
   * happen to ladders that are about to receive new entries. The last item of an id wins.
   */
  load(items: readonly { id: string; key: string; side: Side; band: TriggerBand | null }[]) {
    const latest = new Map(items.map((item) => [item.id, item]));
    for (const id of latest.keys()) this.delete(id);
    const groups = new Map<Ladder, { id: string; band: TriggerBand }[]>();
    for (const { id, key, side, band } of latest.values()) {
      if (!band) continue;
      let ladders = this.ladders.get(key);
      if (!ladders) {
        ladders = { buy: new Ladder(), sell: new Ladder() };
        this.ladders.set(key, ladders);
      }
      const group = groups.get(ladders[side]) ?? [];
      group.push({ id, band });
      groups.set(ladders[side], group);
      this.entries.set(id, { key, side, band });
    }
    for (const [ladder, group] of groups) ladder.addAll(group);
  }

  delete(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    const ladders = this.ladders.get(entry.key);
    ladders?.[entry.side].remove(id, entry.band);
    this.entries.delete(id);
    if (ladders && ladders.buy.size + ladders.sell.size === 0) this.ladders.delete(entry.key);
  }

  /** Signals of the key that a tick moves: buys are judged on the bid, sells on the ask. */
  reached(key: string, bid: number, ask: number): Set<string> {
    const out = new Set<string>();
    const ladders = this.ladders.get(key);
    if (!ladders) return out;
    ladders.buy.reached(bid, out);
    ladders.sell.reached(ask, out);
    return out;
  }

  has(id: string) {
    return this.entries.has(id);
  }

  /** Quote keys with open signals: the engine watches these. */
  keys(): string[] {
    return [...this.ladders.keys()];
  }

  get size() {
    return this.entries.size;
  }
}
