import {
  IMPORT_ALIASES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportFormat,
  importMessages,
} from '@ochre/shared/schemas/activity-import';
import Papa from 'papaparse';
import { InvalidData } from '../../lib/errors';

export interface ImportFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** One entry of the file before validation: its row number, its values, and the columns it gives. */
export interface ImportRecord {
  row: number;
  values: Record<string, unknown> | null;
  present: Set<string>;
  /** Set when the row could not even be split into cells. */
  problem?: string;
}

const failed = (reason: string) => new InvalidData(importMessages.failed, { file: reason });

const KNOWN = new Set<string>(IMPORT_COLUMNS);
const columnName = (key: string) => IMPORT_ALIASES[key.trim()] ?? key.trim();

function formatOf(file: ImportFile): ImportFormat {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';
  if (/^text\/csv\b/.test(file.mimetype)) return 'csv';
  if (/^application\/json\b/.test(file.mimetype)) return 'json';
  throw failed(importMessages.type);
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw failed(importMessages.unreadable);
  }
}

function readJson(text: string): ImportRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw failed(importMessages.unreadable);
  }
  const list =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as { activities?: unknown }).activities
      : parsed;
  if (!Array.isArray(list)) throw failed(importMessages.jsonShape);
  return list.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return { row: index + 1, values: null, present: new Set(), problem: importMessages.notAnObject };
    }
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) values[columnName(key)] = value;
    return { row: index + 1, values, present: new Set(Object.keys(values)) };
  });
}

/**
 * CSV as spreadsheets save it (comma or semicolon, quoted cells over several
 * lines). Row numbers are the spreadsheet's: the header is row 1.
 */
function readCsv(text: string): ImportRecord[] {
  const result = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  if (result.errors.some((error) => error.type === 'Quotes')) throw failed(importMessages.unreadable);
  const [header = [], ...lines] = result.data;
  const columns = header.map(columnName);
  const unknown = columns.find((column) => !KNOWN.has(column));
  if (unknown !== undefined) throw failed(importMessages.unknownColumn(unknown));
  const missing = IMPORT_REQUIRED_COLUMNS.find((column) => !columns.includes(column));
  if (missing) throw failed(importMessages.missingColumn(missing));
  const present = new Set(columns);

  const records: ImportRecord[] = [];
  lines.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    if (cells.length !== columns.length) {
      records.push({
        row,
        values: null,
        present,
        problem: importMessages.cellCount(cells.length, columns.length),
      });
      return;
    }
    records.push({
      row,
      values: Object.fromEntries(columns.map((column, i) => [column, cells[i]])),
      present,
    });
  });
  return records;
}

/** The file's entries, or 'Import failed.' (SPEC §8) with the reason when the file itself cannot be used. */
export function readImportFile(file: ImportFile): { format: ImportFormat; records: ImportRecord[] } {
  const format = formatOf(file);
  const text = decode(file.bytes);
  const records = format === 'csv' ? readCsv(text) : readJson(text);
  if (records.length === 0) throw failed(importMessages.empty);
  if (records.length > IMPORT_MAX_ROWS) throw failed(importMessages.tooManyRows);
  return { format, records };
}
