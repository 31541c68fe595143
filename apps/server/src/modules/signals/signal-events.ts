import { CLOSED_STATUSES, type SignalStatus } from '@signal-desk/domain/signal';
import type { LifecycleChange } from '@signal-desk/domain/signal-lifecycle';
import type { LivePrice } from './live-prices';

/** What later consumers (push notifications, the partner webhook) hear about trade ideas. */
export type SignalEventType = 'activated' | 'take profit hit' | 'stop loss hit' | 'closed' | 'expired';

export interface SignalEvent {
  type: SignalEventType;
  signalId: string;
  app: string;
  at: string;
  detail: unknown;
  /** The quote that caused it, for automatic changes. */
  quote?: LivePrice;
}

export type SignalEventListener = (event: SignalEvent) => void;

/**
 * The one internal event bus for lifecycle events. Emitted by the process that committed the
 * change, after the commit, so each event happens once across replicas.
 */
export class SignalEventBus {
  private readonly listeners = new Set<SignalEventListener>();

  on(listener: SignalEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(events: readonly SignalEvent[]): void {
    for (const event of events) for (const listener of this.listeners) listener(event);
  }
}

/** The bus events a committed lifecycle step produces. */
export function eventsOf(
  signal: { id: string; app: string },
  changes: readonly LifecycleChange[],
  at: string,
  quote?: LivePrice,
): SignalEvent[] {
  const events: SignalEvent[] = [];
  const push = (type: SignalEventType, detail: unknown) =>
    events.push({ type, signalId: signal.id, app: signal.app, at, detail, quote });
  for (const change of changes) {
    if (change.kind === 'take profit hit' || change.kind === 'stop loss hit') push(change.kind, change.next);
    if (change.kind !== 'status changed automatically' && change.kind !== 'status changed manually') continue;
    const status = (change.next as { status: SignalStatus }).status;
    if (status === 'active' && (change.prev as { status: SignalStatus }).status === 'pending')
      push('activated', change.next);
    if (CLOSED_STATUSES.includes(status)) push(status === 'expired' ? 'expired' : 'closed', change.next);
  }
  return events;
}
