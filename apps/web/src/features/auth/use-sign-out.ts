import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useTranslation } from '../../lib/i18n';
import { authStore } from './auth-store';

/**
 * Signs out and goes home. The session ends once the way home is taken, so a
 * page that needs an account does not send the person to /login instead.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    authStore.signOut();
    toast.success(t('header.signedOut'));
  };
}
