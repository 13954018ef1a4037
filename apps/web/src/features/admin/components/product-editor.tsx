import { type AdminProduct, productInput } from '@ochre/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { adminProductQuery, adminProductsQuery, useSaveProduct } from '../api/products-admin';
import { useEditor } from '../use-editor';
import { SlugField, ViewOnSiteLink } from './address-fields';
import { EditorFrame, EditorSide, SwitchField } from './editor-frame';
import { ImageListField } from './image-fields';
import { LoadFailed } from './list-state';
import { SeoFields } from './seo-fields';
import { TranslationsFieldset } from './translations-fieldset';

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
  translations: {},
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
  translations: (p.translations ?? {}) as Values['translations'],
});

const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveProduct(product?._id ?? null);
  const categoriesId = useId();
  const categories = useQuery(adminProductsQuery({ status: 'all', stock: 'all', page: 1, limit: 1 }));
  const { form, errors, frame } = useEditor({
    item: product,
    schema: productInput,
    empty: EMPTY,
    valuesOf,
    save,
  });

  return (
    <EditorFrame
      {...frame}
      title={product ? product.name : t('products.new')}
      backLabel={t('products.all')}
      onBack={onDone}
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
          <TranslationsFieldset form={form} kind="product" />
        </>
      }
      side={
        <>
          <EditorSide title={t('products.visibility')}>
            <SwitchField form={form} name="isPublished" label={t('products.publishedLabel')} />
            <SwitchField form={form} name="isFeatured" label={t('products.featuredLabel')} />
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
