import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n';

/**
 * Deleting a bookable listing (an activity, a travel program). One that has
 * reservations is kept for their records, so the dialog offers to unpublish it
 * instead; one without is deleted after asking, with unpublishing as the gentler choice.
 */
export function DeleteListing({
  name,
  isPublished,
  reservationCount,
  onClose,
  onDelete,
  onUnpublish,
  deleting,
  unpublishing,
}: {
  name: string;
  isPublished: boolean;
  reservationCount: number;
  onClose: () => void;
  onDelete: () => void;
  onUnpublish: () => void;
  deleting: boolean;
  unpublishing: boolean;
}) {
  const { t } = useTranslation('admin');
  const close = (open: boolean) => (open ? null : onClose());
  if (reservationCount > 0)
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        tone="primary"
        title={t('listing.keptTitle', { name })}
        description={
          isPublished
            ? t('listing.keptText', { count: reservationCount })
            : t('listing.keptHidden', { count: reservationCount })
        }
        confirmLabel={isPublished ? t('listing.unpublishInstead') : t('listing.understood')}
        pending={unpublishing}
        onConfirm={isPublished ? onUnpublish : onClose}
      />
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={close}
      title={t('listing.deleteTitle', { name })}
      description={t('listing.deleteText')}
      confirmLabel={t('listing.delete')}
      pending={deleting}
      onConfirm={onDelete}
    >
      {isPublished ? (
        <div className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
          <p>{t('listing.preferUnpublish')}</p>
          <Button variant="outline" size="sm" className="mt-3" loading={unpublishing} onClick={onUnpublish}>
            {t('listing.unpublishInstead')}
          </Button>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
