import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const role = await t.call('POST', '/api/roles', {
    token: t.rootToken,
    body: { name: 'Index desk', permissions: ['TITAN_INDICES'] },
  });
  await t.adminWith(['SHIFT'], { nickname: 'bravo', name: 'Bea Shift' });
  await t.adminWith([], { nickname: 'alpha', name: 'Al Titan', roles: [role.body.data._id] });
  await t.adminWith(['EXTERNAL_FX', 'STATS'], { nickname: 'charly', name: 'Cy External' });
  await t.adminWith(['SUPER_ADMIN'], { nickname: 'delta', name: 'Dee Boss' });
  await t.adminWith(['STATS', 'SIGNALS_VIEW'], { nickname: 'echo', name: 'Ed Analyst' });
});
afterAll(() => t.close());

const nicknames = (answer: { body: { data: { nickname: string }[] } }) =>
  answer.body.data.map((a) => a.nickname);
const traders = (query = '', token = t.rootToken) => t.call('GET', `/api/traders${query}`, { token });

describe('GET /api/traders', () => {
  it('lists admins with a trader permission (own or through a role), ALL or SUPER_ADMIN, by nickname', async () => {
    const answer = await traders();
    expect(answer.status).toBe(200);
    expect(nicknames(answer)).toEqual(['admin', 'alpha', 'bravo', 'charly', 'delta']);
    expect(answer.body).toMatchObject({ page: 1, perPage: 50, total: 5, lastPage: 1 });
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(['_id', 'name', 'nickname']);
  });

  it('keeps the traders of one app', async () => {
    expect(nicknames(await traders('?app=titan'))).toEqual(['admin', 'alpha', 'delta']);
    expect(nicknames(await traders('?app=shift'))).toEqual(['admin', 'bravo', 'delta']);
    expect(nicknames(await traders('?app=externalFx'))).toEqual(['admin', 'charly', 'delta']);
    expect(nicknames(await traders('?app=mira'))).toEqual(['admin', 'delta']);
  });

  it('searches by nickname or name, sorts and pages', async () => {
    expect(nicknames(await traders('?search=titan'))).toEqual(['alpha']);
    expect(nicknames(await traders('?search=BRA'))).toEqual(['bravo']);
    const page = await traders('?sort=-nickname&perPage=2&page=2');
    expect(nicknames(page)).toEqual(['bravo', 'alpha']);
    expect(page.body).toMatchObject({ page: 2, perPage: 2, total: 5, lastPage: 3 });
  });

  it('refuses filters outside its whitelist', async () => {
    for (const query of [
      '?app=moon',
      `?where=${encodeURIComponent('{"email":{"contains":"@"}}')}`,
      `?where=${encodeURIComponent('{"permissions":"ALL"}')}`,
      '?sort=email',
    ]) {
      expect((await traders(query)).status, query).toBe(400);
    }
  });

  it('needs SIGNALS_VIEW, SIGNAL_OPEN_FIELDS_MODIFY or a trader permission', async () => {
    expect((await t.call('GET', '/api/traders')).status).toBe(401);
    const stranger = await t.adminWith(['STATS']);
    const denied = await traders('', stranger.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toContain('SIGNALS_VIEW');
    for (const permission of ['SIGNALS_VIEW', 'SIGNAL_OPEN_FIELDS_MODIFY', 'RELIC'] as const) {
      const allowed = await t.adminWith([permission]);
      expect((await traders('', allowed.token)).status, permission).toBe(200);
    }
  });
});
