import { z } from 'zod';
import { blankToUndefined, id, pageQuery } from './common';
import { PRESCRIPTION_TYPES } from './shop-prescriptions';
import { flagAnswer } from './site';

// The store back-office's prescriptions (store-admin.md: the prescriptions tabs, the Prescription
// entity, GET admin/prescriptions). Health data: only staff with `list prescriptions` read it, each
// list view and each file download is in the action log.

/**
 * GET /admin/prescriptions: `type` (the tab: cash, insurance, mine; every type when absent) and
 * `name` (the customer's name, Arabic-folded; blank means no filter), paged.
 */
export const adminPrescriptionsQuery = pageQuery.extend({
  type: z.preprocess(blankToUndefined, z.enum(PRESCRIPTION_TYPES).optional()),
  name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type AdminPrescriptionsQuery = z.infer<typeof adminPrescriptionsQuery>;

const statusRef = z.object({ id: z.number().int(), name: z.string() });

/**
 * One file of a prescription. `download_url` is an admin route (it needs the staff token, records
 * the download and redirects to a short-lived signed link), never the file's own address.
 */
const adminPrescriptionFile = z.object({ id, name: z.string(), download_url: z.string() });
export type AdminPrescriptionFile = z.infer<typeof adminPrescriptionFile>;

/** A prescription as the tabs list it (spec: Prescription). */
export const adminPrescriptionItem = z.object({
  id,
  type: z.enum(PRESCRIPTION_TYPES),
  user: z.object({ id, name: z.string() }),
  user_id: id,
  mobile: z.string(),
  /**
   * The number of the order that dispenses it (the newest one holding it that is not cancelled or
   * rejected), and that order's branch; null while no order does.
   */
  rec_no: z.number().int().nullable(),
  branch: z.object({ id, code: z.string(), name: z.string() }).nullable(),
  status: statusRef,
  /** The statuses staff may move it to now (PUT admin/updateStatus/{id} with type `prescription`). */
  moves: z.array(statusRef),
  /** When the customer sent it. */
  date: z.string(),
  files: z.array(adminPrescriptionFile),
  /** The first file's download route (the spec's single `download_url`); null without files. */
  download_url: z.string().nullable(),
  company: z.object({ id, name: z.string() }).nullable(),
  national_id: z.string().nullable(),
  membership_no: z.string().nullable(),
  /** 0 = a new request to the insurer, 1 = the insurer already approved it. */
  pre_accept: flagAnswer,
  prescription_no: z.string().nullable(),
  notes: z.string().nullable(),
});
export type AdminPrescriptionItem = z.infer<typeof adminPrescriptionItem>;

/**
 * The admin address of a prescription file: it records the download in the action log, then
 * redirects to a short-lived signed link. The staff token travels in the header, never in it.
 */
export const prescriptionFilePath = (prescriptionId: number, fileId: number) =>
  `/api/admin/prescriptions/${prescriptionId}/files/${fileId}`;
