import { activityKindSchema } from '@signal-desk/domain/activity';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { fr } from '../locales/fr';
import { it as italian } from '../locales/it';
import { sv } from '../locales/sv';
import { ACTIVITY_KIND_KEYS, activityKindKeyOf, activityKindLabel } from './activity-kinds';

const translations = { en, fr, de, es, it: italian, sv };

async function translator(lng: keyof typeof translations) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: false,
    resources: Object.fromEntries(
      Object.entries(translations).map(([locale, messages]) => [locale, { translation: messages }]),
    ),
  });
  return i18n.t;
}

describe('activityKindLabel', () => {
  it('names the kinds of a trade idea and of the back-office in the admin language', async () => {
    const t = await translator('de');
    expect(activityKindLabel(t, 'take profit hit')).toBe(de.activityKinds.takeProfitHit);
    expect(activityKindLabel(t, 'sign in')).toBe(de.activityKinds.signIn);
    expect(activityKindLabel(t, 'role updated')).toBe(de.activityKinds.roleUpdated);
  });

  it('shows a kind the screen does not know by its code', async () => {
    const t = await translator('en');
    expect(activityKindLabel(t, 'something new')).toBe('something new');
    expect(activityKindLabel(t, 'constructor')).toBe('constructor');
    expect(activityKindKeyOf('toString')).toBeNull();
  });

  it('maps every kind of the log, each to its own key', () => {
    expect(Object.keys(ACTIVITY_KIND_KEYS).sort()).toEqual([...activityKindSchema.options].sort());
    const keys = Object.values(ACTIVITY_KIND_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const locale of Object.keys(translations) as (keyof typeof translations)[]) {
    it(`labels every kind in ${locale}, never by its code`, async () => {
      const t = await translator(locale);
      const unlabelled = activityKindSchema.options.filter((kind) => {
        const label = activityKindLabel(t, kind);
        return label.trim() === '' || label === kind || label.startsWith('activityKinds.');
      });
      expect(unlabelled).toEqual([]);
    });
  }

  it('labels each kind differently within a language', async () => {
    for (const locale of Object.keys(translations) as (keyof typeof translations)[]) {
      const t = await translator(locale);
      const labels = activityKindSchema.options.map((kind) => activityKindLabel(t, kind));
      expect(
        labels.filter((label, index) => labels.indexOf(label) !== index),
        locale,
      ).toEqual([]);
    }
  });
});
