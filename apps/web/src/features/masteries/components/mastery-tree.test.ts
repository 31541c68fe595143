import type { Mastery } from '@signal-desk/domain/content';
import { describe, expect, it } from 'vitest';
import { childrenByParent, reorderedSiblings } from './mastery-tree';

const item = (
  id: string,
  parentId: string | null,
  order: number,
  type: Mastery['type'] = 'video',
): Mastery => ({
  _id: id,
  app: 'shift',
  name: id,
  description: '',
  type,
  parentId,
  presigned_url: null,
  poster: null,
  langs: [],
  order,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('mastery tree', () => {
  it('groups the items by parent, siblings in order', () => {
    const tree = childrenByParent([
      item('v2', 'c1', 1),
      item('c2', null, 1, 'category'),
      item('v1', 'c1', 0),
      item('c1', null, 0, 'category'),
      item('v3', 'c2', 0),
    ]);
    const ids = (parentId: string | null) => tree.get(parentId)?.map((i) => i._id);
    expect([ids(null), ids('c1'), ids('c2')]).toEqual([['c1', 'c2'], ['v1', 'v2'], ['v3']]);
  });

  it('gives every sibling its new position after a drop', () => {
    const siblings = [item('a', 'c', 0), item('b', 'c', 1), item('c', 'c', 2)];
    expect(reorderedSiblings(siblings, 'c', 'a')).toEqual({ c: 0, a: 1, b: 2 });
    expect(reorderedSiblings(siblings, 'a', 'a')).toEqual({});
  });
});
