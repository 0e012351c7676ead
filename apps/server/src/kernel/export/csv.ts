import type { Cell } from './xlsx';

/** Excel opens a UTF-8 file as UTF-8 (Arabic readable) only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one): kept as
// text by a leading apostrophe, the OWASP advice for CSV injection. Numbers are written as numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

// A phone number in international form (a plus and 6 to 15 digits, as E.164 allows) can run nothing,
// but Excel and LibreOffice would read it as a number: the plus dropped, shown as 9.66551E+11. An
// invisible left-to-right mark before it keeps it text with no apostrophe to see, in both, whatever
// their import settings (a `="…"` formula is shown as typed when LibreOffice does not evaluate
// formulas), and keeps the plus before the digits in a right-to-left sheet.
const PHONE = /^\+\d{6,15}$/;
const LEFT_TO_RIGHT_MARK = '\u200E';

/** One field of RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = PHONE.test(value) ? `${LEFT_TO_RIGHT_MARK}${value}` : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

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
