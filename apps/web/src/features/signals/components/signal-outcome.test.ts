import { describe, expect, it } from 'vitest';
import { pipsText } from './pips-text';
import { closeOutcome, livePriceEffect } from './signal-outcome';
import { testSignal } from './test-signal';

const AT = '2026-01-02T10:00:00.000Z';

const signal = testSignal;

describe('closeOutcome', () => {
  it('ends an active idea as the lifecycle decides: won, draw, cancelled or early SL-hit', () => {
    expect(closeOutcome(signal(), 'end', '1.105', '20', false, AT)).toEqual({
      ok: true,
      status: 'won',
      pips: '50',
      closePrice: '1.105',
    });
    expect(closeOutcome(signal(), 'end', '1.1', '20', false, AT)).toMatchObject({ status: 'draw' });
    expect(closeOutcome(signal(), 'end', '1.099', '20', false, AT)).toMatchObject({
      status: 'cancelled',
      pips: '-10',
    });
    expect(closeOutcome(signal(), 'end', '1.097', '20', false, AT)).toMatchObject({ status: 'early_sl_hit' });
  });

  it('asks for a forced close without a price, which then cancels', () => {
    expect(closeOutcome(signal(), 'end', null, '20', false, AT)).toEqual({
      ok: false,
      refusal: 'price_required',
    });
    expect(closeOutcome(signal(), 'end', null, '20', true, AT)).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
  });

  it('cancels a pending idea whatever the price', () => {
    expect(closeOutcome(signal({ status: 'pending' }), 'cancel', null, '20', false, AT)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('takes profit early only in profit', () => {
    expect(closeOutcome(signal(), 'endEarly', '1.104', '20', false, AT)).toMatchObject({
      status: 'won',
      pips: '40',
    });
    expect(closeOutcome(signal(), 'endEarly', '1.09', '20', false, AT)).toEqual({
      ok: false,
      refusal: 'no_profit',
    });
    expect(closeOutcome(signal(), 'endEarly', null, '20', false, AT)).toEqual({
      ok: false,
      refusal: 'price_required',
    });
  });

  it('refuses to close a closed idea', () => {
    expect(closeOutcome(signal({ status: 'won' }), 'end', '1.2', '20', false, AT)).toEqual({
      ok: false,
      refusal: 'closed',
    });
  });
});

describe('livePriceEffect', () => {
  it('activates a pending buy limit at or below the entry', () => {
    expect(livePriceEffect(signal({ status: 'pending' }), '1.099', AT)).toEqual({
      status: 'active',
      activates: true,
      takeProfitsHit: [],
      stopLossHit: false,
      pips: '-10',
    });
    expect(livePriceEffect(signal({ status: 'pending' }), '1.101', AT)).toMatchObject({
      status: 'pending',
      activates: false,
    });
  });

  it('names the take profits hit and closes as won once all are', () => {
    expect(livePriceEffect(signal(), '1.111', AT)).toMatchObject({ status: 'active', takeProfitsHit: [1] });
    expect(livePriceEffect(signal(), '1.13', AT)).toMatchObject({
      status: 'won',
      takeProfitsHit: [1, 2],
      pips: '200',
    });
  });

  it('hits the stop loss', () => {
    expect(livePriceEffect(signal(), '1.05', AT)).toMatchObject({ status: 'sl_hit', stopLossHit: true });
  });

  it('changes nothing on a closed idea', () => {
    expect(livePriceEffect(signal({ status: 'won' }), '1.2', AT)).toBeNull();
  });
});

describe('pipsText', () => {
  it('signs and colours the result', () => {
    expect(pipsText('12.50', 'en')).toEqual({ text: '+12.5', tone: 'positive' });
    expect(pipsText('1283.50', 'de')).toEqual({ text: '+1.283,5', tone: 'positive' });
    expect(pipsText('-3', 'en')).toEqual({ text: '\u22123', tone: 'negative' });
    expect(pipsText('0', 'en')).toEqual({ text: '0', tone: 'neutral' });
    expect(pipsText(null, 'en')).toBeNull();
  });
});
