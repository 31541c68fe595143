import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: {} });
});
afterAll(() => i18n.changeLanguage('en'));

describe('dates, the one way every screen writes them', () => {
  it('writes a moment with its date and time in the UI language', async () => {
    const iso = '2026-03-07T14:05:09.000Z';
    const expected = (locale: string, seconds = false) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: seconds ? 'medium' : 'short',
      }).format(new Date(iso));
    expect(formatDateTime(iso)).toBe(expected('en'));
    expect(formatDateTime(iso)).toMatch(/Mar 7, 2026/);
    expect(formatDateTime(iso, { seconds: true })).toBe(expected('en', true));
    await i18n.changeLanguage('de');
    expect(formatDateTime(iso)).toBe(expected('de'));
    expect(formatDateTime(iso)).toMatch(/07\.03\.2026/);
  });

  it('keeps a calendar date on its day wherever the admin is', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    await i18n.changeLanguage('fr');
    expect(formatDate('2026-01-05')).toBe('5 janv. 2026');
  });

  it('writes a dash for none', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
});
