import { contactMessageBody, contactMessageSent } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationError } from '../../errors';
import { visitorContext } from '../../kernel/context';
import type { FormQuota } from '../../kernel/form-quota';
import { issuesOfValidation, zodIssuesToFieldErrors } from '../../lib/zod-errors';
import type { ContactKind } from './mail-service';
import { CONTACT_FORM_QUOTA, rekeyMessages, submitContactMessage } from './service';

export interface MessagesRoutesOptions {
  /** Submissions allowed per client address (default: 5 per 10 minutes). */
  quota?: FormQuota;
}

/**
 * The public contact forms. POST /api/contactInvestor is the spec's path; the general
 * contact form's path is not given by the spec, so it is POST /api/contactUs with the same fields.
 * Each stored message is also e-mailed to the company, through the outbox.
 */
export default async function messagesRoutes(app: FastifyInstance, options: MessagesRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const quota = options.quota ?? CONTACT_FORM_QUOTA;
  await rekeyMessages(app.db);

  const route = (url: string, kind: ContactKind, summary: string) =>
    r.post(
      url,
      {
        config: { public: true },
        schema: { tags: ['messages'], summary, body: contactMessageBody, response: { 201: contactMessageSent } },
        // The messages name the fields by the labels this form shows (its `title` is "Subject").
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) {
          const issues = issuesOfValidation(request.validationError.validation ?? []);
          throw validationError(zodIssuesToFieldErrors(issues, { input: request.body ?? {}, form: 'contact' }));
        }
        // The e-mail is in the outbox with the message; its worker sends it after this commit, so
        // the visitor's answer never depends on the mail server.
        const stored = await submitContactMessage(
          visitorContext(request),
          { kind, body: request.body, ip: request.ip },
          quota,
          { to: app.config.mail?.to },
        );
        return reply.code(201).send({ data: { id: stored.id, message: request.t('message_sent') } });
      },
    );

  route('/api/contactUs', 'contact', 'Send a message from the contact page');
  route('/api/contactInvestor', 'investor', 'Send a message from the investor relations page');
}
