import { describe, expect, it } from 'vitest';
import {
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  sendNotificationInputSchema,
  signalPushSubject,
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
    [['status changed manually', 'is-closed changed'], 'won', ['won']],
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
    result: null,
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

describe('the result an automatic push tells', () => {
  const idea = {
    base: 'EUR',
    quote: 'USD',
    side: 'buy',
    entry: '1.1000',
    stopLoss: '1.0950',
    takeProfits: [
      { price: '1.1050', hitAt: '2026-01-01T10:00:00.000Z' },
      { price: '1.1100', hitAt: null },
    ],
    translations: {},
    comment: null,
    signalType: 'forex' as const,
    multiplier: '10000',
    pipSize: '0.0001',
    unit: 'pips' as const,
    resultPips: null,
  };

  it('says won, with the result, for an idea ended after its first take profit', () => {
    const won = signalPushSubject('won', { ...idea, resultPips: '50' });
    expect(signalPushText('won', won, 'en').body).toBe('Trade idea won: +50 pips');
    expect(signalPushText('won', won, 'de').body).toBe('Trade-Idee gewonnen: +50 Pips');
  });

  it('gives the pips of the take profit hit', () => {
    const subject = signalPushSubject('take profit hit', idea);
    expect(signalPushText('take profit hit', subject, 'en').body).toBe('Take profit 1 hit: +50 pips');
  });

  it('gives crypto results in percent, with the points at the pair’s precision', () => {
    const ada = {
      ...idea,
      base: 'ADA',
      quote: 'USDT',
      entry: '0.4300',
      stopLoss: '0.4200',
      takeProfits: [{ price: '0.4345', hitAt: '2026-01-01T10:00:00.000Z' }],
      signalType: 'crypto' as const,
      multiplier: '1',
      pipSize: '0.0001',
      unit: 'points' as const,
      resultPips: '0.0045',
    };
    expect(signalPushText('take profit hit', signalPushSubject('take profit hit', ada), 'en').body).toBe(
      'Take profit 1 hit: +1.05% (+0.0045 points)',
    );
    expect(signalPushText('won', signalPushSubject('won', ada), 'fr').body).toBe(
      'Idée de trade gagnante : +1.05\u00a0% (+0.0045 points)',
    );
  });

  it('writes prices at the pair’s precision: trailing zeros kept, a feed’s extra digits rounded', () => {
    const forex = signalPushSubject('new idea', { ...idea, entry: '1.1517', stopLoss: '1.15' });
    expect(signalPushText('new idea', forex, 'en').body).toBe(
      'New trade idea: entry 1.15170, stop loss 1.15000',
    );
    const r75 = { ...idea, base: 'R_75', entry: '33809.253181', unit: 'points' as const, multiplier: '1' };
    const activated = signalPushSubject('activated', r75);
    expect(signalPushText('activated', activated, 'en').body).toBe('Trade idea activated at 33809.2532');
  });

  it('tells no result when the change carries none (a job queued before results were sent)', () => {
    const { signalType: _s, multiplier: _m, pipSize: _p, unit: _u, resultPips: _r, ...old } = idea;
    expect(signalPushText('closed', signalPushSubject('closed', old), 'en').body).toBe('Trade idea closed');
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
