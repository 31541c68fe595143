import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePartnerReceiver } from '../../../test-support/fake-partner-receiver';
import { replicasForFile } from '../../../test-support/replicas';
import { until } from '../../../test-support/until';

// A server killed with SIGKILL between a signal's commit and its delivery: a second process on the
// same PostgreSQL server delivers what was committed, once (the receiver dedupes by idempotency key).
const SECRET = 'kill-test-secret-0123456789';
const receiver = new FakePartnerReceiver(SECRET);
let receiverUrl: string;

/** Polls every 100 ms: the checks ask servers and the database. */
const POLL_MS = 100;

const startServer = () => cluster.start({ PARTNER_WEBHOOK_URL: receiverUrl, PARTNER_WEBHOOK_SECRET: SECRET });

beforeAll(async () => {
  receiverUrl = await receiver.start();
});

afterAll(() => receiver.stop());

// Registered after the receiver's hooks, whose `afterAll` then runs last: the servers stop before it.
const cluster = replicasForFile('sd_delivery');

describe('kill -9 between commit and delivery', () => {
  it('loses no job and delivers none twice', async () => {
    const first = await startServer();
    const token = await cluster.signIn(first.base);
    const eurusd = await cluster.eurUsdPair(first.base, token);
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      for (const [i, language] of ['en', 'fr', 'de'].entries())
        await db.query(
          `insert into push_devices (token, app, language, platform) values ($1, 'shift', $2, 'ios')`,
          [`kill-${i}`, language],
        );
      // The receiver takes the first copy and never answers: the server dies holding it.
      receiver.stallNext = 1;
      const created = await cluster.call(first.base, token, 'POST', '/signals', {
        app: 'shift',
        signalType: 'forex',
        pair: eurusd,
        orderType: 'limit',
        side: 'buy',
        entry: '1.0850',
        stopLoss: '1.0800',
        takeProfits: ['1.0900'],
      });
      const id = created.data._id as string;
      await until(() => receiver.requests === 1, 90_000, POLL_MS);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(receiver.accepted).toHaveLength(0);

      await startServer();
      await until(() => receiver.accepted.length === 1, 90_000, POLL_MS);
      expect(receiver.accepted[0]?.key).toBe(`${id}:1`);
      // The same copy was posted again with the same key; nothing else was sent.
      expect(receiver.requests).toBe(2);
      const copy = async () =>
        (await db.query(`select status, attempts from partner_deliveries where signal_id = $1`, [id])).rows;
      await until(async () => (await copy())[0]?.status === 'delivered', 90_000, POLL_MS);
      expect(await copy()).toEqual([{ status: 'delivered', attempts: 2 }]);

      // The automatic push of the new idea went out once to each device.
      // A push job the killed server had taken (whichever of the three queues) is retried once it
      // expires (60 s each) and the next maintenance pass (10 s) notices: up to 70 s, more on a
      // loaded machine.
      await until(
        async () => {
          const n = await db.query(`select status from notifications where signal_id = $1`, [id]);
          return n.rows[0]?.status === 'done';
        },
        180_000,
        POLL_MS,
      );
      const pushes = await db.query(
        `select count(*)::int as n from simulated_pushes p join notifications n on n.id = p.notification_id
         where n.signal_id = $1`,
        [id],
      );
      expect(pushes.rows[0].n).toBe(3);
      const outbox = await db.query(`select count(*)::int as n from job_outbox`);
      expect(outbox.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  }, 360_000);
});
