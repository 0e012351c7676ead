import { z } from 'zod';
import { flag } from './common';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(190),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export interface RoleRef {
  id: number;
  name: string;
}

export interface ProfileAnswer {
  id: number;
  name: string;
  email: string;
  image: string | null;
  role: string[];
  permissions: string[];
}

export interface LoginAnswer {
  token: string;
  expires_at: string;
  user: ProfileAnswer;
}

export interface AdminUser {
  id: number;
  name: string;
  mobile: string | null;
  email: string;
  employment_number: number | null;
  branch_id: number | null;
  branch: { id: number }[];
  role_id: number;
  role: RoleRef[];
  active: 0 | 1;
  created_at: string;
}

const adminFields = {
  name: z.string().trim().min(2).max(120),
  role_id: z.coerce.number().int().positive(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{7,15}$/)
    .nullish()
    .or(z.literal('').transform(() => null)),
  email: z.string().trim().toLowerCase().email().max(190),
  employment_number: z.coerce.number().int().nonnegative().max(2_147_483_647).nullish(),
  branch_id: z.coerce.number().int().positive().nullish(),
  active: flag.default(1),
};

/** Passwords: at least 8 characters with a letter and a digit. */
export const password = z
  .string()
  .min(8)
  .max(200)
  .regex(/[A-Za-z\u0600-\u06FF]/, { params: { code: 'password_letter' } })
  .regex(/[0-9]/, { params: { code: 'password_digit' } });

export const adminCreateBody = z.object({ ...adminFields, password });
/** On update the password is optional: empty means unchanged. */
export const adminUpdateBody = z.object({
  ...adminFields,
  password: password.optional().or(z.literal('').transform(() => undefined)),
});
export type AdminCreateBody = z.infer<typeof adminCreateBody>;
export type AdminUpdateBody = z.infer<typeof adminUpdateBody>;

export interface LogAction {
  id: number;
  action: string;
  action_mode: 'create' | 'update' | 'delete' | 'login' | 'logout' | string;
  subject: string | null;
  subject_id: number | null;
  created_at: string;
  user: { id: number | null; name: string; role: string | null };
}
