import { BRAND } from '@app/contracts';
import type { Bilingual } from '../../db/schema/columns';

/**
 * The demo company and the copy of its public pages, in one place. The seed reads
 * everything from here; nothing about the company is written anywhere else in code.
 * The figures are those the specification quotes for the group.
 */
export const COMPANY = {
  // The group's name comes from the one brand definition the web and e-mails use too.
  name: BRAND.name satisfies Bilingual,
  shortName: BRAND.shortName satisfies Bilingual,
  phone: '920012345',
  email: 'info@rawaa-pharmacy.example',
  licenseNumber: '1010456789',
  sfdaNumber: 'SFDA-PH-4521873',
  tayiqUrl: 'https://ade.sfda.gov.sa',
  social: {
    x: 'https://x.com/rawaa_pharmacy',
    facebook: 'https://www.facebook.com/rawaa.pharmacy',
    instagram: 'https://www.instagram.com/rawaa_pharmacy',
    snapchat: 'https://www.snapchat.com/add/rawaa_pharmacy',
    tiktok: 'https://www.tiktok.com/@rawaa_pharmacy',
    youtube: 'https://www.youtube.com/@rawaa_pharmacy',
  },
  /** Which optional networks the header shows. */
  socialActive: { snapchat: true, tiktok: false, youtube: true },
  figures: {
    branches: 160,
    branchesInService: 125,
    branchesBeingSetUp: 35,
    warehouseSquareMetres: 21_000,
    items: 25_000,
  },
  loyalty: {
    /** Free goods worth this share of purchases once spending reaches the threshold. */
    percent: 3,
    thresholdSar: 300,
    /** The share for some items; infant milk earns nothing. */
    reducedPercent: 1,
  },
} as const;

const { figures: F, loyalty: L } = COMPANY;
const n = (value: number, locale: 'ar' | 'en') => value.toLocaleString(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US');

/** The public site's routes, in menu order. */
export const MENU: { uri: string; title: Bilingual }[] = [
  { uri: '/', title: { ar: 'الرئيسية', en: 'Home' } },
  { uri: '/about-us', title: { ar: 'من نحن', en: 'About us' } },
  { uri: '/investor-relations', title: { ar: 'علاقات المستثمرين', en: 'Investor relations' } },
  { uri: '/branches', title: { ar: 'الفروع', en: 'Branches' } },
  { uri: '/medical-journal', title: { ar: 'المجلة الطبية', en: 'Medical journal' } },
  { uri: '/form', title: { ar: 'التوظيف', en: 'Careers' } },
  { uri: '/contact-us', title: { ar: 'تواصل معنا', en: 'Contact us' } },
];

export const STATISTICS: { value: string; title: Bilingual }[] = [
  { value: String(F.branches), title: { ar: 'فرعاً في أنحاء المملكة', en: 'branches across the Kingdom' } },
  {
    value: `${Math.round(F.warehouseSquareMetres / 1000)}K+`,
    title: { ar: 'متر مربع مساحة المستودعات', en: 'square metres of warehouses' },
  },
  { value: `${Math.round(F.items / 1000)}K+`, title: { ar: 'صنف دوائي وصحي', en: 'medicines and health items' } },
  { value: String(F.branchesInService), title: { ar: 'فرعاً في الخدمة الآن', en: 'branches in service today' } },
];

export interface SectionCopy {
  title: Bilingual;
  subTitle: Bilingual;
  description: Bilingual;
}

const loyaltyText: Bilingual = {
  ar: `يحصل عملاؤنا على مشتريات مجانية بقيمة ${L.percent}% من قيمة مشترياتهم عند وصول إنفاقهم إلى ${L.thresholdSar} ريال، و${L.reducedPercent}% على بعض الأصناف، ولا تشمل المكافآت حليب الأطفال.`,
  en: `Our customers earn free goods worth ${L.percent}% of their purchases once their spending reaches ${L.thresholdSar} SAR, ${L.reducedPercent}% on some items; infant milk does not earn rewards.`,
};

/** Home page sections 1 to 5. */
export const HOME_SECTIONS: SectionCopy[] = [
  {
    title: { ar: 'عن المجموعة', en: 'About the group' },
    subTitle: { ar: `${COMPANY.name.ar}.. صحتك أقرب`, en: `${COMPANY.name.en}: your health, closer` },
    description: {
      ar: `${COMPANY.name.ar} شركة سعودية للتجزئة الدوائية تدير ${F.branches} فرعاً، منها ${F.branchesInService} فرعاً في الخدمة و${F.branchesBeingSetUp} فرعاً قيد التجهيز، يدعمها مستودع مركزي بمساحة ${n(F.warehouseSquareMetres, 'ar')} متر مربع وأكثر من ${n(F.items, 'ar')} صنف.`,
      en: `${COMPANY.name.en} is a Saudi pharmacy retailer with ${F.branches} branches, ${F.branchesInService} in service and ${F.branchesBeingSetUp} being set up, supplied from a ${n(F.warehouseSquareMetres, 'en')} square metre central warehouse stocking more than ${n(F.items, 'en')} items.`,
    },
  },
  {
    title: { ar: 'خدماتنا', en: 'Our services' },
    subTitle: { ar: 'رعاية صيدلانية متكاملة', en: 'Complete pharmaceutical care' },
    description: {
      ar: 'صرف الوصفات الطبية بدقة، واستشارات صيدلانية مجانية، وقياس الضغط والسكر في الفروع، وتوصيل الطلبات إلى المنازل.',
      en: 'Accurate prescription dispensing, free pharmacist consultations, blood pressure and sugar checks in branches, and home delivery.',
    },
  },
  {
    title: { ar: 'علاقات المستثمرين', en: 'Investor relations' },
    subTitle: { ar: 'نمو مستدام وشفافية', en: 'Sustainable growth, full transparency' },
    description: {
      ar: 'تعرف على أداء المجموعة وتقاريرها المالية وإفصاحاتها في السوق المالية ومؤشرات الأداء الرئيسية.',
      en: 'Follow the group’s performance, financial reports, market disclosures and key performance indicators.',
    },
  },
  {
    title: { ar: 'برنامج عملاء الولاء', en: 'Loyalty client programme' },
    subTitle: { ar: 'مشترياتك تعود إليك', en: 'Your purchases pay you back' },
    description: loyaltyText,
  },
  {
    title: { ar: 'اطلب واستلم من الفرع', en: 'Order and collect in branch' },
    subTitle: { ar: 'دون انتظار', en: 'No waiting' },
    description: {
      ar: 'اطلب منتجاتك عبر المتجر الإلكتروني واستلمها من أقرب فرع في الوقت الذي يناسبك.',
      en: 'Order through the online store and collect from the nearest branch whenever it suits you.',
    },
  },
];

/** About-us texts, named as the API names them. */
export const ABOUT_TEXTS = {
  title: { ar: `نبذة عن ${COMPANY.name.ar}`, en: `About ${COMPANY.name.en}` },
  content: {
    ar: `بدأت ${COMPANY.shortName.ar} بصيدلية واحدة في الرياض، وأصبحت اليوم من مجموعات الصيدليات الرائدة في المملكة بشبكة من ${F.branches} فرعاً يعمل فيها صيادلة سعوديون ومقيمون مؤهلون، نخدم الأسر بالدواء والمنتجات الصحية ومستحضرات العناية بأسعار عادلة.`,
    en: `${COMPANY.shortName.en} began as a single pharmacy in Riyadh and is today one of the Kingdom’s leading pharmacy groups, with a network of ${F.branches} branches staffed by qualified Saudi and resident pharmacists, serving families with medicines, health products and personal care at fair prices.`,
  },
  second_section_title: { ar: 'رؤيتنا ورسالتنا', en: 'Our vision and message' },
  second_section_sub_title_1: { ar: 'رؤيتنا', en: 'Our vision' },
  second_section_sub_title_1_desc: {
    ar: 'أن نكون الصيدلية الأقرب والأكثر ثقة لكل أسرة في المملكة.',
    en: 'To be the closest and most trusted pharmacy for every family in the Kingdom.',
  },
  second_section_sub_title_2: { ar: 'رسالتنا', en: 'Our message' },
  second_section_sub_title_2_desc: {
    ar: 'تقديم رعاية صيدلانية آمنة وميسرة بخدمة إنسانية، وتوفير الدواء في وقته ومكانه بجودة وأسعار عادلة.',
    en: 'To provide safe, accessible pharmaceutical care with a human touch, and the right medicine at the right time and place, at fair quality and prices.',
  },
  third_section_title: { ar: 'الهيكل التنظيمي', en: 'Organisational structure' },
  third_section_sub_title_1: {
    ar: 'مجلس إدارة ولجان مستقلة وإدارات تنفيذية للعمليات والمشتريات والجودة والموارد البشرية.',
    en: 'A board of directors, independent committees and executive departments for operations, procurement, quality and human resources.',
  },
  fourth_section_title: { ar: 'خدماتنا', en: 'Our services' },
  fourth_section_sub_title_1: { ar: 'صرف الوصفات الطبية', en: 'Prescription dispensing' },
  fourth_section_sub_title_1_desc: {
    ar: 'صرف الوصفات الإلكترونية والورقية بمراجعة صيدلانية لكل وصفة.',
    en: 'Electronic and paper prescriptions, each reviewed by a pharmacist.',
  },
  fourth_section_sub_title_2: { ar: 'الاستشارة الصيدلانية', en: 'Pharmacist consultation' },
  fourth_section_sub_title_2_desc: {
    ar: 'استشارة مجانية حول الجرعات والتداخلات الدوائية وطرق الاستخدام.',
    en: 'Free advice on doses, drug interactions and how to take medicines.',
  },
  fourth_section_sub_title_3: { ar: 'التوصيل إلى المنزل', en: 'Home delivery' },
  fourth_section_sub_title_3_desc: {
    ar: 'توصيل الطلبات من أقرب فرع عبر المتجر الإلكتروني والتطبيق.',
    en: 'Orders delivered from the nearest branch through the online store and app.',
  },
  fourth_section_sub_title_4: { ar: 'الفحوصات السريعة', en: 'Quick health checks' },
  fourth_section_sub_title_4_desc: {
    ar: 'قياس ضغط الدم والسكر والوزن في الفروع المجهزة.',
    en: 'Blood pressure, blood sugar and weight checks in equipped branches.',
  },
  fifth_section_title: { ar: 'إسهاماتنا المجتمعية', en: 'Community contributions' },
  fifth_section_sub_title_1: { ar: 'حملات التوعية الصحية', en: 'Health awareness campaigns' },
  fifth_section_sub_title_1_desc: {
    ar: 'نشارك في حملات التوعية بالسكري وضغط الدم والتطعيمات الموسمية بالتعاون مع الجهات الصحية والجمعيات الخيرية.',
    en: 'We take part in diabetes, blood pressure and seasonal vaccination awareness campaigns with health authorities and charities.',
  },
  sixth_section_title: { ar: 'الفروع والمستودعات', en: 'Branches and warehouses' },
  Sixth_section_sub_title_1: { ar: 'الفروع', en: 'Branches' },
  Sixth_section_sub_title_1_desc: {
    ar: `${F.branches} فرعاً: ${F.branchesInService} فرعاً في الخدمة و${F.branchesBeingSetUp} فرعاً قيد التجهيز في مختلف مناطق المملكة.`,
    en: `${F.branches} branches: ${F.branchesInService} in service and ${F.branchesBeingSetUp} being set up across the Kingdom’s regions.`,
  },
  Sixth_section_sub_title_2: { ar: 'المستودعات', en: 'Warehouses' },
  Sixth_section_sub_title_2_desc: {
    ar: `مستودع مركزي بمساحة ${n(F.warehouseSquareMetres, 'ar')} متر مربع يضم أكثر من ${n(F.items, 'ar')} صنف، مع سلسلة تبريد للأدوية الحساسة.`,
    en: `A ${n(F.warehouseSquareMetres, 'en')} square metre central warehouse holding more than ${n(F.items, 'en')} items, with a cold chain for sensitive medicines.`,
  },
} satisfies Record<string, Bilingual>;

/** Investor-relations page sections 1 to 9; section 5 carries the disclosure headlines. */
export const INVESTOR_SECTIONS: (SectionCopy & { moneyMarketDisclosure?: { ar: string[]; en: string[] } })[] = [
  {
    title: { ar: 'علاقات المستثمرين', en: 'Investor relations' },
    subTitle: { ar: 'شريكك في النمو', en: 'Your partner in growth' },
    description: {
      ar: `نلتزم في ${COMPANY.name.ar} بتزويد المساهمين والمستثمرين بمعلومات دقيقة وفي وقتها عن أداء المجموعة وخططها.`,
      en: `${COMPANY.name.en} is committed to giving shareholders and investors accurate, timely information about the group’s performance and plans.`,
    },
  },
  {
    title: { ar: 'لمحة عن المجموعة', en: 'The group at a glance' },
    subTitle: { ar: 'انتشار واسع وقاعدة إمداد قوية', en: 'Wide reach, strong supply base' },
    description: {
      ar: `${F.branches} فرعاً و${n(F.warehouseSquareMetres, 'ar')} متر مربع من المستودعات وأكثر من ${n(F.items, 'ar')} صنف.`,
      en: `${F.branches} branches, ${n(F.warehouseSquareMetres, 'en')} square metres of warehouses and more than ${n(F.items, 'en')} items.`,
    },
  },
  {
    title: { ar: 'استراتيجيتنا', en: 'Our strategy' },
    subTitle: { ar: 'التوسع المدروس', en: 'Measured expansion' },
    description: {
      ar: `افتتاح ${F.branchesBeingSetUp} فرعاً قيد التجهيز، وتنمية المبيعات الإلكترونية، وتوسيع برنامج الولاء.`,
      en: `Opening the ${F.branchesBeingSetUp} branches being set up, growing online sales and widening the loyalty programme.`,
    },
  },
  {
    title: { ar: 'أخبار المجموعة', en: 'Group news' },
    subTitle: { ar: 'آخر المستجدات', en: 'Latest updates' },
    description: {
      ar: 'تابع آخر أخبار المجموعة وافتتاحاتها وشراكاتها.',
      en: 'Follow the group’s latest news, openings and partnerships.',
    },
  },
  {
    title: { ar: 'إفصاحات السوق المالية', en: 'Money market disclosures' },
    subTitle: { ar: 'شفافية مستمرة', en: 'Continuous transparency' },
    description: {
      ar: 'الإفصاحات المنشورة على موقع السوق المالية السعودية.',
      en: 'Disclosures published on the Saudi Exchange website.',
    },
    moneyMarketDisclosure: {
      ar: [
        // Standing disclosures; the dated announcements are the finance-market links.
        'سياسة توزيع الأرباح المعتمدة من الجمعية العامة',
        'لائحة حوكمة الشركة وميثاق لجنة المراجعة',
        'سياسة الإفصاح والشفافية',
        'تعاملات أعضاء مجلس الإدارة وكبار التنفيذيين في أسهم الشركة',
      ],
      en: [
        'Dividend policy approved by the general assembly',
        'Corporate governance rules and the audit committee charter',
        'Disclosure and transparency policy',
        'Dealings of board members and senior executives in the company’s shares',
      ],
    },
  },
  {
    title: { ar: 'التقارير والنتائج', en: 'Reports and results' },
    subTitle: { ar: 'القوائم المالية والتقارير السنوية', en: 'Financial statements and annual reports' },
    description: {
      ar: 'حمّل القوائم المالية الأولية والسنوية وتقارير مجلس الإدارة.',
      en: 'Download the interim and annual financial statements and board reports.',
    },
  },
  {
    title: { ar: 'المؤشرات الرئيسية', en: 'Key metrics' },
    subTitle: { ar: 'أرقام تعكس حجم أعمالنا', en: 'Figures that show our scale' },
    description: {
      ar: 'أبرز مؤشرات الانتشار والإمداد ومؤشرات الأداء الرئيسية للمجموعة.',
      en: 'The group’s main reach and supply figures and its key performance indicators.',
    },
  },
  {
    title: { ar: 'الحوكمة', en: 'Governance' },
    subTitle: { ar: 'مجلس الإدارة واللجان', en: 'The board and its committees' },
    description: {
      ar: 'نطبق لائحة حوكمة الشركات الصادرة عن هيئة السوق المالية، مع لجان مستقلة للمراجعة والترشيحات والمكافآت.',
      en: 'We follow the Capital Market Authority’s corporate governance regulations, with independent audit, nomination and remuneration committees.',
    },
  },
  {
    title: { ar: 'تواصل مع علاقات المستثمرين', en: 'Contact investor relations' },
    subTitle: { ar: 'يسعدنا الرد على استفساراتكم', en: 'We are glad to answer your questions' },
    description: {
      ar: `راسلونا عبر النموذج أدناه أو على البريد ${COMPANY.email}.`,
      en: `Write to us through the form below or at ${COMPANY.email}.`,
    },
  },
];

/** Colours of the generated demo images (brand green and teal). */
export const DEMO_PALETTE = [
  ['#0f766e', '#14b8a6'],
  ['#065f46', '#34d399'],
  ['#155e75', '#22d3ee'],
  ['#1e3a8a', '#60a5fa'],
  ['#3f6212', '#a3e635'],
  ['#7c2d12', '#fb923c'],
] as const;
