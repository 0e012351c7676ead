import { messageAnswer } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors';
import { publicContext } from '../../../kernel/context';
import { noStoreOnSend } from '../../../lib/no-store';
import { PAYMENT_CALLBACK_PATH, PAYMENT_RETURN_PATH, paymentExpiryJob, recordPaymentCallback } from './payment-service';

/** The signed callback's largest body: a gateway's notification is a few kilobytes. */
const CALLBACK_MAX_BYTES = 64 * 1024;

const RETURN_PAGE = `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>الدفع</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1 style="font-size: 1.25rem">شكرًا لك</h1>
<p>نتحقق من الدفع الآن. عد إلى التطبيق لمتابعة حالة طلبك.</p>
<p lang="en" dir="ltr">Thank you. We are confirming the payment; return to the app to follow your order.</p>
</body></html>`;

/**
 * The payment gateway's side of online card payments: its server-to-server callback (the raw
 * body is kept, since the signature is over its exact bytes), and the page the customer's browser
 * comes back to, which only says to return to the app (what it carries is never trusted).
 */
export default async function shopPaymentRoutes(app: FastifyInstance): Promise<void> {
  app.scheduler.add(paymentExpiryJob(app.config.payments));
  // The body as it came, beside the parsed one (which the app's input checks still see).
  const rawBodies = new WeakMap<FastifyRequest, string>();
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_MAX_BYTES },
      (request, body, done) => {
        const text = String(body);
        try {
          const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
          rawBodies.set(request, text);
          done(null, parsed);
        } catch {
          done(new AppError(400, 'bad_request'), undefined);
        }
      },
    );
    scope.post(
      PAYMENT_CALLBACK_PATH,
      {
        config: { public: true },
        onSend: noStoreOnSend,
        schema: {
          tags: ['shop payments'],
          summary: "The payment gateway's signed callback (header `signature`: HMAC-SHA256 of the body)",
          response: { 200: messageAnswer },
        },
      },
      async (request) => {
        const payments = app.config.payments;
        if (!payments) throw new AppError(404, 'not_found');
        const raw = rawBodies.get(request) ?? '';
        const signature = request.headers.signature;
        const ctx = publicContext(request);
        await recordPaymentCallback(ctx, payments, raw, typeof signature === 'string' ? signature : undefined);
        return { data: { message: ctx.t('payment_recorded') } };
      },
    );
  });
  app.route({
    method: ['GET', 'POST'],
    url: PAYMENT_RETURN_PATH,
    config: { public: true },
    onSend: noStoreOnSend,
    schema: { tags: ['shop payments'], summary: "Where the gateway's page sends the customer back: return to the app" },
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send(RETURN_PAGE),
  });
}
