import type { WishlistKind } from '@ochre/shared/schemas/wishlist';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { translateError, useTranslation } from '../../lib/i18n';
import { useChangeWishlist, wishlistQuery } from './api/wishlist';
import { guestWishlistStore, useGuestWishlist } from './wishlist-store';

/** What a heart shows and does; `saved` shows the wanted state while a change is on its way. */
export interface Heart {
  saved: boolean;
  toggle: () => void;
  busy: boolean;
}

/** The toast that says what a click on a heart did. */
function useHeartToast(name: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    t,
    said(nowSaved: boolean, signedIn: boolean) {
      if (!nowSaved) toast(t('wishlist.removed', { name }));
      else
        toast.success(t(signedIn ? 'wishlist.saved' : 'wishlist.savedGuest', { name }), {
          action: { label: t('wishlist.view'), onClick: () => navigate('/wishlist') },
        });
    },
  };
}

/**
 * A guest's heart, saved in this browser (merged into the account at sign-in). Every
 * server-rendered page is a guest's: its cards' hearts carry no query or mutation.
 */
export function useGuestHeart(kind: WishlistKind, id: string, name: string): Heart {
  const { said } = useHeartToast(name);
  const guest = useGuestWishlist();
  return {
    saved: (kind === 'product' ? guest.products : guest.activities).includes(id),
    toggle: () => said(guestWishlistStore.toggle(kind, id), false),
    busy: false,
  };
}

/** A signed-in visitor's heart, saved on their account. */
export function useAccountHeart(kind: WishlistKind, id: string, name: string, userId: string): Heart {
  const { t, said } = useHeartToast(name);
  const account = useQuery(wishlistQuery(userId));
  const change = useChangeWishlist();
  const stored = Boolean(
    (kind === 'product' ? account.data?.products : account.data?.activities)?.some((item) => item._id === id),
  );
  return {
    saved: change.isPending ? change.variables.save : stored,
    toggle: () => {
      if (change.isPending) return;
      const save = !stored;
      change.mutate(
        { kind, id, save },
        {
          onSuccess: () => said(save, true),
          onError: (error) => toast.error(translateError(t, error, t('wishlist.failed'))),
        },
      );
    },
    busy: change.isPending,
  };
}
