import { BRAND, type Locale } from '@app/contracts';
import type { DbOrTx } from '../../db/client';
import { websiteContacts } from '../../db/schema/index';
import type { EmailPayload, OutboxMessage } from '../../kernel/outbox';

/** The form a message came from: the contact page or investor relations'. */
export type ContactKind = 'contact' | 'investor';

export { senderOf } from '../../kernel/outbox';

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
function notificationOf(m: NotifiedMessage): { subject: string; text: string } {
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

/**
 * The outbox e-mail telling the company of a new message. Written in the message's transaction;
 * `to` is MAIL_TO or, without it, the website contacts' e-mail as it is at that moment.
 */
export async function messageEmail(tx: DbOrTx, m: NotifiedMessage, mailTo: string | undefined): Promise<OutboxMessage> {
  const { subject, text } = notificationOf(m);
  const payload: EmailPayload = {
    to: mailTo ?? (await companyAddress(tx)),
    // Answering the e-mail answers the visitor.
    replyTo: { name: m.name, address: m.email },
    subject,
    text,
    language: m.locale === 'en' ? 'en' : 'ar',
  };
  return { channel: 'email', payload, dedupeKey: `contact-message:${m.id}` };
}

async function companyAddress(tx: DbOrTx): Promise<string | null> {
  const [row] = await tx.select({ email: websiteContacts.email }).from(websiteContacts).limit(1);
  return row?.email?.trim() || null;
}
