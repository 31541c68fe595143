import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
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
});
