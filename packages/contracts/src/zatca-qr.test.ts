import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeZatcaQr,
  MONEY_MAX_HALALAS,
  MoneyError,
  ZATCA_TLV_MAX_VALUE_BYTES,
  type ZatcaInvoiceFields,
  ZatcaQrError,
  zatcaAmount,
  zatcaQrPayload,
  zatcaTlv,
} from './index';

// Globals of Node 20 and the browser that the ES2023-only lib does not describe.
declare const TextEncoder: new () => { encode(input: string): Uint8Array };
declare const TextDecoder: new () => { decode(input: Uint8Array): string };
declare function btoa(binary: string): string;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
const base64 = (bytes: readonly number[]) => btoa(String.fromCharCode(...bytes));

// ZATCA's worked example of a phase 1 QR code ("QR Code Creation",
// zatca.gov.sa/ar/E-Invoicing/SystemsDevelopers/Documents/QRCodeCreation.pdf), the same inputs and
// Base64 that zatca-sdk-go (github.com/Haraj-backend/zatca-sdk-go, qrcode tests) checks against.
const BOBS_RECORDS: ZatcaInvoiceFields = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  total: '1000.00',
  vat: '150.00',
};
const BOBS_RECORDS_QR =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

const valid = (overrides: Partial<ZatcaInvoiceFields> = {}): ZatcaInvoiceFields => ({
  ...BOBS_RECORDS,
  ...overrides,
});

describe('the published example', () => {
  it('encodes to the Base64 ZATCA publishes, and decodes back', () => {
    expect(zatcaQrPayload(BOBS_RECORDS)).toBe(BOBS_RECORDS_QR);
    expect(decodeZatcaQr(BOBS_RECORDS_QR)).toEqual(BOBS_RECORDS);
  });

  it('is five records of tag, byte length, UTF-8 value', () => {
    const bytes = zatcaTlv(BOBS_RECORDS);
    expect([...bytes.subarray(0, 2)]).toEqual([1, 12]);
    expect(new TextDecoder().decode(bytes.subarray(2, 14))).toBe('Bobs Records');
    expect([...bytes.subarray(14, 16)]).toEqual([2, 15]);
    expect(bytes.length).toBe(2 * 5 + 12 + 15 + 20 + 7 + 6);
  });

  it('matches an Arabic-named example from zatca-sdk-go (github.com/Haraj-backend/zatca-sdk-go)', () => {
    const fields = valid({ sellerName: 'الجواهري العربي' });
    const qr =
      'AR3Yp9mE2KzZiNin2YfYsdmKINin2YTYudix2KjZigIPMzEwMTIyMzkzNTAwMDAzAxQyMDIyLTA0LTI1VDE1OjMwOjAwWgQHMTAwMC4wMAUGMTUwLjAw';
    expect(zatcaQrPayload(fields)).toBe(qr);
    expect(decodeZatcaQr(qr)).toEqual(fields);
  });
});

describe('lengths are UTF-8 bytes', () => {
  it('writes an Arabic name with its byte count, not its character count', () => {
    const sellerName = 'صيدليات المجموعة';
    expect(sellerName.length).toBe(16);
    const bytes = zatcaTlv(valid({ sellerName }));
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(31);
    expect(bytes[1]).toBe(utf8Length(sellerName));
    // The next record starts right after the name's bytes.
    expect(bytes[2 + 31]).toBe(2);
    expect(decodeZatcaQr(zatcaQrPayload(valid({ sellerName })))).toEqual(valid({ sellerName }));
  });

  it('takes a value of 255 bytes and refuses one of 256, counted in bytes', () => {
    const longest = `${'ص'.repeat(127)}x`; // 128 characters, 255 bytes
    expect(utf8Length(longest)).toBe(ZATCA_TLV_MAX_VALUE_BYTES);
    expect(zatcaTlv(valid({ sellerName: longest }))[1]).toBe(255);
    // 128 characters again, far under 255 of them, but 256 bytes.
    const tooLong = 'ص'.repeat(128);
    expect(() => zatcaTlv(valid({ sellerName: tooLong }))).toThrow(ZatcaQrError);
    expect(() => zatcaQrPayload(valid({ sellerName: tooLong }))).toThrow(/sellerName is 256 bytes.*at most 255/);
    expect(() => zatcaQrPayload(valid({ total: `${'9'.repeat(254)}.00` }))).toThrow(/total is 257 bytes/);
  });
});

describe('validation', () => {
  it('refuses a VAT number not in ZATCA format', () => {
    for (const vatNumber of [
      '31012239350000', // 14 digits
      '3101223935000033', // 16 digits
      '110122393500003', // does not start with 3
      '310122393500001', // does not end with 3
      '31012239350000A',
      '310 122 393 500 003',
      '٣١٠١٢٢٣٩٣٥٠٠٠٠٣', // Arabic-Indic digits
      '',
    ]) {
      expect(() => zatcaQrPayload(valid({ vatNumber })), vatNumber).toThrow(/VAT registration number/);
    }
  });

  it('takes ISO 8601 date-times and refuses anything else', () => {
    for (const timestamp of [
      '2022-04-25T15:30:00Z',
      '2022-04-25T15:30:00.123Z',
      '2022-04-25T18:30:00+03:00',
      '2022-04-25T15:30:00',
      '2024-02-29T00:00:00Z',
    ]) {
      expect(decodeZatcaQr(zatcaQrPayload(valid({ timestamp }))).timestamp).toBe(timestamp);
    }
    for (const timestamp of [
      '2022-04-25',
      '2022-04-25 15:30:00',
      '25/04/2022 15:30',
      '2022-02-30T10:00:00Z',
      '2023-02-29T10:00:00Z',
      '2022-13-01T10:00:00Z',
      '2022-04-25T24:00:00Z',
      '2022-04-25T15:30:00+0300',
      'Mon, 25 Apr 2022 15:30:00 GMT',
    ]) {
      expect(() => zatcaQrPayload(valid({ timestamp })), timestamp).toThrow(/ISO 8601/);
    }
  });

  it('takes amounts with exactly two decimals, never negative', () => {
    expect(zatcaQrPayload(valid({ total: '0.00', vat: '0.00' }))).toBeTypeOf('string');
    for (const amount of ['1000', '1000.0', '1000.000', '-1.00', '1,000.00', '01.00', ' 1.00', '١٠٠٠.٠٠']) {
      expect(() => zatcaQrPayload(valid({ total: amount })), amount).toThrow(/total is not/);
      expect(() => zatcaQrPayload(valid({ vat: amount })), amount).toThrow(/vat is not/);
    }
  });

  it('writes halalas as the API does', () => {
    expect(zatcaAmount(100_000)).toBe('1000.00');
    expect(zatcaAmount(15_000)).toBe('150.00');
    expect(zatcaAmount(5)).toBe('0.05');
    expect(zatcaAmount(0)).toBe('0.00');
    expect(() => zatcaAmount(-1)).toThrow(MoneyError);
    expect(() => zatcaAmount(1.5)).toThrow(MoneyError);
  });

  it('refuses an empty seller name and broken Unicode', () => {
    expect(() => zatcaQrPayload(valid({ sellerName: '' }))).toThrow(/seller name is empty/);
    expect(() => zatcaQrPayload(valid({ sellerName: '   ' }))).toThrow(/seller name is empty/);
    expect(() => zatcaQrPayload(valid({ sellerName: 'Bob\uD800s' }))).toThrow(/not valid Unicode/);
  });
});

describe('decoding refuses malformed codes', () => {
  const tlv = [...zatcaTlv(BOBS_RECORDS)];

  it.each<[string, string, RegExp]>([
    ['empty', '', /not Base64/],
    ['not Base64', 'not base64!', /not Base64/],
    ['missing padding', BOBS_RECORDS_QR.replace(/=+$/, ''), /not Base64/],
    ['surrounding whitespace', ` ${BOBS_RECORDS_QR}\n`, /not Base64/],
    ['stray bits in the last character', `${BOBS_RECORDS_QR.slice(0, -3)}B==`, /not canonical/],
    ['truncated', base64(tlv.slice(0, -1)), /tag 5 runs past the end/],
    ['a record cut after its tag', base64(tlv.slice(0, 1)), /tag 1 is missing/],
    ['tag 5 missing', base64(tlv.slice(0, tlv.length - 8)), /tag 5 is missing/],
    ['a phase 2 tag after tag 5', base64([...tlv, 6, 1, 0x41]), /3 bytes after tag 5/],
    ['records out of order', base64([...tlv.slice(14, 31), ...tlv.slice(0, 14), ...tlv.slice(31)]), /expected tag 1/],
    ['a length past the end', base64([1, 200, 0x41]), /tag 1 runs past the end/],
    ['invalid UTF-8', base64([1, 2, 0xc3, 0x28, ...tlv.slice(14)]), /not UTF-8/],
    ['a field ZATCA would refuse', base64(tlv.map((byte, index) => (index === 16 ? 0x31 : byte))), /VAT registration/],
  ])('%s', (_, text, message) => {
    expect(() => decodeZatcaQr(text)).toThrow(ZatcaQrError);
    expect(() => decodeZatcaQr(text)).toThrow(message);
  });
});

describe('round trip', () => {
  const arabicLetter = fc.integer({ min: 0x0621, max: 0x064a }).map((code) => String.fromCharCode(code));
  const arabicName = fc
    .array(fc.oneof(arabicLetter, fc.constant(' ')), { minLength: 1, maxLength: 127 })
    .map((chars) => chars.join(''));
  const anyName = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 });
  const mixedName = fc.tuple(arabicName, anyName).map(([arabic, other]) => `${arabic} ${other}`);
  const sellerName = fc
    .oneof(arabicName, anyName, mixedName)
    .filter((name) => name.trim() !== '' && utf8Length(name) <= ZATCA_TLV_MAX_VALUE_BYTES);
  const instant = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const timestamp = fc.oneof(
    instant.map((date) => date.toISOString()),
    instant.map((date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')),
  );
  const amount = fc.integer({ min: 0, max: MONEY_MAX_HALALAS }).map(zatcaAmount);
  const fields: fc.Arbitrary<ZatcaInvoiceFields> = fc.record({
    sellerName,
    vatNumber: fc.stringMatching(/^3\d{13}3$/),
    timestamp,
    total: amount,
    vat: amount,
  });

  it('decodes every valid invoice back to itself, each length its value’s UTF-8 bytes', () => {
    fc.assert(
      fc.property(fields, (invoice) => {
        expect(decodeZatcaQr(zatcaQrPayload(invoice))).toEqual(invoice);
        expect(zatcaTlv(invoice)[1]).toBe(utf8Length(invoice.sellerName));
      }),
      { numRuns: 500 },
    );
  });
});
