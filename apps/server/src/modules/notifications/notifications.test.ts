import { readFileSync } from 'node:fs';
import { partnerCopySchema } from '@signal-desk/domain/outside/partner-copy';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePartnerReceiver } from '../../../test-support/fake-partner-receiver';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';
import { until } from '../../../test-support/until';
import { notifications, pushDevices, simulatedPushes } from '../../db/schema';
import { signBody } from '../../integrations/partner/partner-signature';
import type { PushSender } from '../../integrations/push/push-sender';
import { purgeSimulatedPushes, SimulatedPushSender } from '../../integrations/push/simulated-push-sender';
import { seedDemoNotifications } from '../../seed/demo-notifications';
import { seedDemoOrderReports } from '../../seed/demo-order-reports';
import { traderFollowerIdsQuery } from '../customers/followers-service';
import { deliverPartnerCopies, partnerJobHandlers, purgePartnerCopies } from '../partner/service';
import { createDelivery } from './delivery-service';
import { pushesOfSignalChanges, sendBatch } from './push-delivery';
import { registerDevice } from './service';

const SECRET = 'partner-secret-0123456789';
const receiver = new FakePartnerReceiver(SECRET);
let t: TestApp;
let eurusd: string;

let partnerUrl: string;

beforeAll(async () => {
  const url = await receiver.start();
  partnerUrl = url;
  t = await startTestApp({
    delivery: (database) =>
      createDelivery({
        database,
        config: { fcm: undefined, partner: { url, secret: SECRET } },
        log: pino({ level: process.env.DELIVERY_TEST_LOG ?? 'silent' }),
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        // Several batches per push, finishing at the same time: the last one still marks it done.
        pushBatchSize: 1,
        traderFollowerIds: traderFollowerIdsQuery,
      }),
  });
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  eurusd = pairs.body.data.find((p: any) => p.base === 'EUR' && p.quote === 'USD' && p.exchange === null)._id;
  const db = t.database.db;
  await registerDevice(db, { token: 'shift-en-1', app: 'shift', language: 'en', platform: 'ios' });
  await registerDevice(db, { token: 'shift-en-2', app: 'shift', language: 'en', platform: 'android' });
  await registerDevice(db, { token: 'shift-fr-1', app: 'shift', language: 'fr', platform: 'android' });
  await registerDevice(db, { token: 'nfx-en-1', app: 'nfx', language: 'en', platform: 'ios' });
  await registerDevice(db, { token: 'luxe-de-1', app: 'igoluxe', language: 'de', platform: 'ios' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver.stop();
});

const notificationOf = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('manual push notifications', () => {
  it('refuses bad bodies with field errors and enqueues nothing', async () => {
    const before = await t.count('notifications');
    const outboxBefore = await t.count('job_outbox');
    for (const body of [
      { app: 'shift', title: '', body: 'x' },
      { app: 'shift', title: 'x'.repeat(101), body: 'x' },
      { app: 'shift', title: 'Hi', body: 'x', url: 'ftp://nope' },
      { app: 'nowhere', title: 'Hi', body: 'x' },
      { app: 'shift', title: 'Hi', body: 'x', extra: true },
      { app: 'shift', title: 'Hi\u0000', body: 'x' },
    ]) {
      const answer = await t.call('POST', '/api/notifications', { token: t.rootToken, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields.length).toBeGreaterThan(0);
    }
    expect(await t.count('notifications')).toBe(before);
    expect(await t.count('job_outbox')).toBe(outboxBefore);
  });

  it("sends to an app's devices through the simulated sender and counts per language", async () => {
    const answer = await t.call('POST', '/api/notifications', {
      token: t.rootToken,
      body: {
        app: 'shift',
        title: 'Market open',
        body: 'London opens in 5 minutes',
        url: 'https://example.com/a',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      app: 'shift',
      type: 'manual',
      status: 'queued',
      sender: 'simulated',
    });
    const id = answer.body.data._id;
    await until(async () => (await notificationOf(id))?.status === 'done');
    expect(await notificationOf(id)).toMatchObject({ sent: 3, success: 3, failure: 0 });
    const delivered = await t.database.db
      .select()
      .from(simulatedPushes)
      .where(eq(simulatedPushes.notificationId, id));
    expect(delivered.map((d) => d.token).sort()).toEqual(['shift-en-1', 'shift-en-2', 'shift-fr-1']);

    const stats = await t.call('GET', `/api/push-notification-stats/${id}`, { token: t.rootToken });
    expect(stats.status).toBe(200);
    expect(stats.body.data.byLanguage).toEqual([
      { language: 'en', sent: 2, success: 2, failure: 0 },
      { language: 'fr', sent: 1, success: 1, failure: 0 },
    ]);
    const history = await t.call('GET', '/api/notifications?app=shift&type=manual&date=today', {
      token: t.rootToken,
    });
    expect(history.body).toMatchObject({ page: 1, total: 1 });
    expect(history.body.data[0]).toMatchObject({
      _id: id,
      sent: 3,
      success: 3,
      username: expect.any(String),
    });
  });

  it('sends to one language only', async () => {
    const answer = await t.call('POST', '/api/notifications', {
      token: t.rootToken,
      body: { app: 'shift', language: 'fr', title: 'Bonjour', body: 'Le marché ouvre' },
    });
    const id = answer.body.data._id;
    await until(async () => (await notificationOf(id))?.status === 'done');
    expect(await notificationOf(id)).toMatchObject({ sent: 1, success: 1 });
  });

  it('logs each push an admin sends with the notification it created, luxe ones too', async () => {
    const manual = { app: 'nfx', title: 'Logged', body: 'A push the log keeps' };
    const sent = await t.call('POST', '/api/notifications', { token: t.rootToken, body: manual });
    expect(sent.status).toBe(201);
    expect(await activityOfKind(t, 'notification sent', sent.body.data._id)).toMatchObject([
      { actor: ADMIN_EMAIL, next: manual },
    ]);
    const luxe = { title: 'Logged luxe', body: 'A luxe push the log keeps' };
    const sentLuxe = await t.call('POST', '/api/notifications/luxe', { token: t.rootToken, body: luxe });
    expect(sentLuxe.status).toBe(201);
    expect(sentLuxe.body.data).toMatchObject({ app: 'igoluxe', type: 'luxe', title: luxe.title });
    expect(await activityOfKind(t, 'luxe notification sent', sentLuxe.body.data._id)).toMatchObject([
      { actor: ADMIN_EMAIL, next: luxe },
    ]);
  });

  it('guards sending, luxe and stats with the permissions of SPEC 6', async () => {
    const viewer = await t.adminWith(['NOTIFICATIONS_VIEW']);
    const body = { app: 'shift', title: 'Hi', body: 'There' };
    expect((await t.call('POST', '/api/notifications', { token: viewer.token, body })).status).toBe(403);
    expect((await t.call('GET', '/api/notifications', { token: viewer.token })).status).toBe(200);
    expect((await t.call('GET', '/api/push-notification-stats', { token: viewer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/delivery/failed-jobs', { token: viewer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/delivery/failed-jobs', { token: t.rootToken })).body).toEqual({
      data: [],
    });
    const unknown = await t.call('POST', `/api/delivery/failed-jobs/${viewer.user._id}/retry`, {
      token: t.rootToken,
      body: { queue: 'push-batch' },
    });
    expect(unknown.status).toBe(404);
    const sender = await t.adminWith(['NOTIFICATIONS_MODERATE']);
    expect(
      (
        await t.call('POST', '/api/notifications/luxe', {
          token: sender.token,
          body: { title: 'a', body: 'b' },
        })
      ).status,
    ).toBe(403);

    const luxe = await t.adminWith(['IGOLUXE_NOTIFICATIONS']);
    const sent = await t.call('POST', '/api/notifications/luxe', {
      token: luxe.token,
      body: { title: 'Gala', body: 'Tonight' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ app: 'igoluxe', type: 'luxe' });
    await until(async () => (await notificationOf(sent.body.data._id))?.status === 'done');
    expect(await notificationOf(sent.body.data._id)).toMatchObject({ sent: 1, success: 1 });
    // The luxe permission alone shows the luxe history only.
    const history = await t.call('GET', '/api/notifications', { token: luxe.token });
    expect(history.body.data.every((n: any) => n.app === 'igoluxe')).toBe(true);
  });

  it("sends to a trader's followers only", async () => {
    const trader = t.root._id;
    const rows = (await t.database.db.execute(
      `insert into customers (legacy_number, full_name, username, email, app, trader_ids) values
         ('L-1', 'Fan One', 'fan1', 'fan1@example.com', 'mira', array['${trader}']::uuid[]),
         ('L-2', 'Other', 'other2', 'other2@example.com', 'mira', '{}')
       returning id, username`,
    )) as unknown as { rows: { id: string; username: string }[] };
    const fan = rows.rows.find((r) => r.username === 'fan1')?.id as string;
    const other = rows.rows.find((r) => r.username === 'other2')?.id as string;
    await registerDevice(t.database.db, {
      token: 'fan-phone',
      app: 'mira',
      language: 'it',
      platform: 'ios',
      customerId: fan,
    });
    await registerDevice(t.database.db, {
      token: 'other-phone',
      app: 'mira',
      language: 'it',
      platform: 'ios',
      customerId: other,
    });
    const answer = await t.call('POST', '/api/notifications', {
      token: t.rootToken,
      body: { app: 'mira', traderId: trader, title: 'From your trader', body: 'New idea soon' },
    });
    expect(answer.body.data).toMatchObject({ type: 'trader-followers', trader });
    await until(async () => (await notificationOf(answer.body.data._id))?.status === 'done');
    const delivered = await t.database.db
      .select()
      .from(simulatedPushes)
      .where(eq(simulatedPushes.notificationId, answer.body.data._id));
    expect(delivered.map((d) => d.token)).toEqual(['fan-phone']);
  });

  it('sends nothing to invalidated devices', async () => {
    await t.database.db
      .update(pushDevices)
      .set({ invalidatedAt: new Date() })
      .where(eq(pushDevices.token, 'nfx-en-1'));
    const answer = await t.call('POST', '/api/notifications', {
      token: t.rootToken,
      body: { app: 'nfx', title: 'Hi', body: 'Nobody' },
    });
    await until(async () => (await notificationOf(answer.body.data._id))?.status === 'done');
    expect(await notificationOf(answer.body.data._id)).toMatchObject({ sent: 0, batches: 0 });
  });
});

describe('batches of one push reporting at once', () => {
  it('count every batch once, retries included, and the last one marks the push done', async () => {
    const db = t.database.db;
    const tokens = ['relic-1', 'relic-2', 'relic-3', 'relic-4', 'relic-gone'];
    for (const [i, token] of tokens.entries())
      await registerDevice(db, { token, app: 'relic', language: i % 2 ? 'fr' : 'en', platform: 'ios' });
    const ids = await db
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(inArray(pushDevices.token, tokens))
      .orderBy(pushDevices.id);
    const [n] = await db
      .insert(notifications)
      .values({
        type: 'manual',
        label: 'Batches at once',
        app: 'relic',
        title: 'At once',
        body: 'Every batch reports at the same moment',
        sender: 'stand-in',
        status: 'sending',
        batches: ids.length,
      })
      .returning({ id: notifications.id });
    const notificationId = n?.id as string;
    // Every send waits until all have been asked: the reports then race for the notification's row.
    let release = () => {};
    const allAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    const sender: PushSender = {
      name: 'simulated',
      send: async (_id, messages) => {
        asked += 1;
        if (asked === ids.length + 1) release();
        await allAsked;
        return messages.map((m) => ({
          token: m.token,
          outcome: m.token === 'relic-gone' ? ('invalid' as const) : ('success' as const),
        }));
      },
      sendToTopic: async () => {},
    };
    const deps = { db, sender, traderFollowerIds: traderFollowerIdsQuery };
    const jobs = ids.map(({ id }, batch) => ({ notificationId, batch, fromId: id, toId: id }));
    // Each batch once, and the first one twice: a retry of a job still running.
    await Promise.all([...jobs, ...jobs.slice(0, 1)].map((job) => sendBatch(deps, job)));

    expect(await notificationOf(notificationId)).toMatchObject({
      status: 'done',
      batches: 5,
      batchesDone: 5,
      sent: 5,
      success: 4,
      failure: 1,
      sentAt: expect.any(Date),
    });
    const [gone] = await db.select().from(pushDevices).where(eq(pushDevices.token, 'relic-gone'));
    expect(gone?.invalidatedAt).toEqual(expect.any(Date));
    const [kept] = await db.select().from(pushDevices).where(eq(pushDevices.token, 'relic-1'));
    expect(kept?.invalidatedAt).toBeNull();
    // A batch that reported already sends nothing when its job comes again.
    const before = asked;
    await sendBatch(deps, jobs[1] as (typeof jobs)[0]);
    expect(asked).toBe(before);
    expect(await notificationOf(notificationId)).toMatchObject({ batchesDone: 5, sent: 5 });
  });
});

const limitBuy = (overrides: Record<string, unknown> = {}) => ({
  app: 'shift',
  signalType: 'forex',
  pair: eurusd,
  orderType: 'limit',
  side: 'buy',
  entry: '1.0850',
  stopLoss: '1.0800',
  takeProfits: ['1.0900', '1.0950'],
  timeframe: '1H',
  tradeType: 'Swing-TD',
  comment: 'Support held twice.',
  translations: { fr: { comment: 'Le support a tenu deux fois.' } },
  ...overrides,
});

describe('automatic pushes and the partner copy of signal changes', () => {
  it('pushes a new idea in each device language and copies it, signed, to the partner', async () => {
    const created = await t.call('POST', '/api/signals', { token: t.rootToken, body: limitBuy() });
    expect(created.status).toBe(201);
    const signal = created.body.data;
    await until(async () => {
      const [n] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.signalId, signal._id));
      return n?.status === 'done';
    });
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.signalId, signal._id));
    expect(n).toMatchObject({
      type: 'new idea',
      app: 'shift',
      label: signal.signalId,
      title: 'EUR/USD BUY',
      sent: 3,
    });
    const pushes = await t.database.db
      .select()
      .from(simulatedPushes)
      .where(eq(simulatedPushes.notificationId, n?.id as string));
    expect(pushes.find((p) => p.token === 'shift-fr-1')?.body).toBe(
      'Nouvelle idée de trade : entrée 1.08500, stop loss 1.08000. Le support a tenu deux fois.',
    );
    expect(pushes.find((p) => p.token === 'shift-en-1')?.body).toBe(
      'New trade idea: entry 1.08500, stop loss 1.08000. Support held twice.',
    );

    await until(() => receiver.accepted.some((c) => c.payload.signalId === signal._id));
    const copy = receiver.accepted.find((c) => c.payload.signalId === signal._id);
    expect(copy).toMatchObject({ key: `${signal._id}:1`, payload: { event: 'signal.created', version: 1 } });
    expect(receiver.rejectedSignatures).toBe(0);
    // What the partner received is the versioned contract, and says what the API says of the signal.
    const received = partnerCopySchema.parse(copy?.payload);
    expect(received).toMatchObject({
      schemaVersion: 1,
      kinds: ['create signal'],
      signal: {
        id: signal._id,
        signal_id: signal.signalId,
        version: 1,
        status: 'pending',
        side: 'buy',
        entry: signal.entry,
        stop_loss: signal.stopLoss,
        take_profits: signal.takeProfits,
        pip_size: signal.pipSize,
        trader_id: signal.trader._id,
        created_at: signal.createdAt,
      },
    });
    // The schema is strict: an internal column (owner_id, mute_push...) would have failed the parse.
  });

  it('pushes "won" with the take profit kept when an idea is ended after its first take profit', async () => {
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ comment: null, translations: {} }),
    });
    let signal = created.body.data;
    for (const value of ['1.0850', '1.0900']) {
      const moved = await t.call('POST', `/api/signals/${signal._id}/update-live-price`, {
        token: t.rootToken,
        body: { value, version: signal.version },
      });
      signal = moved.body.data;
    }
    t.prices.set({ base: 'EUR', quote: 'USD', exchange: null }, '1.0840', '1.0842');
    const ended = await t.call('PUT', `/api/signals/end-trade/${signal._id}`, {
      token: t.rootToken,
      body: { version: signal.version, expectedStatus: 'won' },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'won', resultPips: '50', closePrice: '1.084' });
    const wonPush = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.signalId, signal._id))).find(
        (n) => n.type === 'won',
      );
    await until(async () => (await wonPush())?.status === 'done');
    const pushes = await t.database.db
      .select()
      .from(simulatedPushes)
      .where(eq(simulatedPushes.notificationId, (await wonPush())?.id as string));
    expect(pushes.find((p) => p.token === 'shift-en-1')?.body).toBe('Trade idea won: +50 pips');
    expect(pushes.find((p) => p.token === 'shift-fr-1')?.body).toBe('Idée de trade gagnante : +50 pips');
    const all = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.signalId, signal._id));
    expect(all.map((n) => n.type).sort()).toEqual(['activated', 'new idea', 'take profit hit', 'won']);
    expect(all.find((n) => n.type === 'take profit hit')?.body).toBe('Take profit 1 hit: +50 pips');
  });

  it('tells a crypto take profit in percent of the entry, with its points', async () => {
    const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
    const ada = pairs.body.data.find((p: any) => p.base === 'ADA' && p.exchange === 'binance')._id;
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: {
        app: 'relic',
        signalType: 'crypto',
        pair: ada,
        orderType: 'limit',
        side: 'buy',
        entry: '0.4300',
        stopLoss: '0.4200',
        takeProfits: ['0.4345', '0.4390'],
      },
    });
    let signal = created.body.data;
    for (const value of ['0.4300', '0.4345']) {
      signal = (
        await t.call('POST', `/api/signals/${signal._id}/update-live-price`, {
          token: t.rootToken,
          body: { value, version: signal.version },
        })
      ).body.data;
    }
    const hit = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.signalId, signal._id))).find(
        (n) => n.type === 'take profit hit',
      );
    await until(async () => (await hit()) !== undefined);
    expect((await hit())?.body).toBe('Take profit 1 hit: +1.05% (+0.0045 points)');
    expect((await hit())?.texts.es?.body).toBe('Take profit 1 alcanzado: +1.05\u00a0% (+0.0045 puntos)');
  });

  it('does not push a signal with mute push, but still copies it', async () => {
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    const id = created.body.data._id;
    await until(() => receiver.accepted.some((c) => c.payload.signalId === id));
    expect(await t.database.db.select().from(notifications).where(eq(notifications.signalId, id))).toEqual(
      [],
    );
  });

  it('pushes each change of a job once, whether the job lists its changes or is one change (queued before lists)', async () => {
    // Muted: the idea's own job pushes nothing, so every push below comes from the calls here.
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    const s = created.body.data;
    const change = (version: number, kinds: string[], status: string) => ({
      signalId: s._id,
      version,
      kinds,
      status,
      app: 'shift',
      readableId: s.signalId,
      base: 'EUR',
      quote: 'USD',
      side: 'buy',
      entry: '1.085',
      stopLoss: '1.08',
      takeProfits: [{ price: '1.09', hitAt: null }],
      translations: {},
      comment: null,
    });
    const deps = {
      db: t.database.db,
      sender: new SimulatedPushSender(t.database.db),
      traderFollowerIds: traderFollowerIdsQuery,
    };
    const activated = change(2, ['status changed automatically'], 'active');
    expect(await pushesOfSignalChanges(deps, activated)).toBe(1);
    const stopped = change(3, ['status changed automatically', 'stop loss hit'], 'sl_hit');
    expect(await pushesOfSignalChanges(deps, { changes: [activated, stopped] })).toBe(1);
    const pushed = await t.database.db.select().from(notifications).where(eq(notifications.signalId, s._id));
    expect(pushed.map((n) => n.type).sort()).toEqual(['activated', 'stop loss hit']);
    // Recorded together, both go to every device of the app: each has its batches and is sent whole.
    const devices = await t.count(`push_devices where app = 'shift' and invalidated_at is null`);
    expect(devices).toBeGreaterThan(0);
    expect(pushed.every((n) => n.batches !== null && n.batches > 0)).toBe(true);
    await until(
      async () =>
        (await t.count(
          `notifications where signal_id = '${s._id}' and status = 'done' and sent = ${devices}`,
        )) === 2,
    );
  });

  it('retries a failing partner in version order and never blocks the signal write', async () => {
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    const id = created.body.data._id;
    await until(() => receiver.accepted.some((c) => c.payload.signalId === id));
    receiver.failNext = 3;
    let version = created.body.data.version;
    for (const comment of ['First update', 'Second update']) {
      const started = Date.now();
      const answer = await t.call('PATCH', `/api/signals/${id}`, {
        token: t.rootToken,
        body: { version, comment },
      });
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      version = answer.body.data.version;
    }
    await until(() => receiver.accepted.filter((c) => c.payload.signalId === id).length === 3, 30_000);
    const versions = receiver.accepted.filter((c) => c.payload.signalId === id).map((c) => c.payload.version);
    expect(versions).toEqual([1, 2, 3]);
    expect(receiver.failNext).toBe(0);
  }, 40_000);
});

describe('partner jobs taken together', () => {
  it('delivers each signal of a batch once, and a failed one fails the batch without holding back the others', async () => {
    const ids: string[] = [];
    for (const comment of ['Batched A', 'Batched B']) {
      const created = await t.call('POST', '/api/signals', {
        token: t.rootToken,
        body: limitBuy({ comment, mutePush: true }),
      });
      ids.push(created.body.data._id);
    }
    const [a, b] = ids as [string, string];
    // Settled, not only received: the worker settles a copy and looks for the next in one statement,
    // so once both first copies are delivered, the background jobs have nothing left to take.
    await until(
      async () =>
        (await t.count(
          `partner_deliveries where signal_id in ('${a}', '${b}') and version = 1 and status = 'delivered'`,
        )) === 2,
      30_000,
    );
    // One more pending copy of each, with no job of its own: only the batch below sends them.
    for (const id of ids) {
      await t.database.db.execute(`
        insert into partner_deliveries (signal_id, version, idempotency_key, payload)
        select signal_id, 99, signal_id || ':batched', payload from partner_deliveries
        where signal_id = '${id}' and version = 1`);
    }
    const [handler] = partnerJobHandlers(t.database.db, { url: partnerUrl, secret: SECRET });
    const batch = handler?.batch as { handle(jobs: { signalId: string }[]): Promise<void> };
    const requests = receiver.requests;
    receiver.failNext = 1;
    await expect(batch.handle([{ signalId: a }, { signalId: b }, { signalId: a }])).rejects.toThrow(
      /503|partner/,
    );
    // Two posts, not three: a signal named twice in the batch is delivered once.
    expect(receiver.requests - requests).toBe(2);
    const batched = (status: string) =>
      t.count(`partner_deliveries where idempotency_key like '%:batched' and status = '${status}'`);
    expect(await batched('delivered')).toBe(1);
    expect(await batched('pending')).toBe(1);
    // The retry of the batch sends what is left.
    await batch.handle([{ signalId: a }, { signalId: b }]);
    expect(await batched('delivered')).toBe(2);
    expect(ids.every((id) => receiver.accepted.some((c) => c.key === `${id}:batched`))).toBe(true);
  }, 40_000);
});

describe('copies stored before the versioned contract', () => {
  it('are rewritten by migration 0027 and sent in the versioned contract', async () => {
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    const signal = created.body.data;
    await until(() => receiver.accepted.some((c) => c.payload.signalId === signal._id));
    const migration = readFileSync(
      new URL('../../db/migrations/0027_partner_copies_as_committed_changes.sql', import.meta.url),
      'utf8',
    );
    // A copy waiting in the old layout (the whole row's JSON, as the write path used to store it),
    // then the migration, in one transaction: the signal's job may still be looking for copies.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(`
        insert into partner_deliveries (signal_id, version, idempotency_key, payload)
        select s.id, 2, s.id || ':legacy', jsonb_build_object(
          'event', 'signal.changed', 'signalId', s.id, 'version', s.version, 'kinds', '["update signal"]'::jsonb,
          'signal', to_jsonb(s) - 'owner_id' - 'soft_delete' - 'deleted_at')
        from signals s where s.id = '${signal._id}'`);
      await tx.execute(migration);
    });
    // Sent by this call, or by the signal's job if it still held the queue.
    await deliverPartnerCopies(t.database.db, { url: partnerUrl, secret: SECRET }, signal._id);
    await until(() => receiver.accepted.some((c) => c.key === `${signal._id}:legacy`));
    const copy = receiver.accepted.find((c) => c.key === `${signal._id}:legacy`);
    expect(partnerCopySchema.parse(copy?.payload)).toMatchObject({
      schemaVersion: 1,
      event: 'signal.changed',
      kinds: ['update signal'],
      signal: {
        id: signal._id,
        entry: signal.entry,
        stop_loss: signal.stopLoss,
        created_at: signal.createdAt,
        updated_at: signal.updatedAt,
      },
    });
  });
});

describe('a partner that does not answer', () => {
  it('is given up after the timeout and retried, without slowing the write', async () => {
    receiver.stallNext = 1;
    const started = Date.now();
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    expect(created.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const id = created.body.data._id;
    await until(() => receiver.accepted.some((c) => c.payload.signalId === id), 30_000);
    expect(receiver.stallNext).toBe(0);
    expect(receiver.accepted.filter((c) => c.payload.signalId === id)).toHaveLength(1);
  }, 40_000);

  it('leaves a leased copy to the worker holding it, which then sends the later ones in order', async () => {
    const created = await t.call('POST', '/api/signals', {
      token: t.rootToken,
      body: limitBuy({ mutePush: true }),
    });
    const id = created.body.data._id;
    const copies = () => receiver.accepted.filter((c) => c.payload.signalId === id);
    await until(() => copies().length === 1, 30_000);
    receiver.stallNext = 1;
    const held = await t.call('PATCH', `/api/signals/${id}`, {
      token: t.rootToken,
      body: { version: created.body.data.version, comment: 'Held by the partner' },
    });
    expect(held.status).toBe(200);
    const leased = `partner_deliveries where signal_id = '${id}' and version = 2 and lease_until > now()`;
    await until(async () => (await t.count(leased)) === 1, 30_000);
    // Another job of the signal, as the next change starts, ends at once: nothing sent, nothing thrown.
    const started = Date.now();
    const job = await deliverPartnerCopies(t.database.db, { url: partnerUrl, secret: SECRET }, id);
    expect(job).toEqual({ delivered: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
    const later = await t.call('PATCH', `/api/signals/${id}`, {
      token: t.rootToken,
      body: { version: held.body.data.version, comment: 'Sent after the held one' },
    });
    expect(later.status).toBe(200);
    await until(() => copies().length === 3, 30_000);
    expect(copies().map((c) => c.payload.version)).toEqual([1, 2, 3]);
    // The partner answers before the worker marks the copy delivered.
    const delivered = `partner_deliveries where signal_id = '${id}' and status = 'delivered'`;
    await until(async () => (await t.count(delivered)) === 3);
  }, 40_000);
});

describe('order reports from the partner', () => {
  const post = (body: unknown, options: { secret?: string; timestamp?: number } = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/api/partner/order-reports',
      headers: {
        'content-type': 'application/json',
        'x-signal-desk-timestamp': timestamp,
        'x-signal-desk-signature': signBody(options.secret ?? SECRET, timestamp, raw),
      },
      payload: raw,
      remoteAddress: '203.0.113.7',
    });
  };
  const report = {
    reportId: 'r-1',
    tradeId: 'T-77',
    signalId: 'SHIFT-000001',
    baseSymbol: 'EUR',
    quoteSymbol: 'USD',
    side: 'buy',
    timeInForce: 'GTC',
    amount: '1000.5',
    client: 'acme',
  };

  it('stores a signed report once, with the ip, and refuses bad signatures and bodies', async () => {
    expect((await post(report)).statusCode).toBe(200);
    expect((await post(report)).json()).toEqual({ data: { created: false } });
    expect(
      (await post({ ...report, reportId: 'r-2' }, { secret: 'wrong-secret-0123456789' })).statusCode,
    ).toBe(401);
    expect((await post({ ...report, reportId: 'r-3' }, { timestamp: 1_000_000 })).statusCode).toBe(401);
    const bad = await post({ ...report, reportId: 'r-4', side: 'hold' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await post({
          ...report,
          reportId: 'r-5',
          side: 'sell',
          timeInForce: 'IOC',
          client: 'globex',
          error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough margin', status: 422 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.count('order_reports')).toBe(2);
  });

  it('lists and filters reports for LOG_ORDER_STATISTIC_VIEW', async () => {
    const viewer = await t.adminWith(['LOG_ORDER_STATISTIC_VIEW']);
    const all = await t.call('GET', '/api/log-statistic/orders', { token: viewer.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data[0]).toMatchObject({
      reportId: 'r-5',
      status: 'failed',
      error_code: 'INSUFFICIENT_FUNDS',
    });
    expect(all.body.data[1]).toMatchObject({ reportId: 'r-1', ip_address: '203.0.113.7', amount: '1000.5' });
    const failed = await t.call('GET', '/api/log-statistic/orders?status=failed&client=globex', {
      token: viewer.token,
    });
    expect(failed.body.data.map((r: any) => r.reportId)).toEqual(['r-5']);
    expect((await t.call('GET', '/api/orders/types', { token: viewer.token })).body.data).toEqual([
      'GTC',
      'IOC',
    ]);
    expect((await t.call('GET', '/api/orders/user-name', { token: viewer.token })).body.data).toEqual([
      'acme',
      'globex',
    ]);
    const other = await t.adminWith(['NOTIFICATIONS_VIEW']);
    expect((await t.call('GET', '/api/log-statistic/orders', { token: other.token })).status).toBe(403);
  });

  it('tells whether the partner copy is configured', async () => {
    const status = await t.call('GET', '/api/partner/status', { token: t.rootToken });
    expect(status.body.data).toMatchObject({
      configured: true,
      host: expect.stringMatching(/^127\.0\.0\.1:/),
    });
    expect(status.body.data.delivered).toBeGreaterThan(0);
  });
});

describe('demo data', () => {
  it('fills the history, the stats by language and the order reports, once', async () => {
    const pushes = await seedDemoNotifications(t.database.db);
    expect(pushes).toBeGreaterThan(20);
    expect(await seedDemoNotifications(t.database.db)).toBe(0);
    expect(await seedDemoOrderReports(t.database.db)).toBeGreaterThan(0);
    const stats = await t.call('GET', '/api/push-notification-stats?type=new%20idea', { token: t.rootToken });
    const demo = stats.body.data.find((n: any) => n.sent > 100);
    expect(demo).toBeDefined();
    const one = await t.call('GET', `/api/push-notification-stats/${demo._id}`, { token: t.rootToken });
    const sum = one.body.data.byLanguage.reduce((a: number, l: any) => a + l.success + l.failure, 0);
    expect(sum).toBe(demo.sent);
    expect(one.body.data.byLanguage.length).toBe(6);
    const orders = await t.call('GET', '/api/log-statistic/orders?status=failed', { token: t.rootToken });
    expect(orders.body.total).toBeGreaterThan(0);
  });
});

describe('housekeeping', () => {
  it('removes delivered copies and simulated deliveries past their keeping time, never pending ones', async () => {
    expect(await t.count('partner_deliveries')).toBeGreaterThan(0);
    await t.database.db.execute(`update partner_deliveries set created_at = now() - interval '8 days'`);
    await t.database.db.execute(`update simulated_pushes set delivered_at = now() - interval '31 days'`);
    await t.database.db.execute(
      `insert into partner_deliveries (signal_id, version, idempotency_key, payload, created_at)
       values (gen_random_uuid(), 1, 'pending-old', '{}', now() - interval '8 days')`,
    );
    await purgePartnerCopies(t.database.db);
    await purgeSimulatedPushes(t.database.db);
    expect(await t.count('simulated_pushes')).toBe(0);
    expect(await t.count('partner_deliveries')).toBe(1);
  });
});
