import { crc32, inflateRawSync } from 'node:zlib';

/** Reads every entry of a zip file through its central directory, checking each entry's CRC. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (bytes.readUInt32LE(offset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const raw = bytes.subarray(start, start + compressed);
    const content = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (crc32(content) >>> 0 !== crc) throw new Error(`bad CRC for ${name}`);
    files.set(name, content);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Column index of a cell reference: `A7` is 0, `AB7` is 27. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const letter of ref.replace(/\d+$/, '')) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/**
 * The cells of the first sheet, row by row (inline strings and numbers), each at its column:
 * empty cells are not written, so their place is read from the cell's reference (`''` there).
 */
export function sheetRows(xlsx: Buffer): string[][] {
  const sheet = unzip(xlsx).get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!sheet) throw new Error('no sheet');
  return [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(
      /<c r="([A-Z]+\d+)"[^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g,
    )) {
      const at = columnIndex(cell[1] ?? 'A1');
      while (cells.length < at) cells.push('');
      cells[at] = unescapeXml(cell[2] ?? cell[3] ?? '');
    }
    return cells;
  });
}
