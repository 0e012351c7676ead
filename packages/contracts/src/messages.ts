import { z } from 'zod';
import { dataAnswer, pageAnswer } from './answers';
import { id, LOCALES, pageQuery } from './common';

/** Which public form a message came from: the contact page or the investor relations page. */
export const MESSAGE_KINDS = ['contact', 'investor'] as const;

/** Eastern and Arabic-Indic digits typed on Arabic keyboards count as digits. */
function asciiDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** A phone number: 7–15 digits, an optional leading +; spaces, dashes and brackets are dropped first. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1)
  .transform((value) => asciiDigits(value).replace(/[\s\-().]/g, ''))
  .refine((value) => /^\+?[0-9]{7,15}$/.test(value), { params: { code: 'invalid_phone' } });

const contactLimits = { name: 120, email: 190, title: 200, message: 5000 } as const;

/** POST /contactUs and POST /contactInvestor: all five fields are required. */
export const contactMessageBody = z.object({
  name: z.string().trim().min(1).max(contactLimits.name),
  email: z.string().trim().min(1).max(contactLimits.email).pipe(z.email()),
  phone: phoneNumber,
  title: z.string().trim().min(1).max(contactLimits.title),
  message: z.string().trim().min(1).max(contactLimits.message),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

/** The answer of the public forms: the stored message's id and a confirmation in the visitor's language. */
export const contactMessageSent = dataAnswer(z.object({ id, message: z.string() }));

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** `read=true|false` (also 1/0) in the query string. */
const readFilter = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

/** GET /admin/messages: paging, the form it came from, read or unread, and a search. */
export const messageListQuery = pageQuery.extend({
  kind: z.preprocess(blankToUndefined, z.enum(MESSAGE_KINDS).optional()),
  read: readFilter,
  /** Part of the name, e-mail, phone, subject or text (Arabic-normalized). */
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** One stored message as the inbox shows it. */
const messageItem = z.object({
  id,
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  title: z.string(),
  message: z.string(),
  /** The language the visitor wrote in. */
  locale: z.enum(LOCALES),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = pageAnswer(messageItem);
export const messageDetail = dataAnswer(messageItem);

/** POST /admin/messages/{id}/read: mark a message read or unread. */
export const messageReadBody = z.object({ read: z.boolean() });
export type MessageReadBody = z.infer<typeof messageReadBody>;

/** GET /admin/messages/unread-count: for the menu badge. */
export const unreadMessagesAnswer = dataAnswer(z.object({ unread: z.number().int().min(0) }));
export type UnreadMessages = z.infer<typeof unreadMessagesAnswer>;

/** POST /admin/messages/bulkDelete: the ticked messages. */
export const messageBulkDeleteBody = z.object({ ids: z.array(id).min(1).max(500) });
export type MessageBulkDeleteBody = z.infer<typeof messageBulkDeleteBody>;
