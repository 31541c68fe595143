import { pushDataOf } from '@signal-desk/domain/outside/push-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFcmServer } from '../../../test-support/fake-fcm-server';
import { until } from '../../../test-support/until';
import { FcmPushSender, retryAfterMs } from './fcm-push-sender';

const NOTIFICATION = '7c0e8a52-51b4-4b6f-9a55-2f8f3c1d9e10';

describe('FCM HTTP v1 sender against a local FCM', () => {
  const fcm = new FakeFcmServer('desk-project', 'access-1');
  let sender: FcmPushSender;

  beforeAll(async () => {
    const endpoint = await fcm.start();
    sender = new FcmPushSender({
      projectId: 'desk-project',
      endpoint,
      accessToken: async () => 'access-1',
      maxRetryAfterMs: 50,
    });
  });
  afterAll(() => fcm.stop());

  const message = (token: string) => ({
    token,
    title: 'EUR/USD',
    body: 'New idea',
    collapseKey: 'n-1',
    data: pushDataOf({ _id: NOTIFICATION, signalId: null, url: 'https://x.io' }),
  });

  it('sends one message per token with the notification, the url and the collapse key', async () => {
    const outcomes = await sender.send('n-1', [message('a'), message('b')]);
    expect(outcomes).toEqual([
      { token: 'a', outcome: 'success' },
      { token: 'b', outcome: 'success' },
    ]);
    const sent = fcm.received.filter((m) => m.token === 'a');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      notification: { title: 'EUR/USD', body: 'New idea' },
      data: { schemaVersion: '1', notificationId: NOTIFICATION, url: 'https://x.io' },
      android: { collapse_key: 'n-1' },
    });
  });

  it('reports UNREGISTERED tokens as invalid', async () => {
    fcm.unregistered.add('gone');
    expect(await sender.send('n-1', [message('gone')])).toEqual([{ token: 'gone', outcome: 'invalid' }]);
  });

  it('retries 429 and 503 after Retry-After, and fails a token that stays unavailable', async () => {
    fcm.throttle.set('busy', { status: 429, times: 1, retryAfter: '0' });
    fcm.throttle.set('down', { status: 503, times: 2, retryAfter: '0' });
    fcm.throttle.set('dead', { status: 503, times: 10, retryAfter: '0' });
    const outcomes = await sender.send('n-2', [message('busy'), message('down'), message('dead')]);
    expect(outcomes).toEqual([
      { token: 'busy', outcome: 'success' },
      { token: 'down', outcome: 'success' },
      { token: 'dead', outcome: 'failure', error: '503 UNAVAILABLE' },
    ]);
  });

  it('stops at the deadline: a token waiting on Retry-After and those not yet sent fail, none is sent after', async () => {
    const slow = new FcmPushSender({
      projectId: 'desk-project',
      endpoint: (sender as unknown as { url: string }).url.replace(/\/v1\/.*$/, ''),
      accessToken: async () => 'access-1',
      concurrency: 1,
    });
    const refusals = { status: 503 as const, times: 10, retryAfter: '20' };
    fcm.throttle.set('late', refusals);
    const deadline = new AbortController();
    const sending = slow.send('n-5', [message('late'), message('never')], deadline.signal);
    // The first 503 is answered: the sender now waits the 20 s of its Retry-After.
    await until(() => refusals.times < 10);
    deadline.abort();
    expect(await sending).toEqual([
      { token: 'late', outcome: 'failure', error: 'deadline passed' },
      { token: 'never', outcome: 'failure', error: 'deadline passed' },
    ]);
    expect(fcm.received.filter((m) => m.token === 'late' || m.token === 'never')).toEqual([]);
  });

  it('sends to a topic', async () => {
    await sender.sendToTopic('app-shift-en', {
      title: 't',
      body: 'b',
      collapseKey: 'n-3',
      data: pushDataOf({ _id: NOTIFICATION, signalId: null, url: null }),
    });
    expect(fcm.received.some((m) => m.topic === 'app-shift-en')).toBe(true);
  });

  it('is refused with a wrong access token', async () => {
    const wrong = new FcmPushSender({
      projectId: 'desk-project',
      endpoint: (sender as unknown as { url: string }).url.replace(/\/v1\/.*$/, ''),
      accessToken: async () => 'stolen',
    });
    expect(await wrong.send('n-4', [message('a')])).toEqual([
      { token: 'a', outcome: 'failure', error: '401 UNAUTHENTICATED' },
    ]);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null)).toBe(1000);
  });
});
