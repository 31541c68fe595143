import { describe, expect, it } from 'vitest';
import { channelEventsOf, channelMessageText, channelReplyText } from './channel-message';
import type { CommittedSignal } from './committed-signal';
import { committedSignal as active } from './committed-signal.fixture';

describe('channelEventsOf', () => {
  const pending: CommittedSignal = {
    ...active,
    status: 'pending',
    takeProfits: active.takeProfits.map((tp) => ({ ...tp, hitAt: null })),
  };
  it('tells a new idea, an activation, a take profit, a moved stop and a close, each once', () => {
    expect(channelEventsOf({ kinds: ['create signal'], signal: pending }, null)).toEqual(['new idea']);
    expect(
      channelEventsOf(
        { kinds: ['status changed automatically'], signal: { ...pending, status: 'active' } },
        pending,
      ),
    ).toEqual(['activated']);
    expect(
      channelEventsOf(
        { kinds: ['take profit hit'], signal: active },
        { ...active, takeProfits: pending.takeProfits },
      ),
    ).toEqual(['take profit hit']);
    expect(
      channelEventsOf(
        { kinds: ['value added or changed in a signal'], signal: { ...active, stopLoss: '1.08500' } },
        active,
      ),
    ).toEqual(['stop moved']);
    const won: CommittedSignal = { ...active, status: 'won', resultPips: '50' };
    expect(channelEventsOf({ kinds: ['status changed manually'], signal: won }, active)).toEqual(['won']);
    expect(channelEventsOf({ kinds: ['update signal'], signal: won }, won)).toEqual([]);
    expect(
      channelEventsOf({ kinds: ['make expired'], signal: { ...pending, status: 'expired' } }, pending),
    ).toEqual(['expired']);
    expect(
      channelEventsOf(
        { kinds: ['stop loss hit'], signal: { ...active, status: 'sl_hit', resultPips: '-50' } },
        active,
      ),
    ).toEqual(['stop loss hit']);
  });
});

describe('channel texts', () => {
  it("write the idea in the channel's language, with its take profits hit, trader, comment and disclaimer", () => {
    expect(
      channelMessageText({ signal: active, trader: 'alex', disclaimer: 'Not advice.', language: 'en' }),
    ).toBe(
      [
        'EUR/USD BUY · SHIFT-000123',
        'Entry: 1.08500',
        'Stop loss: 1.08000',
        'TP1: 1.09000 ✅',
        'TP2: 1.09500',
        'Trader: alex',
        'Status: Active',
        '',
        'Watch the US open.',
        '',
        'Not advice.',
      ].join('\n'),
    );
    const fr = channelMessageText({ signal: active, trader: 'alex', disclaimer: null, language: 'fr' });
    expect(fr).toContain('EUR/USD ACHAT');
    expect(fr).toContain("Surveillez l'ouverture US.");
    expect(fr).not.toContain('Not advice.');
  });

  it('reply with the push words and the result', () => {
    expect(channelReplyText(['take profit hit'], active, 'en')).toBe(
      'EUR/USD BUY: Take profit 1 hit: +50 pips',
    );
    expect(channelReplyText(['stop moved'], { ...active, stopLoss: '1.085' }, 'de')).toBe(
      'EUR/USD KAUF: Stop-Loss verschoben auf 1.08500',
    );
  });
});
