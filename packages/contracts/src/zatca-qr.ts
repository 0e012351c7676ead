import { type Halalas, halalasToText, MoneyError } from './money';

// The contracts compile against ES2023 alone (neither DOM nor Node types), yet these globals exist
// in Node 20 and in every browser; declared here, for this module only, as far as it uses them.
declare const TextEncoder: new () => { encode(input: string): Uint8Array };
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: boolean; ignoreBOM: boolean },
) => { decode(input: Uint8Array): string };
declare function btoa(binary: string): string;
declare function atob(base64: string): string;

/**
 * The QR code ZATCA (the Saudi tax authority) requires on a simplified tax invoice, phase 1: five
 * TLV records (one byte tag, one byte length, the value's UTF-8 bytes), the whole written in
 * Base64. The length is a count of bytes, not characters: an Arabic letter takes two bytes in
 * UTF-8, so "صيدليات المجموعة" is 16 characters but 31 bytes. One byte of length caps each value
 * at 255 bytes. Written with TextEncoder and btoa/atob only (no Buffer), so the server and the
 * browser draw the same code.
 */

export interface ZatcaInvoiceFields {
  /** Tag 1: the seller's name as registered (Arabic is fine). */
  sellerName: string;
  /** Tag 2: the seller's VAT registration number, 15 digits starting and ending with 3. */
  vatNumber: string;
  /** Tag 3: when the invoice was issued, ISO 8601 (`2022-04-25T15:30:00Z`). */
  timestamp: string;
  /** Tag 4: the invoice total with VAT, decimal riyals with two decimals (`1000.00`). */
  total: string;
  /** Tag 5: the VAT total, decimal riyals with two decimals (`150.00`). */
  vat: string;
}

/** The tags in the order the records are written and read back. */
const TAGS = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'total'],
  [5, 'vat'],
] as const satisfies readonly (readonly [number, keyof ZatcaInvoiceFields])[];

/** The most a value can hold: its length is stored in one byte. */
export const ZATCA_TLV_MAX_VALUE_BYTES = 255;

export class ZatcaQrError extends Error {
  constructor(message: string) {
    super(`ZATCA QR code: ${message}`);
    this.name = 'ZatcaQrError';
  }
}

// ZATCA's format for a VAT registration number.
const VAT_NUMBER = /^3\d{13}3$/;
// Non-negative, exactly two decimals, no leading zeros: what `halalasToText` writes.
const AMOUNT = /^(0|[1-9]\d*)\.\d{2}$/;
// ISO 8601 extended date and time; the zone may be left off (ZATCA's own samples sometimes do).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))?$/;
// A lone surrogate would be written as U+FFFD and read back as a different name.
const LONE_SURROGATE = /\p{Cs}/u;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date and time of day in ISO 8601 (`2022-02-30T…` is not one). */
function isIsoTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = match[9] === undefined ? 0 : Number(match[9]);
  const offsetMinutes = match[10] === undefined ? 0 : Number(match[10]);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

/** Throws a `ZatcaQrError` naming the first field that ZATCA would not accept. */
function assertFields(fields: ZatcaInvoiceFields): void {
  const { sellerName, vatNumber, timestamp, total, vat } = fields;
  if (typeof sellerName !== 'string' || sellerName.trim() === '') {
    throw new ZatcaQrError('the seller name is empty');
  }
  if (LONE_SURROGATE.test(sellerName)) throw new ZatcaQrError('the seller name is not valid Unicode');
  if (typeof vatNumber !== 'string' || !VAT_NUMBER.test(vatNumber)) {
    throw new ZatcaQrError(`not a VAT registration number (15 digits, first and last 3): ${String(vatNumber)}`);
  }
  if (typeof timestamp !== 'string' || !isIsoTimestamp(timestamp)) {
    throw new ZatcaQrError(`not an ISO 8601 date and time: ${String(timestamp)}`);
  }
  for (const [name, amount] of [
    ['total', total],
    ['vat', vat],
  ] as const) {
    if (typeof amount !== 'string' || !AMOUNT.test(amount)) {
      throw new ZatcaQrError(`${name} is not a non-negative amount with two decimals: ${String(amount)}`);
    }
  }
}

/**
 * An amount in halalas as the QR code writes it (`100000` → `'1000.00'`), through the same
 * `halalasToText` the API's answers use, so the code and the printed invoice agree to the halala.
 */
export function zatcaAmount(halalas: Halalas): string {
  if (halalas < 0) throw new MoneyError('negative', halalas);
  return halalasToText(halalas);
}

/** The TLV bytes of the five fields (before Base64); throws a `ZatcaQrError` on an invalid field. */
export function zatcaTlv(fields: ZatcaInvoiceFields): Uint8Array {
  assertFields(fields);
  const encoder = new TextEncoder();
  const records = TAGS.map(([tag, name]) => {
    const value = encoder.encode(fields[name]);
    if (value.length > ZATCA_TLV_MAX_VALUE_BYTES) {
      throw new ZatcaQrError(
        `${name} is ${value.length} bytes in UTF-8; a value holds at most ${ZATCA_TLV_MAX_VALUE_BYTES}`,
      );
    }
    return { tag, value };
  });
  const bytes = new Uint8Array(records.reduce((size, record) => size + 2 + record.value.length, 0));
  let offset = 0;
  for (const { tag, value } of records) {
    bytes[offset] = tag;
    bytes[offset + 1] = value.length;
    bytes.set(value, offset + 2);
    offset += 2 + value.length;
  }
  return bytes;
}

// btoa and atob speak "binary strings" (one char per byte), not bytes or UTF-8 text; these two
// convert, so the same code runs in Node and in the browser without Buffer.
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64ToBytes(base64: string): Uint8Array {
  if (typeof base64 !== 'string' || base64 === '' || !BASE64.test(base64)) {
    throw new ZatcaQrError('not Base64');
  }
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  // atob ignores stray bits in the last character; one text per payload keeps comparisons honest.
  if (bytesToBase64(bytes) !== base64) throw new ZatcaQrError('not canonical Base64');
  return bytes;
}

/** The text of the QR code: the Base64 of `zatcaTlv(fields)`. */
export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  return bytesToBase64(zatcaTlv(fields));
}

/**
 * The fields back from a QR code's text, to check a rendered code. Strict: exactly tags 1 to 5 in
 * order, each length within the bytes that remain, valid UTF-8, nothing after tag 5 (a phase 2
 * code, with tags 6 to 9, is refused), and every field valid as `zatcaTlv` requires.
 */
export function decodeZatcaQr(base64: string): ZatcaInvoiceFields {
  const bytes = base64ToBytes(base64);
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const fields: Partial<ZatcaInvoiceFields> = {};
  let offset = 0;
  for (const [tag, name] of TAGS) {
    if (offset + 2 > bytes.length) throw new ZatcaQrError(`the record of tag ${tag} is missing`);
    if (bytes[offset] !== tag) throw new ZatcaQrError(`expected tag ${tag}, found ${bytes[offset]}`);
    const length = bytes[offset + 1]!;
    const end = offset + 2 + length;
    if (end > bytes.length) throw new ZatcaQrError(`the value of tag ${tag} runs past the end`);
    try {
      fields[name] = decoder.decode(bytes.subarray(offset + 2, end));
    } catch {
      throw new ZatcaQrError(`the value of tag ${tag} is not UTF-8`);
    }
    offset = end;
  }
  if (offset !== bytes.length) throw new ZatcaQrError(`${bytes.length - offset} bytes after tag 5`);
  const decoded = fields as ZatcaInvoiceFields;
  assertFields(decoded);
  return decoded;
}
