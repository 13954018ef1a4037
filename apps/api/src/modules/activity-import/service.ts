import { toCents } from '@ochre/shared/rules/money';
import { slugify } from '@ochre/shared/rules/text';
import {
  type ActivityImportColumn,
  type ActivityImportRow,
  activityImportRow,
  IMPORT_COLUMNS,
  IMPORT_LIST_SEPARATOR,
  IMPORT_TEMPLATE_ROWS,
  type ImportFormat,
  type ImportReport,
  type ImportRowReport,
  importMessages,
} from '@ochre/shared/schemas/activity-import';
import Papa from 'papaparse';
import type { Db, Tx } from '../../db/client';
import { activities } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { unstorableFields } from '../../lib/storable-text';
import { uniqueSlug } from '../../lib/unique-slug';
import type { ActivityRow } from '../activities/activity.dto';
import type { AuditService } from '../audit/service';
import { type ImportFile, type ImportRecord, readImportFile } from './read-file';
import { type ActivityInsert, activityImportRepository as repo } from './repository';

/** Where each column of a row goes in the `activities` table (the slug is settled separately). */
const COLUMN_VALUES: { [K in ActivityImportColumn]: (row: ActivityImportRow) => Partial<ActivityInsert> } = {
  title: (r) => ({ name: r.title }),
  slug: () => ({}),
  sku: (r) => ({ sku: r.sku || null }),
  category: (r) => ({ category: r.category }),
  location: (r) => ({ location: r.location }),
  duration: (r) => ({ duration: r.duration }),
  price: (r) => ({ priceCents: toCents(r.price) }),
  marketPrice: (r) => ({ marketPriceCents: r.marketPrice === null ? null : toCents(r.marketPrice) }),
  difficulty: (r) => ({ difficulty: r.difficulty }),
  shortDescription: (r) => ({ shortDescription: r.shortDescription }),
  description: (r) => ({ description: r.description }),
  tags: (r) => ({ tags: r.tags }),
  included: (r) => ({ included: r.included }),
  excluded: (r) => ({ excluded: r.excluded }),
  requirements: (r) => ({ requirements: r.requirements }),
  images: (r) => ({ images: r.images }),
  featured: (r) => ({ isFeatured: r.featured }),
  published: (r) => ({ isPublished: r.published }),
  minParticipants: (r) => ({ minParticipants: r.minParticipants }),
  maxParticipants: (r) => ({ maxParticipants: r.maxParticipants }),
  capacityPerDate: (r) => ({ capacityPerDate: r.capacityPerDate }),
  cancellationPolicy: (r) => ({ cancellationPolicy: r.cancellationPolicy }),
  seoTitle: (r) => ({ seoTitle: r.seoTitle }),
  seoDescription: (r) => ({ seoDescription: r.seoDescription }),
  seoKeywords: (r) => ({ seoKeywords: r.seoKeywords }),
};

function columnsOf(row: ActivityImportRow, only?: Set<string>): Partial<ActivityInsert> {
  const values: Partial<ActivityInsert> = {};
  for (const column of IMPORT_COLUMNS) {
    if (!only || only.has(column)) Object.assign(values, COLUMN_VALUES[column](row));
  }
  return values;
}

interface ValidRow {
  record: ImportRecord;
  data: ActivityImportRow;
  /** The slug the row asks for, or the one its title gives. */
  slug: string;
}

type Plan =
  | { kind: 'create'; valid: ValidRow }
  | { kind: 'update'; valid: ValidRow; target: ActivityRow }
  | { kind: 'reject'; report: ImportRowReport };

const cellText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function rejected(record: ImportRecord, errors: Record<string, string>): ImportRowReport {
  const [column, message] = Object.entries(errors)[0] ?? ['row', ''];
  return {
    row: record.row,
    outcome: 'rejected',
    title: cellText(record.values?.title),
    slug: cellText(record.values?.slug),
    sku: cellText(record.values?.sku),
    reason: column === 'row' ? message : `${column}: ${message}`,
    errors,
  };
}

/** Every problem of a row, by column, in the words people see. */
function validate(record: ImportRecord): ValidRow | ImportRowReport {
  if (record.problem || !record.values) return rejected(record, { row: record.problem ?? '' });
  const unstorable = unstorableFields(record.values, 'row');
  if (Object.keys(unstorable).length > 0) return rejected(record, unstorable);
  const parsed = activityImportRow.safeParse(record.values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) errors[key] = importMessages.unknownColumn(key);
      } else {
        errors[issue.path.join('.') || 'row'] ??= issue.message;
      }
    }
    return rejected(record, errors);
  }
  const slug = parsed.data.slug || slugify(parsed.data.title);
  if (!slug && !parsed.data.sku) return rejected(record, { slug: importMessages.identity });
  return { record, data: parsed.data, slug };
}

/** A column the file leaves out keeps the activity's value; the participants range must still hold. */
function participantsRefusal(valid: ValidRow, target: ActivityRow): string | null {
  const { present } = valid.record;
  const min = present.has('minParticipants') ? valid.data.minParticipants : target.minParticipants;
  const max = present.has('maxParticipants') ? valid.data.maxParticipants : target.maxParticipants;
  return max < min ? importMessages.participants : null;
}

const unique = conflictOnUniqueViolation(
  'Another activity was saved with the same slug or SKU just now. Please import again.',
);

/** An import's answer: its report and, when it was refused, each refused row's reason keyed `rows.N`. */
export interface ImportOutcome {
  report: ImportReport;
  errors: Record<string, string>;
}

/** Every refused row's reason, for clients that read only a response's `errors`. */
function rowErrors(report: ImportReport): Record<string, string> {
  if (report.committed) return {};
  return Object.fromEntries(
    report.rows.flatMap((row) => (row.reason ? [[`rows.${row.row}`, row.reason]] : [])),
  );
}

/**
 * The activity import (SPEC §7 POST /activities/import, issue 6 item 7):
 * every row is validated, matched to an existing activity by SKU or slug
 * (so importing the same file again updates and creates nothing), and the
 * whole file is written in one transaction only when no row is rejected.
 */
export function createActivityImportService({ db, audit }: { db: Db; audit: AuditService }) {
  function plan(rows: (ValidRow | ImportRowReport)[], existing: ActivityRow[]): Plan[] {
    const bySlug = new Map(existing.map((row) => [row.slug, row]));
    const bySku = new Map(existing.filter((row) => row.sku).map((row) => [row.sku as string, row]));
    const seenSlugs = new Set<string>();
    const seenSkus = new Set<string>();

    return rows.map((row): Plan => {
      if ('outcome' in row) return { kind: 'reject', report: row };
      const { data, record } = row;
      const reject = (errors: Record<string, string>): Plan => ({
        kind: 'reject',
        report: rejected(record, errors),
      });
      // A row with an SKU is that SKU's activity; its title-made slug is only a suggestion.
      const slugIsIdentity = Boolean(data.slug) || !data.sku;
      if (data.sku && seenSkus.has(data.sku)) return reject({ sku: importMessages.duplicateSku });
      if (slugIsIdentity && seenSlugs.has(row.slug)) return reject({ slug: importMessages.duplicateSlug });
      if (data.sku) seenSkus.add(data.sku);
      if (slugIsIdentity) seenSlugs.add(row.slug);

      const skuMatch = data.sku ? bySku.get(data.sku) : undefined;
      const slugMatch = slugIsIdentity ? bySlug.get(row.slug) : undefined;
      if (skuMatch && slugMatch && skuMatch.id !== slugMatch.id)
        return reject({ sku: importMessages.twoActivities });
      if (!skuMatch && slugMatch?.sku && data.sku && slugMatch.sku !== data.sku) {
        return reject({ slug: importMessages.otherSku(slugMatch.sku) });
      }
      const target = skuMatch ?? slugMatch;
      if (!target) return { kind: 'create', valid: row };
      const refusal = participantsRefusal(row, target);
      return refusal ? reject({ maxParticipants: refusal }) : { kind: 'update', valid: row, target };
    });
  }

  async function write(tx: Tx, plans: Plan[]): Promise<ImportRowReport[]> {
    const reports: ImportRowReport[] = [];
    for (const step of plans) {
      if (step.kind === 'reject') {
        reports.push(step.report);
        continue;
      }
      const { data, record } = step.valid;
      let slug = step.valid.slug;
      if (step.kind === 'update') {
        slug = data.slug || step.target.slug;
        await repo.update(tx, step.target.id, { ...columnsOf(data, record.present), slug });
      } else {
        // Only an SKU row's title-made slug may need a number to be free (the SKU is what matches it again).
        if (!data.slug && data.sku) slug = await uniqueSlug(tx, activities, activities.slug, data.title);
        await repo.insert(tx, { ...(columnsOf(data) as ActivityInsert), slug });
      }
      reports.push({
        row: record.row,
        outcome: step.kind === 'create' ? 'created' : 'updated',
        title: data.title,
        slug,
        sku: data.sku,
      });
    }
    return reports;
  }

  return {
    /**
     * Imports every row or none: with any row refused nothing is saved and the
     * report says what each row would have become, and why the refused ones were.
     */
    async run(admin: UserRow, file: ImportFile): Promise<ImportOutcome> {
      const { format, records } = readImportFile(file);
      const rows = records.map(validate);
      const valid = rows.filter((row): row is ValidRow => !('outcome' in row));
      const report = await unique(
        db.transaction(async (tx): Promise<ImportReport> => {
          const existing = await repo.lockMatching(
            tx,
            [...new Set(valid.map((row) => row.slug))],
            [...new Set(valid.map((row) => row.data.sku).filter(Boolean))],
          );
          const plans = plan(rows, existing);
          const count = (kind: Plan['kind']) => plans.filter((step) => step.kind === kind).length;
          const summary = {
            format,
            created: count('create'),
            updated: count('update'),
            rejected: count('reject'),
          };
          // All or nothing: with any row rejected, the report says what each row would have become.
          if (summary.rejected > 0) {
            return { ...summary, committed: false, rows: plans.map((step) => dryReport(step)) };
          }
          const reports = await write(tx, plans);
          await audit.record(
            admin,
            {
              action: 'activity.import',
              entity: 'activity',
              details: {
                file: file.filename,
                format,
                created: summary.created,
                updated: summary.updated,
                slugs: reports.slice(0, 50).map((report) => report.slug),
              },
            },
            tx,
          );
          return { ...summary, committed: true, rows: reports };
        }),
      );
      return { report, errors: rowErrors(report) };
    },

    /** The template: two example activities in every column. */
    template(format: ImportFormat): string {
      if (format === 'json') return `${JSON.stringify(IMPORT_TEMPLATE_ROWS, null, 2)}\n`;
      return Papa.unparse(
        {
          fields: [...IMPORT_COLUMNS],
          data: IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_COLUMNS.map((column) => templateCell(row[column]))),
        },
        { newline: '\n' },
      );
    },
  };
}

function dryReport(step: Plan): ImportRowReport {
  if (step.kind === 'reject') return step.report;
  const { data, record, slug } = step.valid;
  return {
    row: record.row,
    outcome: step.kind === 'create' ? 'created' : 'updated',
    title: data.title,
    slug: step.kind === 'update' ? data.slug || step.target.slug : slug,
    sku: data.sku,
  };
}

function templateCell(value: string | number | boolean | string[] | null): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(IMPORT_LIST_SEPARATOR) : String(value);
}

export type ActivityImportService = ReturnType<typeof createActivityImportService>;
