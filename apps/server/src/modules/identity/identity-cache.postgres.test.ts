import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { eurUsdPair } from '../../../test-support/ideas';
import { type Database, openDatabase } from '../../db/client';
import { SIGNAL_CHANGES } from '../../shared/signal-changes';
import { listAdmins } from './admins-service';
import { ADMIN_CHANGES, identityCacheOf, SESSION_CHANGES, startIdentityCache } from './identity-cache';
import { authenticate } from './sessions-service';

// A second replica on the same PostgreSQL server (only the api-postgres project runs this file).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the identity cache of another replica', () => {
  let replica: Database;
  let stopCache: () => Promise<void>;
  beforeAll(async () => {
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${result.rows[0]?.name}`;
    replica = await openDatabase({ url: url.toString(), poolSize: 2 });
    stopCache = await startIdentityCache(replica);
  });
  afterAll(async () => {
    await stopCache();
    await replica.close();
  });

  /** Resolves when the replica has heard the next notification of the channel (after its cache did). */
  const heard = async (channel: string) => {
    let stop: (() => Promise<void>) | undefined;
    const arrived = new Promise<void>((resolve) => {
      void replica
        .listen(channel, () => resolve())
        .then((s) => {
          stop = s;
        });
    });
    return async () => {
      await arrived;
      await stop?.();
    };
  };

  it('drops a session revoked and a permission changed on the first replica', async () => {
    const target = await t.adminWith(['SHIFT', 'STATS']);
    expect((await authenticate(replica.db, target.token))?.admin.permissions).toEqual(['SHIFT', 'STATS']);
    expect(identityCacheOf(replica.db)?.size.sessions).toBeGreaterThan(0);

    const adminChange = await heard(ADMIN_CHANGES);
    await t.call('PUT', `/api/admin-users/${target.user._id}`, {
      token: t.rootToken,
      body: { permissions: ['STATS'] },
    });
    await adminChange();
    expect((await authenticate(replica.db, target.token))?.admin.permissions).toEqual(['STATS']);

    const sessionChange = await heard(SESSION_CHANGES);
    await t.call('POST', `/api/admin-users/${target.user._id}/revoke-admin-session`, { token: t.rootToken });
    await sessionChange();
    expect(await authenticate(replica.db, target.token)).toBeNull();
  });

  it('empties the admin list pages on a change or a creation heard from the first replica', async () => {
    const query = { perPage: 50 };
    const target = await t.adminWith(['SHIFT', 'SIGNAL_OPEN_FIELDS_MODIFY'], { signalsLimit: { shift: 5 } });
    const seen = async () =>
      (await listAdmins(replica.db, query)).data.find((a) => a._id === target.user._id);
    expect((await seen())?.name).toBe(target.user.name);

    const adminChange = await heard(ADMIN_CHANGES);
    await t.call('PUT', `/api/admin-users/${target.user._id}`, {
      token: t.rootToken,
      body: { name: 'Renamed Elsewhere' },
    });
    await adminChange();
    expect((await seen())?.name).toBe('Renamed Elsewhere');

    const eurusd = await eurUsdPair(t);
    const signalChange = await heard(SIGNAL_CHANGES);
    const created = await t.call('POST', '/api/signals', {
      token: target.token,
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
    expect(created.status).toBe(201);
    await signalChange();
    expect((await seen())?.signalsSent).toEqual({ shift: 1 });

    const added = await heard(ADMIN_CHANGES);
    const newcomer = await t.adminWith(['STATS']);
    await added();
    expect((await listAdmins(replica.db, query)).data.some((a) => a._id === newcomer.user._id)).toBe(true);
  });
});
