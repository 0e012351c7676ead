import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaytabs, startFakePaytabs } from '../test/fake-paytabs';
import {
  createHostedPayment,
  type HostedPaymentRequest,
  halalasToRiyals,
  type PaytabsConfig,
  PaytabsError,
  queryPayment,
  refundPayment,
  riyalsToHalalas,
  signBody,
  verifyCallback,
} from './paytabs';

const SERVER_KEY = 'SJNxxxxxxx-test-server-key';
const PROFILE_ID = 98765;

/** A merchant's callback endpoint: it checks each callback with verifyCallback, as the shop's route will. */
interface Receiver {
  url: string;
  received: Array<{ body: string; signature: string | undefined }>;
  close(): Promise<void>;
}

async function startReceiver(config: () => PaytabsConfig): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers.signature as string | undefined;
      received.push({ body, signature });
      const result = verifyCallback(config(), body, signature);
      response.writeHead(result ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result ?? { error: 'invalid callback' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments/callback`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: FakePaytabs;
let receiver: Receiver;
let config: PaytabsConfig;
beforeAll(async () => {
  fake = await startFakePaytabs({ serverKey: SERVER_KEY, profileId: PROFILE_ID });
  config = { baseUrl: fake.url, profileId: PROFILE_ID, serverKey: SERVER_KEY };
  receiver = await startReceiver(() => config);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

let orders = 0;
const paymentRequest = (change: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest => ({
  cartId: `ORD-${++orders}`,
  amount: 1234,
  description: 'طلب صيدلية: 3 أصناف',
  callbackUrl: receiver.url,
  returnUrl: 'https://shop.example.sa/checkout/return',
  customer: {
    name: 'سارة العتيبي',
    email: 'sara@example.sa',
    phone: '+966500000001',
    city: 'الرياض',
    address: 'حي النخيل، شارع 12',
  },
  ...change,
});

/** A callback body signed with the server key, written by hand rather than by the fake. */
function signedCallback(fields: Record<string, unknown>, status = 'A') {
  const body = JSON.stringify({
    tran_ref: 'TST0000000000001',
    cart_id: 'ORD-X',
    cart_currency: 'SAR',
    cart_amount: '50.00',
    tran_type: 'Sale',
    payment_result: { response_status: status, response_code: '100', response_message: 'Text' },
    ...fields,
  });
  return { body, signature: signBody(SERVER_KEY, body) };
}

describe('amounts', () => {
  it('reads riyals as whole halalas exactly, and refuses anything else', () => {
    expect(riyalsToHalalas('12.34')).toBe(1234);
    expect(riyalsToHalalas('0.10')).toBe(10);
    expect(riyalsToHalalas('0.1')).toBe(10);
    expect(riyalsToHalalas('1234.5')).toBe(123450);
    expect(riyalsToHalalas('7')).toBe(700);
    expect(riyalsToHalalas('12.340')).toBe(1234);
    // Values whose float times 100 is not whole: read from the text, never multiplied.
    expect(riyalsToHalalas('1.15')).toBe(115);
    expect(riyalsToHalalas('4.35')).toBe(435);
    expect(riyalsToHalalas(1.15)).toBe(115);
    expect(riyalsToHalalas(12.34)).toBe(1234);
    expect(riyalsToHalalas(0)).toBe(0);
    for (const refused of ['12.345', '0.001', '-1', '-0.50', '', ' 12', '12.', '.5', '1e3', '1,000.00', 'abc', '١٢']) {
      expect(riyalsToHalalas(refused), refused).toBeNull();
    }
    for (const refused of [Number.NaN, Number.POSITIVE_INFINITY, -3, 1e21, 0.001, null, undefined, {}, true]) {
      expect(riyalsToHalalas(refused), String(refused)).toBeNull();
    }
    // Past what halalas can count exactly.
    expect(riyalsToHalalas('900719925474099.91')).toBeNull();
  });

  it('writes halalas as riyals with two decimals', () => {
    expect(halalasToRiyals(1234)).toBe(12.34);
    expect(halalasToRiyals(10)).toBe(0.1);
    expect(halalasToRiyals(115)).toBe(1.15);
    expect(halalasToRiyals(100_000_00)).toBe(100_000);
    expect(JSON.stringify({ amount: halalasToRiyals(435) })).toBe('{"amount":4.35}');
    expect(() => halalasToRiyals(12.5)).toThrow(RangeError);
    expect(() => halalasToRiyals(-1)).toThrow(RangeError);
  });
});

describe('creating a hosted payment', () => {
  it('sends the order in riyals with its callback and return addresses, and gets a payment page', async () => {
    const request = paymentRequest();
    const page = await createHostedPayment(config, request);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/payment/request');
    expect(sent?.authorization).toBe(SERVER_KEY);
    expect(sent?.body).toEqual({
      profile_id: PROFILE_ID,
      tran_type: 'sale',
      tran_class: 'ecom',
      cart_id: request.cartId,
      cart_currency: 'SAR',
      cart_amount: 12.34,
      cart_description: request.description,
      callback: receiver.url,
      return: 'https://shop.example.sa/checkout/return',
      customer_details: {
        name: 'سارة العتيبي',
        email: 'sara@example.sa',
        phone: '+966500000001',
        street1: 'حي النخيل، شارع 12',
        city: 'الرياض',
        country: 'SA',
      },
      hide_shipping: true,
    });
    expect(page.tranRef).toMatch(/^TST\d{13}$/);
    expect(page.redirectUrl.startsWith(`${fake.url}/payment/page/`)).toBe(true);
    expect(fake.payments.get(page.tranRef)).toMatchObject({
      cartId: request.cartId,
      amount: 1234,
      currency: 'SAR',
      callbackUrl: receiver.url,
      status: 'pending',
    });
    // The page itself answers.
    expect((await fetch(page.redirectUrl)).status).toBe(200);
  });

  it('leaves the e-mail out when the customer has none, for the payment page to ask', async () => {
    const request = paymentRequest({ customer: { ...paymentRequest().customer, email: null } });
    await createHostedPayment(config, request);
    const sent = fake.requests.at(-1)?.body as { customer_details?: Record<string, unknown> } | undefined;
    const details = sent?.customer_details;
    expect(details).not.toHaveProperty('email');
    expect(details?.name).toBe('سارة العتيبي');
  });

  it('refuses an amount that is not a positive number of whole halalas, without asking PayTabs', async () => {
    const before = fake.requests.length;
    for (const amount of [0, -100, 12.5, Number.NaN]) {
      await expect(createHostedPayment(config, paymentRequest({ amount })), String(amount)).rejects.toThrow(RangeError);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('reports a wrong server key or profile id with PayTabs’ status and message', async () => {
    const wrongKey = await createHostedPayment({ ...config, serverKey: 'not-the-key' }, paymentRequest()).catch(
      (error: unknown) => error,
    );
    expect(wrongKey).toBeInstanceOf(PaytabsError);
    expect(wrongKey).toMatchObject({ status: 401, gatewayMessage: expect.stringMatching(/Authentication failed/) });
    // The key itself is never part of the error.
    expect(String((wrongKey as Error).message)).not.toContain('not-the-key');
    expect(fake.requests.at(-1)?.authorization).toBe('not-the-key');

    const wrongProfile = await createHostedPayment({ ...config, profileId: 1 }, paymentRequest()).catch(
      (error: unknown) => error,
    );
    expect(wrongProfile).toBeInstanceOf(PaytabsError);
    expect(wrongProfile).toMatchObject({ status: 400, gatewayMessage: expect.stringMatching(/profile id/) });
  });

  it('reports a gateway failure, then works again', async () => {
    fake.failNext(503);
    const failure = await createHostedPayment(config, paymentRequest()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaytabsError);
    expect(failure).toMatchObject({ status: 503, gatewayMessage: undefined, message: 'paytabs /payment/request 503' });
    fake.failNext(500);
    await expect(createHostedPayment(config, paymentRequest())).rejects.toMatchObject({ status: 500 });
    await expect(createHostedPayment(config, paymentRequest())).resolves.toMatchObject({ tranRef: /^TST/ });
  });

  it('reports an unreachable gateway by its error code, and waits for no answer longer than its timeout', async () => {
    const closed = await startFakePaytabs({ serverKey: SERVER_KEY, profileId: PROFILE_ID });
    await closed.close();
    const unreachable = await createHostedPayment({ ...config, baseUrl: closed.url }, paymentRequest()).catch(
      (error: unknown) => error,
    );
    expect(unreachable).toBeInstanceOf(PaytabsError);
    expect(unreachable).toMatchObject({ status: undefined, message: 'paytabs /payment/request network ECONNREFUSED' });

    let signal: AbortSignal | null | undefined;
    const timingOut: typeof fetch = async (_url, init) => {
      signal = init?.signal;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    await expect(createHostedPayment(config, paymentRequest(), timingOut)).rejects.toMatchObject({
      message: 'paytabs /payment/request network TIMEOUT',
    });
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('refuses an answer without a payment page, even with a success status', async () => {
    const answering =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    await expect(
      createHostedPayment(config, paymentRequest(), answering(200, { tran_ref: 'TST1' })),
    ).rejects.toMatchObject({ name: 'PaytabsError', status: 200 });
    await expect(
      createHostedPayment(config, paymentRequest(), answering(200, { tran_ref: 'TST1', redirect_url: '' })),
    ).rejects.toBeInstanceOf(PaytabsError);
    // PayTabs' error shape is an error whatever the status it comes with.
    await expect(
      createHostedPayment(config, paymentRequest(), answering(200, { code: 2, message: 'cart_amount is invalid' })),
    ).rejects.toMatchObject({ status: 200, gatewayMessage: 'cart_amount is invalid' });
    await expect(
      createHostedPayment(config, paymentRequest(), answering(200, { tran_ref: 'TST1', redirect_url: 'https://p/1' })),
    ).resolves.toEqual({ tranRef: 'TST1', redirectUrl: 'https://p/1' });
  });
});

describe('callbacks', () => {
  it('accepts a callback PayTabs signed, with the amount in halalas', async () => {
    const request = paymentRequest({ amount: 123450 });
    const { tranRef } = await createHostedPayment(config, request);
    const { body, signature } = fake.callbackBody(tranRef);
    expect(body).toContain('"cart_amount":"1234.50"');
    expect(verifyCallback(config, body, signature)).toEqual({
      tranRef,
      cartId: request.cartId,
      currency: 'SAR',
      amount: 123450,
      outcome: 'approved',
      responseCode: 'G12345',
      message: 'Authorised',
    });
    // Hex is hex in either case.
    expect(verifyCallback(config, body, signature.toUpperCase())?.outcome).toBe('approved');
    const declined = fake.callbackBody(tranRef, { outcome: 'declined' });
    expect(verifyCallback(config, declined.body, declined.signature)).toMatchObject({
      outcome: 'declined',
      responseCode: '51',
    });
  });

  it('refuses a forged signature, a tampered body, a missing or malformed signature', async () => {
    const { tranRef } = await createHostedPayment(config, paymentRequest());
    const genuine = fake.callbackBody(tranRef);
    expect(verifyCallback(config, genuine.body, genuine.signature)).not.toBeNull();

    const forged = fake.callbackBody(tranRef, { signatureKey: 'someone-else' });
    expect(forged.body).toBe(genuine.body);
    expect(verifyCallback(config, forged.body, forged.signature)).toBeNull();

    const tampered = genuine.body.replace('"cart_amount":"12.34"', '"cart_amount":"0.01"');
    expect(tampered).not.toBe(genuine.body);
    expect(verifyCallback(config, tampered, genuine.signature)).toBeNull();
    // Same content, other bytes: the signature covers the raw body, not its meaning.
    expect(verifyCallback(config, JSON.stringify(JSON.parse(genuine.body), null, 1), genuine.signature)).toBeNull();

    expect(verifyCallback(config, genuine.body, undefined)).toBeNull();
    expect(verifyCallback(config, genuine.body, '')).toBeNull();
    expect(verifyCallback(config, genuine.body, genuine.signature.slice(0, 40))).toBeNull();
    expect(verifyCallback(config, genuine.body, `${genuine.signature}00`)).toBeNull();
    expect(verifyCallback(config, genuine.body, 'é'.repeat(32))).toBeNull();
    expect(verifyCallback({ ...config, serverKey: 'another-profile-key' }, genuine.body, genuine.signature)).toBeNull();
  });

  it('refuses a genuine signature over a body that is not a sale callback', () => {
    const signed = (body: string) => verifyCallback(config, body, signBody(SERVER_KEY, body));
    expect(signed('{"tran_ref": "TST1", ')).toBeNull();
    expect(signed('')).toBeNull();
    expect(signed('[]')).toBeNull();
    expect(signed('null')).toBeNull();
    const valid = signedCallback({});
    expect(verifyCallback(config, valid.body, valid.signature)).toMatchObject({ amount: 5000, outcome: 'approved' });
    for (const change of [
      { tran_ref: '' },
      { cart_id: 42 },
      { cart_currency: undefined },
      { cart_amount: '50.005' },
      { cart_amount: undefined },
      { payment_result: undefined },
      { payment_result: { response_code: '100' } },
      // A refund of the sale is approved too, and is no payment.
      { tran_type: 'Refund' },
      { tran_type: 'Void' },
    ]) {
      const { body, signature } = signedCallback(change);
      expect(verifyCallback(config, body, signature), JSON.stringify(change)).toBeNull();
    }
  });

  it('tells each PayTabs status apart', () => {
    const outcomes = Object.fromEntries(
      ['A', 'D', 'P', 'H', 'E', 'V', 'X', 'C', 'Z'].map((status) => {
        const { body, signature } = signedCallback({}, status);
        return [status, verifyCallback(config, body, signature)?.outcome];
      }),
    );
    expect(outcomes).toEqual({
      A: 'approved',
      D: 'declined',
      P: 'pending',
      H: 'pending',
      E: 'failed',
      V: 'failed',
      X: 'failed',
      C: 'failed',
      Z: 'pending',
    });
    // A numeric response code, and a body with no tran_type, are read as well.
    const { body, signature } = signedCallback({
      tran_type: undefined,
      payment_result: { response_status: 'A', response_code: 400, response_message: 'Approved' },
      cart_amount: 50,
    });
    expect(verifyCallback(config, body, signature)).toMatchObject({ responseCode: '400', amount: 5000 });
  });

  it('is posted to the callback address, signed, when the customer pays', async () => {
    const request = paymentRequest({ amount: 10 });
    const { tranRef } = await createHostedPayment(config, request);
    const before = receiver.received.length;
    const delivered = await fake.complete(tranRef);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toMatchObject({
      tranRef,
      cartId: request.cartId,
      amount: 10,
      outcome: 'approved',
    });
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.payments.get(tranRef)?.status).toBe('approved');

    const forged = await fake.complete(tranRef, { signatureKey: 'someone-else' });
    expect(forged.status).toBe(401);
  });
});

describe('querying a transaction', () => {
  it('reads where a payment stands, from pending to its outcome', async () => {
    const request = paymentRequest({ amount: 4350 });
    const { tranRef } = await createHostedPayment(config, request);
    expect(await queryPayment(config, tranRef)).toMatchObject({ tranRef, amount: 4350, outcome: 'pending' });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/payment/query',
      authorization: SERVER_KEY,
      body: { profile_id: PROFILE_ID, tran_ref: tranRef },
    });

    await fake.complete(tranRef, { outcome: 'declined' });
    expect(await queryPayment(config, tranRef)).toEqual({
      tranRef,
      cartId: request.cartId,
      currency: 'SAR',
      amount: 4350,
      outcome: 'declined',
      responseCode: '51',
      message: 'Insufficient funds',
    });
  });

  it('reports an unknown transaction, a wrong key and a gateway failure', async () => {
    await expect(queryPayment(config, 'TST9999999999999')).rejects.toMatchObject({
      name: 'PaytabsError',
      status: 400,
      gatewayMessage: 'Transaction not found',
    });
    const { tranRef } = await createHostedPayment(config, paymentRequest());
    await expect(queryPayment({ ...config, serverKey: 'wrong' }, tranRef)).rejects.toMatchObject({ status: 401 });
    fake.failNext(502);
    await expect(queryPayment(config, tranRef)).rejects.toMatchObject({ status: 502 });
    await expect(queryPayment(config, tranRef)).resolves.toMatchObject({ outcome: 'pending' });
  });

  it('refuses an answer about another transaction', async () => {
    const other = signedCallback({ tran_ref: 'TST0000000000002' });
    const answering: typeof fetch = async () => new Response(other.body, { status: 200 });
    await expect(queryPayment(config, 'TST0000000000001', answering)).rejects.toBeInstanceOf(PaytabsError);
    await expect(queryPayment(config, 'TST0000000000002', answering)).resolves.toMatchObject({ amount: 5000 });
  });
});

describe('refunding a sale', () => {
  it('asks for a refund of the sale by its reference, in riyals, and reads the refund’s own reference', async () => {
    const request = paymentRequest({ amount: 9_050 });
    const { tranRef } = await createHostedPayment(config, request);
    await fake.complete(tranRef);
    const refund = await refundPayment(config, {
      tranRef,
      cartId: request.cartId,
      amount: 9_050,
      description: 'Refund of order 7',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/payment/request',
      authorization: SERVER_KEY,
      body: {
        profile_id: PROFILE_ID,
        tran_type: 'refund',
        tran_class: 'ecom',
        tran_ref: tranRef,
        cart_id: request.cartId,
        cart_currency: 'SAR',
        cart_amount: 90.5,
      },
    });
    expect(refund).toMatchObject({ approved: true, responseCode: 'G77777' });
    expect(refund.tranRef).not.toBe(tranRef);
    // Nothing is left of the sale to give back.
    await expect(
      refundPayment(config, { tranRef, cartId: request.cartId, amount: 100, description: 'again' }),
    ).rejects.toMatchObject({ name: 'PaytabsError', status: 400 });
  });

  it('reads a declined refund as not approved, and refuses an answer that is not a refund', async () => {
    const request = paymentRequest();
    const { tranRef } = await createHostedPayment(config, request);
    await fake.complete(tranRef);
    fake.declineNextRefund();
    const refused = await refundPayment(config, { tranRef, cartId: request.cartId, amount: 1234, description: 'x' });
    expect(refused).toMatchObject({ approved: false, responseCode: '99' });
    const sale = signedCallback({ tran_ref: 'TST0000000000003' });
    const answering: typeof fetch = async () => new Response(sale.body, { status: 200 });
    await expect(
      refundPayment(config, { tranRef, cartId: request.cartId, amount: 1234, description: 'x' }, answering),
    ).rejects.toBeInstanceOf(PaytabsError);
  });
});
