import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

// Drag-and-drop ordering shared by the assignments table and the rubric editor: a list of items, each with a
// handle that a pointer drags or the keyboard moves (Space or Enter to pick up, arrow keys to move, Space or
// Enter to drop, Escape to cancel). Screen readers hear what moved where.

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

const HandleContext = createContext<HandleProps | null>(null);

interface SortableListProps {
  ids: readonly number[];
  /** Names an item for announcements, e.g. "Lab 1". */
  nameOf: (id: number) => string;
  /** Called after a drop that changes the order, with indexes in `ids`. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** The drag-and-drop context for one ordered list. */
export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(Number(active.id))}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(Number(active.id))} is now at position ${positionOf(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${nameOf(Number(active.id))} at position ${positionOf(over.id)} of ${ids.length}.` : `Dropped ${nameOf(Number(active.id))}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(Number(active.id))} was cancelled.`,
  };

  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space or Enter to pick up, use the arrow keys to move, then Space or Enter to drop. Escape cancels.',
        },
      }}
    >
      <SortableContext items={ids as number[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The element style and handle of one sortable item. */
export function useSortableItem(id: number, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    ...(isDragging ? { zIndex: 3 } : {}),
  };
  const handle = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return { setNodeRef, style, handle, isDragging };
}

/** Provides an item's handle to the DragHandle rendered somewhere inside it (e.g. in a table cell). */
export function SortableHandleProvider({ handle, children }: { handle: HandleProps; children: ReactNode }) {
  return <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>;
}

/** A table row that can be dragged; antd Table passes `data-row-key`. */
export function SortableTableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: number; 'data-sort-disabled'?: boolean }) {
  const { 'data-sort-disabled': disabled, ...rowProps } = props;
  const id = Number(props['data-row-key']);
  const { setNodeRef, style, handle, isDragging } = useSortableItem(id, disabled);
  const { token } = theme.useToken();
  return (
    <SortableHandleProvider handle={handle}>
      <tr {...rowProps} ref={setNodeRef} style={{ ...rowProps.style, ...style, ...(isDragging ? { background: token.colorBgElevated } : {}) }} />
    </SortableHandleProvider>
  );
}

/** The handle of the item around it. */
export function DragHandle({ label, disabled }: { label: string; disabled?: boolean }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef } = handle;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={setActivatorNodeRef}
      {...attributes}
      {...(disabled ? {} : listeners)}
      disabled={disabled}
      aria-label={label}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
    />
  );
}
