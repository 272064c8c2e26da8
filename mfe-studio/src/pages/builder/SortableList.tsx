import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button, VisuallyHiddenText, focusRing } from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';
import { movedIds, movedSentence } from './reorder';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadows.lg : theme.shadows.xs)};
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:active {
    cursor: grabbing;
  }
  ${focusRing}
  svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

const MoveButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** Accessible name of the list, e.g. "Modules of Soil Basics". */
  label: string;
  nameOf: (item: T) => string;
  /** Called once per move with every id in the new order. */
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A list reordered by dragging its handle (pointer or keyboard: Space, arrows, Space) or by its Move up and Move
 * down buttons; every move is announced.
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  nameOf,
  onReorder,
  disabled,
  children,
}: SortableListProps<T>) {
  const { t } = useStudioT();
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOfId = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : t('Item');
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('Picked up {{name}}, position {{position}} of {{total}}.', {
        name: nameOfId(active.id),
        position: positionOf(active.id),
        total: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('{{name}} is over position {{position}} of {{total}}.', {
            name: nameOfId(active.id),
            position: positionOf(over.id),
            total: ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('{{name}} dropped at position {{position}} of {{total}}.', {
            name: nameOfId(active.id),
            position: positionOf(over.id),
            total: ids.length,
          })
        : t('{{name}} dropped.', { name: nameOfId(active.id) }),
    onDragCancel: ({ active }) => t('Moving {{name}} was cancelled.', { name: nameOfId(active.id) }),
  };

  const move = (from: number, to: number) => {
    const next = movedIds(ids, from, to);
    if (next.every((id, i) => id === ids[i])) return;
    onReorder(next);
    setSaid(movedSentence(nameOf(items[from]!), to + 1, ids.length));
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            'To reorder, press Space or Enter to pick the item up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
          ),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onMove={(delta) => move(index, index + delta)}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
      <VisuallyHiddenText role="status" aria-live="polite">
        {said}
      </VisuallyHiddenText>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  first,
  last,
  disabled,
  onMove,
  children,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
  children: ReactNode;
}) {
  const { t } = useStudioT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <Row
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Handle
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        type="button"
        aria-label={t('Drag to reorder: {{name}}', { name })}
        disabled={disabled}
      >
        <GripVertical aria-hidden="true" />
      </Handle>
      <div>{children}</div>
      <MoveButtons>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(-1)}
          disabled={disabled || first}
          aria-label={t('Move up: {{name}}', { name })}
        >
          <ArrowUp aria-hidden="true" /> {t('Move up')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(1)}
          disabled={disabled || last}
          aria-label={t('Move down: {{name}}', { name })}
        >
          <ArrowDown aria-hidden="true" /> {t('Move down')}
        </Button>
      </MoveButtons>
    </Row>
  );
}
