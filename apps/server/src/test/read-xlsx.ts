import { readXlsxRows, unzipEntries } from '../lib/spreadsheet';

/** Every entry of a zip file (an export under test), each checked against its CRC. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  return unzipEntries(bytes, () => true);
}

/** The cells of the first sheet, row by row, each at its column (`''` where a cell is empty). */
export const sheetRows = readXlsxRows;
