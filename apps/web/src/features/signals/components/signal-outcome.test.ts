import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '../../../locales/de';
import { en } from '../../../locales/en';
import { resultText } from './result-text';
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
      takeProfit: null,
    });
    expect(closeOutcome(signal(), 'end', '1.1', '20', false, AT)).toMatchObject({ status: 'draw' });
    expect(closeOutcome(signal(), 'end', '1.099', '20', false, AT)).toMatchObject({
      status: 'cancelled',
      pips: '-10',
    });
    expect(closeOutcome(signal(), 'end', '1.097', '20', false, AT)).toMatchObject({ status: 'early_sl_hit' });
  });

  it('wins after a take profit and names it, as the server decides (the same lifecycle)', () => {
    const afterTp1 = signal({
      takeProfits: [
        { price: '1.11', hitAt: AT },
        { price: '1.12', hitAt: null },
      ],
    });
    const tp1 = { index: 1, price: '1.11', pips: '100' };
    expect(closeOutcome(afterTp1, 'end', '1.097', '20', false, AT)).toEqual({
      ok: true,
      status: 'won',
      pips: '100',
      closePrice: '1.097',
      takeProfit: tp1,
    });
    expect(closeOutcome(afterTp1, 'cancel', '1.115', '20', false, AT)).toMatchObject({
      status: 'won',
      pips: '150',
      takeProfit: tp1,
    });
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

describe('resultText', () => {
  const i18n = i18next.createInstance();
  const ready = i18n.init({
    resources: { en: { translation: en }, de: { translation: de } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  const eurusd = testSignal();
  const ada = testSignal({
    signalType: 'crypto',
    currencyPair: 'ADA/USDT',
    entry: '0.4300',
    unit: 'points',
    pipSize: '0.0001',
    multiplier: '1',
  });

  it('signs and colours pips in the UI language', async () => {
    await ready;
    const en = i18n.getFixedT('en');
    const german = i18n.getFixedT('de');
    expect(resultText(eurusd, '12.50', en, 'en')).toEqual({ text: '+12.5 pips', tone: 'positive' });
    expect(resultText(eurusd, '1283.50', german, 'de')).toEqual({ text: '+1.283,5 Pips', tone: 'positive' });
    expect(resultText(eurusd, '-3', en, 'en')).toEqual({ text: '\u22123 pips', tone: 'negative' });
    expect(resultText(eurusd, '0', en, 'en')).toEqual({ text: '0 pips', tone: 'neutral' });
    expect(resultText(eurusd, null, en, 'en')).toBeNull();
  });

  it('reads a crypto move in percent, with its points at the pair’s precision (not "0 points")', async () => {
    await ready;
    const en = i18n.getFixedT('en');
    expect(resultText(ada, '0.0045', en, 'en')).toEqual({
      text: '+1.05% (+0.0045 points)',
      tone: 'positive',
    });
    expect(resultText(ada, '-0.005', i18n.getFixedT('de'), 'de')?.text).toBe(
      '\u22121,16\u00a0% (\u22120,0050 Punkte)',
    );
  });
});
