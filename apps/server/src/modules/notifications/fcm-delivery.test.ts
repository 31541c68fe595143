import { generateKeyPairSync } from 'node:crypto';
import { pushDataSchema } from '@signal-desk/domain/outside/push-data';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FakeFcmServer } from '../../../test-support/fake-fcm-server';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { until } from '../../../test-support/until';
import { notifications, pushDevices } from '../../db/schema';
import { traderFollowerIdsQuery } from '../customers/followers-service';
import { createDelivery } from './delivery-service';
import { registerDevice } from './service';

// Pushes through FCM HTTP v1 as configured (FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT, FCM_ENDPOINT), to a
// local FCM that also issues the service account's OAuth2 token.
const fcm = new FakeFcmServer('desk-e2e', 'fcm-access-token');
let t: TestApp;

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  fcm.publicKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const endpoint = await fcm.start();
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    client_email: 'push@desk-e2e.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${endpoint}/token`,
  });
  t = await startTestApp({
    delivery: (database) =>
      createDelivery({
        database,
        config: {
          fcm: { projectId: 'desk-e2e', serviceAccount, endpoint },
          partner: { url: undefined, secret: undefined },
        },
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
        traderFollowerIds: traderFollowerIdsQuery,
      }),
  });
  for (const token of ['ok-1', 'ok-2', 'gone-1', 'busy-1'])
    await registerDevice(t.database.db, { token, app: 'relic', language: 'es', platform: 'android' });
  fcm.unregistered.add('gone-1');
  fcm.throttle.set('busy-1', { status: 503, times: 1, retryAfter: '0' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fcm.stop();
});

it('delivers through FCM, retries a 503, invalidates an UNREGISTERED device and counts it failed', async () => {
  const sent = await t.call('POST', '/api/notifications', {
    token: t.rootToken,
    body: { app: 'relic', title: 'BTC', body: 'Breakout' },
  });
  expect(sent.status).toBe(201);
  const id = sent.body.data._id;
  const row = async () =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];
  await until(async () => (await row())?.status === 'done');
  expect(await row()).toMatchObject({ sender: 'fcm', sent: 4, success: 3, failure: 1 });
  expect(fcm.received.map((m) => m.token).sort()).toEqual(['busy-1', 'ok-1', 'ok-2']);
  expect(fcm.received[0]).toMatchObject({
    notification: { title: 'BTC', body: 'Breakout' },
    android: { collapse_key: id },
  });
  // The data is the versioned push contract.
  expect(pushDataSchema.parse(fcm.received[0]?.data)).toEqual({ schemaVersion: '1', notificationId: id });
  expect(fcm.tokensIssued).toBe(1);
  const [gone] = await t.database.db.select().from(pushDevices).where(eq(pushDevices.token, 'gone-1'));
  expect(gone?.invalidatedAt).toBeInstanceOf(Date);

  // The invalidated device is not sent to again.
  const again = await t.call('POST', '/api/notifications', {
    token: t.rootToken,
    body: { app: 'relic', title: 'BTC', body: 'Again' },
  });
  const next = async () =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, again.body.data._id)))[0];
  await until(async () => (await next())?.status === 'done');
  expect(await next()).toMatchObject({ sent: 3, success: 3, failure: 0 });
});

it('records no partner copy when no partner is configured, and still pushes the idea', async () => {
  const pairs = await t.call('GET', '/api/currency-pairs?perPage=200', { token: t.rootToken });
  const eurusd = pairs.body.data.find(
    (p: { base: string; quote: string; exchange: string | null }) =>
      p.base === 'EUR' && p.quote === 'USD' && p.exchange === null,
  );
  const created = await t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd._id,
      orderType: 'limit',
      side: 'buy',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfits: ['1.0900'],
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.data._id;
  await vi.waitFor(
    async () => {
      const [push] = await t.database.db.select().from(notifications).where(eq(notifications.signalId, id));
      expect(push?.status).toBe('done');
    },
    { timeout: 20_000, interval: 25 },
  );
  expect(await t.count('partner_deliveries')).toBe(0);
});
