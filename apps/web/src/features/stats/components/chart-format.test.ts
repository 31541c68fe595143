import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { axisValue, chartValue, monthLabel } from './chart-format';

afterEach(() => i18n.changeLanguage('en'));

describe('chart labels', () => {
  it('write months and numbers in the UI language', async () => {
    await i18n.init({ lng: 'fr', resources: {} });
    expect(monthLabel('2026-06')).toBe('juin 2026');
    expect(chartValue(-1234.5)).toBe('-1\u202f234,5');
    expect(axisValue(1500)).toBe('1,5\u00a0k');
    await i18n.changeLanguage('en');
    expect(monthLabel('2026-06')).toBe('Jun 2026');
    expect(chartValue(-1234.5)).toBe('-1,234.5');
  });
});
