import { describe, expect, it } from 'vitest';
import { APPS } from './apps';
import { liveMessageSchema } from './live';
import { CLOSED_STATUSES, expiryInPast, isOpen, OPEN_STATUSES, SIGNAL_STATUSES } from './signal';
import { closingPrice, openingPrice } from './signal-lifecycle';
import { unitOfApp, unitOfSignalType } from './signal-markets';
import { isOwnSignal } from './signal-permissions';
import { takeProfitRuleInputSchema } from './signal-support';

/** The signal rules the server and the web app share. */
describe('shared signal rules', () => {
  it('counts an idea as the admin’s own when they are its trader or its owner', () => {
    expect(isOwnSignal('a', { traderId: 'a', ownerId: null })).toBe(true);
    expect(isOwnSignal('a', { traderId: 'b', ownerId: 'a' })).toBe(true);
    expect(isOwnSignal('a', { traderId: 'b', ownerId: 'c' })).toBe(false);
    expect(isOwnSignal('a', { traderId: 'b', ownerId: null })).toBe(false);
  });

  it('opens a buy at the ask and a sell at the bid, and closes them the other way', () => {
    expect(openingPrice('buy', '1.1000', '1.1002')).toBe('1.1002');
    expect(openingPrice('sell', '1.1000', '1.1002')).toBe('1.1000');
    expect(closingPrice('buy', 1.1, 1.1002)).toBe(1.1);
    expect(closingPrice('sell', 1.1, 1.1002)).toBe(1.1002);
  });

  it('splits every status into open or closed, once', () => {
    expect([...OPEN_STATUSES, ...CLOSED_STATUSES].sort()).toEqual([...SIGNAL_STATUSES].sort());
    for (const status of CLOSED_STATUSES) expect(isOpen(status)).toBe(false);
  });

  it('measures forex-style ideas in pips and the rest in points, and an app by its signal types', () => {
    expect(unitOfSignalType('forex')).toBe('pips');
    expect(unitOfSignalType('nfx')).toBe('pips');
    expect(unitOfSignalType('crypto')).toBe('points');
    expect(unitOfApp('shift')).toBe('pips');
    expect(unitOfApp('titan')).toBe('points');
    for (const app of APPS) expect(['pips', 'points']).toContain(unitOfApp(app));
  });

  it('refuses a take-profit rule whose maximum is below its minimum, naming the maximum', () => {
    const result = takeProfitRuleInputSchema.safeParse({
      app: 'shift',
      minTakeProfit: '50',
      maxTakeProfit: '20',
      minTakeProfitsCount: 2,
      maxTakeProfitsCount: 2,
      minStopTip: '1.5',
      maxStopTip: '1.25',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maxTakeProfit', 'maxBelowMin'],
      ['maxStopTip', 'maxBelowMin'],
    ]);
    expect(
      takeProfitRuleInputSchema.safeParse({ app: 'shift', minStopLoss: '10', maxStopLoss: '10' }).success,
    ).toBe(true);
  });

  it('types the kinds of a live change by the activity kinds', () => {
    const change = { id: 'x', app: 'shift', version: 2, ownerId: null };
    expect(
      liveMessageSchema.safeParse({ type: 'signal', change: { ...change, kinds: ['nope'] } }).success,
    ).toBe(false);
    expect(liveMessageSchema.safeParse({ type: 'me-changed' }).success).toBe(true);
  });

  it('refuses an expiry that is not in the future by the checker’s clock', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(expiryInPast('2026-11-21T09:59:59.000Z', now)).toBe(true);
    expect(expiryInPast('2026-11-21T10:00:00.000Z', now)).toBe(true);
    expect(expiryInPast('2026-11-21T12:00:00+02:00', now)).toBe(true);
    expect(expiryInPast('2026-11-21T10:00:01.000Z', now)).toBe(false);
    expect(expiryInPast(null, now)).toBe(false);
    expect(expiryInPast(undefined, now)).toBe(false);
  });
});
