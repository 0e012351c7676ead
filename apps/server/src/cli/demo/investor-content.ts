import type { Bilingual } from '../../db/schema/columns';
import type { IndicatorCategory } from '../../db/schema/index';
import { COMPANY } from './site-content';

/**
 * Investor-relations demo copy. Company name and figures come from the site's
 * demo content so they are stated once.
 */

const { figures: F, loyalty: L } = COMPANY;
const name = COMPANY.name;

export interface NewsCopy {
  name: Bilingual;
  /** Rich text; passes through the sanitizer like staff input. */
  content: Bilingual;
  /** How long ago it was published, in days (gives the list a realistic order). */
  daysAgo: number;
}

export const NEWS: NewsCopy[] = [
  {
    daysAgo: 3,
    name: { ar: 'افتتاح عشرة فروع جديدة في الرياض والقصيم', en: 'Ten new branches open in Riyadh and Qassim' },
    content: {
      ar: `<p>أعلنت ${name.ar} افتتاح عشرة فروع جديدة ضمن خطة تجهيز ${F.branchesBeingSetUp} فرعاً، ليرتفع عدد الفروع العاملة تدريجياً نحو ${F.branches} فرعاً.</p><p>تعمل الفروع الجديدة بنظام الوصفة الإلكترونية وتقدم خدمة الاستلام من الفرع.</p>`,
      en: `<p>${name.en} has opened ten new branches as part of its plan to set up ${F.branchesBeingSetUp} more, bringing the network steadily towards ${F.branches} branches.</p><p>The new branches dispense electronic prescriptions and offer in-branch collection.</p>`,
    },
  },
  {
    daysAgo: 12,
    name: { ar: 'توسعة المستودع المركزي', en: 'Central warehouse expansion completed' },
    content: {
      ar: `<p>اكتملت توسعة المستودع المركزي لتبلغ مساحته ${F.warehouseSquareMetres.toLocaleString('en-US')} متر مربع، بقدرة تخزين تتجاوز ${F.items.toLocaleString('en-US')} صنف وسلسلة تبريد حديثة.</p>`,
      en: `<p>The central warehouse expansion is complete: ${F.warehouseSquareMetres.toLocaleString('en-US')} square metres holding more than ${F.items.toLocaleString('en-US')} items, with a modern cold chain.</p>`,
    },
  },
  {
    daysAgo: 26,
    name: { ar: 'إطلاق برنامج عملاء الولاء', en: 'Loyalty client programme launched' },
    content: {
      ar: `<p>أطلقت المجموعة برنامج الولاء الذي يمنح العملاء مشتريات مجانية بقيمة <strong>${L.percent}%</strong> عند وصول الإنفاق إلى ${L.thresholdSar} ريال، و${L.reducedPercent}% على بعض الأصناف.</p><ul><li>لا يشمل البرنامج حليب الأطفال.</li><li>يسجل العميل برقم جواله في أي فرع.</li></ul>`,
      en: `<p>The group has launched its loyalty programme: customers earn free goods worth <strong>${L.percent}%</strong> of purchases once spending reaches ${L.thresholdSar} SAR, and ${L.reducedPercent}% on some items.</p><ul><li>Infant milk is not included.</li><li>Customers join with their mobile number in any branch.</li></ul>`,
    },
  },
  {
    daysAgo: 41,
    name: { ar: 'المتجر الإلكتروني يصل إلى مدن جديدة', en: 'Online store reaches new cities' },
    content: {
      ar: '<p>أصبح التوصيل من المتجر الإلكتروني متاحاً في مدن جديدة، مع إمكانية رفع الوصفة الطبية وتتبع الطلب لحظة بلحظة.</p>',
      en: '<p>Online store delivery now covers more cities, with prescription upload and live order tracking.</p>',
    },
  },
  {
    daysAgo: 58,
    name: { ar: 'حملة توعوية بمرض السكري', en: 'Diabetes awareness campaign' },
    content: {
      ar: '<p>نظمت فروع المجموعة حملة توعوية بمرض السكري قدمت خلالها فحوصات مجانية واستشارات غذائية بالتعاون مع جمعيات صحية.</p>',
      en: '<p>Our branches ran a diabetes awareness campaign offering free checks and nutrition advice together with health charities.</p>',
    },
  },
  {
    daysAgo: 90,
    name: { ar: 'انعقاد الجمعية العامة العادية', en: 'Ordinary general assembly held' },
    content: {
      ar: '<p>عقدت الجمعية العامة العادية اجتماعها السنوي ووافقت على القوائم المالية وتقرير مجلس الإدارة وتوصية توزيع الأرباح.</p>',
      en: '<p>The ordinary general assembly held its annual meeting and approved the financial statements, the board report and the dividend recommendation.</p>',
    },
  },
];

export interface IndicatorCopy {
  category: IndicatorCategory;
  value: string;
  title: Bilingual;
  description: Bilingual;
}

export const INDICATORS: IndicatorCopy[] = [
  // Key metrics are the group's financial figures (the branch counts are the home page's statistics strip).
  {
    category: 'key_metrics',
    value: '2.4B',
    title: { ar: 'الإيرادات 2024 (ريال)', en: 'Revenue 2024 (SAR)' },
    description: { ar: 'بنمو 11% عن العام السابق', en: 'Up 11% on the previous year' },
  },
  {
    category: 'key_metrics',
    value: '186M',
    title: { ar: 'صافي الربح 2024 (ريال)', en: 'Net profit 2024 (SAR)' },
    description: { ar: 'هامش صافي ربح 7.8%', en: 'A net margin of 7.8%' },
  },
  {
    category: 'key_metrics',
    value: '1.55',
    title: { ar: 'ربحية السهم (ريال)', en: 'Earnings per share (SAR)' },
    description: { ar: 'للسنة المالية 2024', en: 'For the 2024 fiscal year' },
  },
  {
    category: 'key_metrics',
    value: '34%',
    title: { ar: 'هامش الربح الإجمالي', en: 'Gross margin' },
    description: { ar: 'من مبيعات الفروع والمتجر الإلكتروني', en: 'On branch and online sales' },
  },
  {
    category: 'kpis',
    value: '97%',
    title: { ar: 'نسبة توفر الأصناف', en: 'Item availability' },
    description: { ar: 'الأصناف المتوفرة عند الطلب في الفروع', en: 'Items in stock when asked for in branches' },
  },
  {
    category: 'kpis',
    value: '92%',
    title: { ar: 'رضا العملاء', en: 'Customer satisfaction' },
    description: { ar: 'من استبيانات ما بعد الزيارة', en: 'From post-visit surveys' },
  },
  {
    category: 'kpis',
    value: '45',
    title: { ar: 'متوسط زمن التوصيل (دقيقة)', en: 'Average delivery time (minutes)' },
    description: { ar: 'لطلبات المتجر الإلكتروني داخل المدن', en: 'For online orders within cities' },
  },
  {
    category: 'kpis',
    value: '99.5%',
    title: { ar: 'دقة صرف الوصفات', en: 'Prescription accuracy' },
    description: { ar: 'وصفات صُرفت دون ملاحظات مراجعة', en: 'Prescriptions dispensed without review findings' },
  },
];

export interface ReportCopy {
  title: Bilingual;
  files: { title: Bilingual; pdfTitle: string; lines: string[] }[];
}

export const REPORTS: ReportCopy[] = [
  {
    title: { ar: 'التقرير السنوي 2024', en: 'Annual report 2024' },
    files: [
      {
        title: { ar: 'التقرير السنوي (عربي)', en: 'Annual report (Arabic)' },
        pdfTitle: 'Annual report 2024 - Arabic edition',
        lines: [name.en, `Branches: ${F.branches}`, `Items: ${F.items}+`],
      },
      {
        title: { ar: 'التقرير السنوي (إنجليزي)', en: 'Annual report (English)' },
        pdfTitle: 'Annual report 2024',
        lines: [name.en, `Branches: ${F.branches}`, `Warehouse: ${F.warehouseSquareMetres} m2`],
      },
    ],
  },
  {
    title: { ar: 'القوائم المالية الأولية - الربع الأول 2025', en: 'Interim financial statements - Q1 2025' },
    files: [
      {
        title: { ar: 'القوائم المالية', en: 'Financial statements' },
        pdfTitle: 'Interim financial statements Q1 2025',
        lines: [name.en, 'Condensed interim financial statements (unaudited)'],
      },
      {
        title: { ar: 'تقرير المراجع المستقل', en: 'Independent auditor review report' },
        pdfTitle: 'Independent auditor review report Q1 2025',
        lines: [name.en, 'Review report on the condensed interim financial statements'],
      },
    ],
  },
  {
    title: { ar: 'تقرير مجلس الإدارة 2024', en: 'Board of directors report 2024' },
    files: [
      {
        title: { ar: 'تقرير مجلس الإدارة', en: 'Board report' },
        pdfTitle: 'Board of directors report 2024',
        lines: [name.en, `Branches in service: ${F.branchesInService}`, `Being set up: ${F.branchesBeingSetUp}`],
      },
      {
        title: { ar: 'تقرير الحوكمة', en: 'Governance report' },
        pdfTitle: 'Corporate governance report 2024',
        lines: [name.en, 'Board committees and their meetings'],
      },
    ],
  },
];

export const FINANCE_MARKET: { url: string; name: Bilingual }[] = [
  {
    url: 'https://www.saudiexchange.sa/wps/portal/saudiexchange/newsandreports/issuer-news',
    name: { ar: 'إعلان النتائج المالية الأولية', en: 'Preliminary financial results' },
  },
  {
    url: 'https://www.saudiexchange.sa/wps/portal/saudiexchange/newsandreports/issuer-news',
    name: { ar: 'دعوة لحضور الجمعية العامة العادية', en: 'Ordinary general assembly invitation' },
  },
  {
    url: 'https://www.saudiexchange.sa/wps/portal/saudiexchange/newsandreports/issuer-news',
    name: { ar: 'إعلان توزيع أرباح نقدية', en: 'Cash dividend announcement' },
  },
  {
    url: 'https://www.saudiexchange.sa/wps/portal/saudiexchange/newsandreports/issuer-news',
    name: { ar: 'إعلان افتتاح فروع جديدة', en: 'New branches announcement' },
  },
];

export const INVESTIGATOR = {
  name: { ar: 'إدارة علاقات المستثمرين', en: 'Investor Relations Department' },
  content: {
    ar: `<p>تتولى إدارة علاقات المستثمرين التواصل مع المساهمين والمحللين والرد على استفساراتهم.</p><p>البريد: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a><br>الهاتف: ${COMPANY.phone}</p>`,
    en: `<p>The Investor Relations Department is the point of contact for shareholders and analysts and answers their questions.</p><p>E-mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a><br>Phone: ${COMPANY.phone}</p>`,
  },
} satisfies { name: Bilingual; content: Bilingual };

/** Branch distribution the FAQ quotes; the regions add up to the branches in service. */
const BRANCH_DISTRIBUTION: { region: Bilingual; count: number }[] = [
  { region: { ar: 'منطقة الرياض', en: 'Riyadh region' }, count: 48 },
  { region: { ar: 'منطقة مكة المكرمة', en: 'Makkah region' }, count: 30 },
  { region: { ar: 'المنطقة الشرقية', en: 'Eastern region' }, count: 22 },
  { region: { ar: 'منطقة القصيم', en: 'Qassim region' }, count: 10 },
  { region: { ar: 'منطقة المدينة المنورة', en: 'Madinah region' }, count: 8 },
  { region: { ar: 'منطقة عسير', en: 'Asir region' }, count: 7 },
];

function distributionTable(locale: 'ar' | 'en'): string {
  const head = locale === 'ar' ? ['المنطقة', 'عدد الفروع'] : ['Region', 'Branches'];
  const total = BRANCH_DISTRIBUTION.reduce((sum, row) => sum + row.count, 0);
  const rows = BRANCH_DISTRIBUTION.map((row) => `<tr><td>${row.region[locale]}</td><td>${row.count}</td></tr>`);
  const foot = `<tr><th>${locale === 'ar' ? 'الإجمالي' : 'Total'}</th><th>${total}</th></tr>`;
  return `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead><tbody>${rows.join('')}</tbody><tfoot>${foot}</tfoot></table>`;
}

/** Six questions per language; answers are rich text. */
export const QUESTIONS: Record<'ar' | 'en', { question: string; answer: string }[]> = {
  ar: [
    {
      question: `كم عدد فروع ${name.ar}؟`,
      answer: `<p>لدى المجموعة ${F.branches} فرعاً، منها ${F.branchesInService} فرعاً في الخدمة و${F.branchesBeingSetUp} فرعاً قيد التجهيز. توزيع الفروع العاملة:</p>${distributionTable('ar')}`,
    },
    {
      question: 'أين أجد التقارير والقوائم المالية؟',
      answer: '<p>في قسم <strong>التقارير والنتائج</strong> بهذه الصفحة، ويمكن تحميل كل تقرير بصيغة PDF.</p>',
    },
    {
      question: 'ما سياسة توزيع الأرباح؟',
      answer:
        '<p>يوصي مجلس الإدارة بتوزيع الأرباح وفق أداء الشركة وتدفقاتها النقدية وخطط التوسع، وتعتمدها الجمعية العامة.</p>',
    },
    {
      question: 'متى تنعقد الجمعية العامة؟',
      answer:
        '<p>تنعقد الجمعية العامة العادية مرة في السنة على الأقل، وتنشر الدعوة على موقع السوق المالية السعودية.</p>',
    },
    {
      question: 'كيف يعمل برنامج الولاء؟',
      answer: `<p>يحصل العميل على مشتريات مجانية بقيمة ${L.percent}% عند وصول إنفاقه إلى ${L.thresholdSar} ريال، و${L.reducedPercent}% على بعض الأصناف، ولا يشمل حليب الأطفال.</p>`,
    },
    {
      question: 'كيف أتواصل مع علاقات المستثمرين؟',
      answer: `<p>عبر نموذج التواصل في هذه الصفحة أو البريد <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>.</p>`,
    },
  ],
  en: [
    {
      question: `How many branches does ${name.en} have?`,
      answer: `<p>The group has ${F.branches} branches: ${F.branchesInService} in service and ${F.branchesBeingSetUp} being set up. Branches in service by region:</p>${distributionTable('en')}`,
    },
    {
      question: 'Where can I find the reports and financial statements?',
      answer:
        '<p>In the <strong>Reports and results</strong> section of this page; every report downloads as a PDF.</p>',
    },
    {
      question: 'What is the dividend policy?',
      answer:
        '<p>The board recommends dividends according to the company’s results, cash flows and expansion plans, for the general assembly to approve.</p>',
    },
    {
      question: 'When is the general assembly held?',
      answer:
        '<p>The ordinary general assembly meets at least once a year; the invitation is published on the Saudi Exchange website.</p>',
    },
    {
      question: 'How does the loyalty programme work?',
      answer: `<p>Customers earn free goods worth ${L.percent}% of purchases once spending reaches ${L.thresholdSar} SAR, and ${L.reducedPercent}% on some items; infant milk is not included.</p>`,
    },
    {
      question: 'How do I contact investor relations?',
      answer: `<p>Through the contact form on this page or at <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>.</p>`,
    },
  ],
};
