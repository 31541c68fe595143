import { describe, expect, it } from 'vitest';
import { keyText, ScopedCache } from './scoped-cache';

type PageKey = { app: string; page: number };

/** A load the test resolves or fails by hand, counting its calls. */
function loads<V>() {
  const calls: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<V>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

const counter = () => {
  let n = 0;
  return async () => ++n;
};

describe('keyText', () => {
  it('is the same for the same fields in any order, and tells values of other types apart', () => {
    expect(keyText({ app: 'shift', page: 1, query: { b: [1, 2], a: null } })).toBe(
      keyText({ query: { a: null, b: [1, 2] }, page: 1, app: 'shift' }),
    );
    expect(keyText({ app: 'shift', page: 1 })).not.toBe(keyText({ app: 'shift', page: '1' }));
    expect(keyText({ apps: ['shift', 'relic'] })).not.toBe(keyText({ apps: ['relic', 'shift'] }));
    expect(keyText({ a: 'x,"b":"y' })).not.toBe(keyText({ a: 'x', b: 'y' }));
  });

  it('drops a nested field left undefined, and refuses a key field that is, or an object not plain data', () => {
    expect(keyText({ query: { search: undefined, page: 2 } })).toBe(keyText({ query: { page: 2 } }));
    expect(() => keyText({ app: undefined as unknown as string })).toThrow('"app" is undefined');
    // A Date would be written `{}`: two instants would share a key.
    expect(() => keyText({ from: new Date() as unknown as string })).toThrow('not plain data');
  });

  it('does not compile a key without its scope, or with an optional field', () => {
    const cache = new ScopedCache<PageKey, number>({ max: 10, ttlMs: 1000 });
    // @ts-expect-error the app is part of the key
    expect(cache.get({ page: 1 })).toBeUndefined();
    // @ts-expect-error an optional field could be left out unseen
    new ScopedCache<{ app?: string }, number>({ max: 10, ttlMs: 1000 });
    // @ts-expect-error so could one that may be undefined
    new ScopedCache<{ app: string | undefined }, number>({ max: 10, ttlMs: 1000 });
  });
});

describe('ScopedCache', () => {
  it('shares one load between the readers of a missing entry, then answers from memory', async () => {
    const cache = new ScopedCache<PageKey, string>({ max: 10, ttlMs: 1000 });
    const { load, calls } = loads<string>();
    const first = cache.read({ app: 'shift', page: 1 }, load);
    const second = cache.read({ page: 1, app: 'shift' }, load);
    expect(calls).toHaveLength(1);
    expect(cache.get({ app: 'shift', page: 1 })).toBeUndefined();
    calls[0]?.resolve('page 1');
    expect(await Promise.all([first, second])).toEqual(['page 1', 'page 1']);
    expect(await cache.read({ app: 'shift', page: 1 }, load)).toBe('page 1');
    expect(cache.get({ app: 'shift', page: 1 })).toBe('page 1');
    expect(calls).toHaveLength(1);
  });

  it('keeps different keys apart', async () => {
    const cache = new ScopedCache<PageKey, string>({ max: 10, ttlMs: 1000 });
    expect(await cache.read({ app: 'shift', page: 1 }, async () => 'shift')).toBe('shift');
    expect(await cache.read({ app: 'relic', page: 1 }, async () => 'relic')).toBe('relic');
    expect(await cache.read({ app: 'shift', page: 2 }, async () => 'shift 2')).toBe('shift 2');
    expect(cache.get({ app: 'shift', page: 1 })).toBe('shift');
  });

  it('forgets a failed load: its readers share the failure, the next reader loads again', async () => {
    const cache = new ScopedCache<PageKey, string>({ max: 10, ttlMs: 1000 });
    const { load, calls } = loads<string>();
    const key = { app: 'shift', page: 1 };
    const readers = [cache.read(key, load), cache.read(key, load)];
    calls[0]?.reject(new Error('database down'));
    for (const reader of readers) await expect(reader).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.read(key, async () => 'back')).toBe('back');
  });

  it('serves an entry for its TTL from the start of its load, then loads again', async () => {
    let now = 1_000;
    const cache = new ScopedCache<PageKey, number>({ max: 10, ttlMs: 3_000, clock: () => now });
    const load = counter();
    const key = { app: 'shift', page: 1 };
    expect(await cache.read(key, load)).toBe(1);
    now += 2_999;
    expect(await cache.read(key, load)).toBe(1);
    now += 2;
    expect(await cache.read(key, load)).toBe(2);
    expect(cache.get(key)).toBe(2);
    now += 3_001;
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const cache = new ScopedCache<PageKey, string>({ max: 2, ttlMs: 60_000, scope: { key: (k) => k.app } });
    const page = (n: number) => ({ app: 'shift', page: n });
    await cache.read(page(1), async () => 'one');
    await cache.read(page(2), async () => 'two');
    expect(cache.get(page(1))).toBe('one');
    await cache.read(page(3), async () => 'three');
    expect(cache.size).toBe(2);
    expect(cache.get(page(2))).toBeUndefined();
    expect(cache.get(page(1))).toBe('one');
    expect(cache.get(page(3))).toBe('three');
    // The evicted entry left its scope too.
    cache.invalidate('shift');
    expect(cache.size).toBe(0);
  });

  it('drops the entries of one scope, loads in flight included, and leaves the others', async () => {
    const cache = new ScopedCache<PageKey, string>({ max: 10, ttlMs: 60_000, scope: { key: (k) => k.app } });
    await cache.read({ app: 'shift', page: 1 }, async () => 'shift before');
    await cache.read({ app: 'relic', page: 1 }, async () => 'relic');
    const { load, calls } = loads<string>();
    const inFlight = cache.read({ app: 'shift', page: 2 }, load);
    const relicInFlight = cache.read({ app: 'relic', page: 2 }, load);
    cache.invalidate('shift');
    calls[0]?.resolve('shift read before the change');
    calls[1]?.resolve('relic 2');
    // Its readers still get it, but it is not kept: nothing read before a change is served after it.
    expect(await inFlight).toBe('shift read before the change');
    expect(await relicInFlight).toBe('relic 2');
    expect(cache.get({ app: 'shift', page: 1 })).toBeUndefined();
    expect(cache.get({ app: 'shift', page: 2 })).toBeUndefined();
    expect(cache.get({ app: 'relic', page: 1 })).toBe('relic');
    expect(cache.get({ app: 'relic', page: 2 })).toBe('relic 2');
    expect(await cache.read({ app: 'shift', page: 1 }, async () => 'shift after')).toBe('shift after');
  });

  it('scopes by value: a session read by its token is dropped by its customer', async () => {
    type Session = { customerId: string; app: string };
    const cache = new ScopedCache<{ digest: string }, Session>({
      max: 10,
      ttlMs: 60_000,
      scope: { value: (s) => s.customerId },
    });
    cache.set({ digest: 'a' }, { customerId: 'c1', app: 'shift' });
    await cache.read({ digest: 'b' }, async () => ({ customerId: 'c1', app: 'shift' }));
    await cache.read({ digest: 'c' }, async () => ({ customerId: 'c2', app: 'relic' }));
    const { load, calls } = loads<Session>();
    const inFlight = cache.read({ digest: 'd' }, load);
    cache.invalidate('c1');
    expect(cache.get({ digest: 'a' })).toBeUndefined();
    expect(cache.get({ digest: 'b' })).toBeUndefined();
    expect(cache.get({ digest: 'c' })?.customerId).toBe('c2');
    // Whose session a load in flight reads is not known yet: it is answered, not kept.
    calls[0]?.resolve({ customerId: 'c3', app: 'nfx' });
    expect((await inFlight).customerId).toBe('c3');
    expect(cache.get({ digest: 'd' })).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('answers but does not keep a value `keep` refuses', async () => {
    const cache = new ScopedCache<{ digest: string }, string | null>({ max: 10, ttlMs: 60_000 });
    expect(await cache.read({ digest: 'unknown' }, async () => null, { keep: (v) => v !== null })).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.read({ digest: 'known' }, async () => 'session', { keep: (v) => v !== null })).toBe(
      'session',
    );
    expect(cache.size).toBe(1);
  });

  it('drops by predicate, one key, or everything', async () => {
    const cache = new ScopedCache<PageKey, number>({ max: 10, ttlMs: 60_000 });
    for (const page of [1, 2, 3]) await cache.read({ app: 'shift', page }, async () => page);
    cache.invalidateWhere((key) => key.page >= 2);
    expect(cache.size).toBe(1);
    cache.delete({ app: 'shift', page: 1 });
    expect(cache.size).toBe(0);
    await cache.read({ app: 'shift', page: 1 }, async () => 1);
    const { load, calls } = loads<number>();
    const inFlight = cache.read({ app: 'relic', page: 1 }, load);
    cache.clear();
    calls[0]?.resolve(7);
    expect(await inFlight).toBe(7);
    expect(cache.size).toBe(0);
  });

  it('is off with a TTL of 0: every read loads, nothing is kept', async () => {
    const cache = new ScopedCache<PageKey, number>({ max: 10, ttlMs: 0 });
    const load = counter();
    expect(await cache.read({ app: 'shift', page: 1 }, load)).toBe(1);
    expect(await cache.read({ app: 'shift', page: 1 }, load)).toBe(2);
    cache.set({ app: 'shift', page: 1 }, 9);
    expect(cache.get({ app: 'shift', page: 1 })).toBeUndefined();
  });
});
