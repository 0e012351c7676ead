import {
  type FormName,
  fillTemplate,
  isFormName,
  isValidationMessageKey,
  type Locale,
  labelOfField,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@app/contracts';

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
  request_timeout: 'انتهت مهلة استلام الطلب، يرجى المحاولة مرة أخرى.',
  too_many_requests: 'محاولات كثيرة، يرجى المحاولة لاحقاً.',
  validation_failed: 'البيانات المدخلة غير صحيحة.',
  bad_request: 'الطلب غير صالح.',
  headers_too_large: 'ترويسات الطلب أكبر من المسموح.',
  server_error: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً.',
  service_unavailable: 'الخدمة غير متاحة مؤقتًا، يرجى إعادة المحاولة بعد قليل.',
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
  in_use: 'لا يمكن حذف هذا العنصر لأنه مرتبط بسجلات أخرى.',
  section_not_empty: 'لا يمكن حذف القسم لأنه يحتوي على أقسام فرعية أو مقالات؛ احذفها أو انقلها أولاً.',
  subsection_not_empty: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على مقالات؛ احذفها أو انقلها أولاً.',
  conflict: 'تعارض هذا الطلب مع بيانات محفوظة، يرجى تحديث الصفحة والمحاولة مجدداً.',
  // field validation messages: the shared catalogue (VALIDATION_MESSAGES in @app/contracts)
  too_many_fields: 'عدد حقول الطلب أكبر من المسموح.',
  too_many_files: 'عدد الملفات أكبر من المسموح.',
  uploads_too_large: 'مجموع أحجام الملفات في الطلب الواحد يجب ألا يزيد عن {max} ميغابايت.',
  field_name_invalid: 'اسم الحقل {name} غير مسموح.',
  nesting_too_deep: 'تداخل الحقول أعمق من المسموح.',
  unsupported_media_type: 'نوع محتوى الطلب غير مدعوم.',
  method_not_allowed: 'طريقة الطلب غير مسموحة لهذا المسار.',
  link_invalid: 'رابط التنزيل غير صالح.',
  link_expired: 'انتهت صلاحية رابط التنزيل، يرجى طلب رابط جديد.',
  // public forms: contact messages and employment applications
  message_sent: 'تم إرسال رسالتك بنجاح.',
  form_throttled: 'أرسلت عدة طلبات خلال وقت قصير، يرجى المحاولة بعد {minutes} دقيقة.',
  employment_closed: 'استقبال طلبات التوظيف متوقف حالياً.',
  employment_request_sent: 'تم إرسال طلب التوظيف بنجاح، شكراً لاهتمامك بالانضمام إلينا.',
  // roles
  permission_exceeds_own: 'لا يمكنك منح صلاحية لا تملكها.',
  role_in_use: {
    zero: 'لا يحمل هذا الدور أي مستخدم.',
    one: 'لا يمكن حذف الدور لأن مستخدمًا واحدًا يحمله؛ انقله إلى دور آخر أولاً.',
    two: 'لا يمكن حذف الدور لأن مستخدمَين يحملانه؛ انقلهما إلى دور آخر أولاً.',
    few: 'لا يمكن حذف الدور لأن {count} مستخدمين يحملونه؛ انقلهم إلى دور آخر أولاً.',
    many: 'لا يمكن حذف الدور لأن {count} مستخدمًا يحملونه؛ انقلهم إلى دور آخر أولاً.',
    other: 'لا يمكن حذف الدور لأن {count} مستخدم يحملونه؛ انقلهم إلى دور آخر أولاً.',
  },
  built_in_role_locked: 'دور المشرف العام ثابت: لا يُحذف ولا تُسحب منه أي صلاحية.',
  // store catalogue
  category_has_subcategories: {
    zero: 'القسم الرئيسي فارغ.',
    one: 'لا يمكن حذف القسم الرئيسي لأنه يحتوي على قسم فرعي واحد؛ احذفه أولاً.',
    two: 'لا يمكن حذف القسم الرئيسي لأنه يحتوي على قسمين فرعيين؛ احذفهما أولاً.',
    few: 'لا يمكن حذف القسم الرئيسي لأنه يحتوي على {count} أقسام فرعية؛ احذفها أولاً.',
    many: 'لا يمكن حذف القسم الرئيسي لأنه يحتوي على {count} قسمًا فرعيًا؛ احذفها أولاً.',
    other: 'لا يمكن حذف القسم الرئيسي لأنه يحتوي على {count} قسم فرعي؛ احذفها أولاً.',
  },
  subcategory_has_products: {
    zero: 'القسم الفرعي فارغ.',
    one: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على منتج واحد؛ انقله أو احذفه أولاً.',
    two: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على منتجين؛ انقلهما أو احذفهما أولاً.',
    few: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على {count} منتجات؛ انقلها أو احذفها أولاً.',
    many: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على {count} منتجًا؛ انقلها أو احذفها أولاً.',
    other: 'لا يمكن حذف القسم الفرعي لأنه يحتوي على {count} منتج؛ انقلها أو احذفها أولاً.',
  },
  stock_updated: 'تم تحديث المخزون (عدد الأسطر: {rows}).',
  stock_columns:
    'يجب أن يحتوي الصف الأول من الملف على الأعمدة: رمز المنتج (code) ورقم الفرع (store_no) والكمية (quantity).',
  stock_unknown_code: 'السطر {row}: لا يوجد منتج بالرمز «{code}».',
  stock_unknown_store: 'السطر {row}: لا يوجد فرع برقم «{store}».',
  stock_bad_quantity: 'السطر {row}: الكمية يجب أن تكون عددًا صحيحًا من 0 فأكثر.',
  stock_duplicate_row: 'السطر {row}: الرمز «{code}» في الفرع «{store}» مكرر في السطر {first}.',
  stock_empty: 'الملف لا يحتوي على أي سطر بعد صف العناوين.',
  stock_too_many_errors: 'وُجدت أخطاء أخرى بعد أول {shown} خطأ؛ صحّح هذه ثم أعد الرفع.',
  spreadsheet_too_large: 'الملف أكبر من المسموح ({rows} سطر على الأكثر).',
  // store delivery
  city_has_districts: {
    zero: 'المدينة لا تحتوي على أحياء.',
    one: 'لا يمكن حذف المدينة لأنها تحتوي على حي واحد؛ احذفه أولاً.',
    two: 'لا يمكن حذف المدينة لأنها تحتوي على حيين؛ احذفهما أولاً.',
    few: 'لا يمكن حذف المدينة لأنها تحتوي على {count} أحياء؛ احذفها أولاً.',
    many: 'لا يمكن حذف المدينة لأنها تحتوي على {count} حيًا؛ احذفها أولاً.',
    other: 'لا يمكن حذف المدينة لأنها تحتوي على {count} حي؛ احذفها أولاً.',
  },
  district_has_addresses: {
    zero: 'لا توجد عناوين عملاء في هذا الحي.',
    one: 'لا يمكن حذف الحي لأن عنوان عميل واحدًا فيه.',
    two: 'لا يمكن حذف الحي لأن عنوانَي عميلين فيه.',
    few: 'لا يمكن حذف الحي لأن {count} عناوين عملاء فيه.',
    many: 'لا يمكن حذف الحي لأن {count} عنوانًا للعملاء فيه.',
    other: 'لا يمكن حذف الحي لأن {count} عنوان عملاء فيه.',
  },
  district_not_in_city: 'الحي المختار لا يتبع المدينة المختارة.',
  // the shop's customers
  invalid_credentials_customer: 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  mobile_taken: 'رقم الجوال مسجل من قبل.',
  register_throttled: 'محاولات تسجيل كثيرة من هذا الاتصال، يرجى المحاولة بعد {minutes} دقيقة.',
  password_guessable:
    'كلمة المرور هذه شائعة أو سهلة التخمين؛ اختر كلمة أطول لا تحوي اسمك أو رقم جوالك أو تسلسلًا مثل 1234 أو abcd.',
  wrong_password: 'كلمة المرور غير صحيحة.',
  password_changed: 'تم تغيير كلمة المرور.',
  account_deleted: 'تم حذف حسابك.',
  device_registered: 'سيصلك إشعار على هذا الجهاز.',
  already_reviewed: 'سبق أن قيّمت هذا المنتج.',
  review_received: 'شكرًا لتقييمك، سيظهر بعد مراجعته.',
  product_in_stock: 'المنتج متوفر الآن، يمكنك طلبه مباشرة.',
  notify_me_saved: 'سنبلغك عند توفر المنتج.',
  order_of_other_customer: 'الطلب رقم {order} ليس من طلبات هذا العميل.',
  cart_quantity_limit: 'لا يمكن أن تزيد كمية المنتج الواحد في السلة عن {max}.',
  cart_full: 'السلة ممتلئة: {max} منتج على الأكثر.',
  pharmacist_line_fixed: 'حدّد الصيدلي كمية هذا الدواء من وصفتك: يمكنك إنقاصها أو حذفها، لا زيادتها.',
  // checkout and orders
  cart_empty: 'سلتك فارغة؛ أضف منتجات ثم أكمل الطلب.',
  address_not_served: 'لا يوجد فرع يوصّل إلى هذا الحي بعد؛ اختر عنوانًا آخر.',
  out_of_stock: 'الكمية المطلوبة غير متوفرة الآن في الفرع الذي يخدم عنوانك: {products}.',
  prescription_required: 'تحتاج هذه المنتجات إلى وصفة طبية: {products}. أرفق وصفة أو اختر وصفة معتمدة.',
  prescription_not_usable: 'لا يمكن استخدام الوصفة المختارة لهذا الطلب.',
  prescription_used: 'صُرفت هذه الوصفة في الطلب رقم {order}؛ أرفق وصفة جديدة.',
  coupon_unknown: 'كود الخصم غير موجود.',
  coupon_inactive: 'كود الخصم غير مفعّل.',
  coupon_not_started: 'لم يبدأ العمل بكود الخصم بعد.',
  coupon_expired: 'انتهت صلاحية كود الخصم.',
  coupon_used_up: 'استُنفد كود الخصم.',
  coupon_no_eligible_products: 'لا ينطبق كود الخصم على منتجات سلتك.',
  coupon_nothing_to_discount: 'لا يبقى ما يُخصم منه بعد العروض المطبقة.',
  coupon_invalid: 'كود الخصم غير صالح.',
  points_not_available: 'برنامج نقاط الولاء غير مفعّل حاليًا.',
  points_below_minimum: 'أقل عدد من النقاط يمكن استبداله {min} نقطة.',
  points_above_maximum: 'أكثر عدد من النقاط يمكن استبداله في الطلب الواحد {max} نقطة.',
  points_exceed_goods: 'قيمة النقاط أكبر من قيمة المنتجات ({goods} ر.س).',
  wallet_exceeds_due: 'المبلغ من المحفظة أكبر من المبلغ المستحق ({due} ر.س).',
  online_payment_unavailable: 'الدفع الإلكتروني غير متاح حاليًا؛ اختر طريقة دفع أخرى.',
  payment_gateway_failed: 'تعذّر الاتصال ببوابة الدفع، ولم يُنشأ الطلب. حاول مرة أخرى بعد قليل.',
  payment_signature_invalid: 'توقيع إشعار الدفع غير صحيح.',
  payment_mismatch: 'بيانات الدفع لا تطابق الطلب.',
  payment_recorded: 'تم تسجيل نتيجة الدفع.',
  order_not_cancellable: 'لا يمكن إلغاء الطلب وهو «{status}»؛ تواصل مع الصيدلية.',
  status_changed: 'أصبحت الحالة «{status}».',
  cart_filled: {
    one: 'أُضيف منتج واحد إلى سلة العميل وأُبلغ العميل.',
    two: 'أُضيف منتجان إلى سلة العميل وأُبلغ العميل.',
    few: 'أُضيفت {count} منتجات إلى سلة العميل وأُبلغ العميل.',
    many: 'أُضيف {count} منتجًا إلى سلة العميل وأُبلغ العميل.',
    other: 'أُضيف {count} منتج إلى سلة العميل وأُبلغ العميل.',
  },
  order_cancelled: 'تم إلغاء الطلب رقم {id} وإرجاع ما أخذه.',
  awaiting_payment_locked:
    'هذا الطلب بانتظار الدفع الإلكتروني؛ لا ينقله إلى التنفيذ إلا تأكيد بوابة الدفع، ويمكن إلغاؤه.',
  // store ledgers and status changes
  status_changed_meanwhile: 'تغيّرت الحالة قبل حفظ طلبك وأصبحت «{status}»؛ حدّث الصفحة ثم اختر من جديد.',
  idempotency_key_reused: 'استُخدم مفتاح منع التكرار هذا من قبل لعملية مختلفة.',
  checkout_total_changed:
    'تغيّر إجمالي الطلب منذ عرضه: أصبح {total} ر.س بدلًا من {expected} ر.س. لم يُنشأ الطلب؛ راجع الإجمالي الجديد وأكّده لإتمامه.',
  idempotency_key_invalid:
    'ترويسة Idempotency-Key غير صالحة: من 1 إلى 200 حرف إنجليزي أو رقم أو رمز ظاهر، بلا مسافات، مرة واحدة في الطلب.',
  idempotency_key_other_order:
    'هذا المفتاح (Idempotency-Key) أنشأ الطلب رقم {order} بتفاصيل أخرى؛ لم يُنشأ طلب جديد. أرسل مفتاحًا جديدًا لطلب جديد.',
};

/**
 * A message that counts something (`params.count`) has one text per plural form of the language
 * (Arabic: zero, one, two, few, many, other; English: one, other), chosen by `Intl.PluralRules`.
 */
type Counted = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Template = string | Counted;
type Catalogue = Record<keyof typeof ar, Template>;

const en: Catalogue = {
  unauthenticated: 'Please sign in first.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'The requested item was not found.',
  route_not_found: 'The requested path does not exist.',
  too_large: 'The request or file is larger than allowed.',
  request_timeout: 'The request took too long to arrive. Please try again.',
  too_many_requests: 'Too many requests, please try again later.',
  validation_failed: 'The given data was invalid.',
  bad_request: 'The request is not valid.',
  headers_too_large: 'The request headers are larger than allowed.',
  server_error: 'An unexpected error occurred, please try again later.',
  service_unavailable: 'The service is briefly unavailable, please try again in a moment.',
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
  in_use: 'This item cannot be deleted because other records refer to it.',
  section_not_empty:
    'This section cannot be deleted because it still has subsections or articles; delete or move them first.',
  subsection_not_empty: 'This subsection cannot be deleted because it still has articles; delete or move them first.',
  conflict: 'This request conflicts with saved data; please refresh and try again.',
  too_many_fields: 'The request has too many fields.',
  too_many_files: 'The request has too many files.',
  uploads_too_large: 'The files of one request may not be larger than {max} MB together.',
  field_name_invalid: 'The field name {name} is not allowed.',
  nesting_too_deep: 'The fields are nested too deeply.',
  unsupported_media_type: 'The request content type is not supported.',
  method_not_allowed: 'The request method is not allowed for this path.',
  link_invalid: 'The download link is not valid.',
  link_expired: 'The download link has expired, please request a new one.',
  // public forms: contact messages and employment applications
  message_sent: 'Your message has been sent successfully.',
  form_throttled: 'You have sent several submissions in a short time, please try again in {minutes} minutes.',
  employment_closed: 'Employment applications are not being received at the moment.',
  employment_request_sent:
    'Your employment application has been sent successfully. Thank you for your interest in joining us.',
  // roles
  permission_exceeds_own: 'You cannot grant a permission you do not hold.',
  role_in_use: {
    one: 'This role cannot be deleted while 1 user holds it; move them to another role first.',
    other: 'This role cannot be deleted while {count} users hold it; move them to another role first.',
  },
  built_in_role_locked: 'The super admin role is built in: it cannot be deleted or lose any permission.',
  category_has_subcategories: {
    one: 'This category cannot be deleted while it holds 1 sub-category; delete it first.',
    other: 'This category cannot be deleted while it holds {count} sub-categories; delete them first.',
  },
  subcategory_has_products: {
    one: 'This sub-category cannot be deleted while it holds 1 product; move or delete it first.',
    other: 'This sub-category cannot be deleted while it holds {count} products; move or delete them first.',
  },
  stock_updated: 'Stock updated ({rows} rows).',
  stock_columns: 'The first row of the file must name the columns: code, store_no and quantity.',
  stock_unknown_code: 'Row {row}: there is no product with the code "{code}".',
  stock_unknown_store: 'Row {row}: there is no branch with the store number "{store}".',
  stock_bad_quantity: 'Row {row}: the quantity must be a whole number, 0 or more.',
  stock_duplicate_row: 'Row {row}: the code "{code}" at store "{store}" is already on row {first}.',
  stock_empty: 'The file has no row after its header.',
  stock_too_many_errors: 'There are more errors after the first {shown}; correct these and upload again.',
  spreadsheet_too_large: 'The file is larger than allowed (at most {rows} rows).',
  // store delivery
  city_has_districts: {
    one: 'This city cannot be deleted while it has 1 district; delete it first.',
    other: 'This city cannot be deleted while it has {count} districts; delete them first.',
  },
  district_has_addresses: {
    one: "This district cannot be deleted while 1 customer's address is in it.",
    other: "This district cannot be deleted while {count} customers' addresses are in it.",
  },
  district_not_in_city: 'The chosen district is not in the chosen city.',
  // the shop's customers
  invalid_credentials_customer: 'The mobile number, e-mail or password is incorrect.',
  mobile_taken: 'This mobile number is already registered.',
  register_throttled: 'Too many sign-ups from this connection; please try again in {minutes} minutes.',
  password_guessable:
    'This password is too common or easy to guess; choose a longer one without your name, mobile number or sequences like 1234 or abcd.',
  wrong_password: 'The password is incorrect.',
  password_changed: 'Your password has been changed.',
  account_deleted: 'Your account has been deleted.',
  device_registered: 'This device will receive notifications.',
  already_reviewed: 'You have already reviewed this product.',
  review_received: 'Thank you for your review; it will appear once checked.',
  product_in_stock: 'This product is in stock now; you can order it straight away.',
  notify_me_saved: 'We will let you know when it is back in stock.',
  order_of_other_customer: "Order {order} is not one of this customer's orders.",
  cart_quantity_limit: 'A cart may hold at most {max} of one product.',
  cart_full: 'The cart is full: at most {max} products.',
  pharmacist_line_fixed:
    "The pharmacist set this medicine's quantity from your prescription: you can lower it or remove it, not raise it.",
  cart_empty: 'Your cart is empty; add products, then check out.',
  address_not_served: 'No branch delivers to this district yet; choose another address.',
  out_of_stock: 'Not enough stock now at the branch serving your address: {products}.',
  prescription_required: 'These products need a prescription: {products}. Attach one or choose an approved one.',
  prescription_not_usable: 'The chosen prescription cannot be used for this order.',
  prescription_used: 'This prescription was dispensed with order {order}; attach a new one.',
  coupon_unknown: 'There is no such discount code.',
  coupon_inactive: 'This discount code is switched off.',
  coupon_not_started: 'This discount code is not valid yet.',
  coupon_expired: 'This discount code has expired.',
  coupon_used_up: 'This discount code has been used up.',
  coupon_no_eligible_products: 'This discount code does not apply to the products in your cart.',
  coupon_nothing_to_discount: 'Nothing is left to discount after the offers applied.',
  coupon_invalid: 'This discount code is not valid.',
  points_not_available: 'The loyalty programme is not available at the moment.',
  points_below_minimum: 'At least {min} points can be redeemed.',
  points_above_maximum: 'At most {max} points can be redeemed on one order.',
  points_exceed_goods: 'The points are worth more than the products (SAR {goods}).',
  wallet_exceeds_due: 'The wallet amount is more than the amount due (SAR {due}).',
  online_payment_unavailable: 'Online payment is not available at the moment; choose another payment method.',
  payment_gateway_failed:
    'The payment gateway could not be reached and the order was not placed. Please try again shortly.',
  payment_signature_invalid: 'The payment notification signature is not valid.',
  payment_mismatch: 'The payment does not match the order.',
  payment_recorded: 'The payment result has been recorded.',
  order_not_cancellable: 'The order cannot be cancelled while it is "{status}"; please contact the pharmacy.',
  status_changed: 'The status is now "{status}".',
  cart_filled: {
    one: "1 product was put in the customer's cart, and the customer was told.",
    other: "{count} products were put in the customer's cart, and the customer was told.",
  },
  order_cancelled: 'Order {id} has been cancelled and everything it took given back.',
  awaiting_payment_locked:
    'This order is waiting for its online payment; only the payment gateway moves it on, though it can be cancelled.',
  status_changed_meanwhile:
    'The status changed before your change was saved; it is now "{status}". Refresh and choose again.',
  idempotency_key_reused: 'This idempotency key was already used for a different operation.',
  checkout_total_changed:
    'The total has changed since you saw it: it is now SAR {total} instead of SAR {expected}. Nothing was ordered; check the new total and confirm it to place the order.',
  idempotency_key_invalid:
    'The Idempotency-Key header is not usable: 1 to 200 visible ASCII characters, no spaces, sent once.',
  idempotency_key_other_order:
    'This Idempotency-Key already placed order {order} with other details; no new order was placed. Send a new key for a new order.',
};

export type MessageKey = keyof typeof ar | ValidationMessageKey;
/** A value written in each language (a status's label): the message takes the one of its language. */
export type LocalizedParam = Readonly<Record<Locale, string>>;
export type MessageParams = Record<string, string | number | LocalizedParam>;

const catalogues: Record<Locale, Catalogue> = { ar, en };

/**
 * A message in a language. Field-validation keys come from the catalogue the web shares
 * (`VALIDATION_MESSAGES`), the rest from this server catalogue; an unknown key is answered as
 * is. `{field}` becomes the field's label: the form's own (`params.form`), else the general one.
 */
export function translate(locale: Locale, key: MessageKey | string, params: MessageParams = {}): string {
  const form = isFormName(params.form) ? params.form : undefined;
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) filled[name] = typeof value === 'object' ? value[locale] : value;
  const template = pluralForm(
    locale,
    (catalogues[locale] as Record<string, Template>)[key] ??
      (isValidationMessageKey(key) ? VALIDATION_MESSAGES[locale][key] : key),
    filled.count,
  );
  if (params.field !== undefined) filled.field = fieldLabel(locale, String(filled.field), form);
  return fillTemplate(template, filled);
}

function pluralForm(locale: Locale, template: Template, count: string | number | undefined): string {
  if (typeof template === 'string') return template;
  const form = new Intl.PluralRules(locale).select(Number(count ?? 0));
  return template[form] ?? template.other;
}

/** Labels modules add for their own fields (job application, query parameters, ...). */
const registeredLabels: Record<Locale, Record<string, string>> = { ar: {}, en: {} };

export function registerFieldLabels(labels: Partial<Record<Locale, Record<string, string>>>): void {
  for (const locale of Object.keys(labels) as Locale[]) Object.assign(registeredLabels[locale], labels[locale]);
}

/**
 * The human name of a request field: the form's label when the message names a form, then labels
 * modules registered, then the shared general labels; else the name with `_` as spaces.
 */
export function fieldLabel(locale: Locale, field: string, form?: FormName): string {
  return labelOfField(locale, field, { form, extra: registeredLabels[locale] });
}
