import { type LifecycleSignal, transition } from '@signal-desk/domain/signal-lifecycle';
import { triggerBand } from '@signal-desk/domain/signal-triggers';
import { SignalIndex } from '../apps/server/src/engine/signal-index';
import { randomSource } from '../apps/server/src/seed/signal-generator';

/**
 * The engine alone: 1,000 symbols and 1,000,000 open signals in the index, a random-walk tick stream,
 * every triggered signal run through the lifecycle and re-indexed. The same ticks then go through a
 * naive scan of the symbol's open signals with the same lifecycle function. One core, one thread.
 */
const SYMBOLS = Number(process.env.BENCH_SYMBOLS ?? 1_000);
const SIGNALS = Number(process.env.BENCH_OPEN_SIGNALS ?? 1_000_000);
const TICKS = Number(process.env.BENCH_TICKS ?? 2_000_000);
const NAIVE_TICKS = Math.max(1_000, Math.round(TICKS / 200));
const AT = new Date().toISOString();
const random = randomSource(7);

const keys = Array.from({ length: SYMBOLS }, (_, i) => `sim:SYM${i}`);
const prices = keys.map(() => 100);

function makeSignal(): LifecycleSignal {
  const side = random.next() < 0.5 ? 'buy' : 'sell';
  const sign = side === 'buy' ? 1 : -1;
  const pending = random.next() < 0.4;
  const entry = 100 + (random.next() - 0.5) * 4;
  const risk = 0.5 + random.next() * 3;
  return {
    status: pending ? 'pending' : 'active',
    side,
    orderType: pending ? (random.next() < 0.5 ? 'limit' : 'stop') : 'market',
    entry: entry.toFixed(2),
    stopLoss: (entry - sign * risk).toFixed(2),
    takeProfits: [1, 2].map((k) => ({ price: (entry + sign * risk * k * 1.5).toFixed(2), hitAt: null })),
    activationMargin: null,
    multiplier: '1',
    expiresAt: null,
    activatedAt: pending ? null : AT,
    closedAt: null,
    closePrice: null,
    resultPips: null,
    lastPrice: null,
    lastPriceAt: null,
  };
}

const heapBefore = process.memoryUsage().heapUsed;
const state = new Map<string, { key: string; signal: LifecycleSignal }>();
const index = new SignalIndex();
const loadStart = performance.now();
const items = [];
for (let i = 0; i < SIGNALS; i++) {
  const key = keys[i % SYMBOLS] as string;
  const signal = makeSignal();
  const id = String(i);
  state.set(id, { key, signal });
  items.push({ id, key, side: signal.side, band: triggerBand(signal) });
}
// As the engine loads the open signals at start: in one batch.
index.load(items);
items.length = 0;
const loadSeconds = (performance.now() - loadStart) / 1000;
global.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

const ticks: [number, number, number][] = [];
for (let i = 0; i < TICKS; i++) {
  const s = random.int(0, SYMBOLS - 1);
  prices[s] = (prices[s] as number) * (1 + (random.next() - 0.5) * 0.0004);
  const bid = Math.round((prices[s] as number) * 100) / 100;
  ticks.push([s, bid, bid + 0.01]);
}

function runIndexed(count: number) {
  let transitions = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const [s, bid, ask] = ticks[i] as [number, number, number];
    const key = keys[s] as string;
    const reached = index.reached(key, bid, ask);
    if (reached.length === 0) continue;
    // As the engine does: the tick's prices as text once, for every signal it reached.
    const event = { type: 'price' as const, bid: bid.toFixed(2), ask: ask.toFixed(2), at: AT, manual: false };
    for (const id of reached) {
      const entry = state.get(id);
      if (!entry) continue;
      const result = transition(entry.signal, event);
      if (!result.ok || result.changes.length === 0) continue;
      transitions += 1;
      entry.signal = result.signal;
      index.set(id, key, result.signal.side, triggerBand(result.signal));
    }
  }
  return { seconds: (performance.now() - start) / 1000, transitions };
}

// The naive scan keeps its own copy of the signals, grouped per symbol as a scan would read them.
const bySymbol = keys.map(() => [] as LifecycleSignal[]);
let n = 0;
for (const { signal } of state.values()) (bySymbol[n++ % SYMBOLS] as LifecycleSignal[]).push(signal);

function runNaive(count: number) {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const [s, bid, ask] = ticks[i] as [number, number, number];
    const list = bySymbol[s] as LifecycleSignal[];
    const event = { type: 'price' as const, bid: bid.toFixed(2), ask: ask.toFixed(2), at: AT, manual: false };
    for (let j = 0; j < list.length; j++) {
      const signal = list[j] as LifecycleSignal;
      if (signal.status !== 'pending' && signal.status !== 'active') continue;
      const result = transition(signal, event);
      if (result.ok && result.changes.length > 0) list[j] = result.signal;
    }
  }
  return (performance.now() - start) / 1000;
}

const naiveSeconds = runNaive(NAIVE_TICKS);
const indexed = runIndexed(TICKS);
const indexedRate = TICKS / indexed.seconds;
const naiveRate = NAIVE_TICKS / naiveSeconds;
console.log(
  `engine index: ${SIGNALS.toLocaleString('en')} open signals on ${SYMBOLS} symbols, loaded in ${loadSeconds.toFixed(1)} s, index heap ${heapMb.toFixed(0)} MB (target < 1,000 MB)`,
);
console.log(
  `  indexed: ${Math.round(indexedRate).toLocaleString('en')} ticks/s on one core (target >= 250,000), ${indexed.transitions.toLocaleString('en')} transitions over ${TICKS.toLocaleString('en')} ticks`,
);
console.log(
  `  naive scan of the symbol's signals: ${Math.round(naiveRate).toLocaleString('en')} ticks/s; ratio ${(indexedRate / naiveRate).toFixed(0)}x (target >= 100x)`,
);
console.log(`  process RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
