import { ERROR_REASONS, REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import { LOCALES } from '@signal-desk/domain/locales';
import { VALIDATION_CODES, VALIDATION_MESSAGES, validationMessage } from '@signal-desk/domain/messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { sv } from './sv';

const translations = { en, fr, es, de, sv, it: italian };

/** Every leaf key of a nested message object, as `a.b.c`, with its text. */
function leaves(messages: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    } else found.set(path, value);
  }
  return found;
}

const english = leaves(en);

describe('translations', () => {
  it('exist for every UI language', () => {
    expect(Object.keys(translations).sort()).toEqual([...LOCALES].sort());
  });

  it('translate every validation code of the domain, English reusing its table', () => {
    expect(en.validation).toBe(VALIDATION_MESSAGES);
  });

  it('translate every code and reason the domain can emit, in every language, with its parameters', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [locale, messages] of Object.entries(translations)) {
      const validation: Record<string, string | undefined> = messages.validation;
      const reasons: Record<string, string | undefined> = messages.reasons;
      for (const code of VALIDATION_CODES) {
        const text = validation[code];
        expect(text?.trim(), `${locale} ${code}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${code}`).toEqual(
          placeholders(VALIDATION_MESSAGES[code]),
        );
      }
      for (const reason of ERROR_REASONS) {
        const text = reasons[reason];
        expect(text?.trim(), `${locale} ${reason}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${reason}`).toEqual(
          placeholders(REFUSAL_MESSAGES[reason]),
        );
      }
    }
  });

  it('fill in the parameters of a rule refusal as the server does in English', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en }, fr: { translation: fr } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const params = { number: 1, actual: '1.67', expected: '2' };
    expect(i18n.t('validation.ruleRiskReward', params)).toBe(validationMessage('ruleRiskReward', params));
    await i18n.changeLanguage('fr');
    expect(i18n.t('validation.ruleRiskReward', params)).toBe(
      'Le ratio risque/rendement du take profit 1 est de 1.67 ; le ratio attendu est d’au moins 2',
    );
  });

  it('write counts with the thousands separators of the language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en }, de: { translation: de } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('signals.count', { shown: 1250, count: 1_000_000 })).toBe(
      '1,250 of 1,000,000 trade ideas loaded',
    );
    expect(i18n.t('list.displayedRows', { from: 1001, to: 1050, total: 25_000 })).toBe(
      '1,001–1,050 of 25,000',
    );
    await i18n.changeLanguage('de');
    expect(i18n.t('reports.summary.signalsCount', { count: 12_345 })).toBe(
      '12.345 Trade-Ideen im Zeitraum veröffentlicht',
    );
  });

  it('name the menu’s sections in every language, not in English', () => {
    for (const [locale, messages] of Object.entries(translations)) {
      if (locale === 'en') continue;
      expect(messages.nav.masteries, locale).not.toBe(en.nav.masteries);
      expect(messages.nav.appsPedia, locale).not.toBe(en.nav.appsPedia);
    }
  });

  it('count ended sessions in the singular and the plural', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: en } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('admins.revoked', { name: 'Olivia', count: 1 })).toBe(
      'Olivia was signed out (1 session ended)',
    );
    expect(i18n.t('admins.revoked', { name: 'Olivia', count: 3 })).toBe(
      'Olivia was signed out (3 sessions ended)',
    );
  });

  it('write the iGoLuxe brand as it is written', () => {
    for (const messages of Object.values(translations)) {
      expect(messages.permissions.names.IGOLUXE_NOTIFICATIONS).toContain('iGoLuxe');
    }
  });

  for (const [locale, messages] of Object.entries(translations)) {
    describe(locale, () => {
      const keys = leaves(messages);

      it('has every English key, each with a text', () => {
        const missing = [...english.keys()].filter((key) => {
          const text = keys.get(key);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(missing).toEqual([]);
      });

      it('has no key English lacks', () => {
        expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('keeps the interpolation variables of English, with their formats', () => {
        const variables = (text: unknown) =>
          [...String(text).matchAll(/{{(\w+(?:, \w+)?)}}/g)].map((m) => m[1]).sort();
        const differing = [...english].filter(([key, text]) => {
          return JSON.stringify(variables(text)) !== JSON.stringify(variables(keys.get(key)));
        });
        expect(differing.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
