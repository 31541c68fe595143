import type { Banner } from '@signal-desk/domain/content';
import { describe, expect, it } from 'vitest';
import { draftErrors, fromBanner, joinErrors, move, newDraft, saveCalls } from './banner-drafts';

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
  it('sends nothing for unchanged banners and for removed local ones', () => {
    const local = { ...newDraft(), removed: true };
    expect(saveCalls([fromBanner(published('a', 0)), local], 'shift')).toEqual([]);
  });

  it('creates local banners, updates changed ones, deletes removed published ones, numbering as on screen', () => {
    const a = fromBanner(published('a', 0));
    const b = { ...fromBanner(published('b', 1)), removed: true };
    const c = { ...newDraft(), text: 'New one' };
    const calls = saveCalls([c, a, b], 'shift');
    expect(calls.map((call) => [call.kind, call.number])).toEqual([
      ['delete', 3],
      ['create', 1],
      ['update', 2],
    ]);
    expect(calls[2]).toMatchObject({ kind: 'update', id: 'a', input: { order: 1 } });
  });

  it('reorders by drag and drop', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('checks words, link and colour with the shared schema', () => {
    const draft = {
      ...newDraft(),
      text: Array.from({ length: 15 }, () => 'word').join(' '),
      hyperlinkUrl: 'not a link',
      backgroundColor: 'white',
    };
    expect(draftErrors(draft, 'shift')).toMatchObject({
      text: 'bannerWords',
      hyperlinkUrl: 'url',
      backgroundColor: 'color',
    });
  });

  it('joins errors with line breaks, skipping empty ones', () => {
    expect(joinErrors(['Banner 1: a', '', ' ', 'Banner 3: b'])).toBe('Banner 1: a\nBanner 3: b');
  });
});
