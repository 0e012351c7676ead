/**
 * Files for upload tests, built in memory: what a visitor may send (photos, documents) and what
 * the upload checks must refuse (executables, scripts in images, archives posing as documents).
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A DOS/PE header: what every Windows executable starts with. */
export function peExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** The smallest PDF a reader opens: a catalog and an empty page tree. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A minimal zip with stored (uncompressed) entries. */
export function storedZip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x" ContentType="${main}"/></Types>`;

/** A minimal .docx: a zip naming the Word document part. */
export const DOCX = storedZip([
  [
    '[Content_Types].xml',
    contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  ],
  ['word/document.xml', '<w:document/>'],
]);

/** A minimal .xlsx: a zip naming the workbook part. */
export const XLSX = storedZip([
  ['[Content_Types].xml', contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')],
  ['xl/workbook.xml', '<workbook/>'],
]);

/**
 * An .xlsx as Excel writes its first sheet: shared strings (one a rich-text run), numbers, an
 * inline string and self-closing empty cells. `rows` are the sheet's cells; a number stays a number.
 */
export function workbook(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Buffer {
  const shared: string[] = [];
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((value, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (value === null) return `<c r="${ref}" s="1"/>`;
      if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
      if (c === 2) return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
      shared.push(value);
      return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
    });
    return `<row r="${r + 1}" spans="1:3">${xml.join('')}</row>`;
  });
  // The first shared string is split into two rich-text runs, as Excel does for mixed formatting.
  const strings = shared.map((text, i) =>
    i === 0 && text.length > 1
      ? `<si><r><t>${escapeXml(text.slice(0, 1))}</t></r><r><rPr><b/></rPr><t xml:space="preserve">${escapeXml(text.slice(1))}</t></r></si>`
      : `<si><t>${escapeXml(text)}</t></si>`,
  );
  return storedZip([
    ['[Content_Types].xml', contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')],
    ['xl/workbook.xml', '<workbook/>'],
    ['xl/sharedStrings.xml', `<sst count="${shared.length}">${strings.join('')}</sst>`],
    ['xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheetRows.join('')}</sheetData></worksheet>`],
  ]);
}

/** A zip that is no office document. */
export const PLAIN_ZIP = storedZip([['readme.txt', 'hello']]);

/** A picture of one colour in the given format. */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  { width, height, background, alpha = false }: { width: number; height: number; background: string; alpha?: boolean },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A photo as phones take them: rotated by EXIF, with GPS coordinates. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '24/1 42/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '46/1 40/1 0/1',
        },
      },
    })
    .toBuffer();
}
