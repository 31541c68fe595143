import { LOCALES } from '@signal-desk/domain/locales';
import { VALIDATION_MESSAGES } from '@signal-desk/domain/messages';
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

      it('keeps the interpolation variables of English', () => {
        const variables = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        const differing = [...english].filter(([key, text]) => {
          return JSON.stringify(variables(text)) !== JSON.stringify(variables(keys.get(key)));
        });
        expect(differing.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
