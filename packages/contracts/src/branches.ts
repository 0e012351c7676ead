import { z } from 'zod';
import { dataAnswer, listAnswer } from './answers';
import { blankToUndefined, flag, id, integer, LOCALES } from './common';
import { translationAnswer, translationInput } from './translations';

/** An empty form field (or a cleared one, null) means "not given". */

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/**
 * A time of day as the branch form sends it: 24-hour `HH:mm` (or `HH:mm:ss`), or the 12-hour picker's
 * `hh A` / `hh:mm A` (`08 PM`, `8:30 am`). Answers `HH:mm`.
 */
const timeOfDay = z
  .string()
  .trim()
  .max(11)
  .transform((value, ctx) => {
    const h24 = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
    if (h24) return `${h24[1]!.padStart(2, '0')}:${h24[2]}`;
    const h12 = /^(0?[1-9]|1[0-2])(?::([0-5]\d))?\s*([AaPp])\.?[Mm]\.?$/.exec(value);
    if (h12) {
      const hour = (Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === 'p' ? 12 : 0);
      return `${String(hour).padStart(2, '0')}:${h12[2] ?? '00'}`;
    }
    ctx.addIssue({ code: 'custom', params: { code: 'invalid_format' } });
    return z.NEVER;
  });

const optionalTime = z.preprocess(blankToUndefined, timeOfDay.optional());

const coordinate = (limit: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().min(-limit).max(limit).optional());

const branchTimeShiftInput = z.object({ time_from: timeOfDay, time_to: timeOfDay });

/**
 * POST /admin/branch and POST /admin/branch/{id} with `_method=PUT` (multipart): `code`,
 * `translation[i][locale|local, name, city?, address?]`, `city` and `address` (used for a language
 * whose entry has none), `mobile`, `region`, `google_map_url`, `image` (a file), `active`,
 * `time_from`, `time_to`, `is_24_hour`, `time_shifts[i][time_from|time_to]`, `services[i]`,
 * `latitude`, `longitude`.
 */
export const branchBody = z.object({
  code: z.string().trim().min(1).max(50),
  translation: translationInput({
    name: z.string().trim().min(1).max(200),
    city: optionalText(100),
    address: optionalText(300),
  }),
  city: optionalText(100),
  address: optionalText(300),
  mobile: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9]{7,15}$/)
      .optional(),
  ),
  region: optionalText(100),
  google_map_url: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  ),
  active: flag.default(1),
  is_24_hour: flag.default(0),
  time_from: optionalTime,
  time_to: optionalTime,
  time_shifts: z.array(branchTimeShiftInput).max(10).default([]),
  services: z.array(id).max(50).default([]),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type BranchBody = z.infer<typeof branchBody>;

/**
 * GET /admin/branch: `name` (Arabic-aware, part of either name, or the start of the code in any case),
 * `city` (part of either city name).
 */
export const branchListQuery = z.object({
  page: id.default(1),
  limit: integer(1, 100).default(10),
  name: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});
export type BranchListQuery = z.infer<typeof branchListQuery>;

export const branchServiceItem = z.object({
  id,
  name: z.string(),
  translation: z.array(translationAnswer({ name: z.string() }, 'locale')),
});
export type BranchServiceItem = z.infer<typeof branchServiceItem>;

/** A branch as the back-office and the public finder answer it. */
export const branchItem = z.object({
  id,
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  translation: z.array(translationAnswer({ name: z.string(), address: z.string(), city: z.string() }, 'locale')),
  mobile: z.string().nullable(),
  region: z.string().nullable(),
  google_map_url: z.string().nullable(),
  image: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  is_24_hour: z.union([z.literal(0), z.literal(1)]),
  time_shifts: z.array(z.object({ id, time_from: z.string(), time_to: z.string() })),
  services: z.array(branchServiceItem),
});
export type BranchItem = z.infer<typeof branchItem>;

/** DELETE /admin/branch: the branch id, in the body or the query. */
export const branchRef = z.object({ id: id.optional() });

/** Answers of the public branch finder (GET /api/branches and /api/branches/cities). */

const locale = z.enum(LOCALES);
const flagValue = z.union([z.literal(0), z.literal(1)]);
const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** GET /api/branches query: part of the name, city or address (either language), and a city name. */
export const branchQuery = z.object({
  search: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});
export type BranchQuery = z.infer<typeof branchQuery>;

const branchServiceAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  translation: z.array(z.object({ name: z.string(), locale })),
});
export type BranchServiceAnswer = z.infer<typeof branchServiceAnswer>;

const branchTimeShiftAnswer = z.object({ id: z.number().int(), time_from: z.string(), time_to: z.string() });
export type BranchTimeShiftAnswer = z.infer<typeof branchTimeShiftAnswer>;

/** A branch: name, address and city in the request language; both languages are in `translation[]`. */
const branchAnswer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  translation: z.array(z.object({ name: z.string(), address: z.string(), city: z.string(), locale })),
  mobile: nullableText,
  region: nullableText,
  /** The branch on a maps site: the directions link. */
  google_map_url: nullableText,
  image: nullableText,
  active: flagValue,
  lat: nullableNumber,
  long: nullableNumber,
  latitude: nullableNumber,
  longitude: nullableNumber,
  /** 'HH:MM', null for a 24-hour branch. */
  from_time: nullableText,
  to_time: nullableText,
  time_from: nullableText,
  time_to: nullableText,
  is_24_hour: flagValue,
  time_shifts: z.array(branchTimeShiftAnswer),
  services: z.array(branchServiceAnswer),
});
export type BranchAnswer = z.infer<typeof branchAnswer>;
export const branchesAnswer = listAnswer(branchAnswer);
/** GET /api/branches/{id} (addition: a branch's own page). */
export const branchData = dataAnswer(branchAnswer);

/** A city of the active branches, for the city filter; the server matches it in either language. */
const branchCityAnswer = z.object({
  name: z.string(),
  translation: z.array(z.object({ name: z.string(), locale })),
  branches_count: z.number().int(),
});
export type BranchCityAnswer = z.infer<typeof branchCityAnswer>;
export const branchCitiesAnswer = listAnswer(branchCityAnswer);
