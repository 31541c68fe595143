import {
  type Feed,
  type InstrumentMeta,
  midPrice,
  type ProviderKind,
  powerOfTen,
  type QuoteListener,
  type QuoteSource,
} from './quote-source';
import type { SimulatedInstrument } from './simulated-catalogue';
import { SourceStatus } from './source-status';

const SECONDS_PER_YEAR = 365.25 * 24 * 3600;
/** The shared price paths move once a second; ticks in between add noise of their own. */
const STEP_MS = 1_000;
/** Tick noise, relative to the move of one step. */
const TICK_NOISE = 0.3;
/** Paths of unwatched instruments are brought forward this often, so a late subscriber never waits. */
const CATCH_UP_MS = 60_000;
const MIN_TICK_INTERVAL_MS = 5;

/** FNV-1a: turns the seed and a name into the seed of one random stream. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of [0, 1), plenty for a simulation. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A geometric random walk stepped on a fixed clock: every market with the same seed sees the same path. */
interface PricePath {
  logPrice: number;
  step: number;
  stepVolatility: number;
  random: () => number;
}

interface Ticking {
  instrument: SimulatedInstrument;
  path: PricePath;
  random: () => number;
  timer: NodeJS.Timeout | null;
}

export interface SimulatedMarketOptions {
  /** The feed it stands in for: `oanda`, `deriv`, an exchange. */
  feed: Feed;
  kind: ProviderKind;
  instruments: readonly SimulatedInstrument[];
  seed: number;
  /** Origin of the step clock; markets built together share it so shared paths agree. */
  epoch?: number;
  /** Every instrument ticks at this rate instead of its own (benchmarks). */
  ticksPerSecond?: number;
}

/**
 * The default quote source when no provider is configured: seeded random walks with the spreads,
 * precision, volatility and tick rates of the real instruments. Always labelled simulated.
 */
export class SimulatedMarket implements QuoteSource {
  readonly name: string;
  readonly kind: ProviderKind;
  readonly simulated = true;
  private readonly status = new SourceStatus();
  private readonly bySymbol: Map<string, SimulatedInstrument>;
  private readonly paths = new Map<string, PricePath>();
  private readonly ticking = new Map<string, Ticking>();
  private readonly epoch: number;
  private catchUp: NodeJS.Timeout | null = null;

  constructor(private readonly options: SimulatedMarketOptions) {
    this.name = `simulated:${options.feed}`;
    this.kind = options.kind;
    this.epoch = options.epoch ?? Date.now();
    this.bySymbol = new Map(options.instruments.map((i) => [i.symbol, i]));
    for (const instrument of options.instruments) {
      if (this.paths.has(instrument.path)) continue;
      this.paths.set(instrument.path, {
        logPrice: Math.log(instrument.start),
        step: 0,
        stepVolatility: instrument.volatility * Math.sqrt(STEP_MS / 1000 / SECONDS_PER_YEAR),
        random: randomStream(hash(`${options.seed}:${instrument.path}`)),
      });
    }
  }

  async start(): Promise<void> {
    this.status.connected = true;
    this.catchUp = setInterval(() => {
      for (const path of this.paths.values()) this.advance(path);
    }, CATCH_UP_MS);
    this.catchUp.unref();
  }

  async stop(): Promise<void> {
    this.status.connected = false;
    if (this.catchUp) clearInterval(this.catchUp);
    this.catchUp = null;
    this.unsubscribe([...this.ticking.keys()]);
  }

  subscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      const instrument = this.bySymbol.get(symbol);
      const path = instrument && this.paths.get(instrument.path);
      if (!instrument || !path || this.ticking.has(symbol)) continue;
      const state: Ticking = {
        instrument,
        path,
        random: randomStream(hash(`${this.options.seed}:${this.name}:${symbol}`)),
        timer: null,
      };
      this.ticking.set(symbol, state);
      this.schedule(state);
    }
  }

  unsubscribe(symbols: readonly string[]): void {
    for (const symbol of symbols) {
      const state = this.ticking.get(symbol);
      if (state?.timer) clearTimeout(state.timer);
      this.ticking.delete(symbol);
    }
  }

  onQuote(listener: QuoteListener): () => void {
    return this.status.onQuote(listener);
  }

  async instruments(): Promise<InstrumentMeta[]> {
    return this.options.instruments.map((i) => ({
      symbol: i.symbol,
      base: i.base,
      quote: i.quote,
      pipSize: i.pipSize,
      precision: i.decimals,
      ...(i.market ? { market: i.market } : {}),
      ...(i.contractSize === undefined ? {} : { contractSize: i.contractSize }),
    }));
  }

  health() {
    return this.status.health(this, this.ticking.size);
  }

  private advance(path: PricePath): void {
    const due = Math.floor((Date.now() - this.epoch) / STEP_MS);
    for (; path.step < due; path.step++) {
      path.logPrice += path.stepVolatility * gaussian(path.random) - path.stepVolatility ** 2 / 2;
    }
  }

  private schedule(state: Ticking): void {
    const rate = this.options.ticksPerSecond ?? state.instrument.ticksPerSecond;
    const meanMs = 1000 / rate;
    // Irregular instruments tick at random moments (a Poisson process) around their mean rate.
    const delay = state.instrument.regular ? meanMs : -Math.log(1 - state.random()) * meanMs;
    state.timer = setTimeout(() => this.tick(state), Math.max(MIN_TICK_INTERVAL_MS, delay));
  }

  private tick(state: Ticking): void {
    const { instrument, path, random } = state;
    this.advance(path);
    const noise = TICK_NOISE * path.stepVolatility * gaussian(random);
    const mid = Math.exp(path.logPrice + noise) * (1 + instrument.basis);
    const [minSpread, maxSpread] = instrument.spreadPips;
    const spread = instrument.pipSize * (minSpread + (maxSpread - minSpread) * random());
    const unit = powerOfTen(-instrument.decimals);
    const bid = roundTo(mid - spread / 2, instrument.decimals);
    const ask = roundTo(bid + Math.max(spread, unit), instrument.decimals);
    this.schedule(state);
    this.status.emit({ symbol: instrument.symbol, bid, ask, price: midPrice(bid, ask), time: Date.now() });
  }
}
