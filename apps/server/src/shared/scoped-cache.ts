import { LRUCache } from 'lru-cache';

/** What a cache key is made of: plain data, turned into the key's text by this module alone. */
export type KeyPart =
  | string
  | number
  | boolean
  | null
  | readonly KeyPart[]
  | { readonly [field: string]: KeyPart | undefined };

/**
 * A cache key: an object whose every field is required (`null` stands for "none"), so a key type that
 * names the scope of an answer (its app, the reader's subscription, permissions, trader...) cannot be
 * built without it. Declare key types with `type`, not `interface` (an interface has no index
 * signature). Nested objects (a list query) may leave fields undefined: they mean "not given".
 */
export type CacheKey = { readonly [field: string]: KeyPart };

/** A key type none of whose fields is optional (an index signature alone lets them through). */
export type CompleteKey<K> = CacheKey & { [F in keyof K]-?: K[F] };

/** Keys written in order (the usual case) need no sort: a check is cheaper on every request. */
function sorted(fields: string[]): boolean {
  for (let i = 1; i < fields.length; i++) if ((fields[i - 1] as string) > (fields[i] as string)) return false;
  return true;
}

/** The text of an object's fields, sorted; `top`: a field left undefined throws instead of being dropped. */
function fieldsText(object: { readonly [field: string]: KeyPart | undefined }, top: boolean): string {
  const fields = Object.keys(object);
  if (!sorted(fields)) fields.sort();
  let text = '{';
  for (const field of fields) {
    const value = object[field];
    if (value === undefined) {
      if (top) throw new Error(`Cache key field "${field}" is undefined`);
      continue;
    }
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(field)}:${partText(value)}`;
  }
  return `${text}}`;
}

function partText(part: KeyPart): string {
  if (part === undefined) throw new Error('A cache key holds an undefined value');
  if (part === null || typeof part !== 'object') return JSON.stringify(part);
  if (Array.isArray(part)) return `[${part.map(partText).join(',')}]`;
  // A Date or a class instance (a key forced past its type) would lose its value: refuse it.
  const prototype = Object.getPrototypeOf(part);
  if (prototype !== Object.prototype && prototype !== null)
    throw new Error('A cache key holds an object that is not plain data');
  return fieldsText(part as { readonly [field: string]: KeyPart | undefined }, false);
}

/**
 * The canonical text of a key: the same fields and values give the same text whatever their order
 * (every request computes it: a single field is not sorted). A top-level field that is undefined (a
 * key forced past its type) throws rather than being dropped.
 */
export function keyText(key: CacheKey): string {
  return fieldsText(key, true);
}

export interface ScopedCacheOptions<K extends CompleteKey<K>, V> {
  /** Most entries kept; beyond it the least recently used go first. */
  max: number;
  /** Longest an entry is served, in ms, counted from the start of its load; 0 turns the cache off. */
  ttlMs: number;
  /**
   * What `invalidate(scope)` drops entries by: a field of the key (`key`), or of the value once it is
   * loaded (`value`, e.g. the customer of a session read by its token); with `value`, every
   * invalidation also drops the loads in flight, whose scope is not known yet.
   */
  scope?: { key: (key: K) => string } | { value: (value: V) => string };
  /** The clock of the TTL (tests). */
  clock?: () => number;
}

interface Entry<K, V> {
  key: K;
  /** Set once the load resolved (or at once by `set`). */
  settled: boolean;
  value: V | undefined;
  promise: Promise<V> | undefined;
  scope: string | undefined;
}

/**
 * One cache of answers, each kept under a typed key that carries the whole scope of the answer: an
 * LRU bound and a TTL, concurrent readers of a missing entry sharing one load, a failed load
 * forgotten, invalidation by scope, by predicate and of everything. An entry dropped while it loads
 * still answers the readers already waiting for it, but is never stored, so nothing read before an
 * invalidation is served after it.
 */
export class ScopedCache<K extends CompleteKey<K>, V> {
  private readonly entries: LRUCache<string, Entry<K, V>> | undefined;
  /** Entry texts by scope. */
  private readonly byScope = new Map<string, Set<string>>();
  /** Loads in flight of a cache scoped by value. */
  private readonly pending = new Set<string>();
  private readonly scopeOfKey: ((key: K) => string) | undefined;
  private readonly scopeOfValue: ((value: V) => string) | undefined;

  constructor(options: ScopedCacheOptions<K, V>) {
    const scope = options.scope;
    this.scopeOfKey = scope && 'key' in scope ? scope.key : undefined;
    this.scopeOfValue = scope && 'value' in scope ? scope.value : undefined;
    if (options.ttlMs <= 0) return;
    this.entries = new LRUCache<string, Entry<K, V>>({
      max: options.max,
      ttl: options.ttlMs,
      dispose: (entry, text) => this.unindex(entry, text),
      ...(options.clock ? { perf: { now: options.clock }, ttlResolution: 0 } : {}),
    });
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The value of a key when it is stored and loaded, without waiting. */
  get(key: K): V | undefined {
    const entry = this.entries?.get(keyText(key));
    return entry?.settled ? entry.value : undefined;
  }

  /**
   * The value of a key, or the one `load` reads (shared with every reader arriving while it loads).
   * A value `keep` refuses is answered but not stored.
   */
  read(key: K, load: () => Promise<V>, options: { keep?: (value: V) => boolean } = {}): Promise<V> {
    const entries = this.entries;
    if (!entries) return load();
    const text = keyText(key);
    const hit = entries.get(text);
    if (hit) {
      hit.promise ??= Promise.resolve(hit.value as V);
      return hit.promise;
    }
    const promise = load();
    const entry: Entry<K, V> = { key, settled: false, value: undefined, promise, scope: undefined };
    entries.set(text, entry);
    if (this.scopeOfKey) this.index(entry, text, this.scopeOfKey(key));
    else if (this.scopeOfValue) this.pending.add(text);
    const current = () => entries.peek(text, { allowStale: true }) === entry;
    promise.then(
      (value) => {
        if (!current()) return; // dropped or replaced while it loaded
        this.pending.delete(text);
        if (options.keep && !options.keep(value)) {
          entries.delete(text);
          return;
        }
        entry.settled = true;
        entry.value = value;
        if (this.scopeOfValue) this.index(entry, text, this.scopeOfValue(value));
      },
      () => {
        if (current()) entries.delete(text);
      },
    );
    return promise;
  }

  /** Stores a value read elsewhere. */
  set(key: K, value: V): void {
    const entries = this.entries;
    if (!entries) return;
    const text = keyText(key);
    const entry: Entry<K, V> = { key, settled: true, value, promise: undefined, scope: undefined };
    entries.set(text, entry);
    const scope = this.scopeOfKey ? this.scopeOfKey(key) : this.scopeOfValue?.(value);
    if (scope !== undefined) this.index(entry, text, scope);
  }

  delete(key: K): void {
    this.entries?.delete(keyText(key));
  }

  /** Drops every entry of a scope (and, in a cache scoped by value, every load in flight). */
  invalidate(scope: string): void {
    const entries = this.entries;
    if (!entries) return;
    const texts = this.byScope.get(scope);
    if (texts) for (const text of [...texts]) entries.delete(text);
    if (this.scopeOfValue && this.pending.size > 0) {
      for (const text of this.pending) entries.delete(text);
      this.pending.clear();
    }
  }

  /** Drops every entry whose key matches (a scan: for small caches). */
  invalidateWhere(match: (key: K) => boolean): void {
    const entries = this.entries;
    if (!entries) return;
    const dropped: string[] = [];
    for (const [text, entry] of entries.entries()) if (match(entry.key)) dropped.push(text);
    for (const text of dropped) entries.delete(text);
  }

  /** Drops everything, loads in flight included (their readers still get them). */
  clear(): void {
    this.entries?.clear();
    this.byScope.clear();
    this.pending.clear();
  }

  private index(entry: Entry<K, V>, text: string, scope: string) {
    entry.scope = scope;
    let texts = this.byScope.get(scope);
    if (!texts) {
      texts = new Set();
      this.byScope.set(scope, texts);
    }
    texts.add(text);
  }

  private unindex(entry: Entry<K, V>, text: string) {
    this.pending.delete(text);
    if (entry.scope === undefined) return;
    const texts = this.byScope.get(entry.scope);
    texts?.delete(text);
    if (texts?.size === 0) this.byScope.delete(entry.scope);
  }
}
