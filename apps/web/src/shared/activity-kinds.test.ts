import { ACTIVITY_KINDS } from '@signal-desk/domain/activity';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { activityKindLabel, TRAIL_KINDS } from './activity-kinds';

describe('activityKindLabel', () => {
  it('names the kinds of a trade idea in the admin language and shows any other by its code', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources: { de: { translation: de }, en: { translation: en } } });
    expect(activityKindLabel(i18n.t, 'take profit hit')).toBe(de.signals.trail.kinds.takeProfitHit);
    expect(activityKindLabel(i18n.t, 'take profit hit')).not.toBe('take profit hit');
    expect(activityKindLabel(i18n.t, 'sign in')).toBe('sign in');
  });

  it('maps only kinds the log knows', () => {
    for (const kind of Object.keys(TRAIL_KINDS)) expect(ACTIVITY_KINDS).toContain(kind);
  });
});
