import type { WishlistKind } from '@ochre/shared/schemas/wishlist';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { type Heart as HeartState, useAccountHeart, useGuestHeart } from '../use-wishlist-heart';

interface WishlistButtonProps {
  kind: WishlistKind;
  id: string;
  name: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart: a toggle button whose pressed state is whether the item is saved, on the
 * account for a signed-in visitor, in this browser for a guest.
 * `icon` sits on a card's picture; `labelled` stands beside a detail page's actions.
 */
export function WishlistButton(props: WishlistButtonProps) {
  const { user } = useAuth();
  return user ? <AccountHeart {...props} userId={user._id} /> : <GuestHeart {...props} />;
}

function GuestHeart(props: WishlistButtonProps) {
  return <HeartButton {...props} heart={useGuestHeart(props.kind, props.id, props.name)} />;
}

function AccountHeart(props: WishlistButtonProps & { userId: string }) {
  return <HeartButton {...props} heart={useAccountHeart(props.kind, props.id, props.name, props.userId)} />;
}

function HeartButton({
  name,
  variant = 'icon',
  className,
  heart: { saved, toggle, busy },
}: WishlistButtonProps & { heart: HeartState }) {
  const { t } = useTranslation();
  const heart = (
    <Heart className={cn('heart-icon', saved && 'fill-danger-600 text-danger-600')} aria-hidden="true" />
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
