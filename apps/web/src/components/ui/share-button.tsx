import { Share2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { toast } from './toast';

/**
 * Shares the page with the device's share sheet, or copies its address with a
 * confirmation (SPEC §8: e.g. 'Product URL copied to clipboard!').
 */
export function ShareButton({
  title,
  copiedMessage,
  className,
}: {
  title: string;
  copiedMessage: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedMessage);
    } catch {
      toast.error(t('share.failed'));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={share} className={className}>
      <Share2 className="size-4" aria-hidden="true" />
      {t('share.label')}
    </Button>
  );
}
