import { ERROR_REASONS, type FieldError, REFUSAL_MESSAGES } from '@signal-desk/domain/http';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '../../locales/de';
import { en } from '../../locales/en';
import { es } from '../../locales/es';
import { fr } from '../../locales/fr';
import { it as italian } from '../../locales/it';
import { sv } from '../../locales/sv';
import { ApiError } from './api-error';
import { apiErrorText, fieldErrorText, hasReason, isErrorReason, reasonText } from './error-reasons';

const translations = { en, fr, es, de, sv, it: italian };

describe('reasonText', () => {
  it('English reuses the domain table of the server messages', () => {
    expect(en.reasons).toBe(REFUSAL_MESSAGES);
  });

  for (const [locale, messages] of Object.entries(translations)) {
    it(`translates every refusal reason in ${locale}`, async () => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: locale, resources: { [locale]: { translation: messages } } });
      for (const reason of ERROR_REASONS) {
        const text = reasonText(i18n.t, reason);
        expect(text, reason).not.toBe(`reasons.${reason}`);
        expect(text.trim().length, reason).toBeGreaterThan(0);
        if (locale !== 'en') expect(text, `${reason} in ${locale}`).not.toBe(REFUSAL_MESSAGES[reason]);
      }
    });
  }
});

describe('a refusal whose message shows values', () => {
  it('is translated with them, as the server writes it in English', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
    const body = {
      error: {
        code: 'forbidden',
        message: 'Missing permission: MODIFY_SL, MODIFY_ALL_SIGNAL_FIELDS',
        reason: 'missing_permission',
        params: { permissions: 'MODIFY_SL, MODIFY_ALL_SIGNAL_FIELDS' },
      },
    };
    const error = ApiError.fromResponse(403, body);
    expect(apiErrorText(i18n.t, error)).toBe(body.error.message);
    await i18n.changeLanguage('de');
    expect(apiErrorText(i18n.t, error)).toBe('Fehlende Berechtigung: MODIFY_SL, MODIFY_ALL_SIGNAL_FIELDS');
  });
});

describe('apiErrorText', () => {
  const t = ((key: string) => `t:${key}`) as unknown as TFunction;

  it('shows the translation of the reason, never the English message', () => {
    const error = new ApiError(409, 'conflict', 'Whatever the server wrote', [], 'signal_outdated');
    expect(apiErrorText(t, error)).toBe('t:reasons.signal_outdated');
  });

  it('translates the reasons and validation codes of field errors, each text once', () => {
    const error = new ApiError(400, 'bad_request', 'Invalid', [
      { path: 'exchange', message: 'x', reason: 'exchange_lacks_pair' },
      { path: 'quote', message: 'y', code: 'required' },
      { path: 'base', message: 'z', code: 'required' },
      { path: 'other', message: 'A text of its own' },
    ]);
    expect(apiErrorText(t, error)).toBe(
      't:reasons.exchange_lacks_pair. t:validation.required. A text of its own',
    );
  });

  it("falls back to the server's message and to plain errors", () => {
    expect(apiErrorText(t, new ApiError(409, 'conflict', 'Email already in use'))).toBe(
      'Email already in use',
    );
    expect(apiErrorText(t, new Error('offline'))).toBe('offline');
  });

  it('reads the reason of a field error first', () => {
    expect(fieldErrorText(t, { path: 'amount', message: 'x', code: 'invalid', reason: 'no_contracts' })).toBe(
      't:reasons.no_contracts',
    );
  });
});

describe('hasReason and isErrorReason', () => {
  it('recognise a refusal by its reason only', () => {
    const outdated = new ApiError(409, 'conflict', 'Outdated signal data, reload', [], 'signal_outdated');
    expect(hasReason(outdated, 'signal_outdated')).toBe(true);
    expect(hasReason(outdated, 'force_required')).toBe(false);
    expect(hasReason(new ApiError(409, 'conflict', 'Outdated signal data, reload'), 'signal_outdated')).toBe(
      false,
    );
    expect(isErrorReason('no_changes')).toBe(true);
    expect(isErrorReason('toString')).toBe(false);
  });
});

describe('a compliance refusal', () => {
  const refusal = new ApiError(
    400,
    'bad_request',
    'Compliance warning',
    [
      { path: 'title', message: 'x', code: 'blacklisted', reason: 'compliance_warning', term: 'guaranteed' },
      {
        path: 'translations.fr.text',
        message: 'x',
        code: 'blacklisted',
        reason: 'compliance_warning',
        term: 'sans risque',
      },
      {
        path: 'filterData.1.translations.de.label',
        message: 'x',
        code: 'blacklisted',
        reason: 'compliance_warning',
        term: 'garantiert',
      },
    ],
    'compliance_warning',
  );

  it('names each term and where it is, in the language of the page', async () => {
    const english = i18next.createInstance();
    await english.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(apiErrorText(english.t, refusal)).toBe(
      'Compliance warning: please refrain from using such terms: “guaranteed” in title, ' +
        '“sans risque” in text (Français), “garantiert” in filterData.1.label (Deutsch)',
    );
    const french = i18next.createInstance();
    await french.init({ lng: 'fr', resources: { fr: { translation: fr } } });
    expect(apiErrorText(french.t, refusal)).toBe(
      `${fr.reasons.compliance_warning} : « guaranteed » dans title, « sans risque » dans text (Français), ` +
        '« garantiert » dans filterData.1.label (Deutsch)',
    );
  });

  it('shows its term on the field', async () => {
    const english = i18next.createInstance();
    await english.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(fieldErrorText(english.t, refusal.fields[0] as FieldError)).toBe(
      'Compliance warning: please refrain from using such terms: “guaranteed”',
    );
  });
});
