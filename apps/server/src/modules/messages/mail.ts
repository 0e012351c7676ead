import { BRAND, type Locale } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { websiteContacts } from '../../db/schema/index';
import type { ContactKind } from './service';

/** What a notification is written from: the stored message. */
export interface NotifiedMessage {
  id: number;
  kind: ContactKind;
  name: string;
  email: string;
  phone: string;
  title: string;
  message: string;
  locale: string;
  createdAt: Date;
}

const TEXTS = {
  ar: {
    subject: { contact: 'رسالة جديدة من صفحة اتصل بنا', investor: 'رسالة جديدة من صفحة علاقات المستثمرين' },
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    title: 'الموضوع',
    message: 'الرسالة',
    sent: 'تاريخ الإرسال',
    number: 'رقم الرسالة',
  },
  en: {
    subject: { contact: 'New message from the contact page', investor: 'New message from the investor relations page' },
    name: 'Name',
    email: 'E-mail',
    phone: 'Mobile number',
    title: 'Subject',
    message: 'Message',
    sent: 'Sent',
    number: 'Message number',
  },
} as const;

/** The e-mail of a new message, in the language the visitor wrote in (plain text: nothing of theirs is rendered as HTML). */
export function notificationOf(m: NotifiedMessage): { subject: string; text: string } {
  const locale: Locale = m.locale === 'en' ? 'en' : 'ar';
  const t = TEXTS[locale];
  // Line breaks in a one-line field would break the header; the subject is a single line. The
  // group's short name first, so the mail is recognised in a shared inbox.
  const subject = `[${BRAND.shortName[locale]}] ${t.subject[m.kind]}: ${m.title.replace(/\s+/g, ' ')}`;
  const text = [
    `${t.number}: ${m.id}`,
    `${t.name}: ${m.name}`,
    `${t.email}: ${m.email}`,
    `${t.phone}: ${m.phone}`,
    `${t.title}: ${m.title}`,
    `${t.sent}: ${m.createdAt.toISOString()}`,
    '',
    `${t.message}:`,
    m.message,
    '',
    '--',
    BRAND.name[locale],
  ].join('\n');
  return { subject, text };
}

/** A bare sender address gets the group's name as its display name; a full "Name <address>" is kept. */
export function senderOf(from: string, locale: Locale): string | { name: string; address: string } {
  return from.includes('<') ? from : { name: BRAND.name[locale], address: from };
}

export interface MessageMailer {
  /** Sends the notification of a stored message; never throws (a failure is logged without personal data). */
  notify(message: NotifiedMessage, log: FastifyBaseLogger): Promise<void>;
  /** Waits for sends under way, then closes the SMTP connections. */
  close(): Promise<void>;
}

/** The mailer of new public messages, or null when no SMTP server is configured. */
export function createMessageMailer(config: MailConfig | undefined, db: DbOrTx): MessageMailer | null {
  if (!config) return null;
  const { from, to: fixedTo } = config;
  const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
  const pending = new Set<Promise<void>>();

  async function recipient(): Promise<string | null> {
    if (fixedTo) return fixedTo;
    const [row] = await db.select({ email: websiteContacts.email }).from(websiteContacts).limit(1);
    return row?.email?.trim() || null;
  }

  async function send(m: NotifiedMessage, log: FastifyBaseLogger): Promise<void> {
    try {
      const to = await recipient();
      if (!to) {
        log.warn({ messageId: m.id }, 'message not e-mailed: no MAIL_TO and no website contact e-mail');
        return;
      }
      const { subject, text } = notificationOf(m);
      await transport.sendMail({
        from: senderOf(from, m.locale === 'en' ? 'en' : 'ar'),
        to,
        // Answering the e-mail answers the visitor.
        replyTo: { name: m.name, address: m.email },
        subject,
        text,
        headers: { 'Content-Language': m.locale === 'en' ? 'en' : 'ar' },
      });
    } catch (error) {
      // Only the kind of failure: SMTP answers can quote addresses, which are personal data.
      const e = error as { code?: unknown; responseCode?: unknown };
      log.error(
        { messageId: m.id, code: typeof e.code === 'string' ? e.code : undefined, responseCode: e.responseCode },
        'message e-mail could not be sent',
      );
    }
  }

  return {
    notify(message, log) {
      const job = send(message, log);
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return job;
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
