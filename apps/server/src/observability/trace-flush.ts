/**
 * The tracing preload (`src/tracing.ts`) and the server are two bundles, so they share the SDK's
 * shutdown through one process-wide symbol: the preload registers it, the server calls it last on a
 * stop, so the spans of the final requests reach the collector. Without tracing, flushing does nothing.
 */
const KEY = Symbol.for('signal-desk.tracing.shutdown');
type Holder = { [KEY]?: () => Promise<void> };

export function registerTraceFlush(shutdown: () => Promise<void>): void {
  (globalThis as Holder)[KEY] = shutdown;
}

export async function flushTraces(): Promise<void> {
  await (globalThis as Holder)[KEY]?.();
}
