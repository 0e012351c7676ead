import { readFile } from 'node:fs/promises';
import { fieldError } from '../errors';
import { MAX_SPREADSHEET_ROWS, readSpreadsheet, SpreadsheetError } from '../lib/spreadsheet';
import type { UploadedFile } from '../lib/uploads';
import { spreadsheetRule } from '../plugins/storage';
import type { FileService } from './context';

/**
 * The rows of an uploaded .xlsx or .csv (its content sniffed, not its name), or a 422 on `field`:
 * not a spreadsheet, unreadable, or longer than MAX_SPREADSHEET_ROWS.
 */
export async function uploadedSpreadsheetRows(
  files: FileService,
  file: UploadedFile,
  field: string,
): Promise<string[][]> {
  const prepared = await files.prepare(file, spreadsheetRule);
  try {
    return readSpreadsheet(await readFile(file.tmpPath), prepared.ext === 'xlsx' ? 'xlsx' : 'csv');
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    throw error.reason === 'too_large'
      ? fieldError(field, 'spreadsheet_too_large', { rows: MAX_SPREADSHEET_ROWS })
      : fieldError(field, 'file_unreadable');
  }
}
