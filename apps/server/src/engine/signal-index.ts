import { closingPrice } from '@signal-desk/domain/signal-lifecycle';
import { type TriggerBand, triggers } from '@signal-desk/domain/signal-triggers';

type Side = 'buy' | 'sell';

const NONE: readonly string[] = Object.freeze([]);

/**
 * Trigger levels sorted ascending, each with the slot of its signal, in typed arrays: a lookup reads
 * numbers only and an insert or removal is a binary search and one memmove, with nothing allocated.
 */
class Rungs {
  levels = new Float64Array(16);
  slots = new Int32Array(16);
  length = 0;

  insert(level: number, slot: number) {
    if (this.length === this.levels.length) this.grow(this.length * 2);
    const at = this.bound(level, true);
    this.levels.copyWithin(at + 1, at, this.length);
    this.slots.copyWithin(at + 1, at, this.length);
    this.levels[at] = level;
    this.slots[at] = slot;
    this.length += 1;
  }

  remove(level: number, slot: number) {
    for (let i = this.bound(level, false); i < this.length && this.levels[i] === level; i++) {
      if (this.slots[i] !== slot) continue;
      this.levels.copyWithin(i, i + 1, this.length);
      this.slots.copyWithin(i, i + 1, this.length);
      this.length -= 1;
      return;
    }
  }

  /**
   * Many at once (start-up, a commit's batch): the new ones sorted, then merged in from the back, so
   * a batch costs O(n + k log k) on a ladder of n, with nothing allocated per existing entry. An equal
   * level goes after the ones already there, as with `insert`.
   */
  insertAll(items: readonly { level: number; slot: number }[]) {
    const added = [...items].sort((a, b) => a.level - b.level);
    const total = this.length + added.length;
    if (total > this.levels.length) this.grow(Math.max(total, this.levels.length * 2));
    const { levels, slots } = this;
    let i = this.length - 1;
    for (let j = added.length - 1, at = total - 1; j >= 0; at--) {
      const next = added[j] as { level: number; slot: number };
      if (i >= 0 && (levels[i] as number) > next.level) {
        levels[at] = levels[i] as number;
        slots[at] = slots[i] as number;
        i--;
      } else {
        levels[at] = next.level;
        slots[at] = next.slot;
        j--;
      }
    }
    this.length = total;
  }

  /** First index whose level is above `level` (after), or not below it. */
  private bound(level: number, after: boolean): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.levels[mid] as number;
      if (at < level || (after && at === level)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(capacity: number) {
    const levels = new Float64Array(capacity);
    const slots = new Int32Array(capacity);
    levels.set(this.levels.subarray(0, this.length));
    slots.set(this.slots.subarray(0, this.length));
    this.levels = levels;
    this.slots = slots;
  }
}

/** The signals of one key and side: reached at or below a low, or at or above a high. */
class Ladder {
  readonly lows = new Rungs();
  readonly highs = new Rungs();

  get size() {
    return this.lows.length + this.highs.length;
  }

  /** The highest low and the lowest high: a price strictly between them reaches nothing. */
  bounds(into: Float64Array, at: number) {
    const { lows, highs } = this;
    into[at] = lows.length ? (lows.levels[lows.length - 1] as number) : Number.NEGATIVE_INFINITY;
    into[at + 1] = highs.length ? (highs.levels[0] as number) : Number.POSITIVE_INFINITY;
  }
}

/** A key's ladders, with their bounds side by side so most ticks read only these four numbers. */
class Book {
  readonly buy = new Ladder();
  readonly sell = new Ladder();
  /** Buy highest low, buy lowest high, sell highest low, sell lowest high. */
  readonly bounds = new Float64Array([
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
  ]);

  touched(side: Side) {
    if (side === 'buy') this.buy.bounds(this.bounds, 0);
    else this.sell.bounds(this.bounds, 2);
  }
}

interface Indexed {
  id: string;
  key: string;
  side: Side;
  band: TriggerBand;
}

const finite = (level: number) => level !== Number.NEGATIVE_INFINITY && level !== Number.POSITIVE_INFINITY;

/**
 * Open signals indexed per quote key by their trigger levels: a tick finds the k signals it moves in
 * O(k) from the end of the ladders (a price reaches the highest lows and the lowest highs first), a
 * move is O(log n) plus a memmove, never a scan of all open signals. Signals live in numbered slots
 * so the ladders hold numbers, not objects.
 */
export class SignalIndex {
  private readonly books = new Map<string, Book>();
  private readonly slotOf = new Map<string, number>();
  private readonly bySlot: (Indexed | undefined)[] = [];
  private readonly freeSlots: number[] = [];

  /** Puts a signal in (or moves it); a null band (closed signal) takes it out. */
  set(id: string, key: string, side: Side, band: TriggerBand | null) {
    if (!band) {
      this.delete(id);
      return;
    }
    const slot = this.take(id);
    const book = this.bookOf(key);
    const ladder = book[side];
    if (finite(band.low)) ladder.lows.insert(band.low, slot);
    if (finite(band.high)) ladder.highs.insert(band.high, slot);
    book.touched(side);
    this.bySlot[slot] = { id, key, side, band };
  }

  /**
   * Puts many signals at once (start-up, or the signals a commit moved); each ladder is sorted once.
   * Every old entry goes first: removing one can drop its key's emptied ladders, which must not
   * happen to ladders that are about to receive new entries. The last item of an id wins.
   */
  load(items: readonly { id: string; key: string; side: Side; band: TriggerBand | null }[]) {
    const latest = new Map(items.map((item) => [item.id, item]));
    for (const id of latest.keys()) this.delete(id);
    const groups = new Map<Rungs, { level: number; slot: number }[]>();
    const touched = new Map<Book, Set<Side>>();
    const add = (rungs: Rungs, level: number, slot: number) => {
      const group = groups.get(rungs);
      if (group) group.push({ level, slot });
      else groups.set(rungs, [{ level, slot }]);
    };
    for (const { id, key, side, band } of latest.values()) {
      if (!band) continue;
      const slot = this.take(id);
      const book = this.bookOf(key);
      if (finite(band.low)) add(book[side].lows, band.low, slot);
      if (finite(band.high)) add(book[side].highs, band.high, slot);
      touched.set(book, (touched.get(book) ?? new Set()).add(side));
      this.bySlot[slot] = { id, key, side, band };
    }
    for (const [rungs, group] of groups) rungs.insertAll(group);
    for (const [book, sides] of touched) for (const side of sides) book.touched(side);
  }

  delete(id: string) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unlink(slot);
    this.slotOf.delete(id);
    this.bySlot[slot] = undefined;
    this.freeSlots.push(slot);
  }

  /**
   * Signals of the key that a tick moves, each once: buys are judged on the bid, sells on the ask.
   * Most ticks move none and get the same empty list (the caller must not change it).
   */
  reached(key: string, bid: number, ask: number): readonly string[] {
    const book = this.books.get(key);
    if (!book) return NONE;
    const b = book.bounds;
    if (bid > (b[0] as number) && bid < (b[1] as number) && ask > (b[2] as number) && ask < (b[3] as number))
      return NONE;
    const out: string[] = [];
    this.collect(book.buy, bid, out);
    this.collect(book.sell, ask, out);
    return out;
  }

  /** Whether the tick moves this signal (the same judgement as `reached`, for one signal). */
  reaches(id: string, bid: number, ask: number): boolean {
    const slot = this.slotOf.get(id);
    const entry = slot === undefined ? undefined : this.bySlot[slot];
    return entry !== undefined && triggers(entry.band, closingPrice(entry.side, bid, ask));
  }

  has(id: string) {
    return this.slotOf.has(id);
  }

  /** Where the signal is indexed, or undefined. */
  entry(id: string): { key: string; side: Side; band: TriggerBand } | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.bySlot[slot];
  }

  /** Quote keys with open signals: the engine watches these. */
  keys(): string[] {
    return [...this.books.keys()];
  }

  get size() {
    return this.slotOf.size;
  }

  /** Appends the ids whose band the price leaves. */
  private collect(ladder: Ladder, price: number, out: string[]) {
    const { lows, highs } = ladder;
    for (let i = lows.length - 1; i >= 0 && price <= (lows.levels[i] as number); i--)
      out.push((this.bySlot[lows.slots[i] as number] as Indexed).id);
    for (let i = 0; i < highs.length && price >= (highs.levels[i] as number); i++) {
      const entry = this.bySlot[highs.slots[i] as number] as Indexed;
      // A band whose low is not below its high can be left on both sides at once: once is enough.
      if (price > entry.band.low) out.push(entry.id);
    }
  }

  /** The signal's slot, out of the ladders if it was indexed already (a move keeps its slot). */
  private take(id: string): number {
    const held = this.slotOf.get(id);
    if (held !== undefined) {
      this.unlink(held);
      return held;
    }
    const slot = this.freeSlots.pop() ?? this.bySlot.length;
    this.slotOf.set(id, slot);
    return slot;
  }

  /** Takes the slot's rungs out of its ladder, and the key's ladders out once they are empty. */
  private unlink(slot: number) {
    const entry = this.bySlot[slot];
    if (!entry) return;
    const book = this.books.get(entry.key);
    if (!book) return;
    const ladder = book[entry.side];
    if (finite(entry.band.low)) ladder.lows.remove(entry.band.low, slot);
    if (finite(entry.band.high)) ladder.highs.remove(entry.band.high, slot);
    book.touched(entry.side);
    if (book.buy.size + book.sell.size === 0) this.books.delete(entry.key);
  }

  private bookOf(key: string): Book {
    let book = this.books.get(key);
    if (!book) {
      book = new Book();
      this.books.set(key, book);
    }
    return book;
  }
}
