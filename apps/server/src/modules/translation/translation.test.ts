import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLibreTranslate } from '../../../test-support/fake-libretranslate';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { LibreTranslate } from '../../integrations/translation/libretranslate';

describe('machine translation with LibreTranslate', () => {
  let fake: Awaited<ReturnType<typeof startFakeLibreTranslate>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate({ apiKey: 'secret-key' });
    t = await startTestApp({ translator: new LibreTranslate({ url: fake.url, apiKey: 'secret-key' }) });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('says translation is available', async () => {
    const res = await t.call('GET', '/api/languages/list', { token: t.rootToken });
    expect(res.body.data.translation).toEqual({ available: true, provider: 'libretranslate' });
    expect(res.body.data.languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'fr',
      'es',
      'de',
      'sv',
      'it',
    ]);
  });

  it('fills the five other languages through the documented /translate call', async () => {
    const res = await t.call('POST', '/api/languages/translate', {
      token: t.rootToken,
      body: { texts: ['Buy the dip', 'Hold'] },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data.translations).sort()).toEqual(['de', 'es', 'fr', 'it', 'sv']);
    expect(res.body.data.translations.fr).toEqual(['[fr] Buy the dip', '[fr] Hold']);
    const sent = fake.requests.find((r) => r.path === '/translate')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      q: ['Buy the dip', 'Hold'],
      source: 'en',
      format: 'text',
      api_key: 'secret-key',
    });
  });

  it('reports a refusing service as unavailable, with its reason', async () => {
    const wrongKey = new LibreTranslate({ url: fake.url, apiKey: 'wrong' });
    await expect(wrongKey.translate(['x'], 'en', 'fr', 'text')).rejects.toThrow(/403/);
    const down = new LibreTranslate({ url: 'http://127.0.0.1:9', apiKey: undefined, timeoutMs: 2000 });
    await expect(down.languages()).rejects.toThrow(/did not answer/);
  });
});

describe('without a translator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says so, and refuses to translate rather than fake it', async () => {
    const list = await t.call('GET', '/api/languages/list', { token: t.rootToken });
    expect(list.body.data.translation).toEqual({ available: false, provider: null });
    const res = await t.call('POST', '/api/languages/translate', {
      token: t.rootToken,
      body: { texts: ['Hi'] },
    });
    expect(res.status).toBe(503);
    expect(res.body.error.reason).toBe('translation_unavailable');
  });
});
