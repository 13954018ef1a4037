import type { WishlistKind } from '@ochre/shared/schemas/wishlist';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { translateError, useTranslation } from '../../lib/i18n';
import { useAuth } from '../auth/use-auth';
import { useChangeWishlist, wishlistQuery } from './api/wishlist';
import { guestWishlistStore, useGuestWishlist } from './wishlist-store';

/**
 * One heart: saved on the account for a signed-in visitor, in this browser for a
 * guest (merged at sign-in). `saved` shows the wanted state while a change is on its way.
 */
export function useWishlistHeart(kind: WishlistKind, id: string, name: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const guest = useGuestWishlist();
  const account = useQuery({ ...wishlistQuery(user?._id ?? ''), enabled: Boolean(user) });
  const change = useChangeWishlist();

  const onAccount = (kind === 'product' ? account.data?.products : account.data?.activities)?.some(
    (item) => item._id === id,
  );
  const stored = user
    ? Boolean(onAccount)
    : (kind === 'product' ? guest.products : guest.activities).includes(id);
  const saved = change.isPending ? change.variables.save : stored;

  const said = (nowSaved: boolean, signedIn: boolean) => {
    if (!nowSaved) toast(t('wishlist.removed', { name }));
    else
      toast.success(t(signedIn ? 'wishlist.saved' : 'wishlist.savedGuest', { name }), {
        action: { label: t('wishlist.view'), onClick: () => navigate('/wishlist') },
      });
  };

  const toggle = () => {
    if (!user) {
      said(guestWishlistStore.toggle(kind, id), false);
      return;
    }
    if (change.isPending) return;
    const save = !stored;
    change.mutate(
      { kind, id, save },
      {
        onSuccess: () => said(save, true),
        onError: (error) => toast.error(translateError(t, error, t('wishlist.failed'))),
      },
    );
  };

  return { saved, toggle, busy: change.isPending };
}
