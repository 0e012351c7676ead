import type { Locale } from './common';

/**
 * The validation-message catalogue the server's 422 answers and the web's forms share, so the
 * same input gets the same words on both sides. Templates name the field with `{field}` (the
 * label the form shows, see `field-labels.ts`) and take params such as `{min}`, `{max}`.
 */
const ar = {
  required: 'حقل {field} مطلوب.',
  invalid: 'قيمة حقل {field} غير صحيحة.',
  invalid_email: 'حقل {field} يجب أن يكون بريداً إلكترونياً صحيحاً.',
  invalid_url: 'حقل {field} يجب أن يكون رابطاً صحيحاً.',
  invalid_phone: 'حقل {field} يجب أن يكون رقم هاتف صحيحاً من 7 إلى 15 رقماً.',
  invalid_saudi_mobile: 'حقل {field} يجب أن يكون رقم جوال سعودي صحيحاً، مثل 0551234567.',
  invalid_national_id: 'حقل {field} يجب أن يكون عشرة أرقام تبدأ بـ 1 أو 2.',
  amount_positive: 'حقل {field} يجب أن يكون أكبر من صفر.',
  amount_not_zero: 'حقل {field} لا يكون صفراً في التسوية.',
  loyalty_max_below_min: 'حقل {field} يجب ألا يقل عن الحد الأدنى (أو يكون صفراً بلا حد).',
  invalid_number: 'حقل {field} يجب أن يكون رقماً.',
  invalid_integer: 'حقل {field} يجب أن يكون عدداً صحيحاً.',
  invalid_date: 'حقل {field} يجب أن يكون تاريخاً صحيحاً.',
  invalid_choice: 'القيمة المختارة في حقل {field} غير صحيحة.',
  invalid_format: 'صيغة حقل {field} غير صحيحة.',
  invalid_characters: 'حقل {field} يحتوي على رموز غير مسموحة.',
  bidi_control: 'حقل {field} يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.',
  taken: 'قيمة حقل {field} مستخدمة من قبل.',
  translation_missing: 'حقل {field} يجب أن يحتوي على النص العربي والنص الإنجليزي.',
  too_short: 'يجب ألا يقل عدد أحرف حقل {field} عن {min}.',
  too_long: 'يجب ألا يزيد عدد أحرف حقل {field} عن {max}.',
  too_small: 'يجب ألا تقل قيمة حقل {field} عن {min}.',
  too_big: 'يجب ألا تزيد قيمة حقل {field} عن {max}.',
  greater_than: 'يجب أن تكون قيمة حقل {field} أكبر من {min}.',
  less_than: 'يجب أن تكون قيمة حقل {field} أقل من {max}.',
  too_few_items: 'يجب ألا يقل عدد عناصر حقل {field} عن {min}.',
  too_many_items: 'يجب ألا يزيد عدد عناصر حقل {field} عن {max}.',
  not_multiple_of: 'قيمة حقل {field} يجب أن تكون من مضاعفات {step}.',
  password_letter: 'حقل {field} يجب أن يحتوي على حرف واحد على الأقل.',
  password_digit: 'حقل {field} يجب أن يحتوي على رقم واحد على الأقل.',
  file_expected: 'حقل {field} يجب أن يكون ملفاً.',
  file_type: 'نوع الملف في حقل {field} غير مسموح. الأنواع المسموحة: {types}.',
  file_too_large: 'حجم الملف في حقل {field} يجب ألا يزيد عن {max} ميغابايت.',
  file_unreadable: 'تعذّرت قراءة الملف في حقل {field}.',
  field_too_large: 'قيمة حقل {field} أكبر من المسموح.',
  array_too_long: 'عدد عناصر حقل {field} أكبر من المسموح.',
  unknown_field: 'الحقل {field} غير معروف.',
  date_must_be_past: 'حقل {field} يجب أن يكون تاريخاً قبل اليوم.',
  date_must_be_future: 'حقل {field} يجب أن يكون تاريخاً بعد اليوم.',
  end_before_start: 'حقل {field} يجب أن يكون بعد وقت البداية.',
  range_too_long: 'يجب ألا تزيد الفترة من {field} إلى نهايتها عن {max} يوماً.',
  invalid_money: 'حقل {field} يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
  money_decimals: 'حقل {field} يقبل رقمين على الأكثر بعد الفاصلة العشرية.',
  money_negative: 'حقل {field} لا يقبل مبلغاً سالباً.',
  money_too_large: 'يجب ألا يزيد حقل {field} عن {max} ريال.',
  // store ledgers (wallet, points) and status changes: the values are filled in the request's language
  insufficient_balance: 'الرصيد المتاح ({balance}) لا يكفي لهذه العملية.',
  status_move_not_allowed: 'لا يمكن نقل الحالة من «{from}» إلى «{to}»؛ المسموح من «{from}»: {allowed}.',
  status_final: 'الحالة «{from}» نهائية ولا يمكن تغييرها.',
  status_unchanged: 'الحالة «{to}» هي الحالة الحالية بالفعل.',
};

export type ValidationMessageKey = keyof typeof ar;

const en: Record<ValidationMessageKey, string> = {
  required: 'The {field} field is required.',
  invalid: 'The {field} value is invalid.',
  invalid_email: 'The {field} must be a valid e-mail address.',
  invalid_url: 'The {field} must be a valid link.',
  invalid_phone: 'The {field} must be a valid phone number of 7 to 15 digits.',
  invalid_saudi_mobile: 'The {field} must be a valid Saudi mobile number, such as 0551234567.',
  invalid_national_id: 'The {field} must be ten digits starting with 1 or 2.',
  amount_positive: 'The {field} must be greater than zero.',
  amount_not_zero: 'The {field} of an adjustment cannot be zero.',
  loyalty_max_below_min: 'The {field} must not be below the minimum (or be 0 for no limit).',
  invalid_number: 'The {field} must be a number.',
  invalid_integer: 'The {field} must be a whole number.',
  invalid_date: 'The {field} must be a valid date.',
  invalid_choice: 'The selected {field} is invalid.',
  invalid_format: 'The {field} format is invalid.',
  invalid_characters: 'The {field} contains characters that are not allowed.',
  bidi_control: 'The {field} contains invisible direction characters; please retype it.',
  taken: 'The {field} has already been taken.',
  translation_missing: 'The {field} must have both the Arabic and the English text.',
  too_short: 'The {field} must be at least {min} characters.',
  too_long: 'The {field} may not be longer than {max} characters.',
  too_small: 'The {field} must be at least {min}.',
  too_big: 'The {field} may not be greater than {max}.',
  greater_than: 'The {field} must be greater than {min}.',
  less_than: 'The {field} must be less than {max}.',
  too_few_items: 'The {field} must have at least {min} items.',
  too_many_items: 'The {field} may not have more than {max} items.',
  not_multiple_of: 'The {field} must be a multiple of {step}.',
  password_letter: 'The {field} must contain at least one letter.',
  password_digit: 'The {field} must contain at least one digit.',
  file_expected: 'The {field} must be a file.',
  file_type: 'The {field} must be a file of type: {types}.',
  file_too_large: 'The {field} may not be larger than {max} MB.',
  file_unreadable: 'The {field} file could not be read.',
  field_too_large: 'The {field} value is larger than allowed.',
  array_too_long: 'The {field} list has too many items.',
  unknown_field: 'The field {field} is not known.',
  date_must_be_past: 'The {field} must be a date before today.',
  date_must_be_future: 'The {field} must be a date after today.',
  end_before_start: 'The {field} must be after the start.',
  range_too_long: 'The range from the {field} to its end may not be longer than {max} days.',
  invalid_money: 'The {field} must be an amount in riyals, digits only, such as 19.99.',
  money_decimals: 'The {field} may have at most two decimals.',
  money_negative: 'The {field} may not be negative.',
  money_too_large: 'The {field} may not be greater than {max} riyals.',
  insufficient_balance: 'The available balance ({balance}) is not enough for this operation.',
  status_move_not_allowed: 'The status cannot move from "{from}" to "{to}"; from "{from}" it may move to: {allowed}.',
  status_final: 'The status "{from}" is final and cannot be changed.',
  status_unchanged: 'The status is already "{to}".',
};

export const VALIDATION_MESSAGES: Record<Locale, Record<ValidationMessageKey, string>> = { ar, en };

type MessageParamValue = string | number;
export type ValidationParams = Record<string, MessageParamValue>;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(ar, key);
}

/**
 * Fills a template: `{field}` with the given label, other `{name}`s from params; an unknown
 * placeholder stays as written so a missing param is visible rather than silently blank.
 */
export function fillTemplate(template: string, params: ValidationParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The message of a key in a language, with `field` already the label to show; null for an unknown key. */
export function validationMessage(locale: Locale, key: string, params: ValidationParams): string | null {
  if (!isValidationMessageKey(key)) return null;
  return fillTemplate(VALIDATION_MESSAGES[locale][key], params);
}

/**
 * The parts of a zod 4 issue the mapping reads. Both zod's own issues and the validation
 * errors of fastify-type-provider-zod carry them.
 */
export interface IssueLike {
  code: string;
  path?: readonly PropertyKey[];
  message?: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  divisor?: unknown;
  keys?: readonly string[];
  /** A schema's own message code: `.refine(fn, { params: { code: 'invalid_phone' } })`. */
  params?: Record<string, unknown>;
}

export interface MessageRef {
  key: ValidationMessageKey | string;
  params: ValidationParams;
}

function bound(value: unknown): MessageParamValue {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const NUMBER_TYPES = new Set(['number', 'nan', 'bigint', 'float32', 'float64']);
const INTEGER_TYPES = new Set(['int', 'int32', 'uint32', 'int64', 'uint64', 'safeint']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);
const MEGABYTE = 1024 * 1024;

/**
 * The one mapping from a zod issue to a catalogue key and its params. `blank` says the value was
 * left out (absent, null, empty or only spaces, an empty list): whatever check tripped over it,
 * that reads "required" — coercion turns an empty select into 0, and a missing file is
 * "required", not "must be a file". A string `min(1)` (and a list needing one item) is "required"
 * too, on both sides.
 */
export function issueMessageRef(issue: IssueLike, blank: boolean): MessageRef {
  if (blank) return { key: 'required', params: {} };
  if (typeof issue.params?.code === 'string') {
    const { code, ...rest } = issue.params;
    const params: ValidationParams = {};
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    return { key: code, params };
  }
  const origin = String(issue.origin);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      if (INTEGER_TYPES.has(expected)) return { key: 'invalid_integer', params: {} };
      if (NUMBER_TYPES.has(expected)) return { key: 'invalid_number', params: {} };
      if (expected === 'date') return { key: 'invalid_date', params: {} };
      if (expected === 'file') return { key: 'file_expected', params: {} };
      return { key: 'invalid', params: {} };
    }
    case 'too_small': {
      const min = bound(issue.minimum);
      if (origin === 'string')
        return min === 1 ? { key: 'required', params: {} } : { key: 'too_short', params: { min } };
      if (origin === 'array' || origin === 'set') {
        return min === 1 ? { key: 'required', params: {} } : { key: 'too_few_items', params: { min } };
      }
      if (origin === 'date') return { key: 'too_small', params: { min } };
      return { key: issue.inclusive === false ? 'greater_than' : 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      if (origin === 'string') return { key: 'too_long', params: { max } };
      if (origin === 'array' || origin === 'set') return { key: 'too_many_items', params: { max } };
      if (origin === 'file') return { key: 'file_too_large', params: { max: Math.round(Number(max) / MEGABYTE) } };
      if (origin === 'date') return { key: 'too_big', params: { max } };
      return { key: issue.inclusive === false ? 'less_than' : 'too_big', params: { max } };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { key: 'invalid_email', params: {} };
      if (issue.format === 'url') return { key: 'invalid_url', params: {} };
      if (DATE_FORMATS.has(String(issue.format))) return { key: 'invalid_date', params: {} };
      return { key: 'invalid_format', params: {} };
    }
    case 'invalid_value':
    case 'invalid_enum_value':
      return { key: 'invalid_choice', params: {} };
    case 'not_multiple_of':
      return { key: 'not_multiple_of', params: { step: bound(issue.divisor) } };
    default:
      return { key: 'invalid', params: {} };
  }
}

/** What a person means by "left blank": absent, null, empty or white space only, or an empty list. */
export function isBlankValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}
