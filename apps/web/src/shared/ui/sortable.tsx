import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  type Over,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableAreaProps {
  /** What an item is called in the announcements a screen reader reads while it moves. */
  nameOf: (id: string) => string;
  /** `id` was dropped onto the place of `target` (another item); not called when it did not move. */
  onMove: (id: string, target: string) => void;
  /** An item was picked up (`id`), or put down (null, dropped or cancelled). */
  onPick?: (id: string | null) => void;
  /** The item lists (`SortableContext` from @dnd-kit/sortable) and their items (`useSortableItem`). */
  children: ReactNode;
}

/** Where an item is among its list's, for the announcements. */
function placeOf(over: Over | null) {
  const sortable = over?.data.current?.sortable as { index: number; items: unknown[] } | undefined;
  return { position: (sortable?.index ?? 0) + 1, total: sortable?.items.length ?? 0 };
}

/**
 * Reordering by drag and drop (@dnd-kit): with a pointer on the item's handle, or with the keyboard on
 * the focused handle (space to lift, arrows to move, space to drop, escape to cancel), announced in the
 * admin's language.
 */
export function SortableArea({ nameOf, onMove, onPick, children }: SortableAreaProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const item = (id: UniqueIdentifier) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('common.sortable.picked', { item: item(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('common.sortable.over', { item: item(active.id), ...placeOf(over) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('common.sortable.dropped', { item: item(active.id), ...placeOf(over) })
        : t('common.sortable.cancelled', { item: item(active.id) }),
    onDragCancel: ({ active }) => t('common.sortable.cancelled', { item: item(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('common.sortable.instructions') },
      }}
      onDragStart={({ active }) => onPick?.(String(active.id))}
      onDragCancel={() => onPick?.(null)}
      onDragEnd={({ active, over }) => {
        onPick?.(null);
        if (over && over.id !== active.id) onMove(String(active.id), String(over.id));
      }}
    >
      {children}
    </DndContext>
  );
}

/**
 * One item of a sortable list: `ref` and `style` go on the item, `handle` on the element that lifts it
 * (a button for the keyboard). `canDrop: false` keeps the others from landing here (another parent's).
 */
export function useSortableItem(id: string, { disabled = false, canDrop = true } = {}) {
  const sortable = useSortable({ id, disabled: { draggable: disabled, droppable: !canDrop } });
  return {
    ref: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
      position: 'relative' as const,
      zIndex: sortable.isDragging ? 1 : undefined,
    },
    dragging: sortable.isDragging,
    handle: { ref: sortable.setActivatorNodeRef, ...sortable.attributes, ...sortable.listeners },
  };
}
