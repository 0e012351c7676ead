import { crc32, inflateRawSync } from 'node:zlib';

// Reading the spreadsheets staff upload (stock figures now, offers' product lists later): the first
// sheet of an .xlsx workbook, or a CSV file, as rows of cell texts. Bounded: a file that would
// unpack past the limits is refused rather than read, so a zip bomb costs nothing.

export class SpreadsheetError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(reason);
  }
}

/** Unpacked bytes a workbook may grow to (its sheet and shared strings together). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_SPREADSHEET_ROWS = 50_000;

/**
 * The entries of a zip file that `wanted` names, read through its central directory, each checked
 * against its CRC. Refuses (SpreadsheetError) a damaged file and one whose wanted entries would
 * unpack past the limit, judged by their declared sizes before anything is inflated.
 */
export function unzipEntries(bytes: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) throw new SpreadsheetError('unreadable');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new SpreadsheetError('unreadable');
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (!wanted(name)) continue;
    unpacked += size;
    if (unpacked > MAX_UNPACKED_BYTES) throw new SpreadsheetError('too_large');
    if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== 0x04034b50)
      throw new SpreadsheetError('unreadable');
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const raw = bytes.subarray(start, start + compressed);
    let content: Buffer;
    try {
      // The declared size bounds the output, whatever the compressed data claims.
      content = method === 8 ? inflateRawSync(raw, { maxOutputLength: Math.max(size, 1) }) : Buffer.from(raw);
    } catch {
      throw new SpreadsheetError('unreadable');
    }
    if (crc32(content) >>> 0 !== crc) throw new SpreadsheetError('unreadable');
    files.set(name, content);
  }
  return files;
}

const unescapeXml = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of every `<t>` inside an element (a rich-text string is split into runs). */
const textOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

/** Column index of a cell reference: `A7` is 0, `AB7` is 27. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const letter of ref.replace(/\d+$/, '')) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** The first sheet of an .xlsx workbook: shared, inline and plain values; formulas give their cached value. */
export function readXlsxRows(bytes: Buffer): string[][] {
  const files = unzipEntries(
    bytes,
    (name) => name === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet1\.xml$/.test(name),
  );
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (sheet === undefined) throw new SpreadsheetError('unreadable');
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (m) => textOf(m[1] ?? ''),
  );
  const rows: string[][] = [];
  for (const row of sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    if (rows.length >= MAX_SPREADSHEET_ROWS + 1) throw new SpreadsheetError('too_large');
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = attribute(attributes, 'r');
      const at = ref ? columnIndex(ref) : cells.length;
      const type = attribute(attributes, 't');
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(body);
      else if (value !== undefined) text = unescapeXml(value);
      while (cells.length < at) cells.push('');
      cells[at] = text;
    }
    rows.push(cells);
  }
  return rows;
}

/** CSV as Excel writes it: a byte-order mark, commas (or semicolons), quotes doubled inside quoted cells. */
export function readCsvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      if (rows.length > MAX_SPREADSHEET_ROWS + 1) throw new SpreadsheetError('too_large');
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The rows of an uploaded spreadsheet, by its detected kind; blank rows are left out. */
export function readSpreadsheet(bytes: Buffer, kind: 'xlsx' | 'csv'): string[][] {
  const rows = kind === 'xlsx' ? readXlsxRows(bytes) : readCsvRows(bytes);
  return rows.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
}
