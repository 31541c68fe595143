import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('app versions', () => {
  it('sets iOS and Android versions separately, each with its date', async () => {
    const { token } = await t.adminWith(['APP_VERSION_MODERATE']);
    expect((await t.call('GET', '/api/app-version', { token })).body.data).toEqual({
      ios: null,
      android: null,
    });
    const ios = await t.call('POST', '/api/app-version', {
      token,
      body: { ios: { version: '3.2.0', isNeedUpdate: false } },
    });
    expect(ios.status).toBe(200);
    expect(ios.body.data.android).toBeNull();
    const both = await t.call('POST', '/api/app-version', {
      token,
      body: { android: { version: '3.1.4', isNeedUpdate: true } },
    });
    expect(both.body.data).toMatchObject({
      ios: { version: '3.2.0', isNeedUpdate: false },
      android: { version: '3.1.4', isNeedUpdate: true },
    });
    expect(Date.parse(both.body.data.android.date)).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.count("activity_log where kind = 'app version updated'")).toBe(2);
  });

  it('validates the version and the permissions', async () => {
    const { token } = await t.adminWith(['APP_VERSION_VIEW']);
    expect((await t.call('GET', '/api/app-version', { token })).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/app-version', {
          token,
          body: { ios: { version: '1.0', isNeedUpdate: false } },
        })
      ).status,
    ).toBe(403);
    const bad = await t.call('POST', '/api/app-version', {
      token: t.rootToken,
      body: { ios: { version: 'latest', isNeedUpdate: false } },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('POST', '/api/app-version', { token: t.rootToken, body: {} })).status).toBe(400);
  });
});
