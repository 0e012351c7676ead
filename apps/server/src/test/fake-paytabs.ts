import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer, readBody } from './fake-http';

/**
 * A stand-in for PayTabs' PT2 API, for tests: it checks what the real one checks (the server key in
 * `authorization`, the profile id, the shape of a payment request), hands out payment pages, answers
 * transaction queries, and posts the signed callback to a payment's callback URL when a test says the
 * customer has paid (or has been declined). It shares no code with the client, so a mistake in one is
 * not repeated in the other.
 */

type FakeOutcome = 'approved' | 'declined';

interface FakePayment {
  cartId: string;
  /** Halalas, as read from the request's riyals. */
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  returnUrl: string;
  customer: Record<string, unknown>;
  status: 'pending' | FakeOutcome;
  /** When the page was handed out: the transaction's time in every callback, so one built twice is the same bytes. */
  createdAt: string;
}

/** A refund the fake gave (or refused), by the refund's own tran_ref. */
interface FakeRefund {
  /** The sale it gives back. */
  saleTranRef: string;
  cartId: string;
  amount: number;
  approved: boolean;
}

interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  /** The JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

interface CallbackOptions {
  outcome?: FakeOutcome;
  /** Halalas to report instead of the payment's own (a tampered or mismatched amount). */
  amount?: number;
  /** Signs with this key instead of the server key (a forged callback). */
  signatureKey?: string;
}

export interface FakePaytabs {
  /** The base URL (PaytabsConfig.baseUrl). */
  url: string;
  profileId: number;
  serverKey: string;
  /** Payment pages handed out, by tran_ref. */
  payments: Map<string, FakePayment>;
  /** Every request received, in order, whether accepted or not. */
  requests: ReceivedRequest[];
  /** Refunds asked for, by the refund's tran_ref. */
  refunds: Map<string, FakeRefund>;
  /** Declines the next refund (the bank refuses it) instead of approving it. */
  declineNextRefund(): void;
  /** The callback's raw body and signature for a payment, built but not sent (and the payment unchanged). */
  callbackBody(tranRef: string, options?: CallbackOptions): { body: string; signature: string };
  /** Settles a payment and posts its signed callback as PayTabs would: the callback endpoint's answer. */
  complete(tranRef: string, options?: CallbackOptions): Promise<{ status: number; body: string }>;
  /** Answers the next request with this status (503 by default) and an error page instead of serving it. */
  failNext(status?: number): void;
  close(): Promise<void>;
}

/** PayTabs' error shape: a numeric code, a message and a trace reference. */
function refusal(response: http.ServerResponse, status: number, code: number, message: string): void {
  answer(response, status, { code, message, trace: `FAKE.${Date.now().toString(16).toUpperCase()}` });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

/** Halalas from the riyals of a request, refusing what PayTabs refuses: not a number, not positive, past two decimals. */
function requestedHalalas(value: unknown): number | null {
  if (typeof value !== 'number' || !(value > 0) || !/^\d+(\.\d{1,2})?$/.test(String(value))) return null;
  return Math.round(value * 100);
}

/** Riyals as PayTabs writes them in callbacks and queries: a string with two decimals. */
const riyalText = (halalas: number) => `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;

/** What is wrong with a payment request, or null. */
function requestProblem(body: Record<string, unknown>): string | null {
  if ((body.tran_type !== 'sale' && body.tran_type !== 'refund') || body.tran_class !== 'ecom')
    return 'tran_type or tran_class is not supported';
  if (typeof body.cart_id !== 'string' || body.cart_id === '' || body.cart_id.length > 64) return 'cart_id is invalid';
  if (typeof body.cart_currency !== 'string' || !/^[A-Z]{3}$/.test(body.cart_currency))
    return 'cart_currency is invalid';
  if (requestedHalalas(body.cart_amount) === null) return 'cart_amount is invalid';
  if (typeof body.cart_description !== 'string' || body.cart_description === '') return 'cart_description is required';
  if (body.tran_type === 'refund') return typeof body.tran_ref === 'string' ? null : 'tran_ref is required';
  if (!isHttpUrl(body.callback) || !isHttpUrl(body.return)) return 'callback or return is not a URL';
  if (body.customer_details !== undefined && !isRecord(body.customer_details)) return 'customer_details is invalid';
  return null;
}

export async function startFakePaytabs(options: { serverKey: string; profileId: number }): Promise<FakePaytabs> {
  const { serverKey, profileId } = options;
  let failure: number | null = null;
  let declineRefund = false;
  let sequence = 0;
  // Test-mode references look like TST followed by thirteen digits.
  const nextTranRef = () => `TST${String(Date.now() % 1e9).padStart(9, '0')}${String(++sequence).padStart(4, '0')}`;

  /** A transaction as callbacks and query answers describe it. */
  function transaction(tranRef: string, payment: FakePayment, status: FakePayment['status'], amount: number) {
    const result = {
      approved: { response_status: 'A', response_code: 'G12345', response_message: 'Authorised' },
      declined: { response_status: 'D', response_code: '51', response_message: 'Insufficient funds' },
      pending: { response_status: 'P', response_code: '0', response_message: 'Pending' },
    }[status];
    return {
      tran_ref: tranRef,
      merchant_id: 1000,
      profile_id: profileId,
      cart_id: payment.cartId,
      cart_description: payment.description,
      cart_currency: payment.currency,
      cart_amount: riyalText(amount),
      tran_currency: payment.currency,
      tran_total: riyalText(amount),
      tran_type: 'Sale',
      tran_class: 'ECom',
      customer_details: payment.customer,
      payment_result: { ...result, transaction_time: payment.createdAt },
      payment_info: {
        payment_method: 'Visa',
        card_type: 'Credit',
        card_scheme: 'Visa',
        payment_description: '4111 11## #### 1111',
      },
    };
  }

  const paymentOf = (tranRef: string): FakePayment => {
    const payment = fake.payments.get(tranRef);
    if (!payment) throw new Error(`no fake payment ${tranRef}`);
    return payment;
  };

  const fake: FakePaytabs = {
    url: '',
    profileId,
    serverKey,
    payments: new Map(),
    requests: [],
    refunds: new Map(),
    declineNextRefund() {
      declineRefund = true;
    },
    callbackBody(tranRef, { outcome = 'approved', amount, signatureKey = serverKey } = {}) {
      const payment = paymentOf(tranRef);
      const body = JSON.stringify(transaction(tranRef, payment, outcome, amount ?? payment.amount));
      return { body, signature: createHmac('sha256', signatureKey).update(body).digest('hex') };
    },
    async complete(tranRef, callback = {}) {
      const payment = paymentOf(tranRef);
      const { body, signature } = fake.callbackBody(tranRef, callback);
      payment.status = callback.outcome ?? 'approved';
      const response = await fetch(payment.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature },
        body,
      });
      return { status: response.status, body: await response.text() };
    },
    failNext(status = 503) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const text = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'GET' && path.startsWith('/payment/page/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Payment page</title>');
      return;
    }
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: refused below.
    }
    fake.requests.push({ path, authorization: request.headers.authorization, body });
    if (failure !== null) {
      const status = failure;
      failure = null;
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><body>Service temporarily unavailable</body></html>');
      return;
    }
    if (request.method !== 'POST' || (path !== '/payment/request' && path !== '/payment/query')) {
      refusal(response, 404, 404, 'Not found');
      return;
    }
    if (request.headers.authorization !== serverKey) {
      refusal(response, 401, 1, 'Authentication failed: check the authorization header');
      return;
    }
    if (!isRecord(body)) {
      refusal(response, 400, 2, 'The request body is not JSON');
      return;
    }
    if (body.profile_id !== profileId) {
      refusal(response, 400, 1, 'Authentication failed: the profile id does not match the server key');
      return;
    }
    if (path === '/payment/query') {
      const payment = typeof body.tran_ref === 'string' ? fake.payments.get(body.tran_ref) : undefined;
      if (!payment || typeof body.tran_ref !== 'string') {
        refusal(response, 400, 2, 'Transaction not found');
        return;
      }
      answer(response, 200, transaction(body.tran_ref, payment, payment.status, payment.amount));
      return;
    }
    const problem = requestProblem(body);
    if (problem) {
      refusal(response, 400, 2, problem);
      return;
    }
    if (body.tran_type === 'refund') {
      refund(response, body);
      return;
    }
    const tranRef = nextTranRef();
    fake.payments.set(tranRef, {
      cartId: body.cart_id as string,
      amount: requestedHalalas(body.cart_amount) as number,
      currency: body.cart_currency as string,
      description: body.cart_description as string,
      callbackUrl: body.callback as string,
      returnUrl: body.return as string,
      customer: isRecord(body.customer_details) ? body.customer_details : {},
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    answer(response, 200, {
      tran_ref: tranRef,
      tran_type: 'Sale',
      cart_id: body.cart_id,
      cart_description: body.cart_description,
      cart_currency: body.cart_currency,
      cart_amount: riyalText(requestedHalalas(body.cart_amount) as number),
      tran_total: riyalText(requestedHalalas(body.cart_amount) as number),
      callback: body.callback,
      return: body.return,
      redirect_url: `${fake.url}/payment/page/${tranRef.toLowerCase()}`,
      profileId,
    });
  }

  /**
   * A refund as PayTabs answers one: only of an approved sale of the same cart, for at most what is
   * left of it; approved (`A`) unless a test declines it.
   */
  function refund(response: http.ServerResponse, body: Record<string, unknown>): void {
    const saleRef = body.tran_ref as string;
    const sale = fake.payments.get(saleRef);
    if (!sale || sale.cartId !== body.cart_id || sale.status !== 'approved') {
      refusal(response, 400, 2, 'Transaction not found or not refundable');
      return;
    }
    const amount = requestedHalalas(body.cart_amount) as number;
    const refunded = [...fake.refunds.values()]
      .filter((r) => r.saleTranRef === saleRef && r.approved)
      .reduce((sum, r) => sum + r.amount, 0);
    if (amount > sale.amount - refunded) {
      refusal(response, 400, 2, 'Refund amount exceeds the remaining amount');
      return;
    }
    const approved = !declineRefund;
    declineRefund = false;
    const tranRef = nextTranRef();
    fake.refunds.set(tranRef, { saleTranRef: saleRef, cartId: sale.cartId, amount, approved });
    answer(response, 200, {
      tran_ref: tranRef,
      previous_tran_ref: saleRef,
      tran_type: 'Refund',
      tran_class: 'ECom',
      cart_id: sale.cartId,
      cart_description: body.cart_description,
      cart_currency: body.cart_currency,
      cart_amount: riyalText(amount),
      tran_currency: body.cart_currency,
      tran_total: riyalText(amount),
      payment_result: approved
        ? { response_status: 'A', response_code: 'G77777', response_message: 'Authorised' }
        : { response_status: 'D', response_code: '99', response_message: 'Refund declined' },
    });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => refusal(response, 500, 500, 'Internal error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
