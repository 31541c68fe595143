import { describe, expect, it } from 'vitest';
import { feedState } from './feed-state';

const NOW = 1_000_000;
const feed = { connected: true, tickAgeMs: 500, receivedAt: NOW, subscribed: 3 };

describe('feedState', () => {
  it('is connected with a fresh tick, stale with an old one or none', () => {
    expect(feedState(feed, NOW)).toBe('connected');
    expect(feedState({ ...feed, tickAgeMs: 25 * 60_000 }, NOW)).toBe('stale');
    expect(feedState({ ...feed, tickAgeMs: null }, NOW)).toBe('stale');
    // The age grows while the page waits for the next health answer.
    expect(feedState(feed, NOW + 20_000)).toBe('stale');
  });

  it('is disconnected whatever its ticks, and connected when it watches nothing', () => {
    expect(feedState({ ...feed, connected: false }, NOW)).toBe('disconnected');
    expect(feedState({ ...feed, subscribed: 0, tickAgeMs: null }, NOW)).toBe('connected');
  });
});
