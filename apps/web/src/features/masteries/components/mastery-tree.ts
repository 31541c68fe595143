import type { Mastery } from '@signal-desk/domain/content';

export interface MasteryNode {
  item: Mastery;
  depth: number;
}

/** The tree flattened in display order: each item followed by its children, siblings by order. */
export function flattenTree(items: readonly Mastery[]): MasteryNode[] {
  const byParent = new Map<string | null, Mastery[]>();
  for (const item of items) {
    const siblings = byParent.get(item.parentId) ?? [];
    siblings.push(item);
    byParent.set(item.parentId, siblings);
  }
  for (const siblings of byParent.values())
    siblings.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const out: MasteryNode[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, depth: number) => {
    for (const item of byParent.get(parentId) ?? []) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      out.push({ item, depth });
      walk(item._id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
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
