import type { Locale } from './common';

/**
 * Field labels, per language, in one place: forms show them and validation messages name fields
 * with them, on the server and in the browser. `COMMON_FIELD_LABELS` are the general names of
 * fields many forms share; `FORM_FIELD_LABELS` are the labels one form shows, which win over the
 * general ones for that form (the contact form's `title` reads "Subject", an article's "Title").
 */
export type FieldLabels = Record<Locale, Record<string, string>>;

const COMMON_FIELD_LABELS: FieldLabels = {
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    mobile: 'الجوال',
    role_id: 'الدور',
    employment_number: 'الرقم الوظيفي',
    branch_id: 'الفرع',
    active: 'الحالة',
    image: 'الصورة',
    title: 'العنوان',
    message: 'الرسالة',
    phone: 'الهاتف',
    code: 'الرمز',
    city: 'المدينة',
    region: 'المنطقة',
    address: 'العنوان',
    google_map_url: 'رابط الخريطة',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    time_from: 'من الساعة',
    time_to: 'إلى الساعة',
    time_shifts: 'الفترات الإضافية',
    services: 'الخدمات',
    status: 'الحالة',
    amount: 'المبلغ',
    notification_id: 'الإشعار',
  },
  en: {
    name: 'name',
    email: 'email',
    password: 'password',
    mobile: 'mobile',
    role_id: 'role',
    employment_number: 'employment number',
    branch_id: 'branch',
    active: 'status',
    image: 'image',
    title: 'title',
    message: 'message',
    phone: 'phone',
    code: 'code',
    city: 'city',
    region: 'region',
    address: 'address',
    google_map_url: 'map link',
    latitude: 'latitude',
    longitude: 'longitude',
    time_from: 'opening time',
    time_to: 'closing time',
    time_shifts: 'extra shifts',
    services: 'services',
    status: 'status',
    amount: 'amount',
    notification_id: 'notification',
  },
};

/** The contact form and the investor contact form (spec: name, email, phone, title, message). */
const contact: FieldLabels = {
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    title: 'الموضوع',
    message: 'الرسالة',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Mobile number',
    title: 'Subject',
    message: 'Message',
  },
};

export const FORM_FIELD_LABELS = { contact } satisfies Record<string, FieldLabels>;
export type FormName = keyof typeof FORM_FIELD_LABELS;

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && Object.hasOwn(FORM_FIELD_LABELS, value);
}

/** The last named segment of a bracket or dotted path: `translation[0][name]` → `name`. */
function fieldLeaf(field: string): string {
  const segments = field
    .replace(/\]/g, '')
    .split(/[.[]/)
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  return segments.at(-1) ?? field;
}

/**
 * The label of a field in a language: the form's own label, else the general one (by the full
 * name, then by its last segment), else `fallback`, else the last segment with `_` as spaces.
 */
export function labelOfField(
  locale: Locale,
  field: string,
  options: { form?: FormName | undefined; extra?: Record<string, string> | undefined; fallback?: string } = {},
): string {
  const leaf = fieldLeaf(field);
  // `homepage[3][value]` is also looked up as `homepage[value]`: a label for a field of every row.
  const rows = field.replace(/\[\d+\]/g, '');
  const own = options.form ? FORM_FIELD_LABELS[options.form][locale] : undefined;
  return (
    own?.[field] ??
    own?.[rows] ??
    own?.[leaf] ??
    options.extra?.[field] ??
    options.extra?.[rows] ??
    options.extra?.[leaf] ??
    COMMON_FIELD_LABELS[locale][field] ??
    COMMON_FIELD_LABELS[locale][leaf] ??
    options.fallback ??
    leaf.replace(/_/g, ' ')
  );
}
