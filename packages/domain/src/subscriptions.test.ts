import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscriptions';

describe('the state of a subscription on a day', () => {
  const today = '2026-03-10';
  const on = { activationStatus: true, startDate: '2026-03-01', endDate: null };

  it('is active from its start to its end, both days included', () => {
    expect(subscriptionState(on, today)).toBe('active');
    expect(subscriptionState({ ...on, startDate: today, endDate: today }, today)).toBe('active');
  });

  it('is not active before it starts: one starting next week is upcoming', () => {
    expect(subscriptionState({ ...on, startDate: '2026-03-17' }, today)).toBe('upcoming');
  });

  it('has ended after its end date', () => {
    expect(subscriptionState({ ...on, endDate: '2026-03-09' }, today)).toBe('ended');
  });

  it('is inactive when switched off, whatever its dates', () => {
    expect(subscriptionState({ ...on, activationStatus: false }, today)).toBe('inactive');
  });
});
