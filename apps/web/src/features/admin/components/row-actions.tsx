import { localizedPath } from '@ochre/shared/rules/language-paths';
import { ChevronRight, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type Lang, useTranslation } from '../../../lib/i18n';
import { type RowAction, RowMenu } from './row-menu';

/** Opens an item's public page in a new tab, from its row's menu, in the language the admin reads. */
export const openOnSite = (lang: Lang, path: string) => () =>
  window.open(localizedPath(lang, path), '_blank', 'noopener');

/** A catalogue row's last cell: Edit (beside the menu from a tablet up) and the row's menu. */
export function RowActions({
  name,
  editLabel,
  onEdit,
  actions,
}: {
  name: string;
  editLabel: string;
  onEdit: () => void;
  actions: (RowAction | false)[];
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="sm" className="max-sm:hidden" onClick={onEdit} aria-label={editLabel}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className="hidden xl:inline">{t('edit')}</span>
      </Button>
      <RowMenu label={t('moreFor', { name })} actions={actions} />
    </div>
  );
}

/** An order's or reservation's last cell: Open, named for the row. */
export function OpenButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="ghost" size="sm" onClick={onOpen} aria-label={label}>
      <span className="hidden sm:inline">{t('orders.open')}</span>
      <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
    </Button>
  );
}
