import type { Mastery } from '@signal-desk/domain/content';
import { describe, expect, it } from 'vitest';
import { flattenTree, reorderedSiblings } from './mastery-tree';

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
  it('lists each category followed by its children in order', () => {
    const tree = flattenTree([
      item('v2', 'c1', 1),
      item('c2', null, 1, 'category'),
      item('v1', 'c1', 0),
      item('c1', null, 0, 'category'),
      item('v3', 'c2', 0),
    ]);
    expect(tree.map((n) => `${n.depth}:${n.item._id}`)).toEqual(['0:c1', '1:v1', '1:v2', '0:c2', '1:v3']);
  });

  it('gives every sibling its new position after a drop', () => {
    const siblings = [item('a', 'c', 0), item('b', 'c', 1), item('c', 'c', 2)];
    expect(reorderedSiblings(siblings, 'c', 'a')).toEqual({ c: 0, a: 1, b: 2 });
    expect(reorderedSiblings(siblings, 'a', 'a')).toEqual({});
  });
});
