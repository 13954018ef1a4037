import type { WishlistKind } from '@ochre/shared/schemas/wishlist';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { useWishlistHeart } from '../use-wishlist-heart';

/**
 * The heart: a toggle button whose pressed state is whether the item is saved.
 * `icon` sits on a card's picture; `labelled` stands beside a detail page's actions.
 */
export function WishlistButton({
  kind,
  id,
  name,
  variant = 'icon',
  className,
}: {
  kind: WishlistKind;
  id: string;
  name: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation();
  const { saved, toggle, busy } = useWishlistHeart(kind, id, name);
  const heart = (
    <Heart
      className={cn('size-4 transition-colors', saved ? 'fill-danger-600 text-danger-600' : 'text-ink-soft')}
      aria-hidden="true"
    />
  );

  if (variant === 'labelled') {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-pressed={saved}
        aria-busy={busy || undefined}
        onClick={toggle}
        className={className}
      >
        {heart}
        {t('wishlist.button')}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={t('wishlist.buttonNamed', { name })}
      title={t(saved ? 'wishlist.savedTitle' : 'wishlist.saveTitle')}
      onClick={toggle}
      className={cn('float-btn', className)}
    >
      {heart}
    </button>
  );
}
