import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { branches, branchServices } from '../../db/schema/index';
import {
  type BranchInput,
  branchValues,
  createBranchService,
  replaceBranchChildren,
} from '../../modules/branches/service';
import { newStorageKey, type Storage } from '../../plugins/storage';
import { gradientCard, type ShapeKind } from './assets';

/** In-branch services of the demo, keyed for the branch list below. */
const SERVICES = {
  bloodPressure: { ar: 'قياس ضغط الدم', en: 'Blood pressure check' },
  diabetes: { ar: 'فحص السكر', en: 'Diabetes screening' },
  vaccination: { ar: 'التطعيمات', en: 'Vaccination' },
  delivery: { ar: 'التوصيل للمنازل', en: 'Home delivery' },
  babyCorner: { ar: 'ركن العناية بالطفل', en: 'Baby care corner' },
  consultation: { ar: 'استشارة دوائية', en: 'Medication consultation' },
  skinCare: { ar: 'استشارة العناية بالبشرة', en: 'Skin care consultation' },
  bodyMass: { ar: 'قياس الوزن ومؤشر كتلة الجسم', en: 'Weight and BMI check' },
} satisfies Record<string, Bilingual>;
type ServiceKey = keyof typeof SERVICES;

interface CitySeed {
  city: Bilingual;
  region: string;
}

const CITIES = {
  riyadh: { city: { ar: 'الرياض', en: 'Riyadh' }, region: 'central' },
  jeddah: { city: { ar: 'جدة', en: 'Jeddah' }, region: 'western' },
  makkah: { city: { ar: 'مكة المكرمة', en: 'Makkah' }, region: 'western' },
  madinah: { city: { ar: 'المدينة المنورة', en: 'Madinah' }, region: 'western' },
  dammam: { city: { ar: 'الدمام', en: 'Dammam' }, region: 'eastern' },
  khobar: { city: { ar: 'الخبر', en: 'Khobar' }, region: 'eastern' },
  taif: { city: { ar: 'الطائف', en: 'Taif' }, region: 'western' },
  abha: { city: { ar: 'أبها', en: 'Abha' }, region: 'southern' },
  tabuk: { city: { ar: 'تبوك', en: 'Tabuk' }, region: 'northern' },
  buraidah: { city: { ar: 'بريدة', en: 'Buraidah' }, region: 'central' },
} satisfies Record<string, CitySeed>;

interface BranchSeed {
  code: string;
  city: keyof typeof CITIES;
  district: Bilingual;
  street: Bilingual;
  lat: number;
  lng: number;
  /** 'HH:MM-HH:MM' main hours, '24h', or main hours plus extra shifts. */
  hours: string;
  services: ServiceKey[];
}

// Coordinates sit inside the named district of each city.
const BRANCHES: BranchSeed[] = [
  {
    code: 'RUH-001',
    city: 'riyadh',
    district: { ar: 'العليا', en: 'Al Olaya' },
    street: { ar: 'طريق العليا العام', en: 'Olaya Main Road' },
    lat: 24.6907,
    lng: 46.685,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'delivery', 'consultation', 'skinCare'],
  },
  {
    code: 'RUH-002',
    city: 'riyadh',
    district: { ar: 'الملز', en: 'Al Malaz' },
    street: { ar: 'شارع الستين', en: 'Al Sitteen Street' },
    lat: 24.6642,
    lng: 46.7364,
    hours: '08:00-23:00',
    services: ['bloodPressure', 'delivery', 'babyCorner'],
  },
  {
    code: 'RUH-003',
    city: 'riyadh',
    district: { ar: 'النخيل', en: 'Al Nakheel' },
    street: { ar: 'طريق الإمام سعود بن عبدالعزيز', en: 'Imam Saud bin Abdulaziz Road' },
    lat: 24.7457,
    lng: 46.6293,
    hours: '09:00-13:00,16:00-23:30',
    services: ['consultation', 'skinCare', 'delivery'],
  },
  {
    code: 'RUH-004',
    city: 'riyadh',
    district: { ar: 'السليمانية', en: 'As Sulimaniyah' },
    street: { ar: 'شارع الأمير محمد بن عبدالعزيز (التحلية)', en: 'Prince Mohammed bin Abdulaziz Street (Tahlia)' },
    lat: 24.7031,
    lng: 46.7025,
    hours: '09:00-24:00',
    services: ['bloodPressure', 'diabetes', 'vaccination', 'bodyMass'],
  },
  {
    code: 'RUH-005',
    city: 'riyadh',
    district: { ar: 'الياسمين', en: 'Al Yasmin' },
    street: { ar: 'طريق أنس بن مالك', en: 'Anas bin Malik Road' },
    lat: 24.8245,
    lng: 46.641,
    hours: '08:00-12:00,16:00-24:00',
    services: ['babyCorner', 'delivery', 'consultation'],
  },
  {
    code: 'RUH-006',
    city: 'riyadh',
    district: { ar: 'النسيم', en: 'An Nasim' },
    street: { ar: 'طريق سعد بن عبدالرحمن الأول', en: 'Saad bin Abdulrahman Al Awal Road' },
    lat: 24.7286,
    lng: 46.822,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'delivery'],
  },
  {
    code: 'RUH-007',
    city: 'riyadh',
    district: { ar: 'الشفا', en: 'Ash Shifa' },
    street: { ar: 'طريق ديراب', en: 'Dirab Road' },
    lat: 24.5656,
    lng: 46.7028,
    hours: '09:00-23:00',
    services: ['bloodPressure', 'babyCorner'],
  },
  {
    code: 'RUH-008',
    city: 'riyadh',
    district: { ar: 'الروضة', en: 'Ar Rawdah' },
    street: { ar: 'شارع خالد بن الوليد', en: 'Khalid bin Al Walid Street' },
    lat: 24.7325,
    lng: 46.7706,
    hours: '08:30-23:30',
    services: ['diabetes', 'vaccination', 'bodyMass', 'consultation'],
  },
  {
    code: 'RUH-009',
    city: 'riyadh',
    district: { ar: 'حطين', en: 'Hittin' },
    street: { ar: 'طريق الأمير تركي بن عبدالعزيز الأول', en: 'Prince Turki bin Abdulaziz Al Awal Road' },
    lat: 24.7606,
    lng: 46.601,
    hours: '10:00-14:00,17:00-24:00',
    services: ['skinCare', 'consultation', 'delivery'],
  },
  {
    code: 'JED-001',
    city: 'jeddah',
    district: { ar: 'الروضة', en: 'Ar Rawdah' },
    street: { ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' },
    lat: 21.5619,
    lng: 39.151,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'delivery', 'consultation'],
  },
  {
    code: 'JED-002',
    city: 'jeddah',
    district: { ar: 'الحمراء', en: 'Al Hamra' },
    street: { ar: 'طريق الكورنيش', en: 'Corniche Road' },
    lat: 21.5199,
    lng: 39.1689,
    hours: '09:00-24:00',
    services: ['skinCare', 'babyCorner'],
  },
  {
    code: 'JED-003',
    city: 'jeddah',
    district: { ar: 'الصفا', en: 'As Safa' },
    street: { ar: 'شارع الأمير متعب', en: 'Prince Mutaib Street' },
    lat: 21.5819,
    lng: 39.2139,
    hours: '08:00-13:00,16:30-23:30',
    services: ['bloodPressure', 'vaccination', 'delivery'],
  },
  {
    code: 'JED-004',
    city: 'jeddah',
    district: { ar: 'العزيزية', en: 'Al Aziziyah' },
    street: { ar: 'شارع الأمير ماجد', en: 'Prince Majid Street' },
    lat: 21.5555,
    lng: 39.2013,
    hours: '09:00-23:00',
    services: ['diabetes', 'bodyMass', 'consultation'],
  },
  {
    code: 'JED-005',
    city: 'jeddah',
    district: { ar: 'أبحر الشمالية', en: 'North Obhur' },
    street: { ar: 'شارع عبدالرحمن الطبري', en: 'Abdulrahman Al Tabari Street' },
    lat: 21.7418,
    lng: 39.1148,
    hours: '10:00-24:00',
    services: ['babyCorner', 'delivery'],
  },
  {
    code: 'JED-006',
    city: 'jeddah',
    district: { ar: 'البلد', en: 'Al Balad' },
    street: { ar: 'شارع الملك عبدالعزيز', en: 'King Abdulaziz Street' },
    lat: 21.4858,
    lng: 39.1864,
    hours: '08:00-12:30,16:00-23:00',
    services: ['bloodPressure', 'consultation'],
  },
  {
    code: 'MKH-001',
    city: 'makkah',
    district: { ar: 'العزيزية', en: 'Al Aziziyah' },
    street: { ar: 'الطريق الدائري الثالث', en: 'Third Ring Road' },
    lat: 21.4005,
    lng: 39.863,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'vaccination', 'delivery'],
  },
  {
    code: 'MKH-002',
    city: 'makkah',
    district: { ar: 'العوالي', en: 'Al Awali' },
    street: { ar: 'طريق الملك عبدالله', en: 'King Abdullah Road' },
    lat: 21.365,
    lng: 39.88,
    hours: '09:00-24:00',
    services: ['babyCorner', 'consultation'],
  },
  {
    code: 'MKH-003',
    city: 'makkah',
    district: { ar: 'الشوقية', en: 'Ash Shawqiyah' },
    street: { ar: 'طريق أم القرى', en: 'Umm Al Qura Road' },
    lat: 21.384,
    lng: 39.787,
    hours: '08:00-13:00,16:00-23:30',
    services: ['bloodPressure', 'delivery'],
  },
  {
    code: 'MED-001',
    city: 'madinah',
    district: { ar: 'قباء', en: 'Quba' },
    street: { ar: 'طريق قباء', en: 'Quba Road' },
    lat: 24.4393,
    lng: 39.6173,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'consultation', 'delivery'],
  },
  {
    code: 'MED-002',
    city: 'madinah',
    district: { ar: 'العيون', en: 'Al Uyun' },
    street: { ar: 'طريق الجامعات', en: 'Universities Road' },
    lat: 24.507,
    lng: 39.584,
    hours: '09:00-23:00',
    services: ['babyCorner', 'vaccination'],
  },
  {
    code: 'MED-003',
    city: 'madinah',
    district: { ar: 'سلطانة', en: 'Sultanah' },
    street: { ar: 'شارع سلطانة', en: 'Sultanah Street' },
    lat: 24.488,
    lng: 39.586,
    hours: '08:00-12:00,16:00-23:00',
    services: ['bodyMass', 'skinCare'],
  },
  {
    code: 'DMM-001',
    city: 'dammam',
    district: { ar: 'الفيصلية', en: 'Al Faisaliyah' },
    street: { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
    lat: 26.4012,
    lng: 50.088,
    hours: '09:00-24:00',
    services: ['bloodPressure', 'diabetes', 'delivery'],
  },
  {
    code: 'DMM-002',
    city: 'dammam',
    district: { ar: 'الشاطئ', en: 'Ash Shati' },
    street: { ar: 'طريق الخليج', en: 'Gulf Road' },
    lat: 26.452,
    lng: 50.113,
    hours: '24h',
    services: ['consultation', 'skinCare', 'babyCorner'],
  },
  {
    code: 'DMM-003',
    city: 'dammam',
    district: { ar: 'المزروعية', en: 'Al Mazruiyah' },
    street: { ar: 'شارع الأمير محمد بن فهد', en: 'Prince Mohammed bin Fahd Street' },
    lat: 26.418,
    lng: 50.07,
    hours: '08:00-13:00,16:00-23:00',
    services: ['vaccination', 'bodyMass'],
  },
  {
    code: 'KHB-001',
    city: 'khobar',
    district: { ar: 'العقربية', en: 'Al Aqrabiyah' },
    street: { ar: 'شارع الأمير فيصل بن فهد', en: 'Prince Faisal bin Fahd Street' },
    lat: 26.291,
    lng: 50.201,
    hours: '09:00-24:00',
    services: ['bloodPressure', 'skinCare', 'delivery'],
  },
  {
    code: 'KHB-002',
    city: 'khobar',
    district: { ar: 'العليا', en: 'Al Olaya' },
    street: { ar: 'طريق الملك سعود', en: 'King Saud Road' },
    lat: 26.27,
    lng: 50.2,
    hours: '08:30-23:30',
    services: ['diabetes', 'consultation'],
  },
  {
    code: 'KHB-003',
    city: 'khobar',
    district: { ar: 'الراكة', en: 'Ar Rakah' },
    street: { ar: 'طريق الظهران - الدمام', en: 'Dhahran - Dammam Road' },
    lat: 26.347,
    lng: 50.196,
    hours: '10:00-14:00,17:00-24:00',
    services: ['babyCorner', 'delivery'],
  },
  {
    code: 'TIF-001',
    city: 'taif',
    district: { ar: 'شهار', en: 'Shihar' },
    street: { ar: 'طريق شهار', en: 'Shihar Road' },
    lat: 21.242,
    lng: 40.392,
    hours: '09:00-23:00',
    services: ['bloodPressure', 'diabetes'],
  },
  {
    code: 'TIF-002',
    city: 'taif',
    district: { ar: 'الحوية', en: 'Al Hawiyah' },
    street: { ar: 'طريق الملك فيصل', en: 'King Faisal Road' },
    lat: 21.428,
    lng: 40.499,
    hours: '08:00-12:00,16:00-23:30',
    services: ['vaccination', 'delivery'],
  },
  {
    code: 'AHB-001',
    city: 'abha',
    district: { ar: 'المنهل', en: 'Al Manhal' },
    street: { ar: 'طريق الملك خالد', en: 'King Khalid Road' },
    lat: 18.225,
    lng: 42.507,
    hours: '09:00-24:00',
    services: ['bloodPressure', 'consultation', 'babyCorner'],
  },
  {
    code: 'AHB-002',
    city: 'abha',
    district: { ar: 'الموظفين', en: 'Al Muwathafin' },
    street: { ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' },
    lat: 18.23,
    lng: 42.516,
    hours: '08:00-13:00,16:00-23:00',
    services: ['diabetes', 'bodyMass'],
  },
  {
    code: 'TUU-001',
    city: 'tabuk',
    district: { ar: 'المروج', en: 'Al Muruj' },
    street: { ar: 'طريق الأمير فهد بن سلطان', en: 'Prince Fahd bin Sultan Road' },
    lat: 28.39,
    lng: 36.56,
    hours: '24h',
    services: ['bloodPressure', 'diabetes', 'delivery'],
  },
  {
    code: 'TUU-002',
    city: 'tabuk',
    district: { ar: 'الروضة', en: 'Ar Rawdah' },
    street: { ar: 'شارع الملك عبدالعزيز', en: 'King Abdulaziz Street' },
    lat: 28.4,
    lng: 36.58,
    hours: '09:00-23:00',
    services: ['babyCorner', 'vaccination'],
  },
  {
    code: 'ELQ-001',
    city: 'buraidah',
    district: { ar: 'الصفراء', en: 'As Safra' },
    street: { ar: 'طريق الملك عبدالعزيز', en: 'King Abdulaziz Road' },
    lat: 26.35,
    lng: 43.99,
    hours: '09:00-24:00',
    services: ['bloodPressure', 'consultation', 'delivery'],
  },
  {
    code: 'ELQ-002',
    city: 'buraidah',
    district: { ar: 'الإسكان', en: 'Al Iskan' },
    street: { ar: 'طريق عثمان بن عفان', en: 'Othman bin Affan Road' },
    lat: 26.32,
    lng: 43.95,
    hours: '08:00-12:30,16:30-23:30',
    services: ['diabetes', 'skinCare'],
  },
];

const SHAPES: ShapeKind[] = ['cross', 'circles', 'capsule', 'waves', 'grid'];

/** Deterministic Saudi mobile numbers (05X XXX XXXX) from the branch's position in the list. */
function mobileFor(index: number): string {
  const prefixes = ['050', '053', '054', '055', '056', '058', '059'];
  const prefix = prefixes[index % prefixes.length]!;
  const rest = String((1_234_567 + index * 7_654_321) % 10_000_000).padStart(7, '0');
  return `${prefix}${rest}`;
}

function parseHours(hours: string) {
  if (hours === '24h') return { is24Hour: true, timeFrom: null, timeTo: null, timeShifts: [] };
  const [main, ...extra] = hours.split(',').map((period) => {
    const [from, to] = period.split('-') as [string, string];
    // 24:00 is not a time of day; the branch closes at midnight.
    return { timeFrom: from, timeTo: to === '24:00' ? '23:59' : to };
  });
  return { is24Hour: false, timeFrom: main!.timeFrom, timeTo: main!.timeTo, timeShifts: extra };
}

/**
 * Demo branches across Saudi cities, with their services, hours and a generated photo.
 * Idempotent: services and branches already present (by English name, by code) are kept.
 */
export async function seedDemoBranches(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  const serviceIds = new Map<ServiceKey, number>();
  const existingServices = await db.select().from(branchServices);
  for (const [key, name] of Object.entries(SERVICES) as [ServiceKey, Bilingual][]) {
    const found = existingServices.find((s) => s.name.en === name.en);
    serviceIds.set(key, found ? found.id : await createBranchService(db, name));
  }

  const existing = await db
    .select({ code: branches.code })
    .from(branches)
    .where(
      inArray(
        branches.code,
        BRANCHES.map((b) => b.code),
      ),
    );
  const present = new Set(existing.map((b) => b.code));

  const districtUses = new Map<string, number>();
  for (const seed of BRANCHES) districtUses.set(seed.district.en, (districtUses.get(seed.district.en) ?? 0) + 1);
  const sharedDistricts = new Set([...districtUses].filter(([, uses]) => uses > 1).map(([name]) => name));

  let created = 0;
  for (const [index, seed] of BRANCHES.entries()) {
    if (present.has(seed.code)) continue;
    const { city, region } = CITIES[seed.city];
    const image = newStorageKey('branches', 'webp');
    await storage.putPublic(
      image,
      await gradientCard({
        width: 480,
        height: 320,
        palette: index,
        shape: SHAPES[index % SHAPES.length]!,
        quality: 55,
      }),
    );
    await seedBranch(db, {
      code: seed.code,
      // A district found in several cities gets the city in the name so branch names stay unique.
      name: sharedDistricts.has(seed.district.en)
        ? { ar: `فرع ${seed.district.ar} - ${city.ar}`, en: `${seed.district.en} Branch - ${city.en}` }
        : { ar: `فرع ${seed.district.ar}`, en: `${seed.district.en} Branch` },
      address: {
        ar: `${seed.street.ar}، حي ${seed.district.ar}، ${city.ar}`,
        en: `${seed.street.en}, ${seed.district.en} District, ${city.en}`,
      },
      city,
      region,
      mobile: mobileFor(index),
      googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${seed.lat},${seed.lng}`,
      image,
      active: true,
      latitude: seed.lat,
      longitude: seed.lng,
      ...parseHours(seed.hours),
      serviceIds: seed.services.map((key) => serviceIds.get(key)!),
    });
    created += 1;
  }
  return { created };
}

/**
 * Stores a branch with its shifts and services in one transaction, without an action-log row: for
 * demo data and tests only. Staff add branches through the admin service, which logs the change.
 */
export async function seedBranch(db: DbOrTx, input: BranchInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(branches).values(branchValues(input)).returning({ id: branches.id });
    await replaceBranchChildren(tx, row!.id, input);
    return row!.id;
  });
}
