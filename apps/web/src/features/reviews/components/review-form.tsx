import { zodResolver } from '@hookform/resolvers/zod';
import { type RefModel, reviewBody } from '@ochre/shared/schemas/reviews';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { RatingInput } from '../../../components/ui/rating-stars';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { useCreateReview } from '../api/reviews';

type FormValues = z.input<typeof reviewBody>;

export function ReviewForm({
  refModel,
  refId,
  onRated,
}: {
  refModel: RefModel;
  refId: string;
  onRated?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const create = useCreateReview(onRated);
  const form = useForm<FormValues>({
    resolver: zodResolver(reviewBody),
    defaultValues: { refModel, refId, rating: 0, comment: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(reviewBody.parse(values), {
      onSuccess: (response) => {
        form.reset({ refModel, refId, rating: 0, comment: '' });
        toast.success(t(response.data.status === 'pending' ? 'submittedPending' : 'submitted'));
      },
      onError: (error) => toast.error(translateError(t, error, 'Failed to submit review.')),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-card border border-line bg-white p-6">
      <h3 className="font-display text-xl font-semibold text-ink">{t('write')}</h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            label={t('rating')}
            value={Number(field.value) || 0}
            onChange={field.onChange}
            error={errors.rating?.message ? translateMessage(t, errors.rating.message) : undefined}
          />
        )}
      />
      <Field label={t('comment')} error={errors.comment?.message} hint={t('commentHint')}>
        {(a11y) => <Textarea {...a11y} rows={4} {...form.register('comment')} />}
      </Field>
      <Button type="submit" loading={create.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
