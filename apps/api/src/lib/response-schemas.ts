import { userSchema } from '@ochre/shared/schemas/auth';
import { paginationSchema } from '@ochre/shared/schemas/common';
import { z } from 'zod';

/**
 * Answer schemas of the main endpoints, for the API reference (`/api/openapi.json`). They are
 * loose: the fields a client relies on are named and checked, any others pass through unchanged,
 * so a schema never drops a field the handler sent.
 */
function loose<T extends z.ZodRawShape>(shape: T, id?: string): z.ZodType<z.output<z.ZodObject<T>>> {
  const schema = z.looseObject(shape);
  // Typed without the index signature, so the services' interfaces fit.
  return (id ? schema.meta({ id }) : schema) as unknown as z.ZodType<z.output<z.ZodObject<T>>>;
}
const ok = <T extends z.ZodRawShape>(shape: T) => loose({ success: z.boolean(), ...shape });

const product = loose(
  {
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    price: z.number().describe('US dollars'),
    image: z.string(),
    category: z.string(),
    inStock: z.boolean(),
  },
  'Product',
);

const activity = loose(
  {
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    price: z.number().describe('US dollars per person'),
    images: z.array(z.string()),
  },
  'Activity',
);

const articleSummary = loose(
  {
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    snippet: z.string(),
    image: z.string(),
    readingTime: z.number(),
  },
  'ArticleSummary',
);

const pagination = loose(paginationSchema.shape, 'Pagination');
const user = loose(userSchema.shape, 'User');
const session = loose({ ...userSchema.shape, token: z.string().describe('Bearer token') });

export const responses = {
  health: {
    200: loose({ status: z.literal('ok'), db: z.literal('ok') }),
    503: loose({ status: z.string(), db: z.string() }),
  },
  productList: {
    200: ok({
      data: z.array(product),
      products: z.array(product),
      total: z.number(),
      pagination,
    }),
  },
  productDetail: { 200: ok({ data: product }) },
  activityList: {
    200: ok({ data: z.array(activity), activities: z.array(activity), pagination }),
  },
  activityDetail: { 200: ok({ data: activity }) },
  articleList: {
    200: ok({ articles: z.array(articleSummary), page: z.number(), pages: z.number(), total: z.number() }),
  },
  session: {
    200: ok({ data: session, message: z.string() }),
    201: ok({ data: session, message: z.string() }),
  },
  profile: { 200: ok({ data: user }) },
};
