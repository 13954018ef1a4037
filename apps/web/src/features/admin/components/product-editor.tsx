import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, type ProductInput, productInput } from '@ochre/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { translateError, translateMessage } from '../../../lib/i18n';
import { adminProductQuery, adminProductsQuery, useSaveProduct } from '../api/products-admin';
import { useSectionParam } from '../use-section-param';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { EditorFrame, EditorSide } from './editor-frame';
import { ImageListField } from './image-fields';
import { LoadFailed } from './list-state';
import { SeoFields } from './seo-fields';

type Values = z.input<typeof productInput>;

const EMPTY: Values = {
  name: '',
  slug: '',
  description: '',
  longDescription: '',
  price: Number.NaN,
  originalPrice: null,
  images: [],
  category: '',
  brand: '',
  sku: '',
  countInStock: 0,
  isFeatured: false,
  isPublished: false,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
};

const valuesOf = (p: AdminProduct): Values => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  longDescription: p.longDescription,
  price: p.price,
  originalPrice: p.originalPrice,
  images: p.images,
  category: p.category,
  brand: p.brand,
  sku: p.sku ?? '',
  countInStock: p.countInStock,
  isFeatured: p.isFeatured,
  isPublished: p.isPublished,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  seoKeywords: p.seoKeywords,
});

const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [, setEdit] = useSectionParam('edit');
  const save = useSaveProduct(product?._id ?? null);
  const categoriesId = useId();
  const categories = useQuery(adminProductsQuery({ status: 'all', stock: 'all', page: 1, limit: 1 }));
  const form = useForm<Values, unknown, ProductInput>({
    resolver: zodResolver(productInput),
    defaultValues: product ? valuesOf(product) : EMPTY,
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (response) => {
        toast.success(translateMessage(t, response.message));
        form.reset(valuesOf(response.data));
        if (!product) setEdit(response.data._id);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.errors)) {
            form.setError(field as keyof Values, { message });
          }
        }
        toast.error(translateError(t, error) || t('saveFailed'));
      },
    }),
  );

  return (
    <EditorFrame
      title={product ? product.name : t('products.new')}
      backLabel={t('products.all')}
      onBack={onDone}
      dirty={isDirty}
      isNew={!product}
      onSubmit={submit}
      saving={save.isPending}
      extraActions={
        product?.isPublished ? (
          <ViewOnSiteLink href={`/products/${product.slug}`} label={t('products.viewInShop')} />
        ) : null
      }
      main={
        <>
          <Field label={t('products.name')} error={errors.name?.message} required>
            {(a11y) => <Input {...a11y} {...form.register('name')} />}
          </Field>
          <Field
            label={t('products.description')}
            error={errors.description?.message}
            hint={t('products.descriptionHint')}
          >
            {(a11y) => <Textarea {...a11y} rows={3} {...form.register('description')} />}
          </Field>
          <Field
            label={t('products.longDescription')}
            error={errors.longDescription?.message}
            hint={t('products.longDescriptionHint')}
          >
            {(a11y) => <Textarea {...a11y} rows={8} {...form.register('longDescription')} />}
          </Field>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImageListField
                label={t('products.images')}
                value={field.value ?? []}
                onChange={field.onChange}
                folder="products"
              />
            )}
          />
          <SeoFields form={form} />
        </>
      }
      side={
        <>
          <EditorSide title={t('products.visibility')}>
            <Controller
              control={form.control}
              name="isPublished"
              render={({ field }) => (
                <Switch
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                  label={t('products.publishedLabel')}
                  showLabel
                />
              )}
            />
            <Controller
              control={form.control}
              name="isFeatured"
              render={({ field }) => (
                <Switch
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                  label={t('products.featuredLabel')}
                  showLabel
                />
              )}
            />
          </EditorSide>
          <EditorSide title={t('products.pricing')}>
            <Field label={t('products.priceLabel')} error={errors.price?.message} required>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  {...form.register('price', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t('products.originalPrice')}
              error={errors.originalPrice?.message}
              hint={t('products.originalPriceHint')}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  {...form.register('originalPrice', { setValueAs: optionalNumber })}
                />
              )}
            </Field>
            <Field label={t('products.stockLabel')} error={errors.countInStock?.message} required>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  dir="ltr"
                  {...form.register('countInStock', { valueAsNumber: true })}
                />
              )}
            </Field>
          </EditorSide>
          <EditorSide title={t('products.organisation')}>
            <Field label={t('products.category')} error={errors.category?.message} required>
              {(a11y) => <Input {...a11y} list={categoriesId} {...form.register('category')} />}
            </Field>
            <datalist id={categoriesId}>
              {categories.data?.categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Field label={t('products.brand')} error={errors.brand?.message}>
              {(a11y) => <Input {...a11y} {...form.register('brand')} />}
            </Field>
            <Field label={t('products.sku')} error={errors.sku?.message}>
              {(a11y) => <Input {...a11y} dir="ltr" {...form.register('sku')} />}
            </Field>
            <SlugField
              prefix="/products/"
              isNew={!product}
              error={errors.slug?.message}
              registration={form.register('slug')}
            />
          </EditorSide>
        </>
      }
    />
  );
}

/** Create or edit a product (all SPEC §3 fields); loads it first when editing. */
export function ProductEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const product = useQuery({ ...adminProductQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <ProductForm product={null} onDone={onDone} />;
  if (product.isPending) return <EditorFrame.Loading />;
  if (product.isError) return <LoadFailed onRetry={() => product.refetch()} />;
  return <ProductForm key={product.data._id} product={product.data} onDone={onDone} />;
}
