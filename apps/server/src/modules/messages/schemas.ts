import { z } from 'zod';

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

export const contactLimits = { name: 120, email: 190, title: 200, message: 5000 } as const;

/** The contact form and the investor contact form: all five fields are required. */
export const contactMessageBody = z.object({
  name: z.string().trim().min(1).max(contactLimits.name),
  email: z.string().trim().min(1).max(contactLimits.email).pipe(z.email()),
  phone: phoneNumber,
  title: z.string().trim().min(1).max(contactLimits.title),
  message: z.string().trim().min(1).max(contactLimits.message),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
