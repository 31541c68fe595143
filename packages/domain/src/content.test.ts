import { describe, expect, it } from 'vitest';
import { canBanner } from './access';
import { bannerInputSchema, filterInputSchema, masteryInputSchema, staleTranslations } from './content';
import { urlSchema } from './fields';

describe('stale translations (SPEC 5)', () => {
  const before = {
    values: { title: 'Old' },
    translations: { fr: { title: 'Ancien' }, de: { title: 'Alt' } },
  };

  it('flags each language that kept the old translation of a changed field', () => {
    const after = {
      values: { title: 'New' },
      translations: { fr: { title: 'Nouveau' }, de: { title: 'Alt' } },
    };
    expect(staleTranslations(before, after, ['title'])).toEqual(['translations.de.title']);
  });

  it('accepts an unchanged field, a dropped translation, and languages that never had one', () => {
    expect(staleTranslations(before, { ...before }, ['title'])).toEqual([]);
    expect(staleTranslations(before, { values: { title: 'New' }, translations: {} }, ['title'])).toEqual([]);
    const none = { values: { title: 'Old' }, translations: {} };
    expect(staleTranslations(none, { values: { title: 'New' }, translations: {} }, ['title'])).toEqual([]);
  });
});

describe('banner permissions', () => {
  it.each([
    [['BANNER_VIEW_NFX'], 'VIEW', 'nfx', true],
    [['BANNER_VIEW_NFX'], 'VIEW', 'shift', false],
    [['BANNER_VIEW_NFX'], 'EDIT', 'nfx', false],
    [['BANNER_EDIT_NFX'], 'VIEW', 'nfx', true],
    [['BANNER_EDIT_ALL'], 'EDIT', 'relic', true],
    [['BANNER_VIEW_ALL'], 'EDIT', 'relic', false],
    [['SUPER_ADMIN'], 'EDIT', 'titan', true],
    [['SHIFT'], 'VIEW', 'shift', false],
  ] as const)('%j may %s the banners of %s: %s', (held, kind, app, expected) => {
    expect(canBanner(held, kind, app)).toBe(expected);
  });
});

describe('content schemas', () => {
  it('keeps banner texts to 14 words and links to http(s)', () => {
    const base = { app: 'shift', order: 0 };
    expect(bannerInputSchema.safeParse({ ...base, text: Array(14).fill('w').join(' ') }).success).toBe(true);
    expect(bannerInputSchema.safeParse({ ...base, text: Array(15).fill('w').join(' ') }).success).toBe(false);
    expect(bannerInputSchema.parse({ ...base, text: 'Hello' }).backgroundColor).toBe('#FFFFFF');
    for (const bad of ['javascript:alert(1)', 'ftp://x.org', 'https://', 'example.com'])
      expect(urlSchema.safeParse(bad).success, bad).toBe(false);
    expect(urlSchema.safeParse('https://example.com:8443/a?b=c').success).toBe(true);
  });

  it('needs an image or a text on a banner', () => {
    const base = { app: 'shift', order: 0 };
    const empty = bannerInputSchema.safeParse({ ...base, text: '  ', imageUrl: null });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['text', 'bannerEmpty'],
    ]);
    expect(bannerInputSchema.safeParse(base).success).toBe(false);
    expect(bannerInputSchema.safeParse({ ...base, text: 'Trade with us' }).success).toBe(true);
    expect(bannerInputSchema.safeParse({ ...base, imageUrl: 'https://cdn.example.com/b.png' }).success).toBe(
      true,
    );
  });

  it('needs a video for a video mastery, and options for a filter item', () => {
    const parentId = '00000000-0000-4000-8000-000000000000';
    const video = masteryInputSchema.safeParse({ app: 'shift', name: 'V', type: 'video', parentId });
    expect(video.success).toBe(false);
    expect(video.error?.issues[0]?.message).toBe('videoRequired');
    const item = filterInputSchema.safeParse({
      app: 'shift',
      type: 'item',
      parentId,
      label: 'L',
      position: 0,
    });
    expect(item.error?.issues.map((i) => i.message)).toContain('filtersRequired');
  });
});
