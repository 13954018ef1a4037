import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { orderHomepageSections } from '@ochre/shared/rules/homepage';
import type { HomepageSection, HomepageSectionName } from '@ochre/shared/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { homepageSectionsQuery } from '../../site/api/homepage-sections';
import { useSaveHomepageSections } from '../api/site-admin';
import { AdminPanel } from '../components/admin-panel';

function Row({
  section,
  index,
  total,
  onMove,
  onToggle,
}: {
  section: HomepageSection;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section.name,
  });
  const label = t(`homepage.names.${section.name}`, { defaultValue: section.name });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-line bg-white px-3 py-2.5',
        isDragging && 'z-10 shadow-lift',
        !section.enabled && 'bg-sand-50',
      )}
    >
      <button
        type="button"
        className="cursor-grab rounded-lg p-1.5 text-muted hover:bg-sand-100 active:cursor-grabbing"
        aria-label={t('homepage.drag', { name: label })}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="w-6 text-sm text-muted tabular-nums">{index + 1}</span>
      <span className={cn('flex-1 font-medium', section.enabled ? 'text-ink' : 'text-muted line-through')}>
        {label}
      </span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => onMove(index, index - 1)}
          disabled={index === 0}
          className="rounded-lg p-1.5 text-muted hover:bg-sand-100 disabled:opacity-30"
          aria-label={t('homepage.up', { name: label })}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onMove(index, index + 1)}
          disabled={index === total - 1}
          className="rounded-lg p-1.5 text-muted hover:bg-sand-100 disabled:opacity-30"
          aria-label={t('homepage.down', { name: label })}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        <label className="ms-2 inline-flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            role="switch"
            aria-checked={section.enabled}
            checked={section.enabled}
            onChange={onToggle}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-10 rounded-full bg-sand-300 transition-colors peer-checked:bg-palm-600 peer-focus-visible:outline-2 peer-focus-visible:outline-majorelle-500 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-4 rtl:peer-checked:after:-translate-x-4"
          />
          <span className="sr-only">{t('homepage.visible', { name: label })}</span>
        </label>
      </div>
    </li>
  );
}

/** Turn homepage sections on and off and reorder them, by dragging or with the keyboard. */
export default function HomepageSectionsAdmin() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useQuery(homepageSectionsQuery());
  const save = useSaveHomepageSections();
  const [sections, setSections] = useState<HomepageSection[]>([]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    // Every known section, in the server's order; ones it does not list come last (SPEC §2 Home).
    if (data) setSections(orderHomepageSections(data));
  }, [data]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    setSections((current) => arrayMove(current, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      sections.findIndex((s) => s.name === active.id),
      sections.findIndex((s) => s.name === over.id),
    );
  };
  // Screen readers hear each step of a keyboard drag in the page's language, by section name and place.
  const label = (id: string | number) => t(`homepage.names.${id}`);
  const place = (id: string | number | undefined) => sections.findIndex((s) => s.name === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('homepage.announce.start', { name: label(active.id), position: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('homepage.announce.over', { name: label(active.id), position: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('homepage.announce.end', { name: label(active.id), position: place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('homepage.announce.cancel', { name: label(active.id) }),
  };
  const submit = () =>
    save.mutate(
      sections.map((s, index) => ({
        name: s.name as HomepageSectionName,
        enabled: s.enabled,
        order: index + 1,
      })),
      {
        onSuccess: () => toast.success(t('homepage.saved')),
        onError: (error) => toast.error(translateMessage(t, error.message)),
      },
    );

  return (
    <AdminPanel
      title={t('homepage.title')}
      description={t('homepage.text')}
      actions={
        <Button onClick={submit} loading={save.isPending} disabled={!sections.length}>
          {t('homepage.save')}
        </Button>
      }
    >
      {isPending ? (
        <Skeleton className="h-96" />
      ) : isError ? (
        <p role="alert" className="text-danger-600">
          {t('loadFailed')}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('homepage.announce.help') },
          }}
        >
          <SortableContext items={sections.map((s) => s.name)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2" aria-label={t('homepage.title')}>
              {sections.map((section, index) => (
                <Row
                  key={section.name}
                  section={section}
                  index={index}
                  total={sections.length}
                  onMove={move}
                  onToggle={() =>
                    setSections((current) =>
                      current.map((s) => (s.name === section.name ? { ...s, enabled: !s.enabled } : s)),
                    )
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </AdminPanel>
  );
}
