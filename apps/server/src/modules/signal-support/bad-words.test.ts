import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { activityOfKind } from '../../../test-support/test-activity-log';
import { blacklist } from './bad-words-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const add = (words: unknown, token = t.rootToken) =>
  t.call('POST', '/api/badWords', { token, body: { words } });
const texts = (answer: { body: { data: { text: string }[] } }) => answer.body.data.map((w) => w.text);

describe('/api/badWords access', () => {
  it('answers 401 without a token on every route', async () => {
    expect((await t.call('GET', '/api/badWords')).status).toBe(401);
    expect((await t.call('POST', '/api/badWords', { body: { words: ['scam'] } })).status).toBe(401);
    expect((await t.call('DELETE', `/api/badWords/${MISSING_ID}`)).status).toBe(401);
  });

  it('lets SIGNALS_VIEW read and only SETTINGS change', async () => {
    const stranger = await t.adminWith(['STATS']);
    const viewer = await t.adminWith(['SIGNALS_VIEW']);
    const keeper = await t.adminWith(['SETTINGS']);
    expect((await t.call('GET', '/api/badWords', { token: stranger.token })).status).toBe(403);
    expect((await t.call('GET', '/api/badWords', { token: viewer.token })).status).toBe(200);

    const added = await add(['access-check'], keeper.token);
    expect(added.status).toBe(201);
    const id = added.body.data[0]._id;
    for (const token of [stranger.token, viewer.token]) {
      const denied = await add(['nope'], token);
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toContain('SETTINGS');
      expect((await t.call('DELETE', `/api/badWords/${id}`, { token })).status).toBe(403);
    }
    expect((await t.call('DELETE', `/api/badWords/${id}`, { token: keeper.token })).status).toBe(200);
  });
});

describe('/api/badWords', () => {
  it('adds new words once, ignoring case, and answers only what it added', async () => {
    const first = await add(['Scam', ' guaranteed ', 'SCAM', 'pump']);
    expect(first.status).toBe(201);
    expect(texts(first)).toEqual(['Scam', 'guaranteed', 'pump']);
    const second = await add(['scam', 'Moon shot', 'PUMP']);
    expect(texts(second)).toEqual(['Moon shot']);

    const logs = await t.count('activity_log');
    expect((await add(['GUARANTEED'])).body.data).toEqual([]);
    expect(await t.count('activity_log')).toBe(logs);

    const entries = await activityOfKind(t, 'bad words added');
    expect(entries.at(-1)?.next).toEqual(second.body.data);
  });

  it('pages and searches the list, newest first by default', async () => {
    await add(['alpha-leak', 'beta-leak', 'gamma-leak']);
    await add(['delta-leak']);
    const page = await t.call('GET', '/api/badWords?search=LEAK&perPage=2&sort=text', { token: t.rootToken });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, perPage: 2, total: 4, lastPage: 2 });
    expect(texts(page)).toEqual(['alpha-leak', 'beta-leak']);
    const newest = await t.call('GET', '/api/badWords?search=leak', { token: t.rootToken });
    expect(texts(newest)[0]).toBe('delta-leak');
    expect((await t.call('GET', '/api/badWords?sort=id', { token: t.rootToken })).status).toBe(400);
  });

  it('deletes a word, logging it, and answers 404 for an unknown id', async () => {
    const id = (await add(['to-remove'])).body.data[0]._id;
    expect((await t.call('DELETE', `/api/badWords/${id}`, { token: t.rootToken })).body).toEqual({
      data: { _id: id },
    });
    expect((await t.call('DELETE', `/api/badWords/${id}`, { token: t.rootToken })).status).toBe(404);
    expect(await activityOfKind(t, 'bad word deleted', id)).toMatchObject([
      { prev: { _id: id, text: 'to-remove' } },
    ]);
    expect((await add(['to-remove'])).body.data).toHaveLength(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const words = await t.count('bad_words');
    const logs = await t.count('activity_log');
    for (const body of [[], ['ok', '   '], ['x'.repeat(101)], 'scam', [42]]) {
      const answer = await add(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields.length).toBeGreaterThan(0);
    }
    expect((await add(['ok', '  '])).body.error.fields).toEqual([
      { path: 'words.1', message: 'This field is required', code: 'required' },
    ]);
    expect(await t.count('bad_words')).toBe(words);
    expect(await t.count('activity_log')).toBe(logs);
  });
});

describe('blacklist', () => {
  it('gives every bad word while the filter is on, and none when it is off', async () => {
    await add(['forbidden-term']);
    expect(await blacklist(t.database.db)).toContain('forbidden-term');
    await t.call('PUT', '/api/settings', { token: t.rootToken, body: { blacklistWordFilter: false } });
    expect(await blacklist(t.database.db)).toEqual([]);
    await t.call('PUT', '/api/settings', { token: t.rootToken, body: { blacklistWordFilter: true } });
    expect(await blacklist(t.database.db)).toHaveLength(await t.count('bad_words'));
  });
});
