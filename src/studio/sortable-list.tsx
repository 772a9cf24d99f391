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
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { listVariants, type ListVariant } from "./list-entry-actions";

interface SortableListProps<Entry> {
  variant: ListVariant;
  /** The list's name, when the entries' noun alone would not tell its handles from another list's. */
  listName?: string;
  entries: readonly Entry[];
  className?: string;
  /** The list in its new order, and what the move did, in the words the undo history uses. */
  onChange: (next: Entry[], what: string) => void;
  /** Each entry's content, beside its drag handle. */
  children: (index: number) => ReactNode;
  /** Whether an entry is the one selected (from the preview), which its list item says with aria-current. */
  isCurrent?: (index: number) => boolean;
}

/** An entry's id while it is dragged: its place, as the list is drawn in order and reordered only on the drop. */
const entryId = (variant: ListVariant, index: number) => `${variant}-${index}`;
const indexOf = (id: UniqueIdentifier) => Number(String(id).split("-").at(-1));

/** What a screen reader hears while an entry is dragged, in the studio's words rather than the library's. */
function announcements(noun: string): Announcements {
  const place = (id: UniqueIdentifier | undefined) => (id === undefined ? undefined : indexOf(id) + 1);
  return {
    onDragStart: ({ active }) => `Picked up ${noun} ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${noun} ${place(active.id)} is over place ${place(over.id)}.`
        : `${noun} ${place(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over ? `${noun} ${place(active.id)} dropped at place ${place(over.id)}.` : `${noun} ${place(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${noun} ${place(active.id)} cancelled; it stays where it was.`,
  };
}

/** One entry: a list item that follows the pointer while dragged, with the handle that drags it. */
function SortableEntry({
  id,
  label,
  children,
  current,
}: {
  id: string;
  label: string;
  children: ReactNode;
  current: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className="sortable-entry"
      aria-current={current || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        className="drag-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}

/**
 * A list whose entries are reordered by dragging their handle with a pointer, or from the keyboard: the
 * handle picks the entry up with Space, the arrows move it, Space drops it and Escape puts it back. The
 * buttons beside each entry stay as the plainer keyboard path.
 */
export function SortableList<Entry>({
  variant,
  listName,
  entries,
  className,
  onChange,
  children,
  isCurrent,
}: SortableListProps<Entry>) {
  const noun = [listName, listVariants[variant].noun].filter(Boolean).join(" ");
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((_, index) => entryId(variant, index));
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    onChange(arrayMove([...entries], from, to), `${noun} ${from + 1} moved to place ${to + 1}`);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements: announcements(noun),
        screenReaderInstructions: {
          draggable: "To move it, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {ids.map((id, index) => (
            <SortableEntry
              key={id}
              id={id}
              label={`Drag ${noun} ${index + 1} to move it`}
              current={isCurrent?.(index) ?? false}
            >
              {children(index)}
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
