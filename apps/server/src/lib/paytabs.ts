import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayTabs PT2, hosted payment page: the server asks PayTabs for a payment page (`POST
 * {baseUrl}/payment/request`, authorized by the profile's server key) and sends the customer's
 * browser to it. The outcome comes back server to server as a JSON callback signed with an
 * HMAC-SHA256 of its raw body keyed by the same server key, and can be asked for again at any time
 * (`POST {baseUrl}/payment/query`). Money here is integer halalas; PayTabs speaks riyals with two
 * decimals, converted both ways by string handling so no amount is ever rounded.
 */

export const DEFAULT_PAYTABS_URL = 'https://secure.paytabs.sa';
/** Per HTTP request to PayTabs. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A gateway's message is kept to this length in errors (it is shown in logs, not to customers). */
const MAX_GATEWAY_MESSAGE = 200;

export interface PaytabsConfig {
  /** The profile's regional address, without a trailing slash: `https://secure.paytabs.sa` for Saudi Arabia. */
  baseUrl: string;
  profileId: number;
  /** Authorizes requests and keys the callback signature: never logged, never sent to a browser. */
  serverKey: string;
}

export interface HostedPaymentRequest {
  /** Our order reference; PayTabs echoes it back in the callback and in queries. */
  cartId: string;
  /** Halalas. */
  amount: number;
  description: string;
  /** Where PayTabs posts the signed outcome, server to server. */
  callbackUrl: string;
  /** Where the customer's browser comes back to, whatever the outcome. */
  returnUrl: string;
  customer: { name: string; email: string | null; phone: string; city: string; address: string };
}

export interface HostedPayment {
  tranRef: string;
  /** The payment page to send the customer to. */
  redirectUrl: string;
}

/**
 * What a transaction came to:
 * - `approved`: paid (status A);
 * - `declined`: the card or the bank refused it (D);
 * - `pending`: not final yet (P, or H: authorised but held by PayTabs for a fraud review), or a status
 *   this code does not know, which is never taken as an answer either way;
 * - `failed`: not paid, for good (E error, V voided, X expired, C cancelled).
 */
type PaymentOutcome = 'approved' | 'declined' | 'pending' | 'failed';

export interface PaytabsResult {
  tranRef: string;
  cartId: string;
  currency: string;
  /** Halalas: the cart amount PayTabs holds for this transaction, to compare with the order's. */
  amount: number;
  outcome: PaymentOutcome;
  /** PayTabs' response code (an approval code or a decline reason): for staff and logs, not customers. */
  responseCode: string;
  message: string;
}

/** PayTabs refused a request, answered something unusable, or could not be reached. */
export class PaytabsError extends Error {
  override readonly name = 'PaytabsError';

  constructor(
    message: string,
    /** The HTTP status PayTabs answered with; undefined when no answer came (network failure, timeout). */
    readonly status: number | undefined,
    /** PayTabs' own error text, when it sent one. */
    readonly gatewayMessage: string | undefined,
  ) {
    super(message);
  }
}

const OUTCOMES: Record<string, PaymentOutcome> = {
  A: 'approved',
  D: 'declined',
  P: 'pending',
  H: 'pending',
  E: 'failed',
  V: 'failed',
  X: 'failed',
  C: 'failed',
};

/** Riyals with two decimals, as PayTabs takes them: 1234 halalas is 12.34. */
export function halalasToRiyals(halalas: number): number {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new RangeError('an amount must be whole halalas');
  const fraction = String(halalas % 100).padStart(2, '0');
  // The decimal text names one exact value; JSON writes that number back as the same short text.
  return Number(`${Math.floor(halalas / 100)}.${fraction}`);
}

/**
 * Halalas from a riyal amount as PayTabs writes it ("12.34", "0.1", or a JSON number): null for anything
 * that is not a plain non-negative decimal, or that has a fraction of a halala ("12.345").
 */
export function riyalsToHalalas(value: unknown): number | null {
  let text: string;
  if (typeof value === 'string') text = value;
  // A JSON number prints as its shortest decimal (12.34 prints "12.34"); exponents are refused below.
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return null;
  const match = /^(\d{1,15})(?:\.(\d{1,15}))?$/.exec(text);
  if (!match) return null;
  // Trailing zeros say nothing ("12.340" is 12.34); any other third decimal is a fraction of a halala.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const halalas = Number(`${match[1]}${fraction.padEnd(2, '0')}`);
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/** The hex HMAC-SHA256 PayTabs signs a callback with: over the exact raw body, keyed by the server key. */
export function signBody(serverKey: string, rawBody: string): string {
  return createHmac('sha256', serverKey).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(serverKey: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signBody(serverKey, rawBody), 'utf8');
  // Hex is hex in either case; anything else fails the comparison.
  const received = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A transaction as PayTabs describes it, in a callback or a query answer; null when a field this code
 * relies on is missing or malformed. Only sales are read: a refund or a void of the same cart also
 * carries status A, and must never be mistaken for a payment.
 */
function readTransaction(body: unknown): PaytabsResult | null {
  if (!isRecord(body) || !isRecord(body.payment_result)) return null;
  const { tran_ref, cart_id, cart_currency, cart_amount, tran_type, payment_result: result } = body;
  if (!nonEmptyText(tran_ref) || !nonEmptyText(cart_id) || !nonEmptyText(cart_currency)) return null;
  if (tran_type !== undefined && (typeof tran_type !== 'string' || tran_type.toLowerCase() !== 'sale')) return null;
  const amount = riyalsToHalalas(cart_amount);
  if (amount === null || !nonEmptyText(result.response_status)) return null;
  const code = result.response_code;
  return {
    tranRef: tran_ref,
    cartId: cart_id,
    currency: cart_currency,
    amount,
    outcome: OUTCOMES[result.response_status] ?? 'pending',
    responseCode: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
    message: typeof result.response_message === 'string' ? result.response_message : '',
  };
}

/**
 * The outcome a callback reports, or null when it is not PayTabs' (the `signature` header is missing or
 * does not sign this exact body) or is not a well-formed callback. `rawBody` must be the request body
 * exactly as received: parsed and serialized again, it would no longer match its signature.
 */
export function verifyCallback(
  config: PaytabsConfig,
  rawBody: string,
  signature: string | undefined,
): PaytabsResult | null {
  if (!signature || !signatureMatches(config.serverKey, rawBody, signature)) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  return readTransaction(body);
}

/** A network failure's code (ECONNREFUSED, TIMEOUT...), never its message. */
function networkReason(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; cause?: { code?: unknown } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'TIMEOUT';
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : 'ERROR';
  return /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'ERROR';
}

/** PayTabs' error answer (`{ code, message }`), which it may send with a success status too. */
function gatewayError(body: unknown): { message: string } | null {
  if (!isRecord(body) || typeof body.code !== 'number' || body.code === 0) return null;
  const message = typeof body.message === 'string' ? body.message.slice(0, MAX_GATEWAY_MESSAGE) : '';
  return { message };
}

/** One authorized JSON request: the answer's status and JSON, or a PaytabsError for a refusal, an error or no answer. */
async function post(
  config: PaytabsConfig,
  path: string,
  body: object,
  fetchImpl: typeof fetch,
): Promise<{ status: number; answer: unknown }> {
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { authorization: config.serverKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new PaytabsError(`paytabs ${path} network ${networkReason(error)}`, undefined, undefined);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's error page, say: reported by its status below.
  }
  const refusal = gatewayError(json);
  if (status < 200 || status > 299 || refusal) {
    const detail = refusal?.message ? `: ${refusal.message}` : '';
    throw new PaytabsError(`paytabs ${path} ${status}${detail}`, status, refusal?.message || undefined);
  }
  return { status, answer: json };
}

/** Asks PayTabs for a payment page for one order, in riyals. */
export async function createHostedPayment(
  config: PaytabsConfig,
  request: HostedPaymentRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<HostedPayment> {
  if (request.amount <= 0) throw new RangeError('a payment must be of a positive amount');
  const { customer } = request;
  const { status, answer } = await post(
    config,
    '/payment/request',
    {
      profile_id: config.profileId,
      tran_type: 'sale',
      tran_class: 'ecom',
      cart_id: request.cartId,
      cart_currency: 'SAR',
      cart_amount: halalasToRiyals(request.amount),
      cart_description: request.description,
      callback: request.callbackUrl,
      return: request.returnUrl,
      customer_details: {
        name: customer.name,
        // No placeholder address: PayTabs documents that a missing or invalid billing detail is asked of
        // the customer on its payment page, so a customer without an e-mail types one there.
        ...(customer.email ? { email: customer.email } : {}),
        phone: customer.phone,
        street1: customer.address,
        city: customer.city,
        country: 'SA',
      },
      // The shop delivers to the address of the order; PayTabs need not ask for one.
      hide_shipping: true,
    },
    fetchImpl,
  );
  const page = isRecord(answer) ? answer : {};
  if (!nonEmptyText(page.tran_ref) || !nonEmptyText(page.redirect_url)) {
    throw new PaytabsError(`paytabs /payment/request ${status} without a payment page`, status, undefined);
  }
  return { tranRef: page.tran_ref, redirectUrl: page.redirect_url };
}

/** Asks PayTabs where one transaction stands (a callback that never came, a customer back before it). */
export async function queryPayment(
  config: PaytabsConfig,
  tranRef: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PaytabsResult> {
  const body = { profile_id: config.profileId, tran_ref: tranRef };
  const { status, answer } = await post(config, '/payment/query', body, fetchImpl);
  const result = readTransaction(answer);
  // Another transaction's answer would be worse than none.
  if (!result || result.tranRef !== tranRef) {
    throw new PaytabsError(`paytabs /payment/query ${status} without this transaction`, status, undefined);
  }
  return result;
}

export interface RefundRequest {
  /** The sale to give back. */
  tranRef: string;
  cartId: string;
  /** Halalas: the whole sale. */
  amount: number;
  description: string;
}

export interface RefundResult {
  /** The refund's own transaction reference. */
  tranRef: string;
  /** Approved (`A`), or anything else: the money has not been given back (yet). */
  approved: boolean;
  responseCode: string;
  message: string;
}

/**
 * Gives a sale back to the card it was paid with (`tran_type: refund` on `/payment/request`, naming the
 * sale's `tran_ref`). A refusal or no answer is a PaytabsError; an answer that is not an approval
 * says so in `approved`.
 */
export async function refundPayment(
  config: PaytabsConfig,
  request: RefundRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<RefundResult> {
  if (request.amount <= 0) throw new RangeError('a refund must be of a positive amount');
  const { status, answer } = await post(
    config,
    '/payment/request',
    {
      profile_id: config.profileId,
      tran_type: 'refund',
      tran_class: 'ecom',
      cart_id: request.cartId,
      cart_currency: 'SAR',
      cart_amount: halalasToRiyals(request.amount),
      cart_description: request.description,
      tran_ref: request.tranRef,
    },
    fetchImpl,
  );
  const body = isRecord(answer) ? answer : {};
  const result = isRecord(body.payment_result) ? body.payment_result : {};
  const type = typeof body.tran_type === 'string' ? body.tran_type.toLowerCase() : '';
  if (!nonEmptyText(body.tran_ref) || type !== 'refund' || !nonEmptyText(result.response_status)) {
    throw new PaytabsError(`paytabs /payment/request ${status} without a refund`, status, undefined);
  }
  const code = result.response_code;
  return {
    tranRef: body.tran_ref,
    approved: result.response_status === 'A',
    responseCode: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
    message: typeof result.response_message === 'string' ? result.response_message.slice(0, MAX_GATEWAY_MESSAGE) : '',
  };
}
