import type { Cell } from './xlsx';

/** Excel opens a UTF-8 file as UTF-8 (Arabic readable) only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one): kept as
// text by a leading apostrophe, the OWASP advice for CSV injection. Numbers are written as numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field of RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

export interface CsvOptions {
  header: readonly string[];
  /** Rows in batches; each batch is written as it comes, so memory holds one batch at a time. */
  batches: AsyncIterable<readonly (readonly Cell[])[]>;
}

/** The bytes of a CSV file (UTF-8 with BOM, CRLF lines), produced as the row batches arrive. */
export async function* csvStream(options: CsvOptions): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLine(options.header), 'utf8');
  for await (const batch of options.batches) {
    if (batch.length > 0) yield Buffer.from(batch.map(csvLine).join(''), 'utf8');
  }
}
