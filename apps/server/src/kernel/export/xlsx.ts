import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A one-sheet .xlsx (Office Open XML) written as a stream: the package parts are small and written
 * at once; the sheet is deflated batch by batch as rows arrive, so a large export never sits in
 * memory. Cells are inline strings or numbers, which Excel, LibreOffice and Numbers all open;
 * text is UTF-8, so Arabic shows as written. The sheet is right-to-left when asked.
 */
export type Cell = string | number | null | undefined;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot carry (control characters other than tab, newline, return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** A text that looks like a formula is kept as text (no formula injection: cells are never formulas). */
function cellXml(value: Cell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

function rowXml(cells: readonly Cell[], rowNumber: number, style = 0): string {
  return `<row r="${rowNumber}">${cells.map((cell, i) => cellXml(cell, `${columnName(i)}${rowNumber}`, style)).join('')}</row>`;
}

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Arial"/></font><font><b/><sz val="11"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

function workbookXml(sheetName: string): string {
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  return `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Date and time of the zip entries in MS-DOS form. */
function dosDateTime(now: Date): { time: number; date: number } {
  const time = (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | Math.floor(now.getUTCSeconds() / 2);
  const date = ((now.getUTCFullYear() - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate();
  return { time, date };
}

const UTF8_AND_DESCRIPTOR = 0x0808;

/** Writes the zip container around streamed entries (deflate, sizes in a data descriptor). */
class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // crc and sizes follow the data, in the descriptor.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  private descriptor(entry: Entry): Buffer {
    const out = Buffer.alloc(16);
    out.writeUInt32LE(0x08074b50, 0);
    out.writeUInt32LE(entry.crc >>> 0, 4);
    out.writeUInt32LE(entry.compressed, 8);
    out.writeUInt32LE(entry.size, 12);
    return out;
  }

  /** A small entry whose whole content is at hand. */
  whole(path: string, content: string): Buffer {
    const data = Buffer.from(content, 'utf8');
    const name = Buffer.from(path, 'utf8');
    const compressed = deflateRawSync(data);
    const entry: Entry = {
      name,
      crc: crc32(data),
      compressed: compressed.length,
      size: data.length,
      offset: this.offset,
    };
    const bytes = Buffer.concat([this.localHeader(name), compressed, this.descriptor(entry)]);
    this.entries.push(entry);
    this.offset += bytes.length;
    return bytes;
  }

  /** An entry written piece by piece: yields the zip bytes as they are produced. */
  async *streamed(path: string, pieces: AsyncIterable<string>): AsyncGenerator<Buffer> {
    const name = Buffer.from(path, 'utf8');
    const entry: Entry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = this.localHeader(name);
    this.offset += header.length;
    yield header;
    const deflate = createDeflateRaw();
    let out: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    const take = (): Buffer => {
      const bytes = Buffer.concat(out);
      out = [];
      entry.compressed += bytes.length;
      this.offset += bytes.length;
      return bytes;
    };
    for await (const piece of pieces) {
      const data = Buffer.from(piece, 'utf8');
      entry.crc = crc32(data, entry.crc);
      entry.size += data.length;
      deflate.write(data);
      await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      const bytes = take();
      if (bytes.length > 0) yield bytes;
    }
    await new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
      deflate.end();
    });
    const rest = take();
    if (rest.length > 0) yield rest;
    const descriptor = this.descriptor(entry);
    this.offset += descriptor.length;
    this.entries.push(entry);
    yield descriptor;
  }

  /** The central directory and its end record. */
  finish(): Buffer {
    const records = this.entries.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    return Buffer.concat([directory, end]);
  }
}

export interface SheetOptions {
  sheetName: string;
  /** The header row, in bold. */
  header: readonly string[];
  /** Rows in batches (each batch is deflated as it comes). */
  batches: AsyncIterable<readonly (readonly Cell[])[]>;
  rightToLeft?: boolean;
}

/** The bytes of an .xlsx file with one sheet, produced as the row batches arrive. */
export async function* xlsxStream(options: SheetOptions): AsyncGenerator<Buffer> {
  const zip = new ZipWriter();
  yield zip.whole('[Content_Types].xml', CONTENT_TYPES);
  yield zip.whole('_rels/.rels', ROOT_RELS);
  yield zip.whole('xl/workbook.xml', workbookXml(options.sheetName));
  yield zip.whole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  yield zip.whole('xl/styles.xml', STYLES);
  const rtl = options.rightToLeft ? ' rightToLeft="1"' : '';
  async function* sheet(): AsyncGenerator<string> {
    yield `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"${rtl}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${rowXml(options.header, 1, 1)}`;
    let rowNumber = 1;
    for await (const batch of options.batches) {
      yield batch.map((cells) => rowXml(cells, ++rowNumber)).join('');
    }
    yield '</sheetData></worksheet>';
  }
  yield* zip.streamed('xl/worksheets/sheet1.xml', sheet());
  yield zip.finish();
}
