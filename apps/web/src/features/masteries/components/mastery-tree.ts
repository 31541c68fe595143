import type { Mastery } from '@signal-desk/domain/content';

/** The children of each parent (null: the top level), siblings by order then name. */
export function childrenByParent(items: readonly Mastery[]): Map<string | null, Mastery[]> {
  const byParent = new Map<string | null, Mastery[]>();
  for (const item of items) {
    const siblings = byParent.get(item.parentId) ?? [];
    siblings.push(item);
    byParent.set(item.parentId, siblings);
  }
  for (const siblings of byParent.values())
    siblings.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return byParent;
}

/** Positions after dropping `moved` onto `target` among the children of one parent: {childId: position}. */
export function reorderedSiblings(
  siblings: readonly Mastery[],
  moved: string,
  target: string,
): Record<string, number> {
  const ids = [...siblings].sort((a, b) => a.order - b.order).map((s) => s._id);
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return {};
  ids.splice(to, 0, ...ids.splice(from, 1));
  return Object.fromEntries(ids.map((id, position) => [id, position]));
}
