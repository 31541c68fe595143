import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { eurUsdPair } from '../../../test-support/ideas';
import { eventually } from '../../../test-support/until';

let t: TestApp;
let url: string;
let eurusd: string;

beforeAll(async () => {
  t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/api/ws`;
  eurusd = await eurUsdPair(t);
});
afterAll(() => t.close());

/** A live connection that collects what it receives. */
function connect(token: string | null) {
  const socket = new WebSocket(url);
  const messages: any[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  void opened.then(() => socket.send(JSON.stringify(token ? { type: 'auth', token } : { type: 'hello' })));
  /** The first message of this type, once it came (fails the test when none comes in time). */
  const next = (type: string, ms = 3_000) =>
    eventually(
      async () => messages.find((m) => m.type === type),
      (found) => found !== undefined,
      ms,
    );
  return { socket, messages, closed, next };
}

const createSignal = () =>
  t.call('POST', '/api/signals', {
    token: t.rootToken,
    body: {
      app: 'shift',
      signalType: 'forex',
      pair: eurusd,
      orderType: 'limit',
      side: 'buy',
      entry: '1.08',
      stopLoss: '1.07',
      takeProfits: ['1.09'],
    },
  });

describe('the live websocket', () => {
  it('closes a connection that does not authenticate', async () => {
    const anonymous = connect(null);
    expect(await anonymous.closed).toBe(4401);
    const forged = connect('x'.repeat(43));
    expect(await forged.closed).toBe(4401);
  });

  it('pushes signal changes to pages allowed to see the app, and sent counts to their owner', async () => {
    const root = connect(t.rootToken);
    const outsider = await t.adminWith(['RELIC']);
    const other = connect(outsider.token);
    expect(await root.next('ready')).toBeDefined();
    expect(await other.next('ready')).toBeDefined();
    const created = await createSignal();
    const pushed = await root.next('signal');
    expect(pushed.signal).toMatchObject({
      _id: created.body.data._id,
      status: 'pending',
      currencyPair: 'EUR/USD',
    });
    expect(pushed.change.kinds).toEqual(['create signal']);
    expect(await root.next('me-changed')).toBeDefined();
    expect(other.messages.filter((m) => m.type === 'signal')).toEqual([]);
    root.socket.close();
    other.socket.close();
  });

  it('stops sending an app at once when the admin loses its permission, directly or through a role', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.rootToken,
      body: { name: 'Live desk', permissions: ['SHIFT'] },
    });
    const direct = await t.adminWith(['SHIFT', 'STATS']);
    const viaRole = await t.adminWith(['STATS'], { roles: [role.body.data._id] });
    const directPage = connect(direct.token);
    const rolePage = connect(viaRole.token);
    expect(await directPage.next('ready')).toBeDefined();
    expect(await rolePage.next('ready')).toBeDefined();

    const revoke = await t.call('PUT', `/api/admin-users/${direct.user._id}`, {
      token: t.rootToken,
      body: { permissions: ['STATS'] },
    });
    expect(revoke.status).toBe(200);
    const roleChange = await t.call('PUT', `/api/roles/${role.body.data._id}`, {
      token: t.rootToken,
      body: { name: 'Live desk', permissions: ['RELIC'] },
    });
    expect(roleChange.status).toBe(200);
    const hidden = await createSignal();
    expect(hidden.status).toBe(201);

    // Give the permission back: the next signal arrives, and on the same socket nothing came before it.
    await t.call('PUT', `/api/admin-users/${direct.user._id}`, {
      token: t.rootToken,
      body: { permissions: ['STATS', 'SHIFT'] },
    });
    await t.call('PUT', `/api/roles/${role.body.data._id}`, {
      token: t.rootToken,
      body: { name: 'Live desk', permissions: ['SHIFT'] },
    });
    const shown = await createSignal();
    for (const page of [directPage, rolePage]) {
      const pushed = await page.next('signal');
      expect(pushed.signal._id).toBe(shown.body.data._id);
      expect(page.messages.filter((m) => m.type === 'signal').map((m) => m.signal._id)).toEqual([
        shown.body.data._id,
      ]);
      page.socket.close();
    }
  });

  it('cuts the connection of a deactivated admin', async () => {
    const target = await t.adminWith(['SHIFT']);
    const page = connect(target.token);
    expect(await page.next('ready')).toBeDefined();
    await t.call('POST', '/api/admin-users/change-activation-status', {
      token: t.rootToken,
      body: { id: target.user._id, activationStatus: false },
    });
    expect(await page.next('session-ended')).toBeDefined();
    expect(await page.closed).toBe(4401);
  });

  it('cuts the connection of a revoked session', async () => {
    const target = await t.adminWith(['SHIFT']);
    const page = connect(target.token);
    expect(await page.next('ready')).toBeDefined();
    await t.call('POST', `/api/admin-users/${target.user._id}/revoke-admin-session`, { token: t.rootToken });
    expect(await page.next('session-ended')).toBeDefined();
    expect(await page.closed).toBe(4401);
  });
});
