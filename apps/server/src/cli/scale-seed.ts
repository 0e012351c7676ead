/**
 * Fills a database with many branches and employment applications (with their documents), store
 * products, customers and their orders, to measure the application at scale. Not part of the demo content:
 *
 *   npm run seed:scale -w apps/server -- --branches 10000 --applications 10000 --products 100000 --customers 50000 --orders 100000
 *
 * The database and the files are the server's own (DATABASE_URL or the embedded database under
 * DATA_DIR; STORAGE for where files go). Running it again tops the counts up to the numbers asked
 * for instead of adding them again: the rows it writes are recognisable (branch codes starting
 * with SCALE-, applicant e-mails at scale.example.com, orders keyed scale-order-). `--reset` removes
 * them and their files.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import type { Bilingual } from '../db/schema/columns';
import {
  branches,
  branchServiceLinks,
  branchServices,
  branchTimeShifts,
  employmentRequestAttachments,
  employmentRequests,
  nationalities,
} from '../db/schema/index';
import { searchKey } from '../lib/arabic-search';
import { type BranchInput, branchValues, createBranchService } from '../modules/branches/service';
import { EMPLOYMENT_FILES_FOLDER } from '../modules/careers/service';
import { createStorage, newStorageKey, type Storage } from '../storage';
import { seedDemoCareers } from './demo/careers';
import { addScaleOrders, countScaleOrders, resetScaleOrders } from './scale-orders';
import { addScaleCustomers, addScaleProducts, countScaleStore, resetScaleStore } from './scale-store';
import { seedDatabase } from './seed';

export const SCALE_CODE_PREFIX = 'SCALE-';
export const SCALE_EMAIL_DOMAIN = 'scale.example.com';

/** Rows per multi-row insert (and per transaction). */
const BATCH = 500;
/** Documents written at once while storing a batch's files. */
const FILE_CONCURRENCY = 32;

export interface ScaleSeedOptions {
  branches: number;
  applications: number;
  /** Store products (with stock) and customers; none unless asked for. */
  products?: number;
  customers?: number;
  /** Orders of the scale customers (needs them and the products); none unless asked for. */
  orders?: number;
  log?: (line: string) => void;
}

export interface ScaleSeedResult {
  branchesAdded: number;
  applicationsAdded: number;
  filesStored: number;
  productsAdded: number;
  customersAdded: number;
  ordersAdded: number;
}

// ---------------------------------------------------------------------------------------------
// Deterministic variety: every value comes from the row's number, so two runs write the same data.

interface City {
  name: Bilingual;
  region: string;
  lat: number;
  lng: number;
}

/** Saudi cities with their region key and the coordinates of their centre. */
const CITIES: City[] = [
  { name: { ar: 'الرياض', en: 'Riyadh' }, region: 'central', lat: 24.7136, lng: 46.6753 },
  { name: { ar: 'جدة', en: 'Jeddah' }, region: 'western', lat: 21.5433, lng: 39.1728 },
  { name: { ar: 'مكة المكرمة', en: 'Makkah' }, region: 'western', lat: 21.3891, lng: 39.8579 },
  { name: { ar: 'المدينة المنورة', en: 'Madinah' }, region: 'western', lat: 24.5247, lng: 39.5692 },
  { name: { ar: 'الدمام', en: 'Dammam' }, region: 'eastern', lat: 26.4207, lng: 50.0888 },
  { name: { ar: 'الخبر', en: 'Khobar' }, region: 'eastern', lat: 26.2172, lng: 50.1971 },
  { name: { ar: 'الظهران', en: 'Dhahran' }, region: 'eastern', lat: 26.2361, lng: 50.0393 },
  { name: { ar: 'الأحساء', en: 'Al Ahsa' }, region: 'eastern', lat: 25.3838, lng: 49.5861 },
  { name: { ar: 'الجبيل', en: 'Jubail' }, region: 'eastern', lat: 27.0046, lng: 49.646 },
  { name: { ar: 'الطائف', en: 'Taif' }, region: 'western', lat: 21.2703, lng: 40.4158 },
  { name: { ar: 'ينبع', en: 'Yanbu' }, region: 'western', lat: 24.0895, lng: 38.0618 },
  { name: { ar: 'أبها', en: 'Abha' }, region: 'southern', lat: 18.2164, lng: 42.5053 },
  { name: { ar: 'خميس مشيط', en: 'Khamis Mushait' }, region: 'southern', lat: 18.3, lng: 42.7333 },
  { name: { ar: 'جازان', en: 'Jazan' }, region: 'southern', lat: 16.8892, lng: 42.5511 },
  { name: { ar: 'نجران', en: 'Najran' }, region: 'southern', lat: 17.4933, lng: 44.1277 },
  { name: { ar: 'الباحة', en: 'Al Baha' }, region: 'southern', lat: 20.0129, lng: 41.4677 },
  { name: { ar: 'تبوك', en: 'Tabuk' }, region: 'northern', lat: 28.3835, lng: 36.5662 },
  { name: { ar: 'حائل', en: 'Hail' }, region: 'northern', lat: 27.5114, lng: 41.7208 },
  { name: { ar: 'عرعر', en: 'Arar' }, region: 'northern', lat: 30.9753, lng: 41.0381 },
  { name: { ar: 'سكاكا', en: 'Sakaka' }, region: 'northern', lat: 29.9697, lng: 40.2064 },
  { name: { ar: 'بريدة', en: 'Buraidah' }, region: 'central', lat: 26.326, lng: 43.975 },
  { name: { ar: 'عنيزة', en: 'Unaizah' }, region: 'central', lat: 26.0843, lng: 43.9935 },
  { name: { ar: 'الخرج', en: 'Al Kharj' }, region: 'central', lat: 24.1556, lng: 47.3346 },
  { name: { ar: 'حفر الباطن', en: 'Hafar Al Batin' }, region: 'eastern', lat: 28.4328, lng: 45.9708 },
];

const DISTRICTS: Bilingual[] = [
  { ar: 'العليا', en: 'Al Olaya' },
  { ar: 'الروضة', en: 'Ar Rawdah' },
  { ar: 'النخيل', en: 'Al Nakheel' },
  { ar: 'الملز', en: 'Al Malaz' },
  { ar: 'السليمانية', en: 'As Sulimaniyah' },
  { ar: 'الياسمين', en: 'Al Yasmin' },
  { ar: 'النسيم', en: 'An Nasim' },
  { ar: 'الشفا', en: 'Ash Shifa' },
  { ar: 'حطين', en: 'Hittin' },
  { ar: 'الصفا', en: 'As Safa' },
  { ar: 'العزيزية', en: 'Al Aziziyah' },
  { ar: 'الفيصلية', en: 'Al Faisaliyah' },
  { ar: 'الشاطئ', en: 'Ash Shati' },
  { ar: 'المروج', en: 'Al Muruj' },
  { ar: 'الربوة', en: 'Ar Rabwah' },
  { ar: 'الورود', en: 'Al Wurud' },
  { ar: 'الحمراء', en: 'Al Hamra' },
  { ar: 'المنار', en: 'Al Manar' },
  { ar: 'الخالدية', en: 'Al Khalidiyah' },
  { ar: 'الزهراء', en: 'Az Zahra' },
  { ar: 'الريان', en: 'Ar Rayyan' },
  { ar: 'القادسية', en: 'Al Qadisiyah' },
  { ar: 'المطار', en: 'Al Matar' },
  { ar: 'الأندلس', en: 'Al Andalus' },
  { ar: 'البساتين', en: 'Al Basatin' },
  { ar: 'النهضة', en: 'An Nahdah' },
  { ar: 'الرحاب', en: 'Ar Rehab' },
  { ar: 'السلامة', en: 'As Salamah' },
  { ar: 'الفيحاء', en: 'Al Fayha' },
  { ar: 'الإسكان', en: 'Al Iskan' },
];

const STREETS: Bilingual[] = [
  { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
  { ar: 'طريق الملك عبدالعزيز', en: 'King Abdulaziz Road' },
  { ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' },
  { ar: 'طريق الأمير محمد بن سلمان', en: 'Prince Mohammed bin Salman Road' },
  { ar: 'شارع التحلية', en: 'Tahlia Street' },
  { ar: 'شارع الستين', en: 'Al Sitteen Street' },
  { ar: 'طريق المدينة', en: 'Madinah Road' },
  { ar: 'شارع الأمير ماجد', en: 'Prince Majid Street' },
  { ar: 'طريق عثمان بن عفان', en: 'Othman bin Affan Road' },
  { ar: 'شارع عمر بن الخطاب', en: 'Omar bin Al Khattab Street' },
  { ar: 'طريق الملك خالد', en: 'King Khalid Road' },
  { ar: 'شارع خالد بن الوليد', en: 'Khalid bin Al Walid Street' },
  { ar: 'طريق الخليج', en: 'Gulf Road' },
  { ar: 'شارع الجامعة', en: 'University Street' },
  { ar: 'طريق الدائري الشمالي', en: 'Northern Ring Road' },
  { ar: 'شارع الأربعين', en: 'Al Arbaeen Street' },
];

const FIRST_NAMES = [
  { ar: 'محمد', en: 'Mohammed' },
  { ar: 'أحمد', en: 'Ahmed' },
  { ar: 'عبدالله', en: 'Abdullah' },
  { ar: 'فاطمة', en: 'Fatimah' },
  { ar: 'نورة', en: 'Noura' },
  { ar: 'سارة', en: 'Sarah' },
  { ar: 'خالد', en: 'Khalid' },
  { ar: 'عبدالرحمن', en: 'Abdulrahman' },
  { ar: 'ريم', en: 'Reem' },
  { ar: 'فيصل', en: 'Faisal' },
  { ar: 'هيفاء', en: 'Haifa' },
  { ar: 'يوسف', en: 'Yousef' },
  { ar: 'لمى', en: 'Lama' },
  { ar: 'سلطان', en: 'Sultan' },
  { ar: 'منى', en: 'Mona' },
  { ar: 'عمر', en: 'Omar' },
];

const FAMILY_NAMES = [
  { ar: 'العتيبي', en: 'Alotaibi' },
  { ar: 'القحطاني', en: 'Alqahtani' },
  { ar: 'الشمري', en: 'Alshammari' },
  { ar: 'الحربي', en: 'Alharbi' },
  { ar: 'الدوسري', en: 'Aldosari' },
  { ar: 'الغامدي', en: 'Alghamdi' },
  { ar: 'الزهراني', en: 'Alzahrani' },
  { ar: 'المطيري', en: 'Almutairi' },
  { ar: 'السبيعي', en: 'Alsubaie' },
  { ar: 'الشهري', en: 'Alshehri' },
  { ar: 'حسن', en: 'Hassan' },
  { ar: 'منصور', en: 'Mansour' },
];

const JOBS = ['pharmacist', 'محاسب', 'Cashier', 'مساعد صيدلي', 'Store keeper', 'Driver', 'موظف مبيعات'];
const SPECIALIZATIONS = ['صيدلة', 'Pharmacy', 'محاسبة', 'Business administration', 'علوم طبية', 'Nursing'];
const UNIVERSITIES = ['جامعة الملك سعود', 'King Abdulaziz University', 'جامعة القصيم', 'Cairo University'];
const QUALIFICATIONS = ['bachelor', 'diploma', 'master', 'phd'] as const;
const ENGLISH_LEVELS = ['excellent', 'middle', 'weak'] as const;
const MOBILE_PREFIXES = ['050', '053', '054', '055', '056', '058', '059'];

const at = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A number spread over 0..1 from an integer (Knuth's multiplicative hash). */
function spread(n: number, salt: number): number {
  return (((n + salt * 7919) * 2654435761) >>> 0) / 2 ** 32;
}

function mobile(n: number): string {
  return `${at(MOBILE_PREFIXES, n)}${String((1_000_003 * n + 4_321_987) % 10_000_000).padStart(7, '0')}`;
}

/** The branch with number n (1-based): its district is picked so a district recurs in many cities. */
export function scaleBranch(n: number, serviceIds: readonly number[]): BranchInput {
  const city = at(CITIES, n);
  const district = at(DISTRICTS, Math.floor(n / CITIES.length) + n * 7);
  const street = at(STREETS, n * 3 + Math.floor(n / 11));
  // Within about 8 km of the city centre.
  const lat = Number((city.lat + (spread(n, 1) - 0.5) * 0.15).toFixed(5));
  const lng = Number((city.lng + (spread(n, 2) - 0.5) * 0.15).toFixed(5));
  const shape = n % 4;
  return {
    code: `${SCALE_CODE_PREFIX}${String(n).padStart(5, '0')}`,
    name: { ar: `فرع ${district.ar} ${n} - ${city.name.ar}`, en: `${district.en} Branch ${n} - ${city.name.en}` },
    address: {
      ar: `${street.ar}، حي ${district.ar}، ${city.name.ar}`,
      en: `${street.en}, ${district.en} District, ${city.name.en}`,
    },
    city: city.name,
    region: city.region,
    mobile: mobile(n),
    googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    image: null,
    // One branch in twenty is closed, as in a real chain with branches under refurbishment.
    active: n % 20 !== 0,
    latitude: lat,
    longitude: lng,
    is24Hour: shape === 0,
    timeFrom: shape === 0 ? null : shape === 3 ? '09:00' : '08:00',
    timeTo: shape === 0 ? null : shape === 3 ? '13:00' : '23:30',
    timeShifts: shape === 3 ? [{ timeFrom: '16:00', timeTo: '23:59' }] : [],
    serviceIds: serviceIds.filter((_, i) => spread(n, i + 3) < 0.45),
  };
}

/** Columns of application number n (1-based), as the public form would have stored them. */
export function scaleApplication(n: number, nationalityIds: readonly number[], createdAt: Date) {
  const first = at(FIRST_NAMES, n);
  const family = at(FAMILY_NAMES, Math.floor(n / FIRST_NAMES.length) + n);
  const arabic = n % 3 !== 0;
  const name = arabic ? `${first.ar} ${family.ar}` : `${first.en} ${family.en}`;
  const email = `${first.en}.${family.en}.${n}@${SCALE_EMAIL_DOMAIN}`.toLowerCase();
  const phoneNumber = mobile(n + 500_000);
  const idNumber = `${n % 2 === 0 ? 1 : 2}${String(100_000_000 + n * 37).slice(-9)}`;
  const job = at(JOBS, n * 5);
  const pharmacist = job === 'pharmacist';
  const city = at(CITIES, n * 11);
  const birthYear = 1970 + (n % 32);
  const yearsOfWork = n % 15;
  return {
    jobKind: pharmacist ? ('pharmacist' as const) : ('non_pharmacist' as const),
    job,
    name,
    birthDate: `${birthYear}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    residence: arabic ? city.name.ar : city.name.en,
    idNumber,
    nationalityId: nationalityIds[n % 4 === 0 ? n % nationalityIds.length : 0]!,
    expiryDate: `${2027 + (n % 5)}-${String((n % 12) + 1).padStart(2, '0')}-15`,
    religion: n % 9 === 0 ? 'other' : 'muslim',
    militaryStatus: null,
    maritalStatus: n % 2 === 0 ? 'married' : 'single',
    numberOfChildren: n % 2 === 0 ? n % 5 : null,
    homeAddress: arabic ? `حي ${at(DISTRICTS, n).ar}، ${city.name.ar}` : `${at(DISTRICTS, n).en}, ${city.name.en}`,
    phoneNumber,
    countryPhoneCode: '+966',
    specialization: pharmacist ? at(['صيدلة', 'Pharmacy'], n) : at(SPECIALIZATIONS, n),
    email,
    scientificQualifications: at(QUALIFICATIONS, n),
    schoolInstituteUniversity: at(UNIVERSITIES, n),
    graduationYear: Math.min(birthYear + 23, 2025),
    gpa: (60 + (n % 40) + (n % 7) / 10).toFixed(2),
    numberOfJobsWorked: yearsOfWork > 0 ? 1 + (n % 4) : null,
    workplace: yearsOfWork > 0 ? (arabic ? 'صيدلية المجتمع' : 'Community Pharmacy') : null,
    workplaceCountryCity: yearsOfWork > 0 ? (arabic ? city.name.ar : city.name.en) : null,
    jobTitle: yearsOfWork > 0 ? job : null,
    yearsOfWork,
    leavingWorkReason: null,
    mainTasks: null,
    courseName1: n % 3 === 0 ? 'BLS' : null,
    courseName1PartyOfCharge: n % 3 === 0 ? 'SCFHS' : null,
    courseName2: null,
    courseName2PartyOfCharge: null,
    dataflowVerificationDocumentsUploaded: pharmacist && n % 2 === 0,
    admitToPrometricPearsonVueExam: pharmacist && n % 3 === 0,
    haveScfhsAccreditationCertificate: pharmacist && n % 4 === 0,
    haveDrivingLicense: n % 2 === 0,
    goodAtDrivingCars: n % 2 === 0 ? n % 4 === 0 : null,
    englishFluencyDegree: at(ENGLISH_LEVELS, n),
    locale: arabic ? 'ar' : 'en',
    // The same key the public form writes (careers service): name, e-mail, phone, ID number, job.
    searchKey: searchKey(name, email, phoneNumber, idNumber, job),
    createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Documents: one small generated file per kind, stored once per application under its own key.

/** A valid one-page PDF of a few hundred bytes. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
  ];
  const stream = 'BT /F1 12 Tf 20 50 Td (CV) Tj ET';
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 230, g: 236, b: 240 } } })
    .jpeg({ quality: 50 })
    .toBuffer();
}

interface Document {
  name: 'cv' | 'id_number';
  bytes: Buffer;
  ext: string;
  mime: string;
}

async function documents(): Promise<Document[]> {
  return [
    { name: 'cv', bytes: smallPdf(), ext: 'pdf', mime: 'application/pdf' },
    { name: 'id_number', bytes: await smallJpeg(), ext: 'jpg', mime: 'image/jpeg' },
  ];
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------

/** Permissions, nationalities and branch services the scale rows refer to; created when missing. */
async function prerequisites(db: Database): Promise<{ serviceIds: number[]; nationalityIds: number[] }> {
  await seedDatabase(db, { demo: false, log: () => {} });
  if ((await db.$count(nationalities)) === 0) await seedDemoCareers(db);
  if ((await db.$count(branchServices)) === 0) {
    for (const name of [
      { ar: 'قياس ضغط الدم', en: 'Blood pressure check' },
      { ar: 'فحص السكر', en: 'Diabetes screening' },
      { ar: 'التطعيمات', en: 'Vaccination' },
      { ar: 'التوصيل للمنازل', en: 'Home delivery' },
      { ar: 'استشارة دوائية', en: 'Medication consultation' },
    ]) {
      await createBranchService(db, name);
    }
  }
  const services = await db.select({ id: branchServices.id }).from(branchServices).orderBy(branchServices.id);
  const nations = await db
    .select({ id: nationalities.id })
    .from(nationalities)
    .orderBy(nationalities.sort, nationalities.id);
  return { serviceIds: services.map((s) => s.id), nationalityIds: nations.map((n) => n.id) };
}

async function addBranches(db: Database, from: number, to: number, serviceIds: readonly number[]): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const inputs: BranchInput[] = [];
    for (let n = start; n <= Math.min(to, start + BATCH - 1); n++) inputs.push(scaleBranch(n, serviceIds));
    await db.transaction(async (tx) => {
      const rows = await tx.insert(branches).values(inputs.map(branchValues)).returning({ id: branches.id });
      const shifts = inputs.flatMap((input, i) =>
        (input.timeShifts ?? []).map((s, sort) => ({ branchId: rows[i]!.id, ...s, sort })),
      );
      const links = inputs.flatMap((input, i) =>
        (input.serviceIds ?? []).map((serviceId) => ({ branchId: rows[i]!.id, serviceId })),
      );
      if (shifts.length > 0) await tx.insert(branchTimeShifts).values(shifts);
      if (links.length > 0) await tx.insert(branchServiceLinks).values(links);
    });
  }
}

async function addApplications(
  db: Database,
  storage: Storage,
  from: number,
  to: number,
  nationalityIds: readonly number[],
  log: (line: string) => void,
): Promise<number> {
  const docs = await documents();
  const now = Date.now();
  // Submitted over the last year at most (well inside the retention period), the highest number newest.
  const step = Math.min(45 * 60_000, Math.floor((365 * 86_400_000) / to));
  const submittedAt = (n: number) => new Date(now - (to - n) * step - (n % 7) * 1000);
  let stored = 0;
  for (let start = from; start <= to; start += BATCH) {
    const numbers: number[] = [];
    for (let n = start; n <= Math.min(to, start + BATCH - 1); n++) numbers.push(n);
    const files = numbers.map((n) =>
      docs.map((doc) => ({ n, doc, key: newStorageKey(EMPLOYMENT_FILES_FOLDER, doc.ext) })),
    );
    const flat = files.flat();
    try {
      await eachLimited(flat, FILE_CONCURRENCY, (file) => storage.putPrivate(file.key, file.doc.bytes));
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(employmentRequests)
          .values(numbers.map((n) => scaleApplication(n, nationalityIds, submittedAt(n))))
          .returning({ id: employmentRequests.id });
        await tx.insert(employmentRequestAttachments).values(
          files.flatMap((perRequest, i) =>
            perRequest.map(({ doc, key }) => ({
              employmentRequestId: rows[i]!.id,
              name: doc.name,
              fileKey: key,
              originalName: `${doc.name}.${doc.ext}`,
              mimeType: doc.mime,
              size: doc.bytes.length,
            })),
          ),
        );
      });
    } catch (error) {
      // Nothing half-written: files of a batch whose rows did not commit are removed.
      await Promise.allSettled(flat.map((file) => storage.remove('private', file.key)));
      throw error;
    }
    stored += flat.length;
    log(`applications ${start}–${numbers[numbers.length - 1]} of ${to}`);
  }
  return stored;
}

/**
 * Adds scale branches and applications until the database holds `branches` and `applications`
 * of them (rows already there from an earlier run count), with two stored documents per application.
 */
export async function seedScale(db: Database, storage: Storage, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const log = options.log ?? (() => {});
  const { serviceIds, nationalityIds } = await prerequisites(db);
  const haveBranches = await db.$count(branches, like(branches.code, `${SCALE_CODE_PREFIX}%`));
  const haveApplications = await db.$count(
    employmentRequests,
    like(employmentRequests.email, `%@${SCALE_EMAIL_DOMAIN}`),
  );
  // Numbers continue after the highest present so codes stay unique after a partial run.
  const [maxBranch] = await db
    .select({ n: sql<number | null>`max(substr(${branches.code}, ${SCALE_CODE_PREFIX.length + 1}::int)::int)` })
    .from(branches)
    .where(like(branches.code, `${SCALE_CODE_PREFIX}%`));
  const branchesToAdd = Math.max(0, options.branches - haveBranches);
  const firstBranch = Number(maxBranch?.n ?? 0) + 1;
  if (branchesToAdd > 0) {
    log(`adding ${branchesToAdd} branches`);
    await addBranches(db, firstBranch, firstBranch + branchesToAdd - 1, serviceIds);
  }
  const applicationsToAdd = Math.max(0, options.applications - haveApplications);
  let filesStored = 0;
  if (applicationsToAdd > 0) {
    log(`adding ${applicationsToAdd} applications with their documents`);
    filesStored = await addApplications(
      db,
      storage,
      haveApplications + 1,
      haveApplications + applicationsToAdd,
      nationalityIds,
      log,
    );
  }
  const store = await countScaleStore(db);
  const productsToAdd = Math.max(0, (options.products ?? 0) - store.products);
  if (productsToAdd > 0) {
    log(`adding ${productsToAdd} products with their stock`);
    await addScaleProducts(db, store.products + 1, store.products + productsToAdd);
  }
  const customersToAdd = Math.max(0, (options.customers ?? 0) - store.customers);
  if (customersToAdd > 0) {
    log(`adding ${customersToAdd} customers`);
    await addScaleCustomers(db, store.customers + 1, store.customers + customersToAdd);
  }
  const scaleOrders = await countScaleOrders(db);
  const ordersToAdd = Math.max(0, (options.orders ?? 0) - scaleOrders.orders);
  if (ordersToAdd > 0) {
    log(`adding ${ordersToAdd} orders with their lines and status history`);
    await addScaleOrders(db, scaleOrders.highest + 1, scaleOrders.highest + ordersToAdd, log);
  }
  // A bulk load leaves the trigram indexes' new entries in GIN's pending list and the planner's
  // statistics describing empty tables, so searches would scan every row until autovacuum gets
  // round to it. Doing its work now gives the plans the tables will have in service.
  for (const table of [
    'branches',
    'branch_time_shifts',
    'branch_service_links',
    'employment_requests',
    'employment_request_attachments',
    'products',
    'product_stock',
    'customers',
    'orders',
    'order_lines',
    'status_history',
  ]) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  return {
    branchesAdded: branchesToAdd,
    applicationsAdded: applicationsToAdd,
    filesStored,
    productsAdded: productsToAdd,
    customersAdded: customersToAdd,
    ordersAdded: ordersToAdd,
  };
}

/** Removes every scale row and the applications' stored documents. */
export async function resetScale(
  db: Database,
  storage: Storage,
): Promise<{ branches: number; applications: number; products: number; customers: number; orders: number }> {
  // The orders first: their customers cannot go while they are there.
  const orders = await resetScaleOrders(db);
  const store = await resetScaleStore(db);
  let applications = 0;
  for (;;) {
    const batch = await db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(like(employmentRequests.email, `%@${SCALE_EMAIL_DOMAIN}`))
      .limit(BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    const keys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ key: employmentRequestAttachments.fileKey })
        .from(employmentRequestAttachments)
        .where(inArray(employmentRequestAttachments.employmentRequestId, ids));
      await tx.delete(employmentRequests).where(inArray(employmentRequests.id, ids));
      return files.map((file) => file.key);
    });
    await eachLimited(keys, FILE_CONCURRENCY, (key) => storage.remove('private', key));
    applications += ids.length;
  }
  const removed = await db
    .delete(branches)
    .where(like(branches.code, `${SCALE_CODE_PREFIX}%`))
    .returning({ id: branches.id });
  return { branches: removed.length, applications, ...store, orders };
}

// ---------------------------------------------------------------------------------------------

const USAGE = [
  'Usage: npm run seed:scale -w apps/server -- [--branches 10000] [--applications 10000] [--products 100000] [--customers 50000] [--orders 100000] [--reset]',
  'Tops the database up to that many scale rows of each kind; --reset removes them first.',
].join('\n');

function readArguments(): {
  branches: number;
  applications: number;
  products: number;
  customers: number;
  orders: number;
  reset: boolean;
} | null {
  try {
    const { values } = parseArgs({
      options: {
        branches: { type: 'string', default: '10000' },
        applications: { type: 'string', default: '10000' },
        products: { type: 'string', default: '100000' },
        customers: { type: 'string', default: '50000' },
        orders: { type: 'string', default: '100000' },
        reset: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const branchCount = Number(values.branches);
    const applicationCount = Number(values.applications);
    const productCount = Number(values.products);
    const customerCount = Number(values.customers);
    const orderCount = Number(values.orders);
    const valid = (n: number) => Number.isInteger(n) && n >= 0 && n <= 1_000_000;
    if (![branchCount, applicationCount, productCount, customerCount, orderCount].every(valid)) return null;
    return {
      branches: branchCount,
      applications: applicationCount,
      products: productCount,
      customers: customerCount,
      orders: orderCount,
      reset: values.reset,
    };
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const args = readArguments();
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  const storage = createStorage(config);
  try {
    await storage.check();
    if (args.reset) {
      const removed = await resetScale(database.db, storage);
      console.log(
        `Removed ${removed.branches} scale branches, ${removed.applications} applications, ${removed.products} products, ${removed.customers} customers and ${removed.orders} orders.`,
      );
    }
    const started = performance.now();
    const result = await seedScale(database.db, storage, { ...args, log: (line) => console.log(line) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${result.branchesAdded} branches, ${result.applicationsAdded} applications (${result.filesStored} files), ${result.productsAdded} products, ${result.customersAdded} customers and ${result.ordersAdded} orders in ${seconds} s.`,
    );
    return 0;
  } finally {
    await storage.close();
    await database.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
