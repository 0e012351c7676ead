/** The public forms' body lives in the shared contracts; the phone rule is reused by the careers form. */
export { type ContactMessageBody, contactLimits, contactMessageBody, phoneNumber } from '@app/contracts';
