import { z } from 'zod';
import { flag, id, optionalId } from './common';

// Prescriptions customers send from the shop app (/api/shop/prescriptions): pictures or PDFs of
// the prescription, paid in cash, through an insurance company, or "mine" (the spec's third tab:
// a prescription the customer keeps for later orders). Staff review them in the back-office.

export const PRESCRIPTION_TYPES = ['cash', 'insurance', 'mine'] as const;
export type PrescriptionType = (typeof PRESCRIPTION_TYPES)[number];

/** Files one prescription may carry. */
export const MAX_PRESCRIPTION_FILES = 5;

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().min(1).max(max).optional());

/** A Saudi national id or iqama number: ten digits, starting with 1 (citizens) or 2 (residents). */
const nationalId = z
  .string()
  .trim()
  // refine, not regex: only custom issues carry `params`, which name the message to show.
  .refine((v) => /^[12]\d{9}$/.test(v), { params: { code: 'invalid_national_id' } });

/**
 * POST /shop/prescriptions (multipart, `files[i]` the pictures or PDFs): `type`; for an insurance
 * prescription the company, the national id, the membership number, and whether the insurer has
 * already approved it (`pre_accept`); the prescription number and notes when known.
 */
export const shopPrescriptionFields = z
  .object({
    type: z.enum(PRESCRIPTION_TYPES),
    company_id: optionalId,
    national_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), nationalId.optional()),
    membership_no: optionalText(50),
    pre_accept: flag.default(0),
    prescription_no: optionalText(50),
    notes: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'insurance') return;
    for (const field of ['company_id', 'national_id', 'membership_no'] as const) {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], params: { code: 'required' } });
    }
  });

export const shopPrescriptionItem = z.object({
  id,
  type: z.enum(PRESCRIPTION_TYPES),
  /** The prescription's status (the orders' list) and its name in the request's language. */
  status: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id, name: z.string() }).nullable(),
  membership_no: z.string().nullable(),
  pre_accept: z.union([z.literal(0), z.literal(1)]),
  prescription_no: z.string().nullable(),
  notes: z.string().nullable(),
  files_count: z.number().int(),
  created_at: z.string(),
});
export type ShopPrescriptionItem = z.infer<typeof shopPrescriptionItem>;
