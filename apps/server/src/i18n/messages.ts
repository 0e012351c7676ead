import type { Locale } from '@app/contracts';

/**
 * Server-side message catalogue. Keys are stable codes; `{name}` placeholders are
 * filled from the params of the error. Both languages must have the same keys
 * (checked by a test).
 */
const ar = {
  unauthenticated: 'يجب تسجيل الدخول أولاً.',
  forbidden: 'ليس لديك صلاحية لتنفيذ هذا الإجراء.',
  not_found: 'العنصر المطلوب غير موجود.',
  route_not_found: 'المسار المطلوب غير موجود.',
  too_large: 'حجم الطلب أو الملف أكبر من المسموح.',
  too_many_requests: 'محاولات كثيرة، يرجى المحاولة لاحقاً.',
  validation_failed: 'البيانات المدخلة غير صحيحة.',
  bad_request: 'الطلب غير صالح.',
  server_error: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً.',
  invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  account_inactive: 'هذا الحساب غير مفعّل.',
  login_throttled: 'محاولات دخول فاشلة كثيرة، يرجى المحاولة بعد {minutes} دقيقة.',
  email_taken: 'البريد الإلكتروني مستخدم من قبل.',
  cannot_delete_self: 'لا يمكنك حذف حسابك.',
  cannot_deactivate_self: 'لا يمكنك إيقاف حسابك.',
  role_not_found: 'الدور المختار غير موجود.',
  role_exceeds_own: 'لا يمكنك منح دور يملك صلاحيات لا تملكها.',
  logged_out: 'تم تسجيل الخروج بنجاح.',
  deleted: 'تم الحذف بنجاح.',
  // field validation
  required: 'حقل {field} مطلوب.',
  invalid: 'قيمة {field} غير صحيحة.',
  invalid_email: 'حقل {field} يجب أن يكون بريداً إلكترونياً صحيحاً.',
  invalid_number: 'حقل {field} يجب أن يكون رقماً.',
  invalid_integer: 'حقل {field} يجب أن يكون عدداً صحيحاً.',
  invalid_date: 'حقل {field} يجب أن يكون تاريخاً صحيحاً.',
  invalid_choice: 'القيمة المختارة في حقل {field} غير صحيحة.',
  too_short: 'حقل {field} يجب ألا يقل عن {min} أحرف.',
  too_long: 'حقل {field} يجب ألا يزيد عن {max} حرفاً.',
  too_small: 'حقل {field} يجب ألا يقل عن {min}.',
  too_big: 'حقل {field} يجب ألا يزيد عن {max}.',
  invalid_format: 'صيغة حقل {field} غير صحيحة.',
  password_letter: 'حقل {field} يجب أن يحتوي على حرف واحد على الأقل.',
  password_digit: 'حقل {field} يجب أن يحتوي على رقم واحد على الأقل.',
  file_type: 'نوع الملف في حقل {field} غير مسموح. الأنواع المسموحة: {types}.',
  file_too_large: 'حجم الملف في حقل {field} يجب ألا يزيد عن {max} ميغابايت.',
  file_expected: 'حقل {field} يجب أن يكون ملفاً.',
  too_many_fields: 'عدد حقول الطلب أكبر من المسموح.',
  too_many_files: 'عدد الملفات أكبر من المسموح.',
  field_name_invalid: 'اسم الحقل {name} غير مسموح.',
  nesting_too_deep: 'تداخل الحقول أعمق من المسموح.',
  unknown_field: 'الحقل {field} غير معروف.',
  array_too_long: 'عدد عناصر {field} أكبر من المسموح.',
  field_too_large: 'قيمة حقل {field} أكبر من المسموح.',
  file_unreadable: 'تعذّرت قراءة الملف في حقل {field}.',
  unsupported_media_type: 'نوع محتوى الطلب غير مدعوم.',
  method_not_allowed: 'طريقة الطلب غير مسموحة لهذا المسار.',
  link_invalid: 'رابط التنزيل غير صالح.',
  link_expired: 'انتهت صلاحية رابط التنزيل، يرجى طلب رابط جديد.',
  // public forms: contact messages and employment applications
  message_sent: 'تم إرسال رسالتك بنجاح.',
  form_throttled: 'أرسلت عدة طلبات خلال وقت قصير، يرجى المحاولة بعد {minutes} دقيقة.',
  invalid_phone: 'حقل {field} يجب أن يكون رقم هاتف صحيحاً من 7 إلى 15 رقماً.',
  employment_closed: 'استقبال طلبات التوظيف متوقف حالياً.',
  employment_request_sent: 'تم إرسال طلب التوظيف بنجاح، شكراً لاهتمامك بالانضمام إلينا.',
  date_must_be_past: 'حقل {field} يجب أن يكون تاريخاً قبل اليوم.',
  date_must_be_future: 'حقل {field} يجب أن يكون تاريخاً بعد اليوم.',
};

type Catalogue = Record<keyof typeof ar, string>;

const en: Catalogue = {
  unauthenticated: 'Please sign in first.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'The requested item was not found.',
  route_not_found: 'The requested path does not exist.',
  too_large: 'The request or file is larger than allowed.',
  too_many_requests: 'Too many requests, please try again later.',
  validation_failed: 'The given data was invalid.',
  bad_request: 'The request is not valid.',
  server_error: 'An unexpected error occurred, please try again later.',
  invalid_credentials: 'The e-mail or password is incorrect.',
  account_inactive: 'This account is not active.',
  login_throttled: 'Too many failed sign-ins, please try again in {minutes} minutes.',
  email_taken: 'The e-mail has already been taken.',
  cannot_delete_self: 'You cannot delete your own account.',
  cannot_deactivate_self: 'You cannot deactivate your own account.',
  role_not_found: 'The selected role does not exist.',
  role_exceeds_own: 'You cannot grant a role with permissions you do not hold.',
  logged_out: 'You have been signed out.',
  deleted: 'Deleted successfully.',
  required: 'The {field} field is required.',
  invalid: 'The {field} value is invalid.',
  invalid_email: 'The {field} must be a valid e-mail address.',
  invalid_number: 'The {field} must be a number.',
  invalid_integer: 'The {field} must be a whole number.',
  invalid_date: 'The {field} must be a valid date.',
  invalid_choice: 'The selected {field} is invalid.',
  too_short: 'The {field} must be at least {min} characters.',
  too_long: 'The {field} may not be greater than {max} characters.',
  too_small: 'The {field} must be at least {min}.',
  too_big: 'The {field} may not be greater than {max}.',
  invalid_format: 'The {field} format is invalid.',
  password_letter: 'The {field} must contain at least one letter.',
  password_digit: 'The {field} must contain at least one digit.',
  file_type: 'The {field} must be a file of type: {types}.',
  file_too_large: 'The {field} may not be greater than {max} MB.',
  file_expected: 'The {field} must be a file.',
  too_many_fields: 'The request has too many fields.',
  too_many_files: 'The request has too many files.',
  field_name_invalid: 'The field name {name} is not allowed.',
  nesting_too_deep: 'The fields are nested too deeply.',
  unknown_field: 'The field {field} is not known.',
  array_too_long: 'The {field} list has too many items.',
  field_too_large: 'The {field} value is larger than allowed.',
  file_unreadable: 'The {field} file could not be read.',
  unsupported_media_type: 'The request content type is not supported.',
  method_not_allowed: 'The request method is not allowed for this path.',
  link_invalid: 'The download link is not valid.',
  link_expired: 'The download link has expired, please request a new one.',
  // public forms: contact messages and employment applications
  message_sent: 'Your message has been sent successfully.',
  form_throttled: 'You have sent several submissions in a short time, please try again in {minutes} minutes.',
  invalid_phone: 'The {field} must be a valid phone number of 7 to 15 digits.',
  employment_closed: 'Employment applications are not being received at the moment.',
  employment_request_sent:
    'Your employment application has been sent successfully. Thank you for your interest in joining us.',
  date_must_be_past: 'The {field} must be a date before today.',
  date_must_be_future: 'The {field} must be a date after today.',
};

export type MessageKey = keyof typeof ar;
export type MessageParams = Record<string, string | number>;

export const catalogues: Record<Locale, Catalogue> = { ar, en };

export function translate(locale: Locale, key: MessageKey | string, params: MessageParams = {}): string {
  const template = (catalogues[locale] as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    if (name === 'field') return fieldLabel(locale, String(value));
    return String(value);
  });
}

/**
 * Human names of request fields, per language. Fields not listed fall back to
 * their name with brackets and underscores turned into spaces.
 */
const fieldLabels: Record<Locale, Record<string, string>> = {
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
  },
  en: {
    role_id: 'role',
    employment_number: 'employment number',
    branch_id: 'branch',
    active: 'status',
  },
};

export function registerFieldLabels(labels: Partial<Record<Locale, Record<string, string>>>): void {
  for (const locale of Object.keys(labels) as Locale[]) Object.assign(fieldLabels[locale], labels[locale]);
}

export function fieldLabel(locale: Locale, field: string): string {
  const leaf =
    field
      .replace(/\[(\d+)\]/g, '')
      .replace(/\]/g, '')
      .split(/[.[]/)
      .pop() ?? field;
  return fieldLabels[locale][field] ?? fieldLabels[locale][leaf] ?? leaf.replace(/_/g, ' ');
}
