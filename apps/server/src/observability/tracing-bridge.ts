/**
 * The tracing preload (`src/tracing.ts`) and the server are two bundles, so what the server needs of the
 * SDK passes through one process-wide symbol: the preload registers it, the server asks it. Without
 * tracing nothing is registered: flushing does nothing, and no span is started anyway.
 */
export interface TracingBridge {
  /** The SDK's shutdown: the server calls it last on a stop, so the final requests' spans are sent. */
  shutdown(): Promise<void>;
  /** Whether a trace starting here now would be recorded (asks the sampler without counting it). */
  rootTraceWouldRecord(): boolean;
}

const KEY = Symbol.for('signal-desk.tracing');
type Holder = { [KEY]?: TracingBridge };

export function registerTracing(bridge: TracingBridge): void {
  (globalThis as Holder)[KEY] = bridge;
}

export async function flushTraces(): Promise<void> {
  await (globalThis as Holder)[KEY]?.shutdown();
}

/** True when tracing is on and a trace starting now would be recorded, or the sampler is not ours. */
export function rootTraceWouldRecord(): boolean {
  return (globalThis as Holder)[KEY]?.rootTraceWouldRecord() ?? true;
}
