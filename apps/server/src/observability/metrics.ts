import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, rowsOf } from '../db/client';
import { DEAD_LETTER_QUEUE } from '../jobs/job-runtime';
import type { Meters } from '../shared/meters';

/** What the scrape reads of the live engine (`SignalEngine.status()`). */
export interface EngineReadings {
  status(): { openSignals: number; pausedKeys: readonly string[]; running: boolean };
}

/** What the scrape reads of the quote sources (`QuoteHub.health()`). */
export interface QuoteReadings {
  health(): readonly { source: string; lastTickAt: number | null }[];
}

/** A pg pool's counts (node-postgres); PGlite has no pool to report. */
export interface PoolReadings {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Where the gauges read at scrape time come from; each is optional (API tests give none). */
export interface MetricSources {
  engine?: EngineReadings;
  quotes?: QuoteReadings;
  /** The database holding the job queues (pg-boss's tables), when this process runs delivery workers. */
  jobs?: Db;
  /** The pools of this process by name (`requests`, `jobs`). */
  pools?: Readonly<Record<string, PoolReadings>>;
}

/** Queue depths are read at most this often: a scrape stays cheap whatever the scrape interval. */
const QUEUE_READ_MS = 1_000;

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LATENCY_SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * One Prometheus registry per process (`GET /metrics`). The counters are what the engine and the
 * delivery workers increment through `meters`; the gauges of `readFrom` read their state when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly meters: Meters;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private queueRead: { at: number; rows: Promise<QueueRow[]>; refreshing: boolean } | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Duration of HTTP requests by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: SECONDS,
      registers,
    });
    const ticks = new Counter({
      name: 'signal_desk_engine_ticks_total',
      help: 'Price updates that reached the live engine',
      registers,
    });
    const tickToCommit = new Histogram({
      name: 'signal_desk_engine_tick_to_commit_seconds',
      help: 'Time from the tick (or clock beat) that triggers a transition to its commit',
      buckets: SECONDS,
      registers,
    });
    const pushesSent = new Counter({
      name: 'signal_desk_pushes_sent_total',
      help: 'Pushes the provider accepted',
      registers,
    });
    const pushesFailed = new Counter({
      name: 'signal_desk_pushes_failed_total',
      help: 'Pushes not delivered, by reason',
      labelNames: ['reason'],
      registers,
    });
    const partnerCopies = new Counter({
      name: 'signal_desk_partner_copies_total',
      help: 'Partner copy posts by outcome: delivered, retried, given_up',
      labelNames: ['outcome'],
      registers,
    });
    const partnerLatency = new Histogram({
      name: 'signal_desk_partner_delivery_latency_seconds',
      help: 'Time from a committed change to its partner copy delivered',
      buckets: LATENCY_SECONDS,
      registers,
    });
    for (const reason of ['invalid_token', 'deadline', 'provider_error']) pushesFailed.inc({ reason }, 0);
    for (const outcome of ['delivered', 'retried', 'given_up']) partnerCopies.inc({ outcome }, 0);
    this.meters = {
      engine: {
        tick: () => ticks.inc(),
        committed: (ms) => tickToCommit.observe(ms / 1000),
      },
      push: {
        sent: (count) => pushesSent.inc(count),
        failed: (reason, count) => pushesFailed.inc({ reason }, count),
      },
      partner: {
        delivered: (ms) => {
          partnerCopies.inc({ outcome: 'delivered' });
          partnerLatency.observe(ms / 1000);
        },
        retried: () => partnerCopies.inc({ outcome: 'retried' }),
        givenUp: () => partnerCopies.inc({ outcome: 'given_up' }),
      },
    };
  }

  /** Records one answered request (`route` is the route's pattern, never its raw URL). */
  request(method: string, route: string, statusCode: number, ms: number) {
    this.httpDuration.observe({ method, route, status_code: statusCode }, ms / 1000);
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  /** Adds the gauges read from the process's parts when scraped; called once, when they exist. */
  readFrom({ engine, quotes, jobs, pools }: MetricSources) {
    const registers = [this.registry];
    new Gauge({
      name: 'signal_desk_engine_running',
      help: 'Whether the live engine of this replica runs (1) or not (0)',
      registers,
      collect() {
        this.set(engine?.status().running ? 1 : 0);
      },
    });
    if (engine) {
      new Gauge({
        name: 'signal_desk_engine_open_ideas',
        help: 'Open trade ideas the engine watches',
        registers,
        collect() {
          this.set(engine.status().openSignals);
        },
      });
      new Gauge({
        name: 'signal_desk_engine_paused_instruments',
        help: 'Instruments whose outdated feed pauses their triggers',
        registers,
        collect() {
          this.set(engine.status().pausedKeys.length);
        },
      });
    }
    if (quotes) {
      new Gauge({
        name: 'signal_desk_quote_age_seconds',
        help: 'Seconds since the last quote of each source (absent before its first quote)',
        labelNames: ['source'],
        registers,
        collect() {
          this.reset();
          const now = Date.now();
          for (const { source, lastTickAt } of quotes.health()) {
            if (lastTickAt !== null) this.set({ source }, Math.max(0, now - lastTickAt) / 1000);
          }
        },
      });
    }
    if (jobs) {
      const read = () => this.queues(jobs);
      new Gauge({
        name: 'signal_desk_job_queue_depth',
        help: 'Jobs waiting in each queue (due or waiting for a retry)',
        labelNames: ['queue'],
        registers,
        async collect() {
          this.reset();
          for (const row of await read()) this.set({ queue: row.name }, row.depth);
        },
      });
      new Gauge({
        name: 'signal_desk_job_oldest_age_seconds',
        help: 'How long the oldest due job of each queue has waited (0 when none is due)',
        labelNames: ['queue'],
        registers,
        async collect() {
          this.reset();
          for (const row of await read()) this.set({ queue: row.name }, row.oldest);
        },
      });
    }
    if (pools) {
      const entries = Object.entries(pools);
      new Gauge({
        name: 'signal_desk_db_pool_connections',
        help: 'Database pool connections by pool and state (in_use, idle)',
        labelNames: ['pool', 'state'],
        registers,
        collect() {
          for (const [pool, p] of entries) {
            this.set({ pool, state: 'in_use' }, p.totalCount - p.idleCount);
            this.set({ pool, state: 'idle' }, p.idleCount);
          }
        },
      });
      new Gauge({
        name: 'signal_desk_db_pool_waiting',
        help: 'Queries waiting for a pool connection',
        labelNames: ['pool'],
        registers,
        collect() {
          for (const [pool, p] of entries) this.set({ pool }, p.waitingCount);
        },
      });
    }
  }

  /**
   * The queues' depths (not the dead letters': nothing works them, staff retry them by hand), read
   * once per QUEUE_READ_MS whatever the number of gauges and scrapes. Only the first scrape waits for
   * the query; later ones answer with the last reading (at most QUEUE_READ_MS plus one query old) while
   * the next is read: during a delivery catch-up the query took tens of milliseconds, which a scrape
   * that waited for it measured.
   */
  private queues(db: Db): Promise<QueueRow[]> {
    const now = Date.now();
    const last = this.queueRead;
    if (last && (now - last.at < QUEUE_READ_MS || last.refreshing)) return last.rows;
    const reading = readQueues(db).catch(() => [] as QueueRow[]);
    if (!last) {
      this.queueRead = { at: now, rows: reading, refreshing: false };
      return reading;
    }
    last.refreshing = true;
    void reading.then((rows) => {
      this.queueRead = { at: now, rows: Promise.resolve(rows), refreshing: false };
    });
    return last.rows;
  }
}

interface QueueRow {
  name: string;
  depth: number;
  oldest: number;
}

async function readQueues(db: Db): Promise<QueueRow[]> {
  const result = await db.execute(sql`
    select q.name, count(j.id)::int as depth,
      coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8 as oldest
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry')
    where q.name <> ${DEAD_LETTER_QUEUE}
    group by q.name`);
  return rowsOf<QueueRow>(result).map((row) => ({
    name: row.name,
    depth: Number(row.depth),
    oldest: Number(row.oldest),
  }));
}
