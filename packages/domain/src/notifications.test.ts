import { describe, expect, it } from 'vitest';
import {
  dateQuickFilterStart,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  sendNotificationInputSchema,
  signalPushText,
  signalPushTypes,
} from './notifications';

describe('automatic pushes of a signal change', () => {
  it.each([
    [['create signal'], 'active', ['new idea']],
    [['create signal'], 'pending', ['new idea']],
    [['status changed automatically'], 'active', ['activated']],
    [['take profit hit'], 'active', ['take profit hit']],
    [['take profit hit', 'all take profits hit', 'status changed automatically'], 'won', ['take profit hit']],
    [['stop loss hit', 'status changed automatically'], 'sl_hit', ['stop loss hit']],
    [['status changed manually'], 'cancelled', ['closed']],
    [['status changed manually'], 'early_sl_hit', ['closed']],
    [['status changed automatically'], 'expired', []],
    [['update signal'], 'active', []],
    [['take profit added'], 'active', []],
  ])('%j with status %s pushes %j', (kinds, status, types) => {
    expect(signalPushTypes(kinds, status)).toEqual(types);
  });
});

describe('the text of an automatic push', () => {
  const signal = {
    base: 'EUR',
    quote: 'USD',
    side: 'sell',
    entry: '1.085',
    stopLoss: '1.09',
    takeProfitsHit: 2,
    translations: { de: { comment: 'Widerstand hält.' } },
    comment: 'Resistance holds.',
  };

  it("uses the device's language and the signal's translated comment, English otherwise", () => {
    expect(signalPushText('take profit hit', signal, 'de')).toEqual({
      title: 'EUR/USD SELL',
      body: 'Take-Profit 2 erreicht. Widerstand hält.',
    });
    expect(signalPushText('new idea', signal, 'fr').body).toBe(
      'Nouvelle idée de trade : entrée 1.085, stop loss 1.09. Resistance holds.',
    );
    expect(signalPushText('closed', signal, 'xx').body).toBe('Trade idea closed. Resistance holds.');
  });

  it('stays within the push limits', () => {
    const long = { ...signal, comment: 'x'.repeat(500) };
    const text = signalPushText('new idea', long, 'en');
    expect(text.body.length).toBe(PUSH_BODY_MAX);
    expect(text.body.endsWith('…')).toBe(true);
    expect(text.title.length).toBeLessThanOrEqual(PUSH_TITLE_MAX);
  });
});

describe('the send notification body', () => {
  const ok = { app: 'shift', title: 'Hi', body: 'There' };
  it('accepts a push to an app, a language or a trader', () => {
    expect(sendNotificationInputSchema.safeParse(ok).success).toBe(true);
    expect(sendNotificationInputSchema.safeParse({ ...ok, language: 'sv' }).success).toBe(true);
    expect(sendNotificationInputSchema.safeParse({ ...ok, url: 'https://x.io/a?b=1' }).success).toBe(true);
  });
  it.each([
    { ...ok, title: ' ' },
    { ...ok, body: 'b'.repeat(PUSH_BODY_MAX + 1) },
    { ...ok, url: 'javascript:alert(1)' },
    { ...ok, language: 'pt' },
    { ...ok, traderId: 'nope' },
    { ...ok, app: 'igoluxe' },
    { ...ok, sneaky: 1 },
  ])('refuses %j', (body) => {
    expect(sendNotificationInputSchema.safeParse(body).success).toBe(false);
  });
});

describe('date quick filters', () => {
  const now = new Date('2026-11-23T15:30:00Z');
  it('start at UTC midnight today, 7 and 30 days before', () => {
    expect(dateQuickFilterStart('today', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(dateQuickFilterStart('week', now).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(dateQuickFilterStart('month', now).toISOString()).toBe('2026-10-24T00:00:00.000Z');
  });
});
