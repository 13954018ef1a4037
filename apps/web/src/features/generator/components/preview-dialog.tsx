import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';

/** The article as it will be downloaded, in a frame that may run nothing (sandbox="", no scripts). */
export function PreviewDialog({
  open,
  onOpenChange,
  title,
  document,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  document: string;
}) {
  const { t } = useTranslation('generator');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('card.previewOf', { title })}
      description={t('card.previewNote')}
      size="xl"
    >
      <iframe
        title={t('card.previewFrame')}
        sandbox=""
        srcDoc={document}
        className="h-[68vh] w-full rounded-xl border border-line bg-sand-50"
      />
    </Dialog>
  );
}
