import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a page or list shows when its data could not be loaded: what failed, and Retry. */
export function LoadFailedState({
  title,
  icon,
  onRetry,
  children,
}: {
  title: string;
  icon?: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      icon={icon}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
