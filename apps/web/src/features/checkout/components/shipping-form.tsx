import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_COUNTRIES } from '@ochre/shared/constants';
import { type CheckoutForm, checkoutFormSchema } from '@ochre/shared/schemas/orders';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field, Input, Select } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';

function defaults(user: ReturnType<typeof useAuth>['user']): CheckoutForm {
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  const country = CHECKOUT_COUNTRIES.find(
    (c) => c.toLowerCase() === user?.address.country.trim().toLowerCase(),
  );
  return {
    firstName,
    lastName: rest.join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address.street ?? '',
    city: user?.address.city ?? '',
    state: user?.address.state ?? '',
    postalCode: user?.address.postalCode ?? '',
    country: country ?? 'Morocco',
    agreeTerms: false,
  };
}

/** SPEC §5 Checkout: every field required but the state, the e-mail checked, the terms agreed to. */
export function ShippingForm({
  onSubmit,
  pending,
}: {
  onSubmit: (form: CheckoutForm) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('shop');
  const { user } = useAuth();
  const termsId = useId();
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: defaults(user),
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('checkout.firstName')} error={errors.firstName?.message} required>
          {(a11y) => <Input {...a11y} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
        <Field label={t('checkout.lastName')} error={errors.lastName?.message} required>
          {(a11y) => <Input {...a11y} autoComplete="family-name" {...form.register('lastName')} />}
        </Field>
        <Field label={t('checkout.email')} error={errors.email?.message} required>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('checkout.phone')} error={errors.phone?.message} required>
          {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />}
        </Field>
        <Field
          label={t('checkout.address')}
          error={errors.address?.message}
          required
          className="sm:col-span-2"
        >
          {(a11y) => <Input {...a11y} autoComplete="street-address" {...form.register('address')} />}
        </Field>
        <Field label={t('checkout.city')} error={errors.city?.message} required>
          {(a11y) => <Input {...a11y} autoComplete="address-level2" {...form.register('city')} />}
        </Field>
        <Field label={t('checkout.state')} error={errors.state?.message}>
          {(a11y) => <Input {...a11y} autoComplete="address-level1" {...form.register('state')} />}
        </Field>
        <Field label={t('checkout.postalCode')} error={errors.postalCode?.message} required>
          {(a11y) => <Input {...a11y} autoComplete="postal-code" {...form.register('postalCode')} />}
        </Field>
        <Field label={t('checkout.country')} error={errors.country?.message} required>
          {(a11y) => (
            <Select {...a11y} autoComplete="country-name" {...form.register('country')}>
              {CHECKOUT_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`checkout.countries.${country}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            className="mt-0.5"
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={errors.agreeTerms ? `${termsId}-error` : undefined}
            {...form.register('agreeTerms')}
          />
          <label htmlFor={termsId} className="text-sm text-ink-soft">
            {t('checkout.agree')}{' '}
            <Link to="/policies" target="_blank" className="font-semibold text-majorelle-600 underline">
              {t('checkout.terms')}
            </Link>
          </label>
        </div>
        {errors.agreeTerms?.message ? (
          <p id={`${termsId}-error`} role="alert" className="text-sm text-danger-600">
            {translateMessage(t, errors.agreeTerms.message)}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending}>
        {t('checkout.continue')}
        <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      </Button>
    </form>
  );
}
