import { z } from 'zod';
import { DIFFICULTIES } from './activities';
import { imageUrlField, moneyField, slugField } from './admin-catalog';
import { messages } from './common';

/**
 * POST /activities/import (SPEC §7, issue 6 item 7): a CSV or JSON file of
 * activities, one row each. Lists are written in one cell separated by '|'
 * (or as JSON arrays); a column left out of the file keeps what the activity
 * already has, an empty cell sets the column's default.
 */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 500;
export const IMPORT_LIST_SEPARATOR = '|';
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const importMessages = {
  failed: 'Import failed.',
  done: 'Activities imported.',
  rejected: 'Nothing was imported: some rows were rejected. Fix them and upload the file again.',
  noFile: 'Please choose a CSV or JSON file.',
  type: 'The file must be a .csv or .json file.',
  tooLarge: `The file is too large (${IMPORT_MAX_BYTES / 1024 / 1024} MB at most).`,
  unreadable: 'The file could not be read. Save it as UTF-8 CSV or JSON and try again.',
  empty: 'The file has no activities.',
  tooManyRows: `A file may hold at most ${IMPORT_MAX_ROWS} activities.`,
  jsonShape: 'A JSON file holds a list of activities (or {"activities": [...]}).',
  unknownColumn: (name: string) => `Unknown column "${name}".`,
  missingColumn: (name: string) => `The column "${name}" is missing.`,
  cellCount: (cells: number, columns: number) => `This row has ${cells} cells; the header has ${columns}.`,
  notAnObject: 'This entry is not an activity object.',
  bool: 'Write true or false.',
  whole: (min: number) => `Enter a whole number of ${min} or more.`,
  participants: 'The maximum number of participants must be at least the minimum.',
  marketPrice: 'The market price must be higher than the price.',
  identity: 'Give this row a slug or an SKU (the title gives no usable slug).',
  duplicateSlug: 'Another row of this file has the same slug.',
  duplicateSku: 'Another row of this file has the same SKU.',
  twoActivities: 'The SKU and the slug belong to two different activities.',
  otherSku: (sku: string) => `This slug belongs to the activity with SKU "${sku}".`,
} as const;

/** Spreadsheet cells arrive as text: an empty cell means "not given". */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const numberCell = (value: unknown) => {
  const given = blank(value);
  return typeof given === 'string' ? Number(given.trim()) : given;
};

const boolCell = (value: unknown) => {
  const given = blank(value);
  if (typeof given !== 'string') return given;
  const word = given.trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(word)) return true;
  if (['false', 'no', 'n', '0'].includes(word)) return false;
  return given;
};

const listCell = (value: unknown) => {
  const given = blank(value);
  return typeof given === 'string'
    ? given
        .split(IMPORT_LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean)
    : given;
};

const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).default(''));
const required = (max: number) =>
  z.preprocess(blank, z.string({ error: messages.required }).trim().min(1, messages.required).max(max));
const list = (item: z.ZodString, max: number) =>
  z.preprocess(listCell, z.array(item).max(max, `At most ${max} items.`).default([]));
const words = (max: number) => list(z.string().trim().min(1).max(200), max);
const bool = (fallback: boolean) =>
  z.preprocess(boolCell, z.boolean({ error: importMessages.bool }).default(fallback));
const whole = (min: number, fallback: number) =>
  z.preprocess(
    numberCell,
    z
      .number({ error: importMessages.whole(min) })
      .int(importMessages.whole(min))
      .min(min, importMessages.whole(min))
      .max(100_000, importMessages.whole(min))
      .default(fallback),
  );

/** Older spellings accepted in a header or a JSON key, read as the column they name. */
export const IMPORT_ALIASES: Record<string, string> = {
  name: 'title',
  isFeatured: 'featured',
  isPublished: 'published',
};

/**
 * One activity of an import file, in the columns of the `activities` table
 * (SPEC §3 Activity). The same field rules as the back office's forms: the
 * slug, money and picture fields come from the catalogue schemas.
 */
const rowShape = z.strictObject({
  title: required(200),
  slug: z.preprocess((value) => blank(value) ?? '', slugField),
  sku: text(64),
  category: required(80),
  location: required(80),
  duration: text(80),
  price: z.preprocess(numberCell, moneyField),
  marketPrice: z.preprocess(numberCell, moneyField.nullable().default(null)),
  difficulty: z.preprocess(
    (value) => (typeof value === 'string' ? blank(value.trim().toLowerCase()) : value),
    z.enum(DIFFICULTIES, { error: `Difficulty is one of: ${DIFFICULTIES.join(', ')}.` }).default('easy'),
  ),
  shortDescription: text(500),
  description: text(20_000),
  tags: words(20),
  included: words(30),
  excluded: words(30),
  requirements: words(30),
  images: list(imageUrlField, 12),
  featured: bool(false),
  published: bool(true),
  minParticipants: whole(1, 1),
  maxParticipants: whole(1, 10),
  /** Places per date; empty means unlimited. */
  capacityPerDate: z.preprocess(
    numberCell,
    z
      .number({ error: importMessages.whole(1) })
      .int(importMessages.whole(1))
      .min(1, importMessages.whole(1))
      .max(100_000, importMessages.whole(1))
      .nullable()
      .default(null),
  ),
  cancellationPolicy: text(2000),
  seoTitle: text(200),
  seoDescription: text(500),
  seoKeywords: list(z.string().trim().min(1).max(60), 30),
});

export const activityImportRow = rowShape
  .refine((row) => row.maxParticipants >= row.minParticipants, {
    message: importMessages.participants,
    path: ['maxParticipants'],
  })
  .refine((row) => row.marketPrice === null || row.marketPrice > row.price, {
    message: importMessages.marketPrice,
    path: ['marketPrice'],
  });
export type ActivityImportRow = z.output<typeof activityImportRow>;
export type ActivityImportColumn = keyof ActivityImportRow;

/** The columns in the template's order. */
export const IMPORT_COLUMNS = Object.keys(rowShape.shape) as ActivityImportColumn[];
/** A new activity needs these; an update may leave them out of the file. */
export const IMPORT_REQUIRED_COLUMNS = ['title', 'category', 'location', 'price'] as const;

export const importTemplateQuery = z.strictObject({ format: z.enum(IMPORT_FORMATS).default('csv') });

export const IMPORT_OUTCOMES = ['created', 'updated', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** What became of one row. `row` is the spreadsheet line for CSV (the header is line 1), the position for JSON. */
export interface ImportRowReport {
  row: number;
  outcome: ImportOutcome;
  title: string;
  slug: string;
  sku: string;
  /** Rejected rows: the first problem in words, then every problem by column. */
  reason?: string;
  errors?: Record<string, string>;
}

export interface ImportReport {
  format: ImportFormat;
  /** False when any row was rejected: then nothing was written. */
  committed: boolean;
  created: number;
  updated: number;
  rejected: number;
  rows: ImportRowReport[];
}

/** The template's two example rows, as a JSON file holds them. */
export const IMPORT_TEMPLATE_ROWS: Record<
  ActivityImportColumn,
  string | number | boolean | string[] | null
>[] = [
  {
    title: 'Sunrise Hot Air Balloon',
    slug: 'sunrise-hot-air-balloon',
    sku: 'ACT-BALLOON',
    category: 'Adventure',
    location: 'Palmeraie',
    duration: '4 hours',
    price: 189,
    marketPrice: 230,
    difficulty: 'easy',
    shortDescription: 'Float over the Palmeraie at dawn, then breakfast in a Berber tent.',
    description: 'Hotel pick-up before dawn.\n\nA one-hour flight, then mint tea and breakfast.',
    tags: ['balloon', 'sunrise', 'family'],
    included: ['Hotel transfer', 'Breakfast', 'Flight certificate'],
    excluded: ['Tips'],
    requirements: ['Warm layer for the morning'],
    images: ['https://images.example.com/balloon.jpg'],
    featured: true,
    published: true,
    minParticipants: 1,
    maxParticipants: 12,
    capacityPerDate: 24,
    cancellationPolicy: 'Free cancellation up to 24 hours before.',
    seoTitle: 'Hot air balloon over Marrakech at sunrise',
    seoDescription: 'A sunrise balloon flight over the Palmeraie with breakfast.',
    seoKeywords: ['balloon', 'marrakech'],
  },
  {
    title: 'Medina Cooking Class',
    slug: 'medina-cooking-class',
    sku: 'ACT-COOKING',
    category: 'Food & Cooking',
    location: 'Medina',
    duration: '3 hours',
    price: 55,
    marketPrice: null,
    difficulty: 'easy',
    shortDescription: 'Shop the souk with a local cook and make a tagine.',
    description: 'We meet at the riad and walk to the market together.',
    tags: ['food', 'tagine'],
    included: ['Ingredients', 'Lunch'],
    excluded: [],
    requirements: [],
    images: [],
    featured: false,
    published: true,
    minParticipants: 2,
    maxParticipants: 8,
    capacityPerDate: null,
    cancellationPolicy: '',
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
  },
];
