import { toast } from '../../components/ui/toast';
import { translateError, useTranslation } from '../../lib/i18n';

/**
 * The callbacks of one back-office change: on success it says `message` and
 * runs `then`; on failure it says the server's reason, or that it could not be saved.
 */
export function useSaid() {
  const { t } = useTranslation('admin');
  const failed = (error: Error) => toast.error(translateError(t, error) || t('saveFailed'));
  return (message: string, then?: () => void) => ({
    onSuccess: () => {
      toast.success(message);
      then?.();
    },
    onError: failed,
  });
}
