import { QUOTE_OUTDATED_MS } from '@signal-desk/domain/markets';

export type FeedState = 'connected' | 'stale' | 'disconnected';

/**
 * What a feed's status chip says: a connected feed whose watched instruments have had no tick for
 * longer than a price stays fresh (15 s) is stale, not healthy; a feed watching nothing owes no ticks.
 */
export function feedState(
  feed: { connected: boolean; tickAgeMs: number | null; receivedAt: number; subscribed: number },
  now: number,
): FeedState {
  if (!feed.connected) return 'disconnected';
  if (feed.subscribed === 0) return 'connected';
  if (feed.tickAgeMs === null) return 'stale';
  return feed.tickAgeMs + Math.max(0, now - feed.receivedAt) > QUOTE_OUTDATED_MS ? 'stale' : 'connected';
}
