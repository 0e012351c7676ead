import { z } from 'zod';
import { actorKind } from './actors';
import { blankToUndefined, flag, INT32_MAX, id, integer, pageQuery } from './common';
import { PERMISSIONS } from './permissions';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(190),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

// Answers are zod schemas too: the server serializes through them (nothing undeclared, such as a
// password hash, can leak) and the API documentation is generated from them.

/** A role as staff see it: `name` is in the request's language (`locale` header). */
const roleRef = z.object({ id: z.number().int(), name: z.string() });

/** A role to choose from: what it grants, and whether the requesting user may hand it out. */
export const roleOption = roleRef.extend({
  /** Permission strings the role grants, sorted. */
  permissions: z.array(z.string()),
  /** False when the role grants something the requesting user does not hold (saving would be refused). */
  assignable: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOption>;

export const profileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** The role's name in the request's language; a list because the original client shows the first of several. */
  role: z.array(z.string()),
  permissions: z.array(z.string()),
  /** The group's time zone (IANA), in which the back-offices show every date. */
  time_zone: z.string(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const loginAnswer = z.object({
  token: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  user: profileAnswer,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string(),
  employment_number: z.number().int().nullable(),
  branch_id: z.number().int().nullable(),
  /** Empty when the user belongs to no branch. */
  branch: z.array(z.object({ id: z.number().int() })),
  role_id: z.number().int(),
  role: z.array(roleRef),
  active: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

const adminFields = {
  name: z.string().trim().min(2).max(120),
  role_id: id,
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{7,15}$/)
    .nullish()
    .or(z.literal('').transform(() => null)),
  email: z.string().trim().toLowerCase().email().max(190),
  // An empty form field means "none" (coercing '' would give 0).
  employment_number: z
    .literal('')
    .transform(() => null)
    .or(integer(0, INT32_MAX).nullish()),
  branch_id: z
    .literal('')
    .transform(() => null)
    .or(id.nullish()),
  active: flag.default(1),
};

/** Passwords: at least 8 characters with a letter and a digit. */
export const password = z
  .string()
  .min(8)
  .max(200)
  // refine, not regex: only custom issues carry `params`, which name the message to show.
  .refine((v) => /[A-Za-z\u0600-\u06FF]/.test(v), { params: { code: 'password_letter' } })
  .refine((v) => /[0-9]/.test(v), { params: { code: 'password_digit' } });

export const adminCreateBody = z.object({ ...adminFields, password });
/** On update the password is optional: empty means unchanged. */
export const adminUpdateBody = z.object({
  ...adminFields,
  // Omitted optional fields keep their stored value (so an edit form without a status toggle cannot reactivate anyone).
  active: flag.optional(),
  password: password.optional().or(z.literal('').transform(() => undefined)),
});
export type AdminCreateBody = z.infer<typeof adminCreateBody>;
export type AdminUpdateBody = z.infer<typeof adminUpdateBody>;

/** The first administrator, created from the command line. */
export const firstAdminInput = z.object({ name: adminFields.name, email: adminFields.email, password });

const logAction = z.object({
  id: z.number().int(),
  /** A stable English phrase the web translates, e.g. 'add users', 'sign in'. */
  action: z.string(),
  /** create, update, delete, login, logout, ... */
  action_mode: z.string(),
  /** What kind of record changed, a key the web translates, e.g. 'admins'. */
  subject: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  /** Which record: its name when the change was made (the record may have been renamed or deleted since). */
  subject_name: z.string().nullable(),
  created_at: z.string(),
  /**
   * Who acted. id is a staff member's, null once they have been deleted; name and role are kept as
   * they were (the role in the request's language). A customer's row carries the customer's name; a
   * system row names the job by one of `SYSTEM_ACTORS`, which the web translates.
   */
  user: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    role: z.string().nullable(),
    kind: actorKind,
  }),
});
export type LogAction = z.infer<typeof logAction>;

export const logActionsAnswer = z.object({
  data: z.array(logAction),
  total: z.number().int(),
  meta: z.object({ total: z.number().int() }),
});
export type LogActionsAnswer = z.infer<typeof logActionsAnswer>;

/** Log actions that are not a permission: opening and closing a session. */
const SESSION_ACTIONS = ['sign in', 'sign out'] as const;
/** Every action the log records: the permission that allowed a change, or a session event. */
export const LOG_ACTIONS = [...PERMISSIONS, ...SESSION_ACTIONS] as const;

/** The `user` filter's prefix for someone no longer on staff, found by the name the log kept. */
export const FORMER_STAFF_PREFIX = 'name:';

const logDay = z.iso.date();

/**
 * Filters of GET /admin/log_actions, besides `page` and `limit`:
 * - `user`: a staff member's id (every row they wrote, under any name they had), or
 *   `name:<name>` for someone no longer on staff, by the name their rows kept;
 * - `action`: a permission string or `sign in` / `sign out`;
 * - `subject`: the kind of record ('news', 'admins');
 * - `from`, `to`: days (YYYY-MM-DD) in the company's time zone, both included;
 * - `hide_sign_ins`: 1 leaves out signing in and out.
 */
const logActionFilters = z.object({
  user: z.preprocess(
    blankToUndefined,
    z
      .union([
        id.transform((value) => ({ id: value, name: null })),
        z
          .string()
          .startsWith(FORMER_STAFF_PREFIX)
          .transform((value) => value.slice(FORMER_STAFF_PREFIX.length).trim())
          .pipe(z.string().min(1).max(200))
          .transform((value) => ({ id: null, name: value })),
      ])
      .optional(),
  ),
  action: z.preprocess(blankToUndefined, z.enum(LOG_ACTIONS).optional()),
  subject: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(60)
      .regex(/^[a-z][a-z_ ]*$/)
      .optional(),
  ),
  from: z.preprocess(blankToUndefined, logDay.optional()),
  to: z.preprocess(blankToUndefined, logDay.optional()),
  hide_sign_ins: z.preprocess(blankToUndefined, flag.optional()),
});

export const logActionsQuery = pageQuery.extend(logActionFilters.shape).superRefine((query, context) => {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['to'], params: { code: 'invalid' } });
  }
});
export type LogActionsQuery = z.infer<typeof logActionsQuery>;

/** A staff member to filter the log by; `value` is what the `user` filter takes. */
const logActionUser = z.object({
  value: z.string(),
  name: z.string(),
  /** No longer on staff: known only by the name the log kept. */
  former: z.boolean(),
});

/** GET /admin/log_actions/filters: the choices of the log's filters, only values the log holds. */
export const logActionFilterOptions = z.object({
  users: z.array(logActionUser),
  actions: z.array(z.string()),
  subjects: z.array(z.string()),
});
export type LogActionFilterOptions = z.infer<typeof logActionFilterOptions>;
