import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MIN_LENGTH, REVIEW_IMAGES_MAX } from '@ochre/shared/constants';
import { type ProductReviewFields, productReviewFields } from '@ochre/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ShoppingBag, Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AccountCard, AccountListState } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { RatingInput } from '../../../components/ui/rating-stars';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { reviewableProductsQuery, useReviewPurchase } from '../../reviews/api/purchase-reviews';
import { PhotoPicker } from './photo-picker';

type FormValues = z.input<typeof productReviewFields>;
const EMPTY: FormValues = { product: '', rating: 0, comment: '' };

/**
 * SPEC §2 Add Review: a product the customer bought and paid for, a rating, a
 * comment of at least 10 characters, and photos (the server checks all of it).
 */
export default function ReviewTab() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const products = useQuery({ ...reviewableProductsQuery(userId), enabled: Boolean(user) });
  const submit = useReviewPurchase(userId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [done, setDone] = useState<{ name: string; slug: string } | null>(null);
  const form = useForm<FormValues, unknown, ProductReviewFields>({
    resolver: zodResolver(productReviewFields),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' });

  const onSubmit = form.handleSubmit((values) => {
    const product = products.data?.find((p) => p._id === values.product);
    submit.mutate(
      { ...values, images: photos },
      {
        onSuccess: () => {
          toast.success(t('review.submitted'));
          form.reset(EMPTY);
          setPhotos([]);
          setDone(product ? { name: product.name, slug: product.slug } : null);
        },
        onError: (error) => toast.error(translateError(t, error, 'Failed to submit review.')),
      },
    );
  });

  return (
    <AccountCard title={t('review.title')} description={t('review.text')}>
      {done ? (
        <div
          role="status"
          className="mb-8 flex flex-wrap items-center gap-3 rounded-2xl bg-palm-50 px-5 py-4 text-palm-700"
        >
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1">{t('review.thanks', { name: done.name })}</p>
          <Link to={`/products/${done.slug}`} className="font-semibold underline underline-offset-4">
            {t('review.seeIt')}
          </Link>
        </div>
      ) : null}

      <AccountListState
        query={products}
        placeholder="h-20"
        failed={t('review.loadFailed')}
        empty={{
          icon: <ShoppingBag className="size-6" />,
          title: t('review.none'),
          text: t('review.noneText'),
          to: '/products',
          label: t('review.browse'),
        }}
      >
        {(items) => (
          <form onSubmit={onSubmit} noValidate className="space-y-7">
            <fieldset>
              <legend className="mb-3 text-sm font-medium text-ink">
                {t('review.product')}
                <span className="ms-0.5 text-ochre-700" aria-hidden="true">
                  *
                </span>
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {items.map((product) => (
                  <label
                    key={product._id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-2xl border bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500',
                      'border-line hover:border-sand-300 has-[:checked]:border-ochre-500 has-[:checked]:bg-ochre-50',
                    )}
                  >
                    <input
                      type="radio"
                      value={product._id}
                      className="sr-only"
                      {...form.register('product')}
                    />
                    {product.image ? (
                      <Img
                        src={product.image}
                        alt=""
                        width={56}
                        height={56}
                        fullWidth={1200}
                        sizes="56px"
                        className="size-14 shrink-0 rounded-xl object-cover"
                      />
                    ) : (
                      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-ochre-600">
                        <ShoppingBag className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{product.name}</span>
                      {product.paidAt ? (
                        <span className="block text-sm text-muted">
                          {t('review.bought', { date: formatDate(product.paidAt, lang, 'medium') })}
                        </span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </div>
              {errors.product?.message ? (
                <p className="mt-2 text-sm text-danger-600" role="alert">
                  {translateMessage(t, errors.product.message)}
                </p>
              ) : null}
            </fieldset>

            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <RatingInput
                  label={t('review.rating')}
                  value={Number(field.value) || 0}
                  onChange={field.onChange}
                  error={
                    errors.rating?.message && !errors.product
                      ? translateMessage(t, errors.rating.message)
                      : undefined
                  }
                />
              )}
            />

            <Field
              label={t('review.comment')}
              error={errors.comment?.message}
              hint={t('review.commentHint', {
                count: REVIEW_COMMENT_MIN_LENGTH,
                length: comment.trim().length,
              })}
              required
            >
              {(a11y) => (
                <Textarea
                  {...a11y}
                  rows={5}
                  placeholder={t('review.commentPlaceholder')}
                  {...form.register('comment')}
                />
              )}
            </Field>

            <PhotoPicker
              files={photos}
              onChange={setPhotos}
              max={REVIEW_IMAGES_MAX}
              label={t('review.photos')}
              hint={t('review.photosHint', { count: REVIEW_IMAGES_MAX })}
            />

            <Button type="submit" loading={submit.isPending}>
              <Star className="size-4" aria-hidden="true" />
              {t('review.submit')}
            </Button>
          </form>
        )}
      </AccountListState>
    </AccountCard>
  );
}
