import { type ChildProcess, fork } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { registerDevice } from '../apps/server/src/modules/notifications/service';
import { FakeFcmServer } from '../apps/server/test-support/fake-fcm-server';
import { FakePartnerReceiver } from '../apps/server/test-support/fake-partner-receiver';
import { FakeOanda } from '../apps/server/test-support/oanda-fake-server';
import {
  DURATION,
  measureInterleaved,
  measureRuns,
  RUNS,
  report,
  startHelloWorld,
  warmUp,
  withServer,
} from './load.mjs';
import { percentile } from './percentile';
import { scratchDatabase } from './scratch-database.mjs';

// The server with metrics and tracing on (traces exported to a local collector stand-in, partner copies
// to a local receiver), on a PostgreSQL server: GET /api/auth/me as a share of hello-world in the same
// run, creation four at once, the time of a /metrics scrape, and which metrics moved under that load.
const PASSWORD = 'Bench-Ops1!';
const TOKEN = 'bench-metrics-token-0123456789';
const SECRET = 'bench-partner-secret-0123456789';
const HELLO_PORT = 3897;
const SCRAPES = 100;
/** BENCH_TRACING=off: the same run without traces, to tell their share of a figure. */
const tracing = process.env.BENCH_TRACING !== 'off';
const LABEL = tracing ? 'metrics+tracing' : 'metrics only';
const TARGETS = { me: { minRatio: 0.55 }, create: { maxP99: 50 }, scrapeMs: 20 };

/** The collector stand-in in its own process (see otlp-collector-process.ts). */
async function startCollector(): Promise<{ endpoint: string; child: ChildProcess }> {
  const child = fork(path.join(import.meta.dirname, 'otlp-collector-process.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const endpoint = await new Promise<string>((resolve) =>
    child.once('message', (message: any) => resolve(message.endpoint)),
  );
  return { endpoint, child };
}

/** Spans the collector stand-in has received so far. */
function spansReceived(child: ChildProcess): Promise<number> {
  const answer = new Promise<number>((resolve) =>
    child.once('message', (message: any) => resolve(message.received)),
  );
  child.send('count');
  return answer;
}

const collector = await startCollector();
const receiver = new FakePartnerReceiver(SECRET);
const endpoint = collector.endpoint;
// Pushes go through the real FCM sender to a local FCM, which refuses one device as unregistered, so
// the failure counter has a reason to move.
const fcm = new FakeFcmServer('bench-ops', 'bench-fcm-access-token');
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
fcm.publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
fcm.countOnly = true;
const fcmEndpoint = await fcm.start();
fcm.unregistered.add('bench-ops-gone');
// Forex quotes from a local OANDA: EUR/USD ticks every 100 ms until the feed is cut near the end, so the
// engine's paused instruments and the quote age move as they would in an outage.
const oanda = await FakeOanda.start();
let mid = 1.085;
const ticker = setInterval(() => {
  mid += (Math.random() - 0.5) * 0.0002;
  oanda.price('EUR_USD', mid.toFixed(5), (mid + 0.0001).toFixed(5));
}, 100);
const partnerUrl = await receiver.start();
const database = await scratchDatabase({
  prefix: 'sd_bench_ops',
  kept: undefined,
  port: 3902,
  password: PASSWORD,
});
const env = {
  ...database.env,
  METRICS_TOKEN: TOKEN,
  ...(tracing ? { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } : {}),
  PARTNER_WEBHOOK_URL: partnerUrl,
  PARTNER_WEBHOOK_SECRET: SECRET,
  SIGNAL_LIST_CACHE_MS: '0',
  QUOTES_FOREX: 'oanda',
  OANDA_TOKEN: oanda.token,
  OANDA_ACCOUNT_ID: oanda.accountId,
  OANDA_API_URL: oanda.url,
  OANDA_STREAM_URL: oanda.url,
  FCM_PROJECT_ID: 'bench-ops',
  FCM_ENDPOINT: fcmEndpoint,
  FCM_SERVICE_ACCOUNT: JSON.stringify({
    type: 'service_account',
    client_email: 'push@bench-ops.iam.gserviceaccount.com',
    private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${fcmEndpoint}/token`,
  }),
};
const hello = await startHelloWorld(HELLO_PORT);

/** Every sample of the exposition text by its series (name and labels). */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    found.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return found;
}

try {
  await withServer(
    { env, password: PASSWORD },
    async ({ base, headers }: { base: string; headers: Record<string, string> }) => {
      // Devices of the app the ideas are created in: their pushes are sent (by the simulated sender).
      const direct = await openDatabase({ url: database.url.toString(), poolSize: 1 });
      for (const token of ['bench-ops-0', 'bench-ops-1', 'bench-ops-gone'])
        await registerDevice(direct.db, {
          token,
          app: 'shift',
          language: 'en',
          platform: 'ios',
        });
      // The super admin's daily limit is not the measure: lift it (the identity caches hear the change).
      await direct.db.execute(sql`update admins set signals_limit = '{"shift": 1000000}'::jsonb`);
      await direct.close();
      const scrape = async () => {
        const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
        return answer.text();
      };
      const before = samples(await scrape());
      // Scraped all along the load, as Prometheus would: a queue that fills and drains between two
      // scrapes at the end still shows.
      const seen = new Map<string, Set<number>>();
      const record = (text: string) => {
        for (const [series, value] of samples(text)) {
          const values = seen.get(series) ?? new Set<number>([before.get(series) ?? Number.NaN]);
          values.add(value);
          seen.set(series, values);
        }
      };
      let scraping = true;
      const scraper = (async () => {
        while (scraping) {
          record(await scrape());
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();

      console.log(
        tracing
          ? '\n# metrics and tracing on (OTLP to a local collector stand-in), PostgreSQL server'
          : '\n# metrics on, tracing off (BENCH_TRACING=off), PostgreSQL server',
      );
      await warmUp({ url: `${base}/api/auth/me`, headers });
      for (let run = 1; run <= RUNS; run++) {
        const [reference, me] = await measureInterleaved([
          { url: `${hello.base}/` },
          { url: `${base}/api/auth/me`, headers },
        ]);
        report('bare Fastify hello-world (in turns with auth/me)', run, reference);
        report(`${LABEL} GET /api/auth/me`, run, me, TARGETS.me, reference);
      }
      const pairs = await fetch(
        `${base}/api/currency-pairs?perPage=200&where=${encodeURIComponent('{"base":"EUR","quote":"USD"}')}`,
        { headers },
      ).then((r) => r.json() as Promise<any>);
      const idea = (entry: string, stopLoss: string, takeProfit: string) =>
        JSON.stringify({
          app: 'shift',
          signalType: 'forex',
          pair: pairs.data[0]._id,
          orderType: 'limit',
          side: 'buy',
          entry,
          stopLoss,
          takeProfits: [takeProfit],
          analysis: 'Benchmark idea',
        });
      // First ideas that wait for their entry (a buy limit below the market): the write alone while
      // the ticks flow. Then a buy limit far above the market, which the engine activates at its next
      // tick: every write is followed by an engine commit and an activation push.
      const creations = [
        ['waiting for their entry', idea('0.5000', '0.4000', '0.9000')],
        ['each activated at the next tick', idea('5.0000', '0.5000', '9.0000')],
      ];
      for (const [kind, body] of creations) {
        await measureRuns(
          `${LABEL} POST /api/signals (4 at once), ${kind}`,
          {
            url: `${base}/api/signals`,
            method: 'POST',
            headers,
            body,
            connections: 4,
            duration: Math.min(DURATION, 5),
          },
          TARGETS.create,
        );
      }
      // More readers than pool connections (the list cache is off for this server): queries wait
      // for a connection, which the pool gauges show.
      await measureRuns(`${LABEL} GET /api/signals uncached (64 at once)`, {
        url: `${base}/api/signals?app=shift&perPage=50`,
        headers,
        connections: 64,
        duration: 3,
      });

      // Delivery and the engine catch up; then the EUR/USD feed goes quiet past the outdated line
      // (15 s), and the engine pauses its triggers.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      clearInterval(ticker);
      await new Promise((resolve) => setTimeout(resolve, 17_000));
      const times: number[] = [];
      let text = '';
      for (let i = 0; i < SCRAPES; i++) {
        const started = performance.now();
        text = await scrape();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      const p99 = percentile(times, 0.99);
      console.log(
        `GET /metrics, ${SCRAPES} scrapes one after the other: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${(text.length / 1024).toFixed(0)} KB  ${p99 < TARGETS.scrapeMs ? 'ok' : `MISSED (< ${TARGETS.scrapeMs} ms)`}`,
      );

      scraping = false;
      await scraper;
      record(text);
      const families = new Map<string, boolean>();
      for (const [series, values] of seen) {
        const name = series.replace(/\{.*$/, '').replace(/_(bucket|count|sum)$/, '');
        if (!name.startsWith('signal_desk_') && !name.startsWith('http_server_')) continue;
        families.set(name, (families.get(name) ?? false) || values.size > 1);
      }
      // A state gauge of a healthy replica holds its value: it is shown with it, not as moved.
      const steady = new Set(['signal_desk_engine_running']);
      for (const [name, moved] of [...families].sort()) {
        const state = moved ? 'moved ' : steady.has(name) ? `steady ${samples(text).get(name)}` : 'STILL ';
        console.log(`  ${state} ${name}`);
      }
      console.log(`spans received by the collector stand-in: ${await spansReceived(collector.child)}`);
    },
  );
} finally {
  await hello.stop();
  await database.drop();
  collector.child.disconnect();
  await fcm.stop();
  clearInterval(ticker);
  await oanda.close();
  await receiver.stop();
}
console.log(
  '\nTargets (PostgreSQL server, 2 cores, metrics and tracing on): auth/me >= 55 % of hello-world in the same run; POST four at once p99 < 50 ms; a /metrics scrape < 20 ms.',
);
process.exit(0);
