import type { Banner } from '@signal-desk/domain/content';
import { describe, expect, it } from 'vitest';
import { bannersResolver, fromBanner, joinErrors, newDraft, saveCalls } from './banner-drafts';

const published = (id: string, order: number, text = 'Hello'): Banner => ({
  _id: id,
  app: 'shift',
  order,
  type: 'image',
  hyperlinkUrl: null,
  text,
  imageUrl: null,
  backgroundColor: '#FFFFFF',
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('banner drafts', () => {
  it('sends nothing for unchanged banners', () => {
    expect(saveCalls([fromBanner(published('a', 0))], [], 'shift')).toEqual([]);
  });

  it('creates local banners, updates changed ones, deletes removed published ones, numbering as on screen', () => {
    const a = fromBanner(published('a', 0));
    const c = { ...newDraft(), text: 'New one' };
    const calls = saveCalls([c, a], ['b'], 'shift');
    expect(calls.map((call) => [call.kind, call.number])).toEqual([
      ['delete', 3],
      ['create', 1],
      ['update', 2],
    ]);
    expect(calls[2]).toMatchObject({ kind: 'update', id: 'a', position: 1 });
  });

  it('checks words, link and colour with the shared schema, on the field of the right banner', async () => {
    const draft = {
      ...newDraft(),
      text: Array.from({ length: 15 }, () => 'word').join(' '),
      hyperlinkUrl: 'not a link',
      backgroundColor: 'white',
    };
    const values = { banners: [fromBanner(published('a', 0)), draft], removed: [] };
    const { errors } = await bannersResolver('shift')(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.banners?.[0]).toBeUndefined();
    expect(errors.banners?.[1]).toMatchObject({
      text: { message: 'bannerWords' },
      hyperlinkUrl: { message: 'url' },
      backgroundColor: { message: 'color' },
    });
  });

  it('joins errors with line breaks, skipping empty ones', () => {
    expect(joinErrors(['Banner 1: a', '', ' ', 'Banner 3: b'])).toBe('Banner 1: a\nBanner 3: b');
  });
});
