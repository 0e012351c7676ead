import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedZip, workbook } from '../test/files';
import { readCsvRows, readSpreadsheet, readXlsxRows, SpreadsheetError } from './spreadsheet';

describe('reading spreadsheets', () => {
  it('reads the first sheet of a workbook: shared and rich-text strings, numbers, inline strings, empty cells', () => {
    const rows = readXlsxRows(
      workbook([
        ['code', 'store_no', 'quantity'],
        ['A&B-1', null, 12],
        ['رمز', 'RUH-001', 'سبعة'],
      ]),
    );
    expect(rows).toEqual([
      ['code', 'store_no', 'quantity'],
      ['A&B-1', '', '12'],
      ['رمز', 'RUH-001', 'سبعة'],
    ]);
  });

  it('reads CSV as Excel saves it: byte-order mark, quotes, doubled quotes, line breaks in cells, semicolons', () => {
    const csv = Buffer.from('\uFEFFcode,name,qty\r\n"100,1","He said ""hi""\nthere",3\r\n', 'utf8');
    expect(readCsvRows(csv)).toEqual([
      ['code', 'name', 'qty'],
      ['100,1', 'He said "hi"\nthere', '3'],
    ]);
    expect(readCsvRows(Buffer.from('code;qty\n1;2'))).toEqual([
      ['code', 'qty'],
      ['1', '2'],
    ]);
  });

  it('trims cells and leaves blank rows out', () => {
    expect(readSpreadsheet(Buffer.from('a, b \n,\n\nc,d\n'), 'csv')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('refuses a file that is no workbook, and one whose sheet would unpack past the limit, without unpacking it', () => {
    expect(() => readXlsxRows(Buffer.from('not a zip'))).toThrow(SpreadsheetError);
    expect(() => readXlsxRows(storedZip([['xl/workbook.xml', '<workbook/>']]))).toThrow(SpreadsheetError);
    // A sheet that claims 100 MB: refused by its declared size before any inflating.
    const bomb = storedZip([['xl/worksheets/sheet1.xml', deflateRawSync(Buffer.alloc(1000)).toString('latin1')]]);
    const sizeAt = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24;
    bomb.writeUInt32LE(100 * 1024 * 1024, sizeAt);
    expect(() => readXlsxRows(bomb)).toThrow(expect.objectContaining({ reason: 'too_large' }));
  });
});
