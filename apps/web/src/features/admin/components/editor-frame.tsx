import { ArrowLeft, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/i18n';

/** A titled group of settings in an editor's side column. */
export function EditorSide({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-line bg-sand-50/70 p-5">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The page around every back-office editor: Back (asking first when there are
 * unsaved changes), the title, the main fields and a side column, and a save
 * bar that stays in view. Ctrl+S (⌘S) saves.
 */
export function EditorFrame({
  title,
  backLabel,
  onBack,
  dirty,
  isNew,
  onSubmit,
  saving,
  extraActions,
  main,
  side,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  dirty: boolean;
  /** Never saved yet: nothing is "saved" until the first save. */
  isNew: boolean;
  onSubmit: (event?: FormEvent) => void;
  saving: boolean;
  extraActions?: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [leaving, setLeaving] = useState(false);

  return (
    <section className="rounded-card border border-line bg-white shadow-card">
      <form
        onSubmit={onSubmit}
        noValidate
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            onSubmit();
          }
        }}
      >
        <div className="flex flex-wrap items-center gap-3 border-b border-line p-5 sm:px-7">
          <Button variant="ghost" size="sm" onClick={() => (dirty ? setLeaving(true) : onBack())}>
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {backLabel}
          </Button>
          <h2 className="min-w-0 flex-1 truncate font-display text-2xl font-semibold text-ink">{title}</h2>
          {extraActions}
        </div>
        <div className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">{main}</div>
          <div className="space-y-4">{side}</div>
        </div>
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 rounded-b-card border-t border-line bg-white/95 px-5 py-3 backdrop-blur sm:px-7">
          <p className="me-auto text-sm text-muted" aria-live="polite">
            {dirty ? t('editor.unsaved') : isNew ? t('editor.notSaved') : t('editor.saved')}
          </p>
          <span className="hidden text-xs text-muted sm:inline">{t('editor.shortcut')}</span>
          <Button type="submit" loading={saving}>
            <Save className="size-4" aria-hidden="true" />
            {t('save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('editor.leaveTitle')}
        description={t('editor.leaveText')}
        confirmLabel={t('editor.leave')}
        onConfirm={() => {
          setLeaving(false);
          onBack();
        }}
      />
    </section>
  );
}

EditorFrame.Loading = function EditorLoading() {
  return (
    <div className="space-y-4 rounded-card border border-line bg-white p-7" aria-hidden="true">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-80" />
    </div>
  );
};

/** An on/off setting of the item in an editor's side column (published, featured, shown). */
export function SwitchField<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: FieldPath<V>;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch checked={Boolean(field.value)} onChange={field.onChange} label={label} showLabel />
      )}
    />
  );
}
